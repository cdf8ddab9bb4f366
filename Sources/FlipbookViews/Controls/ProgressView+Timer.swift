import Foundation

// A progress view over a span of time (iOS 16): the bar shows the part of the interval left when the view is made
// (or, with `countsDown: false`, the part gone), on the host's clock, and its current-value label, a
// `Text(timerInterval:)`, the time left, following the clock.

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
        self.init(fraction: Self.fraction(of: timerInterval, countsDown: countsDown),
                  label: Label.self == EmptyView.self ? nil : label(), currentValueLabel: currentValueLabel())
    }

    /// The part of `interval` left now on the host's clock (gone, if it does not count down), 0…1.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0, total.isFinite else { return countsDown ? 0 : 1 }
        let gone = min(max(LiveDateText.now.timeIntervalSince(interval.lowerBound) / total, 0), 1)
        return countsDown ? 1 - gone : gone
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
