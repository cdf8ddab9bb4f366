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

@MainActor
@Suite struct DrawingReuseTests {
    /// The canvas x of each bar's fill, in drawing order, looking into groups.
    private func barX(_ list: DisplayList) -> [CGFloat] {
        var result: [CGFloat] = []
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                switch item.content {
                case .fill: result.append(item.transform.m31)
                case .group(let group): visit(group.content.items)
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
}
