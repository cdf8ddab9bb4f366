import Foundation
import Testing
@testable import Charts
@testable import FlipbookViews

private struct GrowingBars: View {
    @State var grown = false
    var body: some View {
        Chart {
            ForEach([Sample(name: "a", value: 10), Sample(name: "b", value: 20)]) { sample in
                BarMark(x: .value("Name", sample.name), y: .value("Value", grown ? sample.value : 0))
            }
        }
        .chartYScale(domain: 0...20)
        .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
    }
}

private struct MovingLine: View {
    @State var moved = false
    var body: some View {
        Chart {
            ForEach([Sample(name: "a", value: 0), Sample(name: "b", value: 10)]) { sample in
                LineMark(x: .value("Name", sample.name), y: .value("Value", moved ? 10 - sample.value : sample.value))
            }
        }
        .chartYScale(domain: 0...10)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

@MainActor
@Suite struct ChartAnimationTests {
    @Test func barsGrowFromZeroWhenTheirValuesChangeInsideWithAnimation() {
        let graph = ViewGraph(rootView: GrowingBars(), size: CGSize(width: 300, height: 200))
        #expect(graph.bars.allSatisfy { near($0.height, 0) })
        graph.advance(to: 1.5)
        let full = graph.bars
        #expect(near(full[1].height, 2 * full[0].height, 1e-3) && full[0].height > 50)
        let graph2 = ViewGraph(rootView: GrowingBars(), size: CGSize(width: 300, height: 200))
        graph2.advance(to: 0.5)
        let half = graph2.bars
        #expect(near(half[0].height, full[0].height / 2, 0.01) && near(half[1].height, full[1].height / 2, 0.01))
        // Growing up from the baseline.
        #expect(near(half[0].maxY, full[0].maxY, 1e-3))
    }

    @Test func aLinesPointsMoveToTheirNewValues() {
        let graph = ViewGraph(rootView: MovingLine(), size: CGSize(width: 200, height: 100))
        func linePoints() -> [CGPoint] {
            var found: [CGPoint] = []
            func visit(_ list: DisplayList) {
                for item in list.items {
                    switch item.content {
                    case .stroke(let path, _, _):
                        path.forEach { element in
                            switch element {
                            case .move(let p), .line(let p): found.append(p.applying(item.transform))
                            default: break
                            }
                        }
                    case .list(let nested), .effect(_, let nested): visit(nested)
                    default: break
                    }
                }
            }
            visit(graph.displayList)
            return found
        }
        // From bottom-left rising to top-right, through level at the half, to falling.
        let start = linePoints()
        #expect(start.count == 2 && near(start[0].y, 100, 0.5) && near(start[1].y, 0, 0.5))
        graph.advance(to: 0.5)
        let middle = linePoints()
        #expect(near(middle[0].y, 50, 0.5) && near(middle[1].y, 50, 0.5))
        graph.advance(to: 1.5)
        let end = linePoints()
        #expect(near(end[0].y, 0, 0.5) && near(end[1].y, 100, 0.5))
    }
}
