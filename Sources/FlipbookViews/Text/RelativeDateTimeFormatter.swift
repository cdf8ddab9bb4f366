import Foundation

/// How far a date is from another, in words (`"2 hours ago"`, `"in 3 days"`, `"yesterday"`): Foundation's
/// formatter, which Linux's Foundation does not have.
///
/// In US English, and without a calendar, so that frames do not depend on the machine: the unit is the largest
/// of years (365 days), months (30 days), weeks, days, hours, minutes and seconds that the distance holds once,
/// its count truncated (90 seconds are "1 minute ago"). Our choice: Apple's counts calendar units.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a distance may be named (`"yesterday"`) or is always a number (`"1 day ago"`).
    public enum DateTimeStyle: Int, Sendable {
        /// Always a number: `"1 day ago"`.
        case numeric
        /// A name where English has one: `"yesterday"`, `"now"`, `"next week"`.
        case named
    }

    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// `"2 hours ago"`.
        case full
        /// `"two hours ago"`.
        case spellOut
        /// `"2 hr ago"`.
        case short
        /// `"2 hr ago"` (as short, in English).
        case abbreviated
    }

    /// Numbers (the default) or names where English has them.
    open var dateTimeStyle = DateTimeStyle.numeric
    /// How the units are written (in full by default).
    open var unitsStyle = UnitsStyle.full
    /// The context the string is shown in; kept, not used (English starts sentences the same way).
    open var formattingContext = Formatter.Context.unknown
    /// The calendar; kept, not used (units are fixed lengths).
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// The locale; kept, not used (strings are US English).
    open var locale: Locale! = Locale(identifier: "en_US")

    /// How far `date` is from `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// How far a date `timeInterval` seconds away is (negative: in the past).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        guard timeInterval.isFinite else { return "" }
        let magnitude = abs(timeInterval)
        let unit = Unit.allCases.first { magnitude >= $0.seconds } ?? .second
        // A distance past any calendar (10¹⁵ years) is counted as that many: Int(_:) would trap.
        let count = Int(min((magnitude / unit.seconds).rounded(.towardZero), 1e15))
        return phrase(timeInterval < 0 ? -count : count, unit)
    }

    /// How far away a date is that differs by `dateComponents`: its largest non-zero unit.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let parts: [(Int?, Unit)] = [(dateComponents.year, .year), (dateComponents.month, .month),
                                     (dateComponents.weekOfMonth ?? dateComponents.weekOfYear, .week),
                                     (dateComponents.day, .day), (dateComponents.hour, .hour),
                                     (dateComponents.minute, .minute), (dateComponents.second, .second)]
        let (count, unit) = parts.first { ($0.0 ?? 0) != 0 }.map { ($0.0!, $0.1) } ?? (0, .second)
        return phrase(count, unit)
    }

    /// A date relative to now, or nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private enum Unit: CaseIterable {
        case year, month, week, day, hour, minute, second

        var seconds: TimeInterval {
            switch self {
            case .year: 365 * 86_400
            case .month: 30 * 86_400
            case .week: 7 * 86_400
            case .day: 86_400
            case .hour: 3_600
            case .minute: 60
            case .second: 1
            }
        }

        var name: String { "\(self)" }

        var shortName: String {
            switch self {
            case .year: "yr"
            case .month: "mo"
            case .week: "wk"
            case .day: "day"
            case .hour: "hr"
            case .minute: "min"
            case .second: "sec"
            }
        }
    }

    private func phrase(_ count: Int, _ unit: Unit) -> String {
        if dateTimeStyle == .named, let name = Self.name(count, unit) { return name }
        let magnitude = abs(count)
        let amount: String
        switch unitsStyle {
        case .full:
            amount = "\(magnitude) \(unit.name)" + (magnitude == 1 ? "" : "s")
        case .spellOut:
            let spelled = NumberFormatter.localizedString(from: NSNumber(value: magnitude), number: .spellOut)
            amount = "\(spelled) \(unit.name)" + (magnitude == 1 ? "" : "s")
        case .short, .abbreviated:
            amount = "\(magnitude) \(unit.shortName)" + (unit == .day && magnitude != 1 ? "s" : "")
        }
        return count < 0 ? "\(amount) ago" : "in \(amount)"
    }

    /// English's names for a distance: now, yesterday and tomorrow, last and next week, month and year.
    private static func name(_ count: Int, _ unit: Unit) -> String? {
        switch (count, unit) {
        case (0, _): "now"
        case (-1, .day): "yesterday"
        case (1, .day): "tomorrow"
        case (-1, .week), (-1, .month), (-1, .year): "last \(unit.name)"
        case (1, .week), (1, .month), (1, .year): "next \(unit.name)"
        default: nil
        }
    }
}
