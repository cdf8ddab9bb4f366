import Foundation
import FlipbookViews

/// A value placed on one of a mark's channels (`x`, `y`, an angle), with the label that names what it measures.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    /// The calendar interval a date stands for (a bar a day wide), if any.
    let unit: DateUnit?

    /// `value`, labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue {
        PlottableValue(label: label.key, value: value, unit: nil)
    }

    /// `value`, labelled `label`.
    @_disfavoredOverload
    public static func value<Label: StringProtocol>(_ label: Label, _ value: Value) -> PlottableValue {
        PlottableValue(label: String(label), value: value, unit: nil)
    }

    /// `value`, labelled `label`.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue {
        PlottableValue(label: label.string, value: value, unit: nil)
    }

    /// The channel's value as the scales read it.
    var plotted: PlotValue { plotValue(of: value) }
}

extension PlottableValue where Value == Date {
    /// The calendar interval at `value` in `unit` (the day, the month it starts), labelled `label`: a bar covers
    /// the interval.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue {
        PlottableValue(label: label.key, value: value, unit: DateUnit(component: unit, calendar: calendar))
    }

    /// The calendar interval at `value` in `unit`, labelled `label`.
    @_disfavoredOverload
    public static func value<Label: StringProtocol>(_ label: Label, _ value: Date, unit: Calendar.Component,
                                                    calendar: Calendar = .current) -> PlottableValue {
        PlottableValue(label: String(label), value: value, unit: DateUnit(component: unit, calendar: calendar))
    }
}

/// A calendar interval a plotted date stands for.
struct DateUnit: Hashable {
    let component: Calendar.Component
    let calendar: Calendar

    /// The interval of this unit that contains `date`.
    func interval(containing date: Date) -> (start: Date, end: Date) {
        let start = calendar.dateInterval(of: component, for: date)?.start ?? date
        let end = calendar.date(byAdding: component, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        return (start, end)
    }
}

/// How wide or tall a mark is along an axis.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat)
    }
    let kind: Kind

    /// The chart's choice: most of a category's band, or of a date unit's interval.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A fixed length in points.
    public static func fixed(_ length: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(length)) }
    /// A fraction of the band or interval.
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(ratio)) }
    /// The band or interval less `inset` points on each side.
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(inset)) }

    init(kind: Kind) { self.kind = kind }
    /// A fixed length in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A fixed length in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The length for a band `band` points long.
    func length(in band: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: band * ChartMetrics.barFraction
        case .fixed(let length): length
        case .ratio(let ratio): band * ratio
        case .inset(let inset): max(band - 2 * inset, 0)
        }
    }
}

/// How marks that share a position add up.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stacked from zero, each on the one before.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked and scaled so each stack fills the axis.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked around the middle.
    public static let center = MarkStackingMethod(kind: .center)
    /// Each from zero, overlapping.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or area joins its points.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear, catmullRom, cardinal(tension: Double), monotone, stepStart, stepCenter, stepEnd
    }
    let kind: Kind
    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve through every point.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    /// A smooth curve through every point, of tension 0.
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    /// A smooth curve through every point, tighter as `tension` goes to 1.
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
    /// A smooth curve through every point that never overshoots between them.
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
}
