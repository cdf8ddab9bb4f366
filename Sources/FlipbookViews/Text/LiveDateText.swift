import Foundation

/// A date as `Text(_:style:)` and `Text(timerInterval:)` show one: fixed styles (a time, a date) and the styles
/// that read the host's clock (how far away the date is, a timer), which SwiftUI keeps updating as time passes.
/// A text node that shows one reads it again when its string is next due to change (see
/// ``nextChange(after:)``). In UTC and US English, so that frames do not depend on the machine.
struct LiveDateText: Equatable, Sendable {
    enum Content: Equatable, Sendable {
        case date(Date, Text.DateStyle.Kind)
        case timer(ClosedRange<Date>, pause: Date?, countsDown: Bool, showsHours: Bool)
    }

    let content: Content

    init(_ content: Content) { self.content = content }

    /// "Now" for a date text: the host's date in host work, else the host clock's default start (9:41 on 9 June
    /// 2025, UTC), so that a text made outside a host reads the same on every machine.
    static var now: Date { HostMainQueue.current?.date ?? ViewGraph.defaultStartDate }

    /// A date in a style that does not depend on the clock, or in one that does as it reads now.
    static func string(_ date: Date, style kind: Text.DateStyle.Kind) -> String {
        LiveDateText(.date(date, kind)).string(at: now)
    }

    /// Whether the string depends on the clock.
    var isLive: Bool {
        switch content {
        case .date(_, let kind): return kind != .time && kind != .date
        case .timer(_, let pause, _, _): return pause == nil
        }
    }

    /// What the text shows at `now`. A timer counting down shows the whole seconds left rounded up (it shows
    /// "2:00" until a whole second has gone, and "0:00" only at the end); one counting up shows the whole seconds
    /// gone. Our choice: SwiftUI's documentation does not say.
    func string(at now: Date) -> String {
        switch content {
        case let .date(date, kind):
            let distance = Self.seconds(from: now, to: date)
            let seconds = Int(distance.rounded())
            switch kind {
            // A narrow no-break space before AM or PM, as iOS 17 writes times (and ICU's format styles do).
            case .time: return Self.formatted(date, "h:mm\u{202F}a")
            case .date: return Self.formatted(date, "MMM d, yyyy")
            case .timer: return Self.clock(Int(distance > 0 ? distance.rounded(.up) : (-distance).rounded(.down)),
                                           showsHours: true)
            case .relative:
                let magnitude = abs(seconds)
                return magnitude < 60 ? "\(magnitude) sec" : magnitude < 3600 ? "\(magnitude / 60) min" : "\(magnitude / 3600) hr"
            case .offset:
                let minutes = seconds / 60
                return (minutes >= 0 ? "+" : "−") + "\(abs(minutes)) minute" + (abs(minutes) == 1 ? "" : "s")
            }
        case let .timer(interval, pause, countsDown, showsHours):
            let shown = Self.shown(interval, at: pause ?? now, countsDown: countsDown)
            return Self.clock(Int(countsDown ? shown.rounded(.up) : shown.rounded(.down)), showsHours: showsHours)
        }
    }

    /// The seconds from `now` until the string may next change (at least a millisecond); nil when it never will.
    func nextChange(after now: Date) -> TimeInterval? {
        guard isLive else { return nil }
        let delay: TimeInterval
        switch content {
        case let .date(date, kind):
            let distance = Self.seconds(from: now, to: date)
            if kind == .timer {
                // Seconds left rounded up change as the distance reaches the whole second below; seconds gone
                // rounded down, as it reaches the next.
                delay = distance > 0 ? distance - (distance.rounded(.up) - 1) : (-distance).rounded(.down) + 1 + distance
            } else {
                // The distance rounded (halves away from zero) changes a moment after the distance leaves the half
                // second below it.
                delay = distance - (distance.rounded() - 0.5) + 0.001
            }
        case let .timer(interval, _, countsDown, _):
            guard now < interval.upperBound else { return nil }
            guard now >= interval.lowerBound else { return Self.seconds(from: now, to: interval.lowerBound) }
            let shown = Self.shown(interval, at: now, countsDown: countsDown)
            delay = countsDown ? shown - (shown.rounded(.up) - 1) : shown.rounded(.down) + 1 - shown
        }
        return max(delay, 0.001)
    }

    /// "m:ss", or "h:mm:ss" from an hour when `showsHours`.
    private static func clock(_ seconds: Int, showsHours: Bool) -> String {
        showsHours && seconds >= 3600
            ? String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
            : String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    /// The seconds a timer shows at `now`: left or gone, within the interval.
    static func shown(_ interval: ClosedRange<Date>, at now: Date, countsDown: Bool) -> TimeInterval {
        let clamped = min(max(now, interval.lowerBound), interval.upperBound)
        return countsDown ? seconds(from: clamped, to: interval.upperBound) : seconds(from: interval.lowerBound, to: clamped)
    }

    /// The seconds from `start` to `end`, to the microsecond: dates are far from their reference, and their
    /// difference can fall a hair short of the whole second a host's clock stands on.
    static func seconds(from start: Date, to end: Date) -> TimeInterval {
        (end.timeIntervalSince(start) * 1e6).rounded() / 1e6
    }

    static func formatted(_ date: Date, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}
