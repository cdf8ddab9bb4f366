import Foundation

/// Lays its content out over the whole canvas, wherever it sits: presentations (sheets, covers, alerts,
/// dialogs) are modifiers of some view, often a small one such as a button, yet cover the window as on iOS.
/// It takes no room where it is, and its content is drawn and hit-tested above the whole tree (as a window of its
/// own is on iOS: the views after the presenting one do not cover it, nor do its ancestors' effects apply).
struct CanvasCover<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(CanvasCoverNode<Content>(graph: graph)) }
}

/// Its content is placed in the canvas as the last geometry pass saw this node (a first layout, or one after the
/// node moved, is corrected before drawing, as geometry readers are), and drawn above the tree by `_AboveTree`.
final class CanvasCoverNode<Content: View>: BoundaryNode, ViewNode, GeometryDependent {
    private var content: Node?
    /// The canvas, in this node's space, where the content was last placed.
    private var placedCanvas: CGRect?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }

    func update(_ cover: CanvasCover<Content>, context: ResolveContext) {
        graph.registerGeometryDependent(self)
        content = graph.reconcile(cover.content.modifier(_AboveTree(keepsOnCanvas: false)), existing: content,
                                  parent: self, context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The canvas in this node's space: every transform above it (frames, offsets, scrolling) undone.
    private var canvasInLocalSpace: CGRect {
        let canvas = CGRect(origin: .zero, size: graph.size)
        let local = canvas.mapped(by: contentSpace.transform.inverted())
        return local.isNull || !local.width.isFinite || !local.height.isFinite ? canvas : local
    }

    override func placeContent(in bounds: CGRect) {
        let canvas = canvasInLocalSpace
        placedCanvas = canvas
        for item in layoutChildren { item.place(in: canvas) }
    }

    func geometryChanged() -> Bool { placedCanvas != canvasInLocalSpace }

    func reevaluateForGeometry() { invalidateLayout() }

    override var debugName: String { "CanvasCover" }
}

/// A node whose content the graph draws and hit-tests above the whole tree, after it (see `CanvasCover`).
@MainActor
protocol CanvasCovering: AnyObject {
    var isRemoved: Bool { get }
    func drawCover(into builder: inout DisplayListBuilder)
    func hitTestCover(_ point: CGPoint) -> HitResult?
}

extension ViewGraph {
    /// The canvas covers in the order they are drawn: by creation, so that a presentation made from inside
    /// another (an alert from a sheet) is drawn above it.
    var coversInDrawingOrder: [CanvasCovering] {
        canvasCovers.sorted { $0.key < $1.key }.map(\.value).filter { !$0.isRemoved }
    }
}
