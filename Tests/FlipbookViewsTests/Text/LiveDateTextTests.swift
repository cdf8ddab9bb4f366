import Foundation
import Testing
@testable import FlipbookViews

/// Date texts relative to now read the host's clock and follow it, ticking at whole seconds of host time.
@MainActor
@Suite struct LiveDateTextTests {
    private let start = ViewGraph.defaultStartDate

    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: 300, height: 300))
    }

    @Test func aCountdownTicksDownAtWholeSecondsAndStopsAtTheEnd() {
        let host = graph(Text(timerInterval: start...start.addingTimeInterval(3)))
        var seen: [String] = []
        for time in [0, 0.5, 0.999, 1, 2.5, 3, 5] {
            host.advance(to: time)
            seen.append(host.texts.first ?? "")
        }
        #expect(seen == ["0:03", "0:03", "0:03", "0:02", "0:01", "0:00", "0:00"])
    }

    @Test func aDateJoinedToOtherTextOrInterpolatedFollowsTheClockToo() {
        let end = start.addingTimeInterval(3)
        let host = graph(VStack {
            Text("Ends in ").bold() + Text(timerInterval: start...end) + Text(" s")
            Text("Left: \(Text(timerInterval: start...end)), since \(Text(start, style: .timer))")
        })
        var seen: [[String]] = []
        for time in [0, 1, 2.5, 4] {
            host.advance(to: time)
            seen.append(host.texts)
        }
        #expect(seen == [["Ends in 0:03 s", "Left: 0:03, since 0:00"], ["Ends in 0:02 s", "Left: 0:02, since 0:01"],
                         ["Ends in 0:01 s", "Left: 0:01, since 0:02"], ["Ends in 0:00 s", "Left: 0:00, since 0:04"]])
        #expect(host.mainQueue.pendingTimers == 1, "the counting-up part still ticks; one wake-up for the text")
    }

    @Test func aLiveTextKeepsOneWakeUpPendingAndNoneOnceGone() {
        struct Ticking: View {
            let start: Date
            @State private var taps = 0
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { Text(start, style: .timer).foregroundStyle(taps % 2 == 0 ? .red : .blue) }
                    Button("tap \(taps)") { taps += 1 }
                    Button("hide") { shown = false }
                }
            }
        }
        let host = graph(Ticking(start: start))
        for time in [0.1, 0.2, 0.3, 0.4] {
            host.advance(to: time)
            host.tap(label: "tap \(Int(time * 10) - 1)")
        }
        host.advance(to: 0.5)
        #expect(host.mainQueue.pendingTimers == 1, "each update replaced the wake-up set before")
        host.advance(to: 1.5)
        #expect(host.texts.first == "0:01" && host.mainQueue.pendingTimers == 1)
        host.tap(label: "hide")
        host.advance(to: 2)
        #expect(host.mainQueue.pendingTimers == 0, "the text is gone: so is its wake-up")
    }

    @Test func aTimerCountsUpFromAPastDateAndDownToAFutureOne() {
        let host = graph(VStack {
            Text(start, style: .timer)
            Text(start.addingTimeInterval(90), style: .timer)
            Text(start.addingTimeInterval(120), style: .relative)
            Text(timerInterval: start...start.addingTimeInterval(7200), countsDown: false)
        })
        #expect(host.texts == ["0:00", "1:30", "2 min", "0:00"])
        host.advance(to: 61.5)
        #expect(host.texts == ["1:01", "0:29", "59 sec", "1:01"])
        host.advance(to: 3700)
        #expect(host.texts == ["1:01:40", "1:00:10", "59 min", "1:01:40"])
    }

    @Test func fixedStylesAndPausedTimersDoNotFollowTheClock() {
        let host = graph(VStack {
            Text(start, style: .time)
            Text(timerInterval: start...start.addingTimeInterval(60), pauseTime: start.addingTimeInterval(15))
            Text(start, style: .time) + Text(" then")
        })
        host.advance(to: 10)
        #expect(host.texts == ["9:41\u{202F}AM", "0:45", "9:41\u{202F}AM then"])
        #expect(host.mainQueue.pendingTimers == 0, "nothing to wake for")
    }

    @Test func readingsAreExactAtTheSecond() {
        let countdown = LiveDateText(.timer(start...start.addingTimeInterval(3), pause: nil, countsDown: true,
                                            showsHours: true))
        #expect(countdown.nextChange(after: start) == 1)
        #expect(abs((countdown.nextChange(after: start.addingTimeInterval(0.25)) ?? 0) - 0.75) < 1e-6)
        #expect(countdown.nextChange(after: start.addingTimeInterval(3)) == nil, "done")
        let fixed = LiveDateText(.date(start, .date))
        #expect(fixed.nextChange(after: start) == nil)
        #expect(fixed.string(at: start) == "Jun 9, 2025")
    }

    @Test func aRangeOfDatesShowsTheTimesWithinADayAndTheDatesAcrossDays() {
        let hour: TimeInterval = 3600
        let host = graph(VStack {
            Text(start...start.addingTimeInterval(600))
            Text(DateInterval(start: start, duration: 6 * hour))
            Text(start...start.addingTimeInterval(30 * hour))
            Text("Open \(start...start.addingTimeInterval(600))")
            Text("Booked \(DateInterval(start: start, duration: 6 * hour))")
        })
        #expect(host.texts == ["9:41\u{2009}–\u{2009}9:51\u{202F}AM", "9:41\u{202F}AM\u{2009}–\u{2009}3:41\u{202F}PM",
                              "Jun 9, 2025, 9:41\u{202F}AM\u{2009}–\u{2009}Jun 10, 2025, 3:41\u{202F}PM",
                              "Open 9:41\u{2009}–\u{2009}9:51\u{202F}AM", "Booked 9:41\u{202F}AM\u{2009}–\u{2009}3:41\u{202F}PM"])
    }
}
