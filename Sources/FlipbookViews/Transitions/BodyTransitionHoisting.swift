import Foundation

// A custom view passes the transition its body wears up to the view that comes and goes, as SwiftUI passes traits
// up through custom views: with `.transition(.move(edge: .top))` inside `Toast`'s body,
// `if show { Toast().background(.green).padding(.top, 40) }` moves the green card, not only the toast inside it.
// The chain at the use site is made into one node that builds the chain, finds the transition in the custom
// view's body, keeps that one at rest, and applies it around the whole chain.

/// A chain of modifiers, known by the view at its base.
@MainActor
protocol ModifierChain: View {
    /// The innermost view of the chain (the view the first modifier was applied to).
    static var chainBase: any View.Type { get }
    /// The node of the chain's outermost modifier, as it is made when no transition is hoisted.
    static func makeModifierNode(in graph: ViewGraph) -> _ViewNode<Self>
}

extension ModifiedContent: ModifierChain where Content: View, Modifier: ViewModifier {
    static var chainBase: any View.Type { (Content.self as? any ModifierChain.Type)?.chainBase ?? Content.self }

    static func makeModifierNode(in graph: ViewGraph) -> _ViewNode<Self> {
        Modifier._makeModifierNode(content: Content.self, in: graph)
    }

    /// Whether views of this type are made into a node that applies, around the whole chain, a transition worn
    /// inside the body of the custom view at its base (a transition worn in the chain itself is hoisted by type).
    @MainActor static var hoistsBodyTransition: Bool {
        !wearsTransitionTrait && BodyTransition.isWorn(byBodyOf: chainBase)
    }
}

@MainActor
enum BodyTransition {
    /// Whether `type` is a custom view whose body wears a transition in its chain of modifiers, or passes up
    /// one worn in the body of the custom view at its own base.
    static func isWorn(byBodyOf type: any View.Type) -> Bool { worn(byBodyOf: type) }

    private static func worn<V: View>(byBodyOf type: V.Type) -> Bool {
        let body = V.Body.self
        if body is Never.Type { return false }
        if let wearing = body as? any TransitionTraitWearing.Type, wearing.wearsTransitionTrait { return true }
        if let chain = body as? any ModifierChain.Type { return isWorn(byBodyOf: chain.chainBase) }
        return worn(byBodyOf: body)
    }
}

/// Stands for a view whose node was built elsewhere, so that a transition's modifiers can be put around it.
struct HoistedContent: View {
    let node: Node
    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(HoistedContentNode(graph: graph)) }
}

/// Holds the chain's node where the transition's modifiers put it.
final class HoistedContentNode: SingleChildNode, ViewNode {
    func update(_ view: HoistedContent, context: ResolveContext) {
        guard child !== view.node else { return }
        view.node.parent = self
        child = view.node
    }
}

/// A chain of modifiers around a custom view whose body wears a transition: the transition is applied around
/// the whole chain, and the one in the body stays at rest.
final class BodyHoistedTransitionNode<Chain: ModifierChain>: TransitionNode, ViewNode {
    /// The node of the chain's outermost modifier, made and updated here (reconciling the chain would make this
    /// node again).
    private var chainNode: (any ViewNode<Chain>)?
    /// The transition in the custom view's body, found once the chain is built.
    private weak var worn: TransitionNode?

    func update(_ chain: Chain, context: ResolveContext) {
        let node: any ViewNode<Chain>
        if let chainNode {
            node = chainNode
            node.update(chain, context: context)
            node.invalidateRender()
        } else {
            // Built at rest: the transition around it does the arriving.
            var still = context
            still.transaction = Transaction()
            still.transaction.disablesAnimations = true
            node = Chain.makeModifierNode(in: graph).node
            node.parent = self
            node.update(chain, context: still)
            node.invalidateLayout()
            chainNode = node
        }
        if worn == nil, let base = Self.baseNode(in: node), let transition = TransitionNode.outermost(in: base) {
            transition.staysAtRest = true
            worn = transition
        }
        take(worn?.transition ?? .opacity, content: AnyView(HoistedContent(node: node)), context: context)
    }

    /// The node of the custom view at the chain's base, under the chain's modifier nodes (found by its type, so
    /// that a custom view in a background or an overlay of the chain is not taken for it, nor looked inside).
    private static func baseNode(in node: Node) -> Node? {
        let base = Chain.chainBase
        var pending: [Node] = [node]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            if let custom = current as? any CustomViewIdentifying {
                if custom.viewType == base { return current }
                continue
            }
            pending.append(contentsOf: current.children)
        }
        return nil
    }
}

/// A node made for a custom view (one with a `body`), by the view's type.
@MainActor
protocol CustomViewIdentifying {
    var viewType: any View.Type { get }
}

extension CustomViewNode: CustomViewIdentifying {
    var viewType: any View.Type { V.self }
}
