import Foundation
import Testing
@testable import FlipbookViews

private enum MidAccounts: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midAccounts = VerticalAlignment(MidAccounts.self)
}

/// `alignmentGuide` (with custom guides passed up through stacks), `ViewThatFits` and `containerRelativeFrame`.
@MainActor
@Suite struct AlignmentAndFittingTests {
    @Test func anAlignmentGuideMovesAViewInItsStack() {
        let graph = ViewGraph(rootView: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d[.leading] - 30 }
            Color.green.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d.width / 2 }
        }, size: CGSize(width: 200, height: 200))
        let red = graph.fills(of: .red)[0].minX, blue = graph.fills(of: .blue)[0].minX, green = graph.fills(of: .green)[0].minX
        // The leading guides line up: blue's is 30 left of its edge, green's in its middle.
        #expect(near(blue - red, 30, 0.01) && near(green - red, -20, 0.01), "\(red) \(blue) \(green)")
    }

    @Test func aCustomGuideSetDeepInsideAStackAlignsAcrossStacks() {
        let graph = ViewGraph(rootView: HStack(alignment: .midAccounts, spacing: 10) {
            Color.red.frame(width: 30, height: 30)
            VStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 30)
                Color.green.frame(width: 30, height: 30)
                    .alignmentGuide(.midAccounts) { d in d[VerticalAlignment.center] }
            }
        }, size: CGSize(width: 200, height: 200))
        let red = graph.fills(of: .red)[0], green = graph.fills(of: .green)[0]
        // The red square's middle meets the green one's (set two stacks down), not the column's middle.
        #expect(near(red.midY, green.midY, 0.01), "\(red) \(green)")
    }

    @Test func viewThatFitsShowsTheFirstThatFits() {
        struct Fitting: View {
            let width: CGFloat
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 150, height: 20)
                    Color.blue.frame(width: 90, height: 20)
                    Color.green.frame(width: 60, height: 20)
                }
                .frame(width: width)
            }
        }
        for (width, shown) in [(200.0, Color.red), (100, .blue), (70, .green), (10, .green)] {
            let graph = ViewGraph(rootView: Fitting(width: width), size: CGSize(width: 200, height: 100))
            let drawn = graph.fills { _ in true }
            #expect(drawn.count == 1 && graph.fills(of: shown).count == 1, "at \(width): \(drawn)")
        }
    }

    @Test func containerRelativeFramesTakeTheScrollViewsSize() {
        let graph = ViewGraph(rootView: ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal)
                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .horizontal ? length / 4 : length / 2
                }
            }
        }.frame(width: 190, height: 80), size: CGSize(width: 300, height: 200))
        #expect(graph.fills(of: .red)[0].width == 190)
        // Two of three columns of (190 − 20) / 3, with the gap between them.
        #expect(near(graph.fills(of: .blue)[0].width, 2 * 170 / 3 + 10, 0.01))
        #expect(graph.fills(of: .green)[0].size == CGSize(width: 47.5, height: 40))
    }
}

/// `Grid`, `GridRow` and the cell modifiers.
@MainActor
@Suite struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestViewAndRowsAsTallAsTheirTallest() {
        let graph = ViewGraph(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.green.frame(width: 10, height: 30)
            }
            GridRow(alignment: .top) {
                Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.leading)
                Color.yellow.frame(width: 60, height: 10)
            }
            Color.purple.frame(height: 4).gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.orange.frame(width: 30, height: 10).gridCellColumns(2)
            }
        }, size: CGSize(width: 300, height: 300))
        // 110 × 69: columns 40 + 10 + 60, rows 30 + 5 + 10 + 5 + 4 + 5 + 10, centred in the 300-point canvas.
        let grid = CGRect(x: 95, y: 115.5, width: 110, height: 69)
        let red = graph.fills(of: .red)[0], green = graph.fills(of: .green)[0]
        let blue = graph.fills(of: .blue)[0], yellow = graph.fills(of: .yellow)[0]
        // Column 0 is 40 wide (red), column 1 60 (yellow); row 0 is 30 tall (green), row 1 10.
        #expect(red == CGRect(x: grid.minX, y: grid.minY + 5, width: 40, height: 20))
        #expect(green == CGRect(x: grid.minX + 50 + 25, y: grid.minY, width: 10, height: 30))
        // Column 0 is leading-aligned because blue asks for it (red fills it anyway).
        #expect(blue == CGRect(x: grid.minX, y: grid.minY + 35, width: 20, height: 10))
        #expect(yellow == CGRect(x: grid.minX + 50, y: grid.minY + 35, width: 60, height: 10))
        // A view outside a row spans the grid (unsized, it does not widen it); a two-column cell is centred across
        // both columns.
        #expect(graph.fills(of: .purple)[0] == CGRect(x: grid.minX, y: grid.minY + 50, width: 110, height: 4))
        #expect(graph.fills(of: .orange)[0] == CGRect(x: grid.minX + 40, y: grid.minY + 59, width: 30, height: 10))
    }

    /// A cell wider than the columns it spans widens each of them by an even share (our choice), and a flexible
    /// view outside a row widens the grid to what it is offered, as SwiftUI's `gridCellUnsizedAxes` example says of
    /// a `Divider`; a spanning cell narrower than its columns changes nothing.
    @Test func spanningCellsWidenTheirColumns() {
        let spanning = ViewGraph(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.green.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            GridRow {
                Color.yellow.frame(width: 100, height: 10).gridCellColumns(2)
                Color.orange.frame(width: 10, height: 10)
            }
        }, size: CGSize(width: 300, height: 100))
        // Columns 40 and 20 with 10 between are 70: the yellow cell's 100 adds 15 to each.
        let red = spanning.fills(of: .red)[0], green = spanning.fills(of: .green)[0], blue = spanning.fills(of: .blue)[0]
        #expect(near(green.midX - red.midX, 55 / 2 + 10 + 35 / 2, 0.001), "columns of 55 and 35: \(red) \(green)")
        // Red sits centred in its 55 (7.5 in), blue fills its 30: 55 + 10 + 35 + 10 − 7.5 apart.
        let apart: CGFloat = 102.5
        #expect(near(blue.minX - red.minX, apart, 0.001))
        #expect(near(spanning.fills(of: .yellow)[0].width, 100, 0.001))
        let divided = ViewGraph(rootView: Grid {
            GridRow { Color.red.frame(width: 40, height: 10); Color.green.frame(width: 20, height: 10) }
            Divider()
        }, size: CGSize(width: 300, height: 100))
        // 300 wide: columns 40 + 116 and 20 + 116, 8 apart, each view centred in its column.
        #expect(near(divided.fills(of: .red)[0].midX, 78, 0.001) && near(divided.fills(of: .green)[0].midX, 232, 0.001),
                "the divider widens the grid to the canvas: \(divided.fills(of: .green))")
    }

    @Test func unsizedCellsTakeTheirTrackAndAnchorsPlaceCells() {
        let graph = ViewGraph(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 50)
                Color.green.gridCellUnsizedAxes([.horizontal, .vertical])
            }
            GridRow {
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
            }
        }.frame(width: 50, height: 60), size: CGSize(width: 50, height: 60))
        // The green colour asks for nothing: its column is 0 wide; it takes the row's 50 of height.
        #expect(graph.fills(of: .green)[0].size == CGSize(width: 0, height: 50))
        #expect(graph.fills(of: .blue)[0] == CGRect(x: 40, y: 50, width: 10, height: 10))
    }
}
