import Foundation
import Observation
import Testing
@testable import FlipbookViews

/// The closures a container evaluates on its own (a geometry reader's, a row's, a sheet's, a lazy stack's) follow
/// the `@Observable` properties they read, as bodies do.
@MainActor
@Suite struct ObservationInClosuresTests {
    @Observable final class Score {
        var points = 0
        var names = ["a", "b"]
    }

    /// A view whose body is the view made by `make`, as an app's view would be.
    struct Host<Content: View>: View {
        let make: () -> Content
        var body: some View { make() }
    }

    private func check<V: View>(_ view: @autoclosure @escaping () -> V, score: Score, expecting text: (Int) -> String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let graph = ViewGraph(rootView: Host(make: view), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains(text(0)), "\(graph.texts)", sourceLocation: sourceLocation)
        score.points = 5
        graph.advance(to: graph.time + 0.1)
        #expect(graph.texts.contains(text(5)), "\(graph.texts)", sourceLocation: sourceLocation)
    }

    @Test func geometryReaderContent() {
        let score = Score()
        check(GeometryReader { _ in Text("geo \(score.points)") }, score: score, expecting: { "geo \($0)" })
    }

    @Test func forEachRows() {
        let score = Score()
        check(VStack { ForEach(score.names, id: \.self) { name in Text("\(name) \(score.points)") } },
              score: score, expecting: { "a \($0)" })
    }

    @Test func lazyStackRows() {
        let score = Score()
        check(ScrollView { LazyVStack { ForEach(0..<3) { row in Text("row \(row) \(score.points)") } } },
              score: score, expecting: { "row 0 \($0)" })
    }

    @Test func sheetContent() {
        let score = Score()
        check(Color.clear.sheet(isPresented: .constant(true)) { Text("sheet \(score.points)") },
              score: score, expecting: { "sheet \($0)" })
    }

    @Test func listRows() {
        let score = Score()
        check(List(score.names, id: \.self) { name in Text("\(name) \(score.points)") },
              score: score, expecting: { "a \($0)" })
    }

    @Test func overlayAndBackgroundClosures() {
        let score = Score()
        check(Color.clear.frame(width: 50, height: 50).overlay { Text("over \(score.points)") },
              score: score, expecting: { "over \($0)" })
    }

    /// Checks the view `make` builds around a new model.
    private func check<V: View>(_ make: @escaping (Score) -> V, expecting text: (Int) -> String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let score = Score()
        check(make(score), score: score, expecting: text, sourceLocation: sourceLocation)
    }

    @Test func otherContainersClosures() {
        check({ score in ScrollViewReader { _ in Text("reader \(score.points)") } }, expecting: { "reader \($0)" })
        check({ score in ViewThatFits { Text("fits \(score.points)") } }, expecting: { "fits \($0)" })
        check({ score in Group(subviews: Text("x")) { _ in Text("group \(score.points)") } },
              expecting: { "group \($0)" })
        check({ score in TimelineView(.periodic(from: .now, by: 100)) { _ in Text("time \(score.points)") } },
              expecting: { "time \($0)" })
        check({ score in PhaseAnimator([0, 1], trigger: 0) { _ in Text("phase \(score.points)") } },
              expecting: { "phase \($0)" })
        check({ score in
            NavigationStack {
                Text("root").navigationDestination(isPresented: .constant(true)) { Text("pushed \(score.points)") }
            }
        }, expecting: { "pushed \($0)" })
        check({ score in Menu("menu \(score.points)") { Text("item") } }, expecting: { "menu \($0)" })
        check({ score in
            Color.clear.alert("Alert", isPresented: .constant(true)) { Button("OK") {} } message: {
                Text("message \(score.points)")
            }
        }, expecting: { "message \($0)" })
    }
}
