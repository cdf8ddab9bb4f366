import Testing
@testable import FlipbookViews

@MainActor private var bodyCounts: [String: Int] = [:]

private struct Leaf: View, Equatable {
    let name: String
    var body: some View {
        let _ = bodyCounts[name, default: 0] += 1
        Text(name)
    }
}

private struct FieldCompared: View {
    let value: Int
    var body: some View {
        let _ = bodyCounts["field", default: 0] += 1
        Text("field \(value)")
    }
}

private struct Parent: View {
    @State var ticks = 0
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            Leaf(name: "leaf")
            FieldCompared(value: 1)
            Button("tick") { ticks += 1 }
        }
    }
}

/// A shape that writes its path's width back through the main queue, like the seed's flip card.
private struct Reporter: Shape {
    let report: Binding<CGFloat>
    var width: CGFloat
    nonisolated var animatableData: CGFloat {
        get { width }
        set { width = newValue }
    }
    func path(in rect: CGRect) -> Path {
        let shown = width
        DispatchQueue.main.async { report.wrappedValue = shown.rounded() }
        return Path(CGRect(x: 0, y: 0, width: width, height: 10))
    }
}

private struct Feedback: View {
    @State var wide = false
    @State var reported: CGFloat = -1
    var body: some View {
        VStack {
            Reporter(report: $reported, width: wide ? 100 : 0).frame(width: 100, height: 10)
            Text("reported \(Int(reported))")
        }
        .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
    }
}

@MainActor
@Suite(.serialized) struct UpdateTests {
    @Test func equalViewsAreNotReevaluated() {
        bodyCounts = [:]
        let graph = ViewGraph(rootView: Parent(), size: CGSize(width: 300, height: 300))
        #expect(bodyCounts == ["leaf": 1, "field": 1])
        graph.tap(label: "tick")
        graph.tap(label: "tick")
        #expect(graph.texts.contains("ticks 2"))
        #expect(bodyCounts == ["leaf": 1, "field": 1], "neither the Equatable view nor the field-equal one re-ran")
        // The same in a navigation level, where the stack tells its views they share the screen.
        bodyCounts = [:]
        let navigated = ViewGraph(rootView: NavigationStack { Parent() }, size: CGSize(width: 300, height: 300))
        navigated.tap(label: "tick")
        navigated.tap(label: "tick")
        #expect(navigated.texts.contains("ticks 2"))
        #expect(bodyCounts == ["leaf": 1, "field": 1])
    }

    @Test func mainQueueWritesFromPathAreAppliedBetweenFramesAtHostTime() {
        let graph = ViewGraph(rootView: Feedback(), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("reported 0"))
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("reported 50"), "the frame at 0.5 s shows what its path reported: \(graph.texts)")
        graph.advance(to: 2)
        #expect(graph.texts.contains("reported 100"))
    }
}
