import Foundation

/// A view removed in an animated change: out of layout and out of reach of touches, but still drawn where it
/// last was while its removal transition runs, and dropped from the tree when the animations end (at once if
/// none started).
final class DepartingView: Node, AnimatingNode {
    let subtree: Node
    /// The views it drew, each with the space it was drawn in.
    private let drawings: [(item: LayoutNode, space: RenderSpace)]
    /// The transitions of its views that have one, and the views without one, which fade.
    private let views: (transitions: [TransitionNode], untransitioned: Set<ObjectIdentifier>)
    /// The fade of the views without a transition of their own (SwiftUI's default, `.opacity`).
    private var presence: AnimatedValue<Double>?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("presence", presence)] }
    /// The view that laid it out (its nearest layout ancestor): it draws the leaving view after its other
    /// children, inside its clips. Without one, the graph draws it above everything.
    weak var host: LayoutNode?
    /// The drawing pass it was last drawn in.
    var drawnPass = -1
    private(set) var isFinished = false
    /// Set when the view came back before it was gone: the end of its removal then removes nothing.
    private var isRevived = false

    init(graph: ViewGraph, subtree: Node, drawings: [(item: LayoutNode, space: RenderSpace)]) {
        self.subtree = subtree
        self.drawings = drawings
        let views = TransitionNode.views(of: subtree)
        self.views = (views.transitions, Set(views.untransitioned.map(ObjectIdentifier.init)))
        super.init(graph: graph)
    }

    /// The drawings of the views without a transition of their own.
    private var fading: [LayoutNode] {
        drawings.map(\.item).filter { views.untransitioned.contains(ObjectIdentifier($0)) }
    }

    /// Starts the removal in `context`'s (animated) transaction; `completion` runs when it is over.
    func start(context: ResolveContext, completion: AnimationCompletion) {
        var context = context
        context.transaction.completions.append(completion)
        for transition in views.transitions { transition.move(to: .didDisappear, context: context) }
        let fading = self.fading
        if !fading.isEmpty {
            // A view still fading in turns back from where its fade is.
            presence = AnimatedValue(graph.endArrival(of: fading) ?? 1)
            presence = fed(presence, 0, transaction: context.transaction)
        }
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let presence else { return false }
        presence.tick(at: time)
        host?.invalidateRender()
        return presence.isAnimating
    }

    /// Locates its views where they were when they left (their own effects and transitions still move them).
    func locate() {
        for (item, space) in drawings { item.locate(in: space, moved: false) }
    }

    func draw(into builder: inout DisplayListBuilder) {
        drawnPass = graph.drawingPass
        let opacity = min(max(presence?.presented ?? 1, 0), 1)
        for (item, space) in drawings {
            guard views.untransitioned.contains(ObjectIdentifier(item)) else {
                item.draw(into: &builder, space: space)
                continue
            }
            builder.faded(opacity, viewID: nodeID) { item.draw(into: &$0, space: space) }
        }
    }

    func finish() {
        guard !isRevived else { return }
        guard !isFinished else { return }
        isFinished = true
        host?.invalidateRender()
        subtree.remove()
        remove()
    }

    /// Brings the view back, inserted again in `context` as a view of type `V` while still leaving: its
    /// transition turns back from where it is (the fade, or the transition's state) and it returns to layout.
    /// Returns the view's subtree; nil if it is gone or was made for another type of view.
    func revive<V: View>(as type: V.Type, context: ResolveContext) -> Node? {
        guard !isFinished, !subtree.isRemoved, subtree is any ViewNode<V> else { return nil }
        isFinished = true
        isRevived = true
        for transition in views.transitions { transition.move(to: .identity, context: context) }
        let fading = self.fading
        if !fading.isEmpty {
            _ = ArrivingView(graph: graph, items: fading, from: min(max(presence?.presented ?? 1, 0), 1),
                             transaction: context.transaction)
        }
        subtree.parent?.invalidateLayout()
        return subtree
    }
}

extension TransitionNode {
    /// The transition that applies to a subtree: the first one found going down through views that wrap a
    /// single view (custom views, modifiers), as SwiftUI takes the transition of the view being removed.
    static func outermost(in node: Node) -> TransitionNode? {
        var current: Node? = node
        while let node = current {
            if let transition = node as? TransitionNode { return transition }
            let children = node.children
            guard children.count == 1 else { return nil }
            current = children[0]
        }
        return nil
    }

    /// The views of `node` as SwiftUI takes them when they come and go: a group of views (`if show { a; b }`,
    /// a `ForEach`) view by view. The transitions of the views that wear one, and the items of the views that do
    /// not (they fade). Items are asked for first: modifiers make their per-view nodes then, and a transition
    /// worn under another modifier (`.transition(.move(edge: .bottom)).zIndex(1)`) is found only through them.
    static func views(of node: Node) -> (transitions: [TransitionNode], untransitioned: [LayoutNode]) {
        let items = node.items
        guard !items.isEmpty else { return ([], []) }
        if let transition = outermost(in: node) { return ([transition], []) }
        guard items.count > 1 else { return ([], items) }
        // A group: down to the node that splits into its views, then each view on its own.
        var current = node
        while current.children.count == 1, let only = current.children.first { current = only }
        guard current.children.count > 1 else { return ([], items) }
        var views: (transitions: [TransitionNode], untransitioned: [LayoutNode]) = ([], [])
        for child in current.children {
            let inner = Self.views(of: child)
            views.transitions += inner.transitions
            views.untransitioned += inner.untransitioned
        }
        return views
    }
}

extension LayoutNode {
    /// The space this view was last located in, worked out from the first coordinate-space boundary it contains
    /// (its frame is in the same space as that boundary's); nil if it contains none or was never drawn.
    var lastLocatedSpace: RenderSpace? {
        var stack: [LayoutNode] = [self]
        while let node = stack.popLast() {
            if let boundary = node as? BoundaryNode {
                return boundary.parentSpace
            }
            stack.append(contentsOf: node.layoutChildren.reversed())
        }
        return nil
    }
}

extension BoundaryNode {
    /// The space this boundary was entered from at its last draw: its content space without its own origin
    /// and effect.
    var parentSpace: RenderSpace? {
        let size = presentedFrame.size
        let translation = ProjectionTransform(CGAffineTransform(translationX: presentedFrame.minX,
                                                                y: presentedFrame.minY))
        let effect = effectTransform(size: size)
        var space = contentSpace
        space.transform = effect.concatenating(translation).inverted().concatenating(contentSpace.transform)
        let layoutStep = effectAffectsLayout ? effect.concatenating(translation) : translation
        space.layoutTransform = layoutStep.inverted().concatenating(contentSpace.layoutTransform)
        return space
    }
}

extension ViewGraph {
    /// Takes `node` out of the tree: at once, or, in an animated change, after its removal transition (then
    /// the view leaving is returned, so that its place can bring it back if it is inserted again meanwhile).
    @discardableResult
    func removeWithTransition(_ node: Node, context: ResolveContext) -> DepartingView? {
        guard !node.isRemoved else { return nil }
        guard TransitionNode.animates(context.transaction) else {
            node.remove()
            return nil
        }
        let drawings = node.items.compactMap { item in item.lastLocatedSpace.map { (item, $0) } }
        guard !drawings.isEmpty else {
            node.remove()
            return nil
        }
        // Its parent's layout no longer includes it.
        node.parent?.invalidateLayout()
        let departing = DepartingView(graph: self, subtree: node, drawings: drawings)
        var ancestor = node.parent
        while let current = ancestor, !(current is LayoutNode) { ancestor = current.parent }
        departing.host = ancestor as? LayoutNode
        let completion = AnimationCompletion(criteria: .removed) { [weak departing] in departing?.finish() }
        trackCompletion(completion)
        departingViews.append(departing)
        departing.start(context: context, completion: completion)
        return departing
    }
}

extension ViewGraph {
    /// Draws the views leaving from `host`'s children, after them.
    func drawDeparting(hostedBy host: LayoutNode, into builder: inout DisplayListBuilder) {
        for departing in departingViews where departing.host === host && !departing.isFinished {
            departing.draw(into: &builder)
        }
    }
}
