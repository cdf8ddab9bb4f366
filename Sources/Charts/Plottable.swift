import Foundation

/// A value a chart can place on an axis: a number, a date or a category, or a type that stands for one.
///
/// Numbers, `Date` and `String` are plottable; a type of your own conforms by giving the primitive value it stands
/// for (an enum with a `String` raw value needs only the conformance).
public protocol Plottable {
    /// The number, date or string this value stands for.
    associatedtype PrimitivePlottable: Plottable
    /// The number, date or string this value stands for.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value that stands for `primitivePlottable`, if there is one.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The case of this raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// What a plotted value is to a scale.
enum PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value as a number on a continuous scale (a date's seconds since 2001); nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// The category's name, or the value's text.
    var categoryName: String {
        switch self {
        case .category(let name): name
        case .number(let value): ChartNumberFormat.string(value)
        case .date(let date): "\(date)"
        }
    }
}

/// The plottable types that are their own primitive: numbers, dates and strings.
protocol BasePlottable {
    var plotValue: PlotValue { get }
    static func make(from value: PlotValue) -> Self?
}

/// The scale's view of `value`, through the primitive values it stands for.
func plotValue<Value: Plottable>(of value: Value, depth: Int = 0) -> PlotValue {
    if let base = value as? any BasePlottable { return base.plotValue }
    guard depth < 8 else { return .category("\(value)") }
    return plotValue(of: value.primitivePlottable, depth: depth + 1)
}

/// The value of type `Value` a scale's `value` stands for, if it has one.
func plottable<Value: Plottable>(_ value: PlotValue, as type: Value.Type, depth: Int = 0) -> Value? {
    if let base = type as? any BasePlottable.Type { return base.make(from: value) as? Value }
    guard depth < 8, let primitive = plottable(value, as: Value.PrimitivePlottable.self, depth: depth + 1) else { return nil }
    return Value(primitivePlottable: primitive)
}

/// A number type plotted as itself.
protocol NumericPlottable: BasePlottable, Plottable {
    init(plotNumber: Double)
    var plotNumber: Double { get }
}

extension NumericPlottable {
    var plotValue: PlotValue { .number(plotNumber) }
    static func make(from value: PlotValue) -> Self? {
        guard let number = value.continuous, number.isFinite else { return nil }
        return Self(plotNumber: number)
    }
}

extension Int: Plottable, NumericPlottable {
    /// The integer itself.
    public var primitivePlottable: Int { self }
    /// The integer itself.
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    init(plotNumber: Double) { self = Int(clamping: Int64(Swift.max(Swift.min(plotNumber.rounded(), 9e18), -9e18))) }
    var plotNumber: Double { Double(self) }
}

extension Int32: Plottable, NumericPlottable {
    /// The integer itself.
    public var primitivePlottable: Int32 { self }
    /// The integer itself.
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
    init(plotNumber: Double) { self = Int32(clamping: Int64(Swift.max(Swift.min(plotNumber.rounded(), 9e18), -9e18))) }
    var plotNumber: Double { Double(self) }
}

extension Int64: Plottable, NumericPlottable {
    /// The integer itself.
    public var primitivePlottable: Int64 { self }
    /// The integer itself.
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
    init(plotNumber: Double) { self = Int64(Swift.max(Swift.min(plotNumber.rounded(), 9e18), -9e18)) }
    var plotNumber: Double { Double(self) }
}

extension UInt: Plottable, NumericPlottable {
    /// The integer itself.
    public var primitivePlottable: UInt { self }
    /// The integer itself.
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
    init(plotNumber: Double) { self = UInt(Swift.max(Swift.min(plotNumber.rounded(), 9e18), 0)) }
    var plotNumber: Double { Double(self) }
}

extension Double: Plottable, NumericPlottable {
    /// The number itself.
    public var primitivePlottable: Double { self }
    /// The number itself.
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    init(plotNumber: Double) { self = plotNumber }
    var plotNumber: Double { self }
}

extension Float: Plottable, NumericPlottable {
    /// The number itself.
    public var primitivePlottable: Float { self }
    /// The number itself.
    public init?(primitivePlottable: Float) { self = primitivePlottable }
    init(plotNumber: Double) { self = Float(plotNumber) }
    var plotNumber: Double { Double(self) }
}

extension CGFloat: Plottable, NumericPlottable {
    /// The number itself.
    public var primitivePlottable: CGFloat { self }
    /// The number itself.
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
    init(plotNumber: Double) { self = CGFloat(plotNumber) }
    var plotNumber: Double { Double(self) }
}

extension Decimal: Plottable, NumericPlottable {
    /// The number itself.
    public var primitivePlottable: Decimal { self }
    /// The number itself.
    public init?(primitivePlottable: Decimal) { self = primitivePlottable }
    init(plotNumber: Double) { self = Decimal(plotNumber) }
    var plotNumber: Double { NSDecimalNumber(decimal: self).doubleValue }
}

extension Date: Plottable, BasePlottable {
    /// The date itself.
    public var primitivePlottable: Date { self }
    /// The date itself.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    var plotValue: PlotValue { .date(self) }
    static func make(from value: PlotValue) -> Date? {
        guard let seconds = value.continuous, seconds.isFinite else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

extension String: Plottable, BasePlottable {
    /// The string itself.
    public var primitivePlottable: String { self }
    /// The string itself.
    public init?(primitivePlottable: String) { self = primitivePlottable }
    var plotValue: PlotValue { .category(self) }
    static func make(from value: PlotValue) -> String? {
        if case .category(let name) = value { return name }
        return nil
    }
}
