import Foundation

/// Which parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The time of day.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How date pickers look: compact (the default) or graphical; the wheel style is drawn compact.
public protocol DatePickerStyle {}

/// How a date picker is drawn.
enum DatePickerStyleKind { case compact, graphical }

/// A built-in date picker style, and how it is drawn.
protocol BuiltInDatePickerStyle: DatePickerStyle { var kind: DatePickerStyleKind { get } }

struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }

extension EnvironmentValues {
    /// How the date pickers here are drawn.
    var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}
/// A button showing the date that opens a calendar (iOS's default).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}
/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// The graphical style.
    public init() {}
    var kind: DatePickerStyleKind { .graphical }
}
/// Wheels of the date's parts (drawn compact).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}
/// The platform's default: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A button showing the date.
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar shown in place.
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of the date's parts (drawn compact).
    public static var wheel: WheelDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: compact.
    public static var automatic: DefaultDatePickerStyle { .init() }
}

extension View {
    /// How the date pickers here look: `.graphical` draws a calendar; the other styles are drawn compact.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyleKind, (style as? any BuiltInDatePickerStyle)?.kind ?? .compact)
    }
}
