import Foundation

/// How a ``Label`` arranges its title and icon.
@MainActor
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a label with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label's title and icon.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The title of the label, as a view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The icon of the label, as a view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The icon before the title, 8 points apart (or as `labelIconToTitleSpacing` says): how iOS shows a label
/// outside lists and menus.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        IconBeforeTitle(configuration: configuration)
    }

    private struct IconBeforeTitle: View {
        let configuration: Configuration
        @Environment(\.labelIconToTitleSpacing) private var spacing
        var body: some View {
            HStack(spacing: spacing ?? 8) {
                configuration.icon
                configuration.title
            }
        }
    }
}

/// The gap between a label's icon and its title (`labelIconToTitleSpacing(_:)`).
struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The gap between the icons and titles of the labels inside; nil: the style's own (8 points).
    public var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
}

extension View {
    /// iOS 26: the gap between the icons and titles of the labels inside.
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, spacing.isFinite ? max(0, spacing) : nil)
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The style labels have unless one is set: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// Nil until a style is set: labels then use ``DefaultLabelStyle``.
struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<LabelStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var labelStyle: ErasedStyle<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how labels in this view show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, ErasedStyle(style))
    }
}
