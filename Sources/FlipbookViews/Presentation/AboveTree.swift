import Foundation

/// Draws and hit-tests its content above the whole tree, where it is laid out: a menu's open panel, which no view
/// after the menu may cover (as a presentation's `CanvasCover` is, but in place rather than over the canvas).
struct _AboveTree: ViewModifier {
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

    func apply(_ modifier: _AboveTree, context: ResolveContext) {
        graph.canvasCovers[nodeID] = self
    }

    override func didRemove() { graph.canvasCovers[nodeID] = nil }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        located = space
        super.locateContent(in: space, moved: moved)
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
