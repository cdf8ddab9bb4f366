import Foundation

/// Views in rows and columns: each `GridRow` is a row whose views fill its columns in order; any other view
/// is a row of its own across every column.
///
/// Columns are as wide as their widest view and rows as tall as their tallest; under a proposed size they share
/// it out as a stack shares its length (least flexible first, each an even share of what is left). A view that
/// spans several columns and is wider than them widens each by an even share of the difference. Views are
/// aligned in their cells by the grid's alignment, a column's `gridColumnAlignment` (for the views in that column alone, not those spanning more), a row's
/// alignment, or a
/// cell's `gridCellAnchor`. Spacing defaults to 8 points each way.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the `GridRow`s in `content`, cells aligned by `alignment` and spaced as given (8 points by default).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(GridNode<Content>(graph: graph)) }
}

/// A row of a `Grid`: its views fill the grid's columns in order.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of cells, one per view of `content`, aligned by `alignment` or the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(GridRowNode<Content>(graph: graph)) }
}

/// A grid row, as its grid reads it.
@MainActor
protocol GridRowLayout: LayoutNode {
    var rowAlignment: VerticalAlignment? { get }
}

final class GridRowNode<Content: View>: LayoutNode, ViewNode, GridRowLayout {
    private var content: Node?
    private(set) var rowAlignment: VerticalAlignment?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }

    func update(_ row: GridRow<Content>, context: ResolveContext) {
        if row.alignment != rowAlignment { invalidateLayout() }
        rowAlignment = row.alignment
        content = graph.reconcile(row.content, existing: content, parent: self, context: context)
    }

    /// Outside a grid, a row lays its views out as an `HStack` would.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        StackAlgorithm(axis: .horizontal, spacing: nil, alignment: .center).size(of: layoutChildren, proposal: proposal)
    }

    /// Outside a grid the row's views are stacked (a grid places them itself, without placing the row).
    override func placeContent(in bounds: CGRect) {
        StackAlgorithm(axis: .horizontal, spacing: nil, alignment: .center)
            .place(layoutChildren, in: bounds, proposal: ProposedViewSize(bounds.size))
    }
    override var debugName: String { "GridRow" }
}

/// A cell's grid settings: `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`.
public struct _GridCellModifier: ViewModifier {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { GridCellNode(graph: $0) }
    }
}

final class GridCellNode: WrappingLayoutNode, ModifierApplication {
    private(set) var settings = _GridCellModifier()
    func apply(_ modifier: _GridCellModifier, context: ResolveContext) {
        let old = settings
        settings = modifier
        if old.columns != modifier.columns || old.columnAlignment != modifier.columnAlignment
            || old.anchor != modifier.anchor || old.unsizedAxes != modifier.unsizedAxes {
            invalidateLayout()
        }
    }
}

extension LayoutNode {
    /// The grid settings of this cell, the outermost modifier winning where several set the same one.
    var gridCellSettings: _GridCellModifier {
        var merged = _GridCellModifier()
        var node: LayoutNode? = self
        while let current = node {
            if let cell = current as? GridCellNode {
                let settings = cell.settings
                merged.columns = merged.columns ?? settings.columns
                merged.columnAlignment = merged.columnAlignment ?? settings.columnAlignment
                merged.anchor = merged.anchor ?? settings.anchor
                merged.unsizedAxes = merged.unsizedAxes ?? settings.unsizedAxes
            }
            node = (current as? WrappingLayoutNode)?.content
        }
        return merged
    }
}

extension View {
    /// Makes this view of a `GridRow` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellModifier(columns: max(1, count)))
    }

    /// Aligns every view of this view's grid column with `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellModifier(columnAlignment: guide))
    }

    /// Places this view at `anchor` of its grid cell, whatever the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellModifier(anchor: anchor))
    }

    /// Makes this view ask its grid for no room along `axes`: it takes the size its row and column get from the
    /// others (a divider or a colour across a grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellModifier(unsizedAxes: axes))
    }
}
