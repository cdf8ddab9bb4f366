import Foundation

/// A view removed in an animated change: out of layout and out of reach of touches, but still drawn where it
/// last was in the view that laid it out (its host), moving with the host as it moves, while its removal
/// transition runs, and dropped from the tree when the animations end (at once if none started).
///
/// A host that has a space of its own (a frame, an effect) carries the view with its space. A stack has none: its
/// origin, which layout moves at once (say, re-centred when the view leaving made it shorter), is animated here
/// with the transaction that moved it, as the views staying in the stack animate to their new places.
final class DepartingView: Node, AnimatingNode {
    let subtree: Node
    /// The views it drew, each with the space it was drawn in when it left.
    private let drawings: [Drawing]
    /// The wrappers modifiers outside the view made around its views: kept for it to draw, removed with it.
    private let wrappers: [LayoutNode]
    /// Where each view is drawn now: its space moved as its host moved since.
    private var spaces: [RenderSpace]
    /// The host's space when the view left.
    private var leftReference: RenderSpace?
    /// The origin of a host without a space of its own, animated.
    private var hostOrigin: AnimatedValue<CGPoint>?
    /// The transitions of its views that have one, and the views without one, which fade.
    private let views: (transitions: [TransitionNode], untransitioned: Set<ObjectIdentifier>)
    /// The fade of the views without a transition of their own (SwiftUI's default, `.opacity`).
    private var presence: AnimatedValue<Double>?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("presence", presence), AnimatedInput("host origin", hostOrigin)] }
    /// The view that laid it out (its nearest layout ancestor): it draws the leaving view among its other
    /// children (``LayoutNode/drawChildrenAndLeavingViews(into:space:)``), inside its clips. Without one, the
    /// graph draws it above everything.
    private(set) weak var host: LayoutNode?
    /// Its place front to back among its host's children: the highest `zIndex` of its views.
    private(set) lazy var zIndex: Double = drawings.map { $0.drawn.zIndex }.max() ?? 0
    /// Whether another view took its place in the same update (`if`/`else`, a new type or identity): it is then
    /// drawn over that view, before `followers`, the host's children that were drawn after it when it left.
    let isReplaced: Bool
    /// The host's children drawn after a replaced view when it left, in drawing order.
    private(set) var followers: [LayoutNode] = []
    /// The drawing pass it was last drawn in.
    var drawnPass = -1
    private(set) var isFinished = false
    /// Set when the view came back before it was gone: the end of its removal then removes nothing.
    private var isRevived = false

    /// One view of the leaving view: the view, what draws it (the view, or the outermost of the wrappers that
    /// modifiers outside the leaving view made around it, which leave with it as in SwiftUI), and the space that
    /// was drawn in when it left.
    struct Drawing {
        var item: LayoutNode
        var drawn: LayoutNode
        var space: RenderSpace
    }

    init(graph: ViewGraph, subtree: Node, drawings: [Drawing], wrappers: [LayoutNode], isReplaced: Bool) {
        self.subtree = subtree
        self.isReplaced = isReplaced
        self.drawings = drawings
        self.wrappers = wrappers
        for wrapper in wrappers { wrapper.isDrawnLeaving = true }
        let views = TransitionNode.views(of: subtree)
        self.views = (views.transitions, Set(views.untransitioned.map(ObjectIdentifier.init)))
        spaces = drawings.map(\.space)
        super.init(graph: graph)
    }

    /// Hosts the view in `host`, whose space and place now are those the view left from.
    func attach(to host: LayoutNode?) {
        self.host = host
        guard let host else { return }
        if isReplaced {
            // The host's children as last drawn; when the host has not been drawn since they were laid out (a
            // frame rendered without drawing the ones before it), as they stand now, the view still among them.
            func places(in siblings: [LayoutNode]) -> [Int] {
                drawings.compactMap { drawing in siblings.firstIndex { $0 === drawing.drawn } }
            }
            var siblings = host.lastDrawnChildren
            if places(in: siblings).isEmpty { siblings = host.drawingOrder }
            if let last = places(in: siblings).max() { followers = Array(siblings[(last + 1)...]) }
        }
        if !(host is BoundaryNode) {
            hostOrigin = AnimatedValue(host.frame.origin)
            // The views were located in the space the host is located in: their boundaries' parent space.
            hostSpace = drawings.first?.space
            host.hostsDepartures = true
        }
        leftReference = hostReference()
    }

    /// The space a host without one of its own was last located in (it lays out in its enclosing boundary's).
    var hostSpace: RenderSpace?

    /// The space the host lays its views out in: its own content's, or, for a host without one, the space it is
    /// located in entered at its (animated) origin. Nil once the host is gone: the view then stays where it was.
    private func hostReference() -> RenderSpace? {
        guard let host, !host.isRemoved else { return nil }
        if let boundary = host as? BoundaryNode { return boundary.contentSpace }
        return hostSpace?.entering(origin: hostOrigin?.presented ?? host.frame.origin)
    }

    /// Follows the host's origin after a layout in `transaction`: a move animates as layout's moves do.
    func followHost(in transaction: Transaction) {
        guard let host, !host.isRemoved, hostOrigin?.model != host.frame.origin else { return }
        hostOrigin = fed(hostOrigin, host.frame.origin, transaction: host.effectiveTransaction(transaction))
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
        presence?.tick(at: time)
        hostOrigin?.tick(at: time)
        host?.invalidateRender()
        return presence?.isAnimating == true || hostOrigin?.isAnimating == true
    }

    /// Locates its views where they were in their host when they left (their own effects and transitions still
    /// move them).
    func locate() {
        var moved = false
        if let leftReference, let reference = hostReference() {
            let followed = drawings.map { $0.space.rebased(from: leftReference, onto: reference) }
            moved = followed != spaces
            spaces = followed
        }
        for (index, drawing) in drawings.enumerated() { drawing.drawn.locate(in: spaces[index], moved: moved) }
    }

    func draw(into builder: inout DisplayListBuilder) {
        drawnPass = graph.drawingPass
        let opacity = min(max(presence?.presented ?? 1, 0), 1)
        for (drawing, space) in zip(drawings, spaces) {
            guard views.untransitioned.contains(ObjectIdentifier(drawing.item)) else {
                drawing.drawn.draw(into: &builder, space: space)
                continue
            }
            builder.faded(opacity, viewID: nodeID) { drawing.drawn.draw(into: &$0, space: space) }
        }
    }

    func finish() {
        guard !isRevived else { return }
        guard !isFinished else { return }
        isFinished = true
        host?.invalidateRender()
        subtree.remove()
        releaseWrappers()
        remove()
        graph.releaseHost(of: self)
    }

    /// Removes the wrappers kept for the view to leave in (their modifiers no longer wrap it).
    private func releaseWrappers() {
        for wrapper in wrappers {
            wrapper.isDrawnLeaving = false
            wrapper.remove()
        }
    }

    /// Brings the view back, inserted again in `context` as a view of type `V` while still leaving: its
    /// transition turns back from where it is (the fade, or the transition's state) and it returns to layout.
    /// Returns the view's subtree; nil if it is gone or was made for another type of view.
    func revive<V: View>(as type: V.Type, context: ResolveContext) -> Node? {
        guard !isFinished, !subtree.isRemoved, subtree is any ViewNode<V> else { return nil }
        isFinished = true
        isRevived = true
        graph.releaseHost(of: self)
        // The view returns to its place, where the modifiers around it make it wrappers anew.
        releaseWrappers()
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
    /// `node`, then the views under it that pass their traits up to it: down through views that wrap a single
    /// view (custom views, modifiers), stopping at a leaf, a group of several views, or a container (a stack, a
    /// scroll view, a geometry reader: a view that lays out views), as SwiftUI's traits do not pass out of one.
    static func traitPassingDescent(from node: Node) -> UnfoldFirstSequence<Node> {
        sequence(first: node) { node in
            guard !(node is LayoutNode) else { return nil }
            let children = node.children
            return children.count == 1 ? children[0] : nil
        }
    }

    /// The transition that applies to a subtree: the first one its trait-passing descent meets, as SwiftUI takes
    /// the transition of the view being removed.
    static func outermost(in node: Node) -> TransitionNode? {
        traitPassingDescent(from: node).first { $0 is TransitionNode } as? TransitionNode
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
        for passing in traitPassingDescent(from: node) { current = passing }
        guard current.children.count > 1, !(current is LayoutNode) else { return ([], items) }
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
    /// `replaced`: another view takes its place in the same update (`if`/`else`, a new type or identity).
    @discardableResult
    func removeWithTransition(_ node: Node, context: ResolveContext, replaced: Bool = false) -> DepartingView? {
        guard !node.isRemoved else { return nil }
        guard TransitionNode.animates(context.transaction) else {
            node.remove()
            return nil
        }
        var wrappers: [LayoutNode] = []
        var host: LayoutNode?
        let drawings = node.items.compactMap { item -> DepartingView.Drawing? in
            let wrapped = Self.wrapped(item, leaving: node)
            host = host ?? wrapped.host
            guard let space = wrapped.drawn.lastLocatedSpace else { return nil }
            wrappers += wrapped.wrappers
            return DepartingView.Drawing(item: item, drawn: wrapped.drawn, space: space)
        }
        guard !drawings.isEmpty else {
            node.remove()
            return nil
        }
        // Its parent's layout no longer includes it.
        node.parent?.invalidateLayout()
        let departing = DepartingView(graph: self, subtree: node, drawings: drawings, wrappers: wrappers,
                                      isReplaced: replaced)
        departing.attach(to: host)
        let completion = AnimationCompletion(criteria: .removed) { [weak departing] in departing?.finish() }
        trackCompletion(completion)
        departingViews.append(departing)
        departing.start(context: context, completion: completion)
        return departing
    }
}

extension ViewGraph {
    /// `item`, a view of `node` leaving, as it is drawn: inside the wrappers that modifiers between `node` and
    /// the layout node above it made around it (`Group { if a { … } else { … } }.rotationEffect(…)` turns the
    /// view leaving too), the outermost of them, and that layout node, which draws the view while it leaves.
    static func wrapped(_ item: LayoutNode, leaving node: Node) -> (drawn: LayoutNode, wrappers: [LayoutNode],
                                                                   host: LayoutNode?) {
        var drawn = item
        var wrappers: [LayoutNode] = []
        var ancestor = node.parent
        while let current = ancestor {
            if let layout = current as? LayoutNode { return (drawn, wrappers, layout) }
            if let hosting = current as? ItemModifierHosting, let wrapper = hosting.wrapper(of: drawn) {
                drawn = wrapper
                wrappers.append(wrapper)
            }
            ancestor = current.parent
        }
        return (drawn, wrappers, nil)
    }

    /// Tells the views leaving `host` the space it is now located in.
    func hostLocated(_ host: LayoutNode, in space: RenderSpace) {
        for departing in departingViews where departing.host === host { departing.hostSpace = space }
    }

    /// Stops telling `departing`'s host's space to the views leaving it when `departing` was the last of them.
    func releaseHost(of departing: DepartingView) {
        guard let host = departing.host, host.hostsDepartures else { return }
        host.hostsDepartures = departingViews.contains { $0 !== departing && !$0.isFinished && $0.host === host }
    }

    /// The views leaving from `host`'s children that are still drawn, in the order they left.
    func departingViews(hostedBy host: LayoutNode) -> [DepartingView] {
        departingViews.isEmpty ? [] : departingViews.filter { $0.host === host && !$0.isFinished }
    }

    /// Draws the views leaving from `host`'s children, after them.
    func drawDeparting(hostedBy host: LayoutNode, into builder: inout DisplayListBuilder) {
        for departing in departingViews(hostedBy: host) { departing.draw(into: &builder) }
    }
}
