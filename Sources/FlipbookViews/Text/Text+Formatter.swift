import Foundation

extension Text {
    /// A value written by a `Formatter` (`Text(dueDate, formatter: Self.dateFormat)`), as iOS 14 code writes it.
    /// A date or number formatter left at the machine's time zone or locale writes in the host's instead (UTC,
    /// US English), so that frames do not depend on the machine; what the formatter sets for itself is kept.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: HostFormatting.string(for: subject, with: formatter))
    }

    /// A date written by a `DateFormatter` (Linux's Foundation does not make `Date` a `ReferenceConvertible`).
    public init(_ subject: Date, formatter: Formatter) {
        self.init(verbatim: HostFormatting.string(for: subject, with: formatter))
    }

    /// An object written by a `Formatter` (an `NSNumber` by a `NumberFormatter`, say).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: HostFormatting.string(for: subject, with: formatter))
    }
}

/// Writes values with users' `Formatter`s as a Flipbook host would: in UTC and US English wherever the formatter
/// was left at the machine's settings.
enum HostFormatting {
    static func string(for value: Any, with formatter: Formatter) -> String {
        settled(formatter).string(for: value) ?? ""
    }

    /// The formatter, or a copy of it whose machine-dependent settings are the host's.
    static func settled(_ formatter: Formatter) -> Formatter {
        if let dates = formatter as? DateFormatter,
           dates.timeZone == TimeZone.current || dates.locale == Locale.current,
           let copy = dates.copy() as? DateFormatter {
            if copy.timeZone == TimeZone.current { copy.timeZone = TimeZoneKey.defaultValue }
            if copy.locale == Locale.current { copy.locale = LocaleKey.defaultValue }
            return copy
        }
        if let numbers = formatter as? NumberFormatter, numbers.locale == Locale.current,
           let copy = numbers.copy() as? NumberFormatter {
            copy.locale = LocaleKey.defaultValue
            return copy
        }
        return formatter
    }

    /// The value of type `type` that a date or number formatter reads from `text`, or nil when it reads none
    /// (or a number that `type` cannot hold exactly). Linux's Foundation keeps `getObjectValue` internal, so the
    /// two formatters that edit values are read directly.
    static func value<V>(_ type: V.Type, from text: String, with formatter: Formatter) -> V? {
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        let double = number.doubleValue
        let whole = double.rounded() == double && abs(double) < 9e18
        let candidates: [Any?] = [
            number, double, Float(double), CGFloat(double), number.decimalValue,
            whole ? Int(double) : nil, whole ? Int64(double) : nil, whole ? Int32(exactly: double) : nil,
        ]
        return candidates.lazy.compactMap { $0 as? V }.first
    }
}
