import Testing
@testable import FlipbookViews

private struct Lifecycle: View {
    @State var shown = true
    @State var count = 0
    @State var log: [String] = []
    var body: some View {
        VStack {
            if shown {
                Text("child").onAppear { log.append("appear") }.onDisappear { log.append("disappear") }
            }
            Text("count \(count)").onChange(of: count) { old, new in log.append("\(old)→\(new)") }
            Text(log.joined(separator: ","))
            Button("toggle") { shown.toggle() }
            Button("bump") { count += 1 }
        }
    }
}

private struct Animated: View {
    @State var x: CGFloat = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: x)
            Slot(value: $x.animation(.linear(duration: 1)))
            Color.blue.frame(width: 10, height: 10).offset(x: x)
                .transaction { $0.animation = nil }
        }
    }
}

private struct Slot: View {
    @Binding var value: CGFloat
    var body: some View { Button("go") { value = 100 } }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func appearDisappearAndChangeActionsRunAfterTheirUpdate() {
        let graph = ViewGraph(rootView: Lifecycle(), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("appear"))
        graph.tap(label: "bump")
        graph.tap(label: "toggle")
        #expect(graph.texts.contains("appear,0→1,disappear"))
    }

    @Test func bindingAnimationAnimatesWritesAndTransactionModifiersRewriteThem() {
        let graph = ViewGraph(rootView: Animated(), size: CGSize(width: 300, height: 300))
        let rest = graph.views("_OffsetEffect").map(\.transform.m31)
        graph.tap(label: "go")
        graph.advance(to: 0.5)
        let moved = zip(graph.views("_OffsetEffect").map(\.transform.m31), rest).map { $0 - $1 }
        #expect(near(moved[0], 50), "the binding's animation")
        #expect(near(moved[1], 100), ".transaction { $0.animation = nil } made its subtree jump")
    }

    @Test func lineLimitTruncatesWrappedText() {
        let text = "one two three four five six seven eight nine ten"
        let graph = ViewGraph(rootView: VStack {
            Text(text).frame(width: 60)
            Text(text).lineLimit(2).frame(width: 60)
        }, size: CGSize(width: 300, height: 300))
        let heights = graph.views("Text").map(\.frame.height)
        #expect(heights.count == 2 && heights[0] > heights[1] && near(heights[1], 2 * 21), "two lines of 21 pt (the approximate measurer: 1.2 em, rounded up)")
    }
}
