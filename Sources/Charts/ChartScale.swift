import Foundation

/// One axis's scale: categories in bands, or a continuous range of numbers or dates, mapped onto the plot's
/// length along that axis (position 0 is the leading or bottom edge).
struct ChartScale {
    enum Kind {
        case band([String])
        case continuous(lower: Double, upper: Double, isDate: Bool)
    }
    var kind: Kind
    var length: CGFloat
    var reversed = false
    /// How far the scale is scrolled: positions are this many points less (a chart that scrolls shows part of a
    /// scale longer than its plot).
    var offset: CGFloat = 0

    /// The width of a category's band (the whole length for a continuous scale).
    var bandWidth: CGFloat {
        if case .band(let names) = kind, !names.isEmpty { return length / CGFloat(names.count) }
        return length
    }

    var isContinuous: Bool { if case .continuous = kind { true } else { false } }
    var isDate: Bool { if case .continuous(_, _, let isDate) = kind { isDate } else { false } }

    /// The position of `value`: a band's middle, or the point of a number or date along the range.
    func position(of value: PlotValue) -> CGFloat? {
        let raw: CGFloat?
        switch kind {
        case .band(let names):
            guard let index = names.firstIndex(of: value.categoryName) else { return nil }
            raw = (CGFloat(index) + 0.5) * bandWidth
        case .continuous(let lower, let upper, _):
            guard let number = value.continuous, number.isFinite else { return nil }
            raw = position(ofNumber: number, lower: lower, upper: upper)
        }
        return raw.map { (reversed ? length - $0 : $0) - offset }
    }

    /// The position of a continuous `number` (nil on a band scale).
    func position(ofNumber number: Double) -> CGFloat? {
        guard case .continuous(let lower, let upper, _) = kind, number.isFinite else { return nil }
        let raw = position(ofNumber: number, lower: lower, upper: upper)
        return (reversed ? length - raw : raw) - offset
    }

    private func position(ofNumber number: Double, lower: Double, upper: Double) -> CGFloat {
        let span = upper - lower
        guard span.isFinite, span != 0 else { return length / 2 }
        return CGFloat((number - lower) / span) * length
    }

    /// The value at `position`: the band's category, or the number or date there.
    func value(at position: CGFloat) -> PlotValue? {
        guard position.isFinite else { return nil }
        let raw = reversed ? length - (position + offset) : position + offset
        switch kind {
        case .band(let names):
            guard !names.isEmpty, bandWidth > 0 else { return nil }
            let index = Int((raw / bandWidth).rounded(.down))
            guard names.indices.contains(index) else { return nil }
            return .category(names[index])
        case .continuous(let lower, let upper, let isDate):
            guard length > 0 else { return nil }
            let number = lower + Double(raw / length) * (upper - lower)
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
        }
    }
}

/// Round tick values for a continuous range, as charts label their axes.
enum ChartTicks {
    /// Round numbers from `lower` to `upper`, about `count` of them (1, 2, 2.5 or 5 times a power of ten apart).
    static func numbers(lower: Double, upper: Double, count: Int = 5) -> [Double] {
        guard lower.isFinite, upper.isFinite, upper > lower, count > 0 else { return lower.isFinite ? [lower] : [] }
        let step = niceStep((upper - lower) / Double(count))
        guard step > 0, step.isFinite else { return [lower] }
        let first = (lower / step).rounded(.up)
        let last = (upper / step).rounded(.down)
        guard last - first < 1_000 else { return [lower, upper] }
        return stride(from: first, through: last, by: 1).map { ($0 * step).roundedToStep(step) }
    }

    /// The round step nearest above `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let fraction = rough / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// `lower...upper` widened to round numbers (a step of about a fifth of the range).
    static func niceDomain(lower: Double, upper: Double, count: Int = 5) -> (Double, Double) {
        guard lower.isFinite, upper.isFinite else { return (0, 1) }
        guard upper > lower else { return lower == 0 ? (0, 1) : (min(lower, 0), max(upper, 0) + (lower == 0 ? 1 : 0)) }
        let step = niceStep((upper - lower) / Double(count))
        return ((lower / step).rounded(.down) * step, (upper / step).rounded(.up) * step)
    }

    /// Dates from `lower` to `upper` at a calendar stride that gives at most about seven ticks.
    static func dates(lower: Double, upper: Double, calendar: Calendar = .current,
                      stride preferred: (Calendar.Component, Int)? = nil) -> (dates: [Date], component: Calendar.Component) {
        guard lower.isFinite, upper.isFinite, upper >= lower else { return ([], .day) }
        let span = upper - lower
        let candidates: [(Calendar.Component, Int, Double)] = [
            (.minute, 1, 60), (.minute, 15, 900), (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600),
            (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.month, 1, 2_629_800),
            (.month, 3, 7_889_400), (.year, 1, 31_557_600), (.year, 5, 157_788_000), (.year, 10, 315_576_000),
        ]
        let (component, step) = preferred ?? candidates.first { span / $0.2 <= 7 }.map { ($0.0, $0.1) } ?? (.year, 50)
        let start = Date(timeIntervalSinceReferenceDate: lower)
        var date = calendar.dateInterval(of: component == .weekOfYear ? .weekOfYear : component, for: start)?.start ?? start
        if date.timeIntervalSinceReferenceDate < lower - 1 {
            date = calendar.date(byAdding: component, value: 1, to: date) ?? date
        }
        var dates: [Date] = []
        while date.timeIntervalSinceReferenceDate <= upper + 1, dates.count < 200 {
            dates.append(date)
            guard let next = calendar.date(byAdding: component, value: max(step, 1), to: date), next > date else { break }
            date = next
        }
        return (dates, component)
    }
}

extension Double {
    /// The value with the float noise of multiplying by `step` removed.
    func roundedToStep(_ step: Double) -> Double {
        let digits = max(0, -Int(log10(step).rounded(.down)) + 2)
        let scale = pow(10, Double(min(digits, 12)))
        return (self * scale).rounded() / scale
    }
}

/// How axis labels write numbers and dates.
enum ChartNumberFormat {
    /// `value` as an axis labels it: grouped thousands, no trailing zeros (`2,000`, `0.25`).
    static func string(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter.string(from: NSNumber(value: value == 0 ? 0 : value)) ?? "\(value)"
    }

    /// `date` as an axis labels a tick at a stride of `component`: `Jan`, `Mar 5`, `3 PM`, `2024`.
    static func string(_ date: Date, component: Calendar.Component, calendar: Calendar = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = calendar.timeZone
        switch component {
        case .year: formatter.dateFormat = "yyyy"
        case .month, .quarter: formatter.dateFormat = "MMM"
        case .day, .weekOfYear, .weekOfMonth, .weekday: formatter.dateFormat = "MMM d"
        case .hour: formatter.dateFormat = "h a"
        default: formatter.dateFormat = "h:mm"
        }
        return formatter.string(from: date)
    }
}
