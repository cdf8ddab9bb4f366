import Foundation

// A progress view over a span of time (iOS 16): the bar shows the part of the interval left (or, with
// `countsDown: false`, the part gone) on the host's clock, moving at every frame (60 per second of host time) until
// the interval ends, and its current-value label, a `Text(timerInterval:)`, the time left, following the clock.

/// The span of time a timer progress view follows.
struct ProgressTimer {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The part of the interval left at `date` (gone, if it does not count down), 0…1.
    func fraction(at date: Date) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0, total.isFinite else { return countsDown ? 0 : 1 }
        let gone = min(max(date.timeIntervalSince(interval.lowerBound) / total, 0), 1)
        return countsDown ? 1 - gone : gone
    }

    var schedule: Frames { Frames(end: interval.upperBound) }

    /// Every frame from when the view appears until the interval's end, which is the last.
    struct Frames: TimelineSchedule {
        let end: Date

        func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
            Entries(upcoming: startDate, end: end)
        }

        struct Entries: Sequence, IteratorProtocol {
            var upcoming: Date?
            let end: Date

            mutating func next() -> Date? {
                guard let date = upcoming else { return nil }
                upcoming = date < end ? Swift.min(date.addingTimeInterval(1.0 / 60), end) : nil
                return date
            }
        }
    }
}

/// The time left in a timer progress view, as `Text(timerInterval:countsDown:)` writes it.
public struct DefaultDateProgressLabel: View {
    let timerInterval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView {
    /// A bar over `timerInterval` with a label and a label for the time.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        // An empty label takes no room, as the value initializers' missing one does.
        self.init(fraction: nil, label: Label.self == EmptyView.self ? nil : label(),
                  currentValueLabel: currentValueLabel(),
                  timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A labelled bar over `timerInterval`, with the time left as its current-value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar over `timerInterval`, with the time left as its current-value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
