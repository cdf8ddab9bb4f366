import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// The date ("Jun 9, 2025").
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now on the host's clock ("2 min"), updated as the clock moves.
        public static let relative = DateStyle(kind: .relative)
        /// The offset of the date from now on the host's clock ("+2 minutes"), updated as the clock moves.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from or to the date on the host's clock ("2:05"), updated every second.
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date as text, in UTC and US English so that frames do not depend on the machine. The relative styles
    /// (`.relative`, `.offset`, `.timer`) measure from the host's clock and follow it as it moves.
    public init(_ date: Date, style: DateStyle) {
        self.init(live: LiveDateText(.date(date, style.kind)))
    }

    /// A timer over `timerInterval` on the host's clock: the time left, or with `countsDown: false` the time gone,
    /// clamped to the interval, stopped at `pauseTime` if given; "m:ss", or "h:mm:ss" from an hour. It follows the
    /// clock as it moves.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        self.init(live: LiveDateText(.timer(timerInterval, pause: pauseTime, countsDown: countsDown,
                                            showsHours: showsHours)))
    }

    /// The range between two dates, in UTC and US English: the times within a day ("9:30 – 10:45 AM",
    /// "9:30 AM – 3:30 PM"), dates and times across days ("Jun 9, 2025, 9:30 AM – Jun 10, 2025, 3:30 PM"), as
    /// iOS's interval formatting shows them (thin spaces around the dash, a narrow one before AM or PM).
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Self.intervalString(from: dates.lowerBound, to: dates.upperBound))
    }

    /// The range a date interval covers, as `Text(_:)` of a closed range of dates shows it.
    public init(_ interval: DateInterval) {
        self.init(verbatim: Self.intervalString(from: interval.start, to: interval.end))
    }

    /// The range as ICU (and iOS 17) writes it in US English: thin spaces around the dash, a narrow no-break
    /// space before AM or PM.
    static func intervalString(from start: Date, to end: Date) -> String {
        let day = "MMM d, yyyy", time = "h:mm\u{202F}a", dash = "\u{2009}–\u{2009}"
        // The environment's default calendar: Gregorian in UTC, as the dates are written.
        let calendar = CalendarKey.defaultValue
        guard calendar.isDate(start, inSameDayAs: end) else {
            return LiveDateText.formatted(start, day + ", " + time) + dash + LiveDateText.formatted(end, day + ", " + time)
        }
        let isMorning = { (date: Date) in calendar.component(.hour, from: date) < 12 }
        let startTime = isMorning(start) == isMorning(end) ? "h:mm" : time
        return LiveDateText.formatted(start, startTime) + dash + LiveDateText.formatted(end, time)
    }

    private init(live: LiveDateText) {
        self.init(verbatim: live.string(at: LiveDateText.now))
        liveDate = live
    }

    /// An attributed string, run by run in its SwiftUI attributes (`font`, `foregroundColor`, underline and
    /// strikethrough, kerning, tracking, baseline offset); the rest of its style comes from the modifiers and the
    /// environment. Disfavoured because Foundation on Linux lets a string literal be an `AttributedString`
    /// (Apple's does not): `Text("**Hi**")` must take the `LocalizedStringKey` initializer, as in SwiftUI, or its
    /// Markdown would be shown as it is.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(runsOf: attributedContent)
    }
}
