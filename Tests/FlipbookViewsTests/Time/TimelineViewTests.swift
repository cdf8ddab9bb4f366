import Foundation
import Testing
@testable import FlipbookViews

/// A schedule of our own: every `step` seconds from the view's start.
private struct Every: TimelineSchedule {
    let step: TimeInterval
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        stride(from: startDate, through: .distantFuture, by: step)
    }
}

@MainActor
@Suite struct TimelineViewTests {
    /// A graph showing the seconds from the host's start date to each update's date.
    private func graph<S: TimelineSchedule>(_ schedule: S, start: Date = ViewGraph.defaultStartDate) -> ViewGraph {
        ViewGraph(rootView: TimelineView(schedule) { context in
            Text(String(format: "%.3f", context.date.timeIntervalSince(start)))
        }, size: CGSize(width: 200, height: 100), startDate: start)
    }

    @Test func theHostClockStartsAtItsStartDate() {
        let graph = ViewGraph(rootView: EmptyView(), size: CGSize(width: 10, height: 10))
        #expect(graph.date == ViewGraph.defaultStartDate)
        #expect(ViewGraph.defaultStartDate == ISO8601DateFormatter().date(from: "2025-06-09T09:41:00Z"))
        graph.advance(to: 2.5)
        #expect(graph.date == ViewGraph.defaultStartDate.addingTimeInterval(2.5))
        let given = Date(timeIntervalSince1970: 0)
        #expect(ViewGraph(rootView: EmptyView(), size: CGSize(width: 10, height: 10), startDate: given).date == given)
    }

    @Test func animationSchedulesShowEveryFramesDate() {
        let graph = graph(.animation)
        #expect(graph.texts == ["0.000"])
        graph.advance(to: 0.5)
        #expect(graph.texts == ["0.500"])
        graph.advance(to: 1.25)
        #expect(graph.texts == ["1.250"])
        #expect(graph.isAnimating)
    }

    @Test func aMinimumIntervalHoldsEachEntry() {
        let graph = graph(.animation(minimumInterval: 0.25))
        graph.advance(to: 0.6)
        #expect(graph.texts == ["0.500"])
        graph.advance(to: 0.75)
        #expect(graph.texts == ["0.750"])
    }

    @Test func aPausedAnimationScheduleStaysAtItsStart() {
        let graph = graph(.animation(minimumInterval: nil, paused: true))
        graph.advance(to: 1)
        #expect(graph.texts == ["0.000"])
        #expect(!graph.isAnimating)
    }

    /// A timeline paused until something starts it (a press, a toggle) runs from then on, and stops at the date
    /// it is paused at again.
    @Test func aPausedAnimationScheduleRunsOnceUnpausedAndStopsWhenPausedAgain() {
        struct Toggled: View {
            @State var paused = true
            var body: some View {
                VStack {
                    TimelineView(.animation(minimumInterval: 1.0 / 60, paused: paused)) { context in
                        Text(String(format: "%.3f", context.date.timeIntervalSince(ViewGraph.defaultStartDate)))
                    }
                    Button("toggle") { paused.toggle() }
                }
            }
        }
        let graph = ViewGraph(rootView: Toggled(), size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.5)
        #expect(graph.texts.first == "0.000")
        graph.tap(label: "toggle")
        graph.advance(to: 1)
        #expect(graph.texts.first == "1.000", "running since the tap: \(graph.texts)")
        graph.tap(label: "toggle")
        graph.advance(to: 2)
        #expect(graph.texts.first == "1.000", "paused again at the date it had: \(graph.texts)")
    }

    @Test func periodicSchedulesTickOnTheirPeriod() {
        let graph = graph(.periodic(from: ViewGraph.defaultStartDate.addingTimeInterval(-0.25), by: 1))
        // The latest entry at or before the start, then every second after it.
        #expect(graph.texts == ["-0.250"])
        graph.advance(to: 0.7)
        #expect(graph.texts == ["-0.250"])
        graph.advance(to: 0.75)
        #expect(graph.texts == ["0.750"])
        graph.advance(to: 3)
        #expect(graph.texts == ["2.750"])
    }

    @Test func aScheduleOfEveryFrameShowsEachFramesEntryAndKeepsOneWakeUp() {
        let graph = graph(.periodic(from: ViewGraph.defaultStartDate, by: 1.0 / 60))
        var shown: [String] = []
        for frame in 1...4 {
            graph.advance(to: Double(frame) / 60)
            shown += graph.texts
        }
        #expect(shown == ["0.017", "0.033", "0.050", "0.067"], "an entry at each frame, not every other one")
        #expect(graph.mainQueue.pendingTimers == 1)
    }

    @Test func aPeriodicScheduleFromTheWallClocksNowStartsWithTheView() {
        let graph = graph(.periodic(from: .now, by: 0.5))
        graph.advance(to: 1.2)
        #expect(graph.texts == ["1.000"])
    }

    @Test func everyMinuteUpdatesAtTheStartOfEachMinute() {
        let start = ISO8601DateFormatter().date(from: "2025-06-09T09:41:30Z")!
        let graph = graph(.everyMinute, start: start)
        #expect(graph.texts == ["0.000"])
        graph.advance(to: 29.9)
        #expect(graph.texts == ["0.000"])
        graph.advance(to: 30)
        #expect(graph.texts == ["30.000"])
        graph.advance(to: 100)
        #expect(graph.texts == ["90.000"])
    }

    @Test func explicitSchedulesShowTheirDatesThenStop() {
        let start = ViewGraph.defaultStartDate
        let graph = graph(.explicit([start.addingTimeInterval(0.5), start.addingTimeInterval(2)]))
        // Before the first entry: the date the view appeared.
        #expect(graph.texts == ["0.000"])
        graph.advance(to: 0.5)
        #expect(graph.texts == ["0.500"])
        graph.advance(to: 5)
        #expect(graph.texts == ["2.000"])
    }

    @Test func customSchedulesAreFollowed() {
        let graph = graph(Every(step: 0.3))
        graph.advance(to: 1)
        #expect(graph.texts == ["0.900"])
    }
}
