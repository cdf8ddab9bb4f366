import Foundation

/// Nodes the graph samples on every frame while one of their animations runs.
@MainActor
protocol AnimatingNode: Node {
    /// Samples the animations at `time`; returns whether any is still running.
    func tick(at time: TimeInterval) -> Bool
    /// The node's animated inputs by name, for readings.
    var animatedInputs: [AnimatedInput] { get }
}

extension AnimatingNode {
    /// Feeds a new model value to one of this node's animated inputs and returns the input: the first value
    /// creates it (and never animates); later ones animate in `transaction`, and the graph samples this node
    /// while they run. Returned rather than passed `inout`: a node's stored input is then only ever read or
    /// assigned at once, so the optimizer can drop the runtime exclusivity checks on every frame's reads.
    func fed<Value: Animatable>(_ input: AnimatedValue<Value>?, _ value: Value,
                                transaction: Transaction) -> AnimatedValue<Value> {
        guard let input else { return AnimatedValue(value) }
        if transaction.animation != nil { input.attach(graph.rootEnvironment) }
        if input.set(value, at: graph.time, transaction: transaction) { graph.startAnimating(self) }
        return input
    }
}

/// A layout node with a coordinate space of its own: leaf views and effects. Its frame (origin in the parent
/// boundary's space, and size) is one animatable input, animated with the transaction in which layout moved it;
/// its descendants are positioned relative to its origin.
@MainActor
class BoundaryNode: LayoutNode, AnimatingNode {
    private var frameValue: AnimatedValue<CGRect>?
    /// The frame shown at the current time.
    private(set) var presentedFrame: CGRect = .zero
    /// The space of this node's content at the last geometry pass (canvas mapping, with and without ignored
    /// effects).
    private(set) var contentSpace = RenderSpace.root
    /// Whether a geometry pass has located the node yet (`contentSpace` is the root's until then).
    private(set) var isLocated = false

    override func place(in rect: CGRect) {
        if rect != frame { invalidateRender() }
        frame = rect
        if let value = frameValue {
            if value.model != rect {
                let transaction = effectiveTransaction(graph.updateTransaction)
                if transaction.animation != nil { value.attach(graph.rootEnvironment) }
                if value.set(rect, at: graph.time, transaction: transaction) { graph.startAnimating(self) }
            }
        } else {
            frameValue = AnimatedValue(rect)
        }
        presentedFrame = frameValue!.presented
        // The content's space starts at the boundary's origin: the safe area around it is seen from there.
        if let region = graph.currentSafeAreaRegion {
            graph.placing(in: region.translated(by: rect.origin)) {
                placeContent(in: CGRect(origin: .zero, size: rect.size))
            }
        } else {
            placeContent(in: CGRect(origin: .zero, size: rect.size))
        }
    }

    func tick(at time: TimeInterval) -> Bool {
        var animating = false
        if let frameValue, frameValue.isAnimating {
            frameValue.tick(at: time)
            presentedFrame = frameValue.presented
            animating = frameValue.isAnimating
        }
        return tickContent(at: time) || animating
    }

    /// Samples the node's own animated inputs; returns whether any is still running.
    func tickContent(at time: TimeInterval) -> Bool { false }

    /// The layout frame's animator, then the subclass's own inputs.
    var animatedInputs: [AnimatedInput] { [AnimatedInput("frame", frameValue)] }

    /// The transform this node applies to its content, in its local space of the given (presented) size.
    func effectTransform(size: CGSize) -> ProjectionTransform { ProjectionTransform() }

    /// Whether the node applies an effect transform at all (leaf views do not: entering their space is then a
    /// translation only).
    var hasEffectTransform: Bool { false }

    /// Whether coordinate conversions of descendants see `effectTransform`.
    var effectAffectsLayout: Bool { true }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        let effect = hasEffectTransform ? effectTransform(size: presentedFrame.size) : nil
        var local = space.entering(origin: presentedFrame.origin, effect: effect, affectsLayout: effectAffectsLayout)
        adjustSpace(&local)
        let changed = local != contentSpace
        if changed { contentSpace = local }
        isLocated = true
        locateOwnContent()
        locateChildren(in: local, moved: changed)
    }

    /// Makes the geometry of what the node itself draws, at its presented values and size (a shape's outline):
    /// user code that computes geometry runs here, before drawing, so that what it changes settles in the frame.
    func locateOwnContent() {}

    /// Locates the node's children in its content space.
    func locateChildren(in space: RenderSpace, moved: Bool) {
        for child in layoutChildren { child.locate(in: space, moved: moved) }
    }

    /// Drawn in the content space the geometry pass recorded.
    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        renderContent(into: &builder, space: contentSpace, size: presentedFrame.size)
    }

    /// Lets a boundary register named coordinate spaces or opacity for its descendants.
    func adjustSpace(_ space: inout RenderSpace) {}

    /// Draws the node's own content and its children in its local space.
    func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        drawChildrenAndLeavingViews(into: &builder, space: space)
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        for child in drawingOrder.reversed() {
            if let hit = child.frontmostHit(point, space: contentSpace) { return hit }
        }
        return nil
    }

    /// A leaf answers inside its presented bounds, seen through every transform above it (offsets,
    /// rotations, perspective); a boundary with children answers where they do.
    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        let children = layoutChildren
        guard children.isEmpty else { return children.contains { $0.hitsContent(point, space: contentSpace) } }
        guard let local = contentSpace.layoutTransform.inverted().projecting(point) else { return false }
        return CGRect(origin: .zero, size: presentedFrame.size).contains(local)
    }

    override func describe(into nodes: inout [LaidOutView], space: RenderSpace, depth: Int) {
        let transform = contentSpace.transform
        let rect = CGRect(origin: .zero, size: presentedFrame.size)
        nodes.append(LaidOutView(depth: depth, type: debugName, frame: rect.mapped(by: transform),
                                 transform: transform, opacity: contentSpace.opacity, text: debugText))
        for child in layoutChildren { child.describe(into: &nodes, space: contentSpace, depth: depth + 1) }
    }
}

extension CGRect {
    /// The smallest rectangle containing this one's corners mapped by `transform` (null if any is culled).
    func mapped(by transform: ProjectionTransform) -> CGRect {
        boundingBox(projectedBy: transform) ?? .null
    }
}
