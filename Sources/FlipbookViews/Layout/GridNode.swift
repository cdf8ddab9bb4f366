import Foundation

/// The node of a `Grid` (see `Grid` for the layout rules).
final class GridNode<Content: View>: LayoutNode, ViewNode, SubviewLayingNode {
    private var content: Node?
    private var alignment = Alignment.center
    private var spacing = CGSize(width: 8, height: 8)
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }

    func update(_ grid: Grid<Content>, context: ResolveContext) {
        let newSpacing = CGSize(width: grid.horizontalSpacing ?? 8, height: grid.verticalSpacing ?? 8)
        if grid.alignment != alignment || newSpacing != spacing { invalidateLayout() }
        alignment = grid.alignment
        spacing = newSpacing
        content = graph.reconcile(grid.content, existing: content, parent: self, context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        GridAlgorithm(alignment: alignment, spacing: spacing).size(of: layoutChildren, proposal: proposal)
    }

    override func placeContent(in bounds: CGRect) {
        GridAlgorithm(alignment: alignment, spacing: spacing).place(layoutChildren, in: bounds)
    }

    override var debugName: String { "Grid" }
}
