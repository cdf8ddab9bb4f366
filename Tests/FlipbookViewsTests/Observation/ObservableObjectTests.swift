import Foundation
import Testing
@testable import FlipbookViews

/// View models: `ObservableObject` with `@Published`, followed through `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject`.
@MainActor
@Suite struct ObservableObjectTests {
    /// Counts the objects made.
    final class Tally: @unchecked Sendable { var made = 0 }

    final class Counter: ObservableObject {
        @Published var count = 0
        @Published var wide = false
        let made: Int
        init(tally: Tally = Tally()) {
            tally.made += 1
            made = tally.made
        }
    }

    struct Owner: View {
        @StateObject private var counter: Counter
        @State private var unrelated = 0
        init(tally: Tally = Tally()) {
            _counter = StateObject(wrappedValue: Counter(tally: tally))
        }
        var body: some View {
            VStack {
                Text("count \(counter.count) of #\(counter.made)")
                Color.red.frame(width: counter.wide ? 100 : 50, height: 20)
                Button("add") { counter.count += 1 }
                Button("widen") { withAnimation(.linear(duration: 1)) { counter.wide.toggle() } }
                Button("other") { unrelated += 1 }
                Child(counter: counter)
                Toggle("wide", isOn: $counter.wide)
            }
            .environmentObject(counter)
        }
    }

    struct Child: View {
        @ObservedObject var counter: Counter
        var body: some View {
            VStack {
                Text("child \(counter.count)")
                Grandchild()
            }
        }
    }

    struct Grandchild: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Text("grandchild \(counter.count)") }
    }

    @Test func publishedChangesUpdateEveryViewThatFollowsTheObject() {
        let tally = Tally()
        let graph = ViewGraph(rootView: Owner(tally: tally), size: CGSize(width: 300, height: 400))
        #expect(graph.texts.first == "count 0 of #1")
        graph.tap(label: "add")
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("child 1") && graph.texts.contains("grandchild 1"))
        graph.tap(label: "other")
        graph.advance(to: 0.2)
        #expect(graph.texts.first == "count 1 of #1", "the state object is kept: \(graph.texts)")
        #expect(tally.made == 1, "and made once")
    }

    @Test func changesInsideWithAnimationAnimate() {
        let graph = ViewGraph(rootView: Owner(), size: CGSize(width: 300, height: 400))
        graph.tap(label: "widen")
        graph.advance(to: 0.5)
        #expect(graph.views("Rectangle").first.map { near($0.frame.width, 75) } == true)
        graph.advance(to: 1.2)
        #expect(graph.views("Rectangle").first?.frame.width == 100)
    }

    @Test func publishersAndSubjectsDeliverValues() {
        let counter = Counter()
        var seen: [Int] = []
        var announced = 0
        let values = counter.$count.sink { seen.append($0) }
        let changes = counter.objectWillChange.sink { announced += 1 }
        counter.count = 3
        counter.count = 4
        #expect(seen == [0, 3, 4] && announced == 2)
        values.cancel()
        counter.count = 5
        #expect(seen == [0, 3, 4] && announced == 3)
        _ = changes
        let subject = CurrentValueSubject<String, Never>("a")
        var strings: [String] = []
        let kept = subject.sink { strings.append($0) }
        subject.send("b")
        subject.value = "c"
        #expect(strings == ["a", "b", "c"])
        _ = kept
    }
}
