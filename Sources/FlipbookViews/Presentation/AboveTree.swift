import Foundation

/// Draws and hit-tests its content above the whole tree, where it is laid out, so that no view after it covers it
/// or takes its taps: a presentation's content, which `CanvasCover` lays out over the canvas, and a menu's open
/// panel, moved onto the canvas where it would cross its edge.
struct _AboveTree: ViewModifier {
    /// Whether the content is moved onto the canvas where it would cross its edge (a presentation, laid out
    /// over the canvas already, is not).
    var keepsOnCanvas = true

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { AboveTreeNode(graph: $0) }
    }
}

/// The node of `_AboveTree`: nothing where it sits; its content in the space the last geometry pass located it
/// in, after the tree.
final class AboveTreeNode: WrappingLayoutNode, ModifierApplication, CanvasCovering {
    private var located = RenderSpace.root
    private var keepsOnCanvas = true

    func apply(_ modifier: _AboveTree, context: ResolveContext) {
        keepsOnCanvas = modifier.keepsOnCanvas
        graph.canvasCovers[nodeID] = self
    }

    override func didRemove() { graph.canvasCovers[nodeID] = nil }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        let shifted = keepsOnCanvas ? Self.keepingOnCanvas(frame, in: space, canvas: graph.size) : space
        let changed = shifted != located
        located = shifted
        super.locateContent(in: shifted, moved: moved || changed)
    }

    /// `space`, moved on the canvas so that `frame` (in it) lies on the canvas (see `CanvasFit`).
    static func keepingOnCanvas(_ frame: CGRect, in space: RenderSpace, canvas: CGSize) -> RenderSpace {
        let bounds = frame.mapped(by: space.transform)
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return space }
        let dx = CanvasFit.shift(bounds.minX, bounds.maxX, within: canvas.width)
        let dy = CanvasFit.shift(bounds.minY, bounds.maxY, within: canvas.height)
        guard dx != 0 || dy != 0 else { return space }
        let move = ProjectionTransform(CGAffineTransform(translationX: dx, y: dy))
        var moved = space
        moved.layoutTransform = space.layoutTransform.concatenating(move)
        moved.transform = space.transform.concatenating(move)
        return moved
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {}

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? { nil }

    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool { false }

    func drawCover(into builder: inout DisplayListBuilder) {
        super.render(into: &builder, space: located)
    }

    func hitTestCover(_ point: CGPoint) -> HitResult? {
        super.hitTest(point, space: located)
    }

    override var debugName: String { "AboveTree" }
}

/// How panels that open beside their control (menus, menu pickers) are kept on the canvas, as iOS moves a menu
/// that would open past the screen's edge: by the least distance, `margin` from the edges, and to the leading or
/// top margin when the panel is larger than the canvas.
enum CanvasFit {
    /// Points kept between a panel and the canvas's edges.
    static let margin: CGFloat = 8

    /// How far to move the span `low...high` of a canvas axis of `length` to keep it on the canvas.
    static func shift(_ low: CGFloat, _ high: CGFloat, within length: CGFloat) -> CGFloat {
        let minimum = margin, maximum = length - margin
        if high - low > maximum - minimum || low < minimum { return minimum - low }
        if high > maximum { return maximum - high }
        return 0
    }
}
