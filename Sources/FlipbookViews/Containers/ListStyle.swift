import Foundation

/// How a ``List`` draws its sections.
public protocol ListStyle {}

/// Sections as rounded cards inset from the edges, on a grey background: iOS's default.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}
/// Sections as full-width bands on a grey background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}
/// Rows edge to edge on the plain background.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}
/// Rows inset from the edges on the plain background.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}
/// A sidebar's list: on a phone, inset grouped (as `.insetGrouped`; its sections do not collapse in Flipbook).
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}
/// The platform's default: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list: inset grouped on a phone.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards inset from the edges, on a grey background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Sections as full-width bands on a grey background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on the plain background.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges on the plain background.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension View {
    /// Sets how lists in this view draw their sections.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, ListStyleKind(style))
    }
}

/// The measurements of a list style.
struct ListStyleKind: Equatable {
    /// From the list's edges to its cards.
    var margin: CGFloat
    var cornerRadius: CGFloat
    /// Space above a section without a header.
    var sectionSpacing: CGFloat
    var isGrouped: Bool

    var background: Color { isGrouped ? .systemGroupedBackground : .systemBackground }
    var cardColor: Color { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }

    static let insetGrouped = ListStyleKind(margin: 16, cornerRadius: 10, sectionSpacing: 35, isGrouped: true)

    init(margin: CGFloat, cornerRadius: CGFloat, sectionSpacing: CGFloat, isGrouped: Bool) {
        self.margin = margin
        self.cornerRadius = cornerRadius
        self.sectionSpacing = sectionSpacing
        self.isGrouped = isGrouped
    }

    init(_ style: some ListStyle) {
        switch style {
        case is GroupedListStyle: self.init(margin: 0, cornerRadius: 0, sectionSpacing: 35, isGrouped: true)
        case is PlainListStyle: self.init(margin: 0, cornerRadius: 0, sectionSpacing: 0, isGrouped: false)
        case is InsetListStyle: self.init(margin: 16, cornerRadius: 0, sectionSpacing: 0, isGrouped: false)
        default: self = .insetGrouped
        }
    }
}

struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }

extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

/// How scrolling dismisses the keyboard (accepted: Flipbook draws no keyboard).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let kind: Int
    /// The platform's choice, at once, with the drag, or never.
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0), immediately = ScrollDismissesKeyboardMode(kind: 1),
                      interactively = ScrollDismissesKeyboardMode(kind: 2), never = ScrollDismissesKeyboardMode(kind: 3)
}

extension View {
    /// How scrolling the scroll views inside dismisses the keyboard (no keyboard is drawn; the environment's
    /// `scrollDismissesKeyboardMode` reads it).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}

/// Whether lists draw their grey background (`scrollContentBackground(.hidden)` turns it off).
struct ScrollContentBackgroundHiddenKey: EnvironmentKey { static let defaultValue = false }

/// What a row asks to be drawn on (`listRowBackground(_:)`), read by its list.
struct ListRowBackgroundKey: ContainerValueKey { static let defaultValue: ListRowBackground? = nil }

extension EnvironmentValues {
    var scrollContentBackgroundHidden: Bool {
        get { self[ScrollContentBackgroundHiddenKey.self] }
        set { self[ScrollContentBackgroundHiddenKey.self] = newValue }
    }
}

extension View {
    /// Draws this list row on `view` instead of the list's card: a colour (`Color.clear` shows what is behind
    /// the list), or any view, laid out in the row's whole rectangle behind its content and clipped to the card's
    /// rounded corners.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        containerValue(\.listRowBackground, view.map { ListRowBackground($0) })
    }

    /// Whether lists in this view draw their background: `.hidden` leaves it clear, so a `background` behind the
    /// list shows (the rows' cards stay).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackgroundHidden, visibility == .hidden)
    }
}

extension ContainerValues {
    /// What a row asks its list to draw it on.
    var listRowBackground: ListRowBackground? {
        get { self[ListRowBackgroundKey.self] }
        set { self[ListRowBackgroundKey.self] = newValue }
    }
}
