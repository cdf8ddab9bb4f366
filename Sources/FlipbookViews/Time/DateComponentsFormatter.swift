import Foundation

// Foundation on Linux declares `DateComponentsFormatter` and marks it unavailable, so a countdown that formats its
// remaining time ("1:05", "1m 5s") did not compile. This one, in English, shadows it in code that imports Flipbook
// (a module's own declaration wins over one it re-exports), with Apple's names and defaults.

/// Formats a length of time as hours, minutes and seconds ("1:05:09", "1h 5m 9s", "1 hour, 5 minutes, 9 seconds"),
/// as Foundation's `DateComponentsFormatter` does in English.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:09"
        case positional = 0
        /// "1h 5m 9s"
        case abbreviated = 1
        /// "1 hr, 5 min, 9 sec"
        case short = 2
        /// "1 hour, 5 minutes, 9 seconds"
        case full = 3
        /// "one hour, five minutes, nine seconds"
        case spellOut = 4
        /// "1hr 5min 9sec"
        case brief = 5
    }

    /// Which units with a value of zero are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every allowed unit is shown.
        public static let none = ZeroFormattingBehavior([])
        /// Leading zero units are dropped in the positional style, all zero units in the others.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first non-zero one are dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Zero units between non-zero ones are dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Zero units after the last non-zero one are dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Every zero unit is dropped.
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
        /// Positional units are padded with zeros ("0:01:05"), and no unit is dropped.
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    /// How the units are written (positional by default).
    open var unitsStyle = UnitsStyle.positional
    /// The units the length is split into; empty means years down to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are left out.
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// The calendar lengths are measured in (the current one when nil).
    open var calendar: Calendar?
    /// The date a length of time is measured from (now when nil).
    open var referenceDate: Date?
    /// Accepted; the smallest unit is always whole.
    open var allowsFractionalUnits = false
    /// At most this many units are shown, the largest first (0: no limit).
    open var maximumUnitCount = 0
    /// Accepted; a largest unit of one is not collapsed into the next.
    open var collapsesLargestUnit = false
    /// Puts "About " before the length.
    open var includesApproximationPhrase = false
    /// Puts " remaining" after the length.
    open var includesTimeRemainingPhrase = false
    /// Accepted; the text is written the same in every context.
    open var formattingContext = Formatter.Context.unknown

    /// A positional formatter of years down to seconds.
    public override init() { super.init() }

    /// Archiving is not supported; the formatter is decoded with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `obj` formatted if it is a number of seconds or date components.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: return string(from: interval)
        case let interval as Int: return string(from: TimeInterval(interval))
        case let components as DateComponents: return string(from: components)
        default: return nil
        }
    }

    /// `ti` seconds, split into the allowed units.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The time from `startDate` to `endDate`, split into the allowed units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let units = Self.units(in: allowedUnits)
        let calendar = self.calendar ?? {
            // Without a calendar of the user's, lengths do not depend on the machine's time zone.
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
            return gregorian
        }()
        let negative = endDate < startDate
        let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
        let components = calendar.dateComponents(Set(units.map(\.component)), from: from, to: to)
        return format(units.map { ($0, components.value(for: $0.component) ?? 0) }, negative: negative)
    }

    /// `components`' values of the allowed units (the units the components have, when none are allowed).
    open func string(from components: DateComponents) -> String? {
        let allowed = allowedUnits.isEmpty ? Self.units.filter { components.value(for: $0.component) != nil }
                                           : Self.units(in: allowedUnits)
        let values = allowed.map { ($0, components.value(for: $0.component) ?? 0) }
        let negative = values.contains { $0.1 < 0 }
        return format(values.map { ($0.0, abs($0.1)) }, negative: negative)
    }

    /// `components` in `unitsStyle`.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private func format(_ values: [(TimeUnit, Int)], negative: Bool) -> String? {
        guard !values.isEmpty else { return nil }
        let positional = unitsStyle == .positional
        var shown = DateComponentsFormatter.kept(values, behavior: zeroFormattingBehavior, positional: positional)
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        var text: String
        if positional {
            // The first field as it is, the others in two digits ("1:05:09", "0:05").
            text = shown.enumerated().map { index, entry in
                index == 0 || entry.1 >= 10 ? String(entry.1) : "0\(entry.1)"
            }.joined(separator: ":")
        } else {
            text = shown.map { unitsStyle.write($0.1, $0.0) }.joined(separator: unitsStyle.separator)
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The units shown: zero units dropped as `behavior` says (leading ones in the positional style, where the
    /// two smallest always stay; all in the others, where the smallest stays if every unit is zero).
    static func kept(_ values: [(TimeUnit, Int)], behavior: ZeroFormattingBehavior, positional: Bool)
        -> [(TimeUnit, Int)] {
        if behavior.contains(.pad) || behavior == .none { return values }
        var drop = behavior.subtracting([.default, .pad])
        if behavior.contains(.default) { drop.formUnion(positional ? .dropLeading : .dropAll) }
        let nonZero = values.indices.filter { values[$0].1 != 0 }
        guard let first = nonZero.first, let last = nonZero.last else {
            return positional ? Array(values.suffix(2)) : Array(values.suffix(1))
        }
        let kept = values.indices.filter { index in
            if values[index].1 != 0 { return true }
            if index < first { return !drop.contains(.dropLeading) || (positional && index >= values.count - 2) }
            if index > last { return !drop.contains(.dropTrailing) }
            return !drop.contains(.dropMiddle)
        }
        return kept.map { values[$0] }
    }

    /// The units, largest first.
    static let units: [TimeUnit] = [.year, .month, .week, .day, .hour, .minute, .second]

    static func units(in allowed: NSCalendar.Unit) -> [TimeUnit] {
        guard !allowed.isEmpty else { return units }
        return units.filter { allowed.contains($0.calendarUnit) }
    }
}

/// One unit a length of time is split into, with its English names.
struct TimeUnit {
    let component: Calendar.Component
    let calendarUnit: NSCalendar.Unit
    /// Abbreviated, brief, short, full (singular) and full (plural) names.
    let abbreviation: String, brief: String, short: String, shortPlural: String, singular: String, plural: String

    static let year = TimeUnit(component: .year, calendarUnit: .year, abbreviation: "y", brief: "yr", short: "yr",
                               shortPlural: "yrs", singular: "year", plural: "years")
    static let month = TimeUnit(component: .month, calendarUnit: .month, abbreviation: "mo", brief: "mth",
                                short: "mth", shortPlural: "mths", singular: "month", plural: "months")
    static let week = TimeUnit(component: .weekOfMonth, calendarUnit: .weekOfMonth, abbreviation: "w", brief: "wk",
                               short: "wk", shortPlural: "wks", singular: "week", plural: "weeks")
    static let day = TimeUnit(component: .day, calendarUnit: .day, abbreviation: "d", brief: "d", short: "day",
                              shortPlural: "days", singular: "day", plural: "days")
    static let hour = TimeUnit(component: .hour, calendarUnit: .hour, abbreviation: "h", brief: "hr", short: "hr",
                               shortPlural: "hr", singular: "hour", plural: "hours")
    static let minute = TimeUnit(component: .minute, calendarUnit: .minute, abbreviation: "m", brief: "min",
                                 short: "min", shortPlural: "min", singular: "minute", plural: "minutes")
    static let second = TimeUnit(component: .second, calendarUnit: .second, abbreviation: "s", brief: "sec",
                                 short: "sec", shortPlural: "sec", singular: "second", plural: "seconds")
}

extension DateComponentsFormatter.UnitsStyle {
    /// `value` of `unit` in this style (not the positional one, whose fields have no names).
    func write(_ value: Int, _ unit: TimeUnit) -> String {
        switch self {
        case .positional, .abbreviated: return "\(value)\(unit.abbreviation)"
        case .brief: return "\(value)\(unit.brief)"
        case .short: return "\(value) \(value == 1 ? unit.short : unit.shortPlural)"
        case .full: return "\(value) \(value == 1 ? unit.singular : unit.plural)"
        case .spellOut:
            let formatter = NumberFormatter()
            formatter.numberStyle = .spellOut
            formatter.locale = Locale(identifier: "en_US")
            let number = formatter.string(from: NSNumber(value: value)) ?? String(value)
            return "\(number) \(value == 1 ? unit.singular : unit.plural)"
        }
    }

    /// What goes between units.
    var separator: String {
        switch self {
        case .positional: return ":"
        case .abbreviated, .brief: return " "
        case .short, .full, .spellOut: return ", "
        }
    }
}
