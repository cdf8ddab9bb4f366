import Foundation

// Environment values that describe the device and the app around a view. A Flipbook host is a phone in
// portrait, its app active, in US English in UTC: the values say so, so that code that reads them behaves as
// it does on an iPhone and frames stay the same on every machine.

/// How much room a dimension has: a phone in portrait is compact across and regular down.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room.
    case compact
    /// Plenty of room.
    case regular
}

/// Whether the app is in front.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not visible.
    case background
    /// Visible but not taking input.
    case inactive
    /// In front and taking input (always, in Flipbook).
    case active
}

/// The size of text the user asks for (accepted: text has its default size).
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
    /// The standard sizes, from the smallest to the largest.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The larger accessibility sizes.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older way to close a presentation (`@Environment(\.presentationMode)`): a binding whose `dismiss()`
/// closes the sheet, cover or pushed screen the view is in, as `dismiss` does.
public struct PresentationMode {
    let dismissAction: DismissAction
    /// Whether the view is in a presentation.
    public let isPresented: Bool
    /// Closes the presentation.
    @MainActor public mutating func dismiss() { dismissAction() }
}

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current } }
struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }
}

extension EnvironmentValues {
    /// How much room there is across: compact, as on a phone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// How much room there is down: regular, as on a phone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Whether the app is in front: active.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// The size of text the user asks for: large, the default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The locale: US English, so frames do not depend on the machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The time zone: UTC, so frames do not depend on the machine.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The calendar: Gregorian, in UTC and US English.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// Whether the view is presented, and a way to dismiss it.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
        return .constant(mode)
    }
}

extension View {
    /// Sets the dynamic type size (accepted: text keeps its size).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Sets the range of dynamic type sizes (accepted).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    /// Accepted: hosts open no URLs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
