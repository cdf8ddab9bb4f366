import Foundation
import Testing
@testable import Charts
@testable import FlipbookViews

@MainActor
private final class Positions {
    var seen: [String] = []
}

private struct ScrollingBars: View {
    let positions: Positions
    @State var position = "c"
    var body: some View {
        Chart(["a", "b", "c", "d", "e", "f", "g", "h"], id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Value", 1))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 4)
        .chartScrollPosition(x: $position)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .onChange(of: position) { _, new in positions.seen.append(new) }
    }
}

@MainActor
@Suite struct ChartScrollingTests {
    @Test func aScrollingChartShowsItsVisibleLengthFromTheBoundPosition() throws {
        let graph = ViewGraph(rootView: ScrollingBars(positions: Positions()), size: CGSize(width: 200, height: 100))
        // Four bands of 50 points show; "c" starts at the leading edge, so its bar is the first whole one.
        let bars = graph.bars
        #expect(bars.count == 8)
        #expect(near(bars[2].minX, 50 * 0.15, 0.01) && near(bars[2].width, 50 * 0.7, 0.01))
        #expect(near(bars[3].minX - bars[2].minX, 50, 0.01))
    }

    @Test func draggingThePlotScrollsItAndWritesThePositionBack() {
        let positions = Positions()
        let graph = ViewGraph(rootView: ScrollingBars(positions: positions), size: CGSize(width: 200, height: 100))
        let before = graph.bars[2].minX
        #expect(graph.touchDown(at: CGPoint(x: 150, y: 50)))
        for step in 1...10 {
            graph.advance(to: Double(step) / 60)
            graph.touchMove(to: CGPoint(x: 150 - CGFloat(step) * 10, y: 50))
        }
        graph.touchUp(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 0.5)
        // 100 points to the left: two bands on, with the finger (less the drag's first 5 points of slop at most).
        let moved = before - graph.bars[2].minX
        #expect(moved > 90 && moved <= 100.01, "\(moved)")
        #expect(positions.seen.last == "e", "\(positions.seen)")
    }
}
