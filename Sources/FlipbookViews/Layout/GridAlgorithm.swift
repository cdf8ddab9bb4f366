import Foundation

/// How a grid sizes its columns and rows and places its cells (see `Grid` for the rules): what `Grid` and
/// `GridLayout` both do with their rows.
@MainActor
struct GridAlgorithm {
    let alignment: Alignment
    let spacing: CGSize

    /// A row of cells, each starting at a column and spanning some; a view outside a `GridRow` spans them all.
    private struct Row {
        let node: LayoutNode
        let alignment: VerticalAlignment?
        let cells: [(node: LayoutNode, column: Int, span: Int, settings: _GridCellModifier)]
        let spansAll: Bool
    }

    private func rows(_ items: [LayoutNode]) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        for item in items {
            if let row = item as? GridRowLayout {
                var column = 0
                let cells = row.layoutChildren.map { cell in
                    let settings = cell.gridCellSettings
                    let span = settings.columns ?? 1
                    defer { column += span }
                    return (node: cell, column: column, span: span, settings: settings)
                }
                columns = max(columns, column)
                rows.append(Row(node: row, alignment: row.rowAlignment, cells: cells, spansAll: false))
            } else {
                rows.append(Row(node: item, alignment: nil, cells: [(item, 0, 0, item.gridCellSettings)], spansAll: true))
            }
        }
        return (rows, columns)
    }

    /// Lengths for `count` tracks sharing `available` (nil: each its ideal), least flexible first, as stacks share.
    private func distribute(_ count: Int, available: CGFloat?, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { measure($0, nil) } }
        let low = (0..<count).map { measure($0, 0) }
        let high = (0..<count).map { measure($0, .infinity) }
        let order = (0..<count).sorted { (high[$0] - low[$0], $0) < (high[$1] - low[$1], $1) }
        var remaining = available
        var lengths = [CGFloat](repeating: 0, count: count)
        for (done, index) in order.enumerated() {
            let share = max(0, remaining / CGFloat(count - done))
            lengths[index] = measure(index, share)
            remaining -= lengths[index]
        }
        return lengths
    }

    private struct Tracks {
        var widths: [CGFloat]
        var heights: [CGFloat]
    }

    private func tracks(_ rows: [Row], columns: Int, proposal: ProposedViewSize) -> Tracks {
        let columnCount = max(columns, 1)
        let ownWidths = distribute(columnCount, available: proposal.width.map { $0 - spacing.width * CGFloat(columnCount - 1) }) { column, width in
            var widest: CGFloat = 0
            for row in rows where !row.spansAll {
                for cell in row.cells where cell.column == column && cell.span == 1
                    && !(cell.settings.unsizedAxes?.contains(.horizontal) ?? false) {
                    widest = max(widest, cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil)).width)
                }
            }
            return widest
        }
        let widths = widened(ownWidths, for: rows, columnCount: columnCount, proposedWidth: proposal.width)
        let total = widths.reduce(0, +) + spacing.width * CGFloat(columnCount - 1)
        let heights = distribute(rows.count, available: proposal.height.map { $0 - spacing.height * CGFloat(max(rows.count - 1, 0)) }) { index, height in
            var tallest: CGFloat = 0
            let row = rows[index]
            for cell in row.cells where !(cell.settings.unsizedAxes?.contains(.vertical) ?? false) {
                let width = row.spansAll ? total : cellWidth(cell.column, cell.span, widths)
                tallest = max(tallest, cell.node.sizeThatFits(ProposedViewSize(width: width, height: height)).height)
            }
            return tallest
        }
        return Tracks(widths: widths, heights: heights)
    }

    /// The column widths made wide enough for the cells that span several columns (and the views outside a
    /// `GridRow`, which span them all): a spanning cell wider than its columns together widens each of them by an
    /// even share of the difference (our choice; SwiftUI's split is unknown). It is offered what its columns may
    /// have: the proposed width less the other columns and their spacing. A cell with
    /// `gridCellUnsizedAxes(.horizontal)` does not widen them (a full-width `Divider`, as in SwiftUI's example).
    private func widened(_ widths: [CGFloat], for rows: [Row], columnCount: Int, proposedWidth: CGFloat?) -> [CGFloat] {
        var widths = widths
        for row in rows {
            for cell in row.cells where (row.spansAll || cell.span > 1)
                && !(cell.settings.unsizedAxes?.contains(.horizontal) ?? false) {
                let first = row.spansAll ? 0 : min(cell.column, columnCount)
                let end = row.spansAll ? columnCount : min(cell.column + cell.span, columnCount)
                guard first < end else { continue }
                let current = cellWidth(first, end - first, widths)
                // The other columns and their spacing: what the grid takes beside these columns.
                let others = cellWidth(0, columnCount, widths) - current
                let offered = proposedWidth.map { max(current, $0 - others) }
                let wanted = cell.node.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width
                guard wanted.isFinite, wanted > current + 0.001 else { continue }
                let share = (wanted - current) / CGFloat(end - first)
                for column in first..<end { widths[column] += share }
            }
        }
        return widths
    }

    private func cellWidth(_ column: Int, _ span: Int, _ widths: [CGFloat]) -> CGFloat {
        let end = min(column + span, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + spacing.width * CGFloat(end - column - 1)
    }

    private func columnStart(_ column: Int, _ widths: [CGFloat]) -> CGFloat {
        widths.prefix(column).reduce(0, +) + spacing.width * CGFloat(min(column, widths.count))
    }

    /// The grid's size for `proposal`: its columns' widths and rows' heights, and the spacing between them.
    func size(of items: [LayoutNode], proposal: ProposedViewSize) -> CGSize {
        let (rows, columns) = rows(items)
        guard !rows.isEmpty else { return .zero }
        let tracks = tracks(rows, columns: columns, proposal: proposal)
        var width = tracks.widths.reduce(0, +) + spacing.width * CGFloat(max(tracks.widths.count - 1, 0))
        if columns == 0 {
            width = rows.map { $0.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width }.max() ?? 0
        }
        let height = tracks.heights.reduce(0, +) + spacing.height * CGFloat(rows.count - 1)
        return CGSize(width: width, height: height)
    }

    /// Places each cell in its row and columns within `bounds`.
    func place(_ items: [LayoutNode], in bounds: CGRect) {
        let (rows, columns) = rows(items)
        guard !rows.isEmpty else { return }
        let tracks = tracks(rows, columns: columns, proposal: ProposedViewSize(bounds.size))
        let total = columns == 0 ? bounds.width : cellWidth(0, tracks.widths.count, tracks.widths)
        // A column takes the alignment any of its views asks for.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for row in rows where !row.spansAll {
            for cell in row.cells { if let guide = cell.settings.columnAlignment { columnAlignments[cell.column] = guide } }
        }
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            let height = tracks.heights[index]
            if !row.spansAll { row.node.frame = CGRect(x: bounds.minX, y: y, width: total, height: height) }
            for cell in row.cells {
                let x = row.spansAll ? bounds.minX : bounds.minX + columnStart(cell.column, tracks.widths)
                let width = row.spansAll ? total : cellWidth(cell.column, cell.span, tracks.widths)
                let rect = CGRect(x: x, y: y, width: width, height: height)
                let unsized = cell.settings.unsizedAxes ?? []
                var size = cell.node.sizeThatFits(ProposedViewSize(rect.size))
                if unsized.contains(.horizontal) { size.width = width }
                if unsized.contains(.vertical) { size.height = height }
                let origin: CGPoint
                if let anchor = cell.settings.anchor {
                    origin = CGPoint(x: rect.minX + anchor.x * (rect.width - size.width),
                                     y: rect.minY + anchor.y * (rect.height - size.height))
                } else {
                    let columnAlignment = cell.span == 1 ? columnAlignments[cell.column] : nil
                    let cellAlignment = Alignment(horizontal: columnAlignment ?? alignment.horizontal,
                                                  vertical: row.alignment ?? alignment.vertical)
                    let offset = cellAlignment.offset(of: cell.node.dimensions(for: size), in: ViewDimensions(size: rect.size))
                    origin = CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y)
                }
                cell.node.place(in: CGRect(origin: origin, size: size))
            }
            y += height + spacing.height
        }
    }
}
