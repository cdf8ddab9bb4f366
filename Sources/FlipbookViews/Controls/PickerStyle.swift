import Foundation

/// How a picker looks.
public protocol PickerStyle {}
/// iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}
/// Options as tabs that switch content (iOS 27): drawn as the segmented control.
public struct TabsPickerStyle: PickerStyle {
    /// The tabs style.
    public init() {}
}
/// A button showing the selection that opens a menu of the options (iOS's default outside lists).
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}
/// A wheel of the options, the selected one in the middle band.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}
/// The options as rows, the selected one checked.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}
/// The platform's default: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}
/// A row that pushes a list of the options (drawn inline: the options as rows).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
}
/// Radio buttons (a macOS style; drawn inline).
public struct RadioGroupPickerStyle: PickerStyle {
    /// The radio-group style.
    public init() {}
}
/// A palette of options (drawn segmented).
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// iOS's segmented control: the options side by side, the selected one on a white thumb that slides.
    public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == TabsPickerStyle {
    /// Options as tabs (iOS 27): drawn as the segmented control.
    public static var tabs: TabsPickerStyle { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A button showing the selection that opens a menu of the options.
    public static var menu: MenuPickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel of the options, the selected one in the middle band.
    public static var wheel: WheelPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The options as rows, the selected one checked.
    public static var inline: InlinePickerStyle { .init() }
}
extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: a menu.
    public static var automatic: DefaultPickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes a list of the options (drawn inline).
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A palette of options (drawn segmented).
    public static var palette: PalettePickerStyle { .init() }
}

/// The looks Flipbook draws pickers in.
enum PickerLook: Equatable, Sendable {
    case segmented, menu, wheel, inline
}

struct PickerLookKey: EnvironmentKey { static let defaultValue = PickerLook.menu }

extension EnvironmentValues {
    var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets how pickers in this view look.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let look: PickerLook
        switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle, is TabsPickerStyle: look = .segmented
        case is WheelPickerStyle: look = .wheel
        case is InlinePickerStyle, is NavigationLinkPickerStyle, is RadioGroupPickerStyle: look = .inline
        default: look = .menu
        }
        return environment(\.pickerLook, look)
    }
}
