import Foundation

/// `transition(_:)`: how the view enters and leaves when it is inserted or removed in an animated change.
public struct _TransitionTraitModifier: ViewModifier {
    let transition: AnyTransition
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// How this view is inserted and removed (`.opacity` unless set).
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionTraitModifier(transition: transition))
    }

    /// How this view is inserted and removed.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionTraitModifier(transition: AnyTransition(transition)))
    }
}

extension _TransitionTraitModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        if V.self is any TransitionDistributing.Type { return _ViewNode(DistributedTransitionNode<V>(graph: graph)) }
        return _ViewNode(TransitionTraitNode<V>(graph: graph))
    }
}

/// `.transition(_:)` on views of type `Content`.
final class TransitionTraitNode<Content: View>: TransitionNode, ViewNode {
    func update(_ modified: ModifiedContent<Content, _TransitionTraitModifier>, context: ResolveContext) {
        take(modified.modifier.transition, content: AnyView(modified.content), context: context)
    }
}

/// A view with a transition: its content always wears the transition's body for the current phase, so that
/// moving between phases animates like any other change.
class TransitionNode: SingleChildNode {
    /// The transition this view wears.
    private(set) var transition: AnyTransition?
    private var content: AnyView?
    /// The context the content was last resolved in: its environment includes what modifiers outside the
    /// transition but inside the view that leaves set (`.transition(.opacity).foregroundStyle(.red)`), which
    /// the context of a removal, made where the view was, does not.
    private var context: ResolveContext?
    private(set) var phase = TransitionPhase.identity
    /// Whether a chain around this view applies the transition instead (a custom view's body wears it, and
    /// the view that comes and goes is the chain at its use site): this one stays in its identity state.
    var staysAtRest = false

    /// Takes the transition and the content it applies to.
    func take(_ transition: AnyTransition, content: AnyView, context: ResolveContext) {
        self.transition = transition
        self.content = content
        self.context = context
        if child == nil, !staysAtRest, !isInsideInsertedView, TransitionNode.animates(context.transaction) {
            // Inserted in an animated change: built in the state it comes from, then moved on screen with the
            // change's animation.
            var still = context
            still.transaction = Transaction()
            still.transaction.disablesAnimations = true
            setChild(any: transition.apply(content, .willAppear), context: still)
            // Modifiers make their per-view nodes when items are first asked for: make them now, in this state,
            // down to the views of overlays and masks, whose own modifiers then animate to the identity state.
            child?.makeItemsThroughout()
        }
        var onScreen = context
        if let animation = transition.animation, !staysAtRest, TransitionNode.animates(context.transaction) {
            onScreen.transaction.animation = animation
        }
        setChild(any: transition.apply(content, phase), context: onScreen)
    }

    /// Whether this view is made inside a container or a transitioning view inserted in the same update: SwiftUI
    /// builds an inserted view at rest and only its own transition runs, not those of the views inside it.
    private var isInsideInsertedView: Bool {
        var node = parent
        while let current = node, current.isNewInThisUpdate {
            if current is LayoutNode || current is TransitionNode { return true }
            node = current.parent
        }
        return false
    }

    /// Moves the view to `phase` in `transaction` (removal, or a removal taken back).
    func move(to phase: TransitionPhase, context removal: ResolveContext) {
        guard let transition, let content, phase != self.phase, !staysAtRest else { return }
        self.phase = phase
        var context = self.context ?? removal
        context.transaction = removal.transaction
        if let animation = transition.animation { context.transaction.animation = animation }
        setChild(any: transition.apply(content, phase), context: context)
    }

    /// Whether a change in `transaction` animates (and so runs transitions).
    static func animates(_ transaction: Transaction) -> Bool {
        transaction.animation != nil && !transaction.disablesAnimations
    }
}

extension Node {
    /// Asks every node of this subtree for its items, so that modifiers make their per-view nodes now, in the
    /// state the subtree is in (the views of an overlay, a background or a mask included, which layout would
    /// otherwise reach first).
    func makeItemsThroughout() {
        var visited: Set<ObjectIdentifier> = []
        var pending: [Node] = [self]
        while let node = pending.popLast() {
            guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
            pending.append(contentsOf: node.items)
            pending.append(contentsOf: node.children)
            if let layout = node as? LayoutNode { pending.append(contentsOf: layout.layoutChildren) }
        }
    }
}
