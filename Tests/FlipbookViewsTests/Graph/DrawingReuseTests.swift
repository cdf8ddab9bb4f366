import Foundation
import Testing
@testable import FlipbookViews

/// Two bars animated over different durations inside shared ancestors: the ancestors stop keeping their
/// drawing while the bars move and keep it again once they settle. Whatever they keep, every frame must show
/// exactly where each bar is.
private struct Bars: View {
    @State var moved = false
    @State var nudged = false

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 10, height: 10)
                .offset(x: moved ? 100 : 0)
                .animation(.linear(duration: 1), value: moved)
            Rectangle().fill(Color.blue).frame(width: 10, height: 10)
                .offset(x: (moved ? 200 : 0) + (nudged ? 5 : 0))
                .animation(.linear(duration: 2), value: moved)
            Button("nudge") { nudged = true }
        }
        .padding(20)
        .onAppear { moved = true }
    }
}

/// Counts how often a shape's outline is made (by the geometry pass, when the shape's data or size changed).
private final class OutlineCount: @unchecked Sendable {
    var value = 0
}

private struct CountedSquare: Shape {
    let count: OutlineCount
    func path(in rect: CGRect) -> Path {
        count.value += 1
        return Path(rect)
    }
}

/// A still square beside one moving for 3 s, and a still square carried by an offset moving for 1 s.
private struct StillAndMoving: View {
    let beside: OutlineCount
    let carried: OutlineCount
    @State var moved = false

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                CountedSquare(count: beside).fill(Color.green).frame(width: 10, height: 10)
                Rectangle().fill(Color.red).frame(width: 10, height: 10)
                    .offset(x: moved ? 100 : 0)
                    .animation(.linear(duration: 3), value: moved)
            }
            CountedSquare(count: carried).fill(Color.blue).frame(width: 10, height: 10)
                .offset(x: moved ? 100 : 0)
        }
        .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

@MainActor
@Suite struct DrawingReuseTests {
    /// The canvas x of each bar's fill, in drawing order, looking into groups.
    private func barX(_ list: DisplayList) -> [CGFloat] {
        var result: [CGFloat] = []
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                switch item.content {
                case .fill: result.append(item.transform.m31)
                case .list(let nested), .effect(_, let nested): visit(nested.items)
                default: break
                }
            }
        }
        visit(list.items)
        return result
    }

    @Test func ancestorsOfAnimatingViewsNeverShowAStaleFrame() {
        let graph = ViewGraph(rootView: Bars(), size: CGSize(width: 300, height: 100))
        let left = barX(graph.displayList)[0]
        #expect(barX(graph.displayList) == [left, left])
        for time in [0.25, 0.5, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0] {
            graph.advance(to: time)
            let red = left + 100 * min(time, 1)
            let blue = left + 200 * min(time / 2, 1)
            let shown = barX(graph.displayList)
            #expect(shown.count == 2 && near(shown[0], red, 1e-9) && near(shown[1], blue, 1e-9), "at \(time)")
        }
        #expect(!graph.isAnimating)
        // Settled: the ancestors keep their drawing again, and a change without animation still shows at once.
        let settled = graph.displayList
        graph.advance(to: 3.5)
        #expect(graph.displayList == settled)
        graph.tap(label: "nudge")
        let nudged = barX(graph.displayList)
        #expect(nudged.count == 2 && near(nudged[0], left + 100, 1e-9) && near(nudged[1], left + 205, 1e-9))
    }

    /// The canvas x of the first top-level fill painted `color`.
    private func fillX(_ list: DisplayList, color: Color.Resolved) -> CGFloat? {
        for item in list.items {
            if case .fill(_, .color(let fill), _) = item.content, fill == color { return item.transform.m31 }
        }
        return nil
    }

    @Test func aShapesOutlineIsMadeOnceWhetherItHoldsStillOrIsCarried() {
        let beside = OutlineCount(), carried = OutlineCount()
        let graph = ViewGraph(rootView: StillAndMoving(beside: beside, carried: carried),
                              size: CGSize(width: 300, height: 100))
        _ = graph.displayList
        // Beside the moving square, and carried by the moving offset (its space changes every frame): neither
        // square's data or size changes, so each outline is made by the first frame's geometry pass only.
        for frame in 1...30 { graph.advance(to: Double(frame) / 60); _ = graph.displayList}
        #expect(beside.value == 1)
        #expect(carried.value == 1)
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let start = fillX(graph.displayList, color: blue)!
        graph.advance(to: 1.5)
        let end = fillX(graph.displayList, color: blue)!
        #expect(near(end - start, 100 * (1 - 30.0 / 60), 1e-9))
        // Settled since 1 s: still in place while the other square moves on.
        let settledCount = carried.value
        let red = Color.red.resolve(in: EnvironmentValues())
        let redBefore = fillX(graph.displayList, color: red)!
        for frame in 0..<10 { graph.advance(to: 2 + Double(frame) / 60); _ = graph.displayList }
        #expect(fillX(graph.displayList, color: red)! > redBefore)
        #expect(carried.value == settledCount)
        #expect(fillX(graph.displayList, color: blue) == end)
    }
}
