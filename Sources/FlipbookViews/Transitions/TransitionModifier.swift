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

extension _TransitionTraitModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { TransitionNode(graph: graph) }
}

/// A view with a transition: its content always wears the transition's body for the current phase, so that
/// moving between phases animates like any other change.
final class TransitionNode: SingleChildNode {
    private var transition: AnyTransition?
    private var content: AnyView?
    private(set) var phase = TransitionPhase.identity

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        let transition = (modified.anyModifier as! _TransitionTraitModifier).transition
        let content = AnyView(modified.anyContent)
        self.transition = transition
        self.content = content
        if child == nil, TransitionNode.animates(context.transaction) {
            // Inserted in an animated change: built in the state it comes from, then moved on screen with the
            // change's animation.
            var still = context
            still.transaction = Transaction()
            still.transaction.disablesAnimations = true
            setChild(any: transition.apply(content, .willAppear), context: still)
            // Modifiers make their per-view nodes when items are first asked for: make them now, in this state.
            _ = child?.items
        }
        var onScreen = context
        if let animation = transition.animation, TransitionNode.animates(context.transaction) {
            onScreen.transaction.animation = animation
        }
        setChild(any: transition.apply(content, phase), context: onScreen)
    }

    /// Moves the view to `phase` in `transaction` (removal, or a removal taken back).
    func move(to phase: TransitionPhase, context: ResolveContext) {
        guard let transition, let content, phase != self.phase else { return }
        self.phase = phase
        var context = context
        if let animation = transition.animation { context.transaction.animation = animation }
        setChild(any: transition.apply(content, phase), context: context)
    }

    /// Whether a change in `transaction` animates (and so runs transitions).
    static func animates(_ transaction: Transaction) -> Bool {
        transaction.animation != nil && !transaction.disablesAnimations
    }
}
