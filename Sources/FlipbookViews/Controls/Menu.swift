import Foundation

/// A button that opens a list of actions. A tap on its label (drawn in the tint) opens the list below it: a
/// 250-point-wide rounded panel, white or in the dark appearance elevated grey (iOS blurs what is behind it into an
/// all but opaque backing) with one 44-point row per item, separated by hairlines;
/// a tap on an item runs it and closes the list, and a tap on the label again closes it. The list is drawn above
/// the whole tree.
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?
    /// Whether a menu style set in the environment makes the menu (not for `Menu(configuration)`, the menu a
    /// style makes).
    var usesStyle = true
    @State private var isOpen = false
    @Environment(\.tint) private var tint
    @Environment(\.menuStyle) private var style

    /// A menu of `content`, opened by tapping `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction` (the list then opens on a long press, which Flipbook leaves out).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    static var width: CGFloat { 250 }

    @ViewBuilder public var body: some View {
        if usesStyle, let style {
            style.makeBody(MenuStyleConfiguration(label: .init(content: AnyView(label)),
                                                  content: .init(content: AnyView(content)),
                                                  primaryAction: primaryAction))
        } else {
            standardMenu
        }
    }

    private var standardMenu: some View {
        let open = $isOpen
        let close = DismissAction { open.wrappedValue = false }
        return label
            .foregroundStyle(tint ?? .accentColor)
            .contentShape(Rectangle())
            .onTapGesture {
                if let primaryAction { primaryAction() } else { open.wrappedValue.toggle() }
            }
            .overlay(alignment: .bottomLeading) {
                if isOpen {
                    VStack(alignment: .leading, spacing: 0) {
                        content
                            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                            .padding(.horizontal, 16)
                            .overlay(alignment: .bottom) { Color(.separator).frame(height: 0.5) }
                    }
                    .buttonStyle(.plain)
                    .environment(\.buttonDismisses, close)
                    .environment(\.isInMenu, true)
                    .frame(width: Self.width)
                    // White, or in the dark appearance the elevated grey of iOS's menus (#2C2C2E).
                    .background(RoundedRectangle(cornerRadius: 13).fill(Color(.tertiarySystemBackground)))
                    .clipShape(RoundedRectangle(cornerRadius: 13))
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 20, y: 8)
                    .fixedSize(horizontal: false, vertical: true)
                    // Drawn and touched above the whole tree: no view after the menu covers it.
                    .modifier(_AboveTree())
                    // The panel's top 8 points below the label's bottom.
                    .alignmentGuide(.bottom) { d in d[.top] - 8 }
                }
            }
    }
}

extension Menu where Label == Text {
    /// A menu of `content`, opened by tapping a title given as a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu of `content`, opened by tapping a title given as a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A titled menu whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled by a string whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == FlipbookViews.Label<Text, Image> {
    /// A menu opened by tapping a title with an SF Symbol beside it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FlipbookViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu opened by tapping a string title with an SF Symbol beside it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FlipbookViews.Label(title, systemImage: systemImage) }
    }

    /// A menu with a titled symbol whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { FlipbookViews.Label(titleKey, systemImage: systemImage) },
                  primaryAction: primaryAction)
    }

    /// A menu with a string title and a symbol whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { FlipbookViews.Label(title, systemImage: systemImage) },
                  primaryAction: primaryAction)
    }
}

extension View {
    /// Accepted: the menu a long press shows is not drawn.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Accepted: the menu a long press shows, and its preview, are not drawn.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    /// iOS 13's spelling, with the menu as a ``ContextMenu`` value (accepted: the menu is not drawn).
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

    /// The order of the menus' items inside (menus show their items as written; the environment's `menuOrder`
    /// reads it).
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }

    /// Sets how the menus inside are drawn: a style of one's own makes each menu's view (usually a
    /// `Menu(configuration)` decorated); the built-in styles draw the standard menu.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, ErasedStyle(style))
    }
}

/// The order of a menu's items (accepted).
public struct MenuOrder: Hashable, Sendable {
    let kind: Int
    /// The system's order, the order that puts the first item nearest the label, or the order as written.
    public static let automatic = MenuOrder(kind: 0), priority = MenuOrder(kind: 1), fixed = MenuOrder(kind: 2)
}

/// How a menu is drawn: the built-in styles draw the standard menu; a style of one's own makes the menu's view
/// from its configuration, usually by decorating `Menu(configuration)`.
@MainActor
public protocol MenuStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a menu with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The menu's label and items.
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` is given: a menu's label, items and primary action, which `Menu(configuration)` draws
/// as the standard menu.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The menu's items, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The standard menu of a style's configuration.
    public init(_ configuration: MenuStyleConfiguration) {
        self.content = configuration.content
        self.label = configuration.label
        self.primaryAction = configuration.primaryAction
        self.usesStyle = false
    }
}

extension ErasedStyle where Configuration == MenuStyleConfiguration {
    init<S: MenuStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// Nil until a style is set: menus are then drawn the standard way.
struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<MenuStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var menuStyle: ErasedStyle<MenuStyleConfiguration>? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

/// The platform's default menu look.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
    /// The standard menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
    /// The standard menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default menu look.
    public static var automatic: DefaultMenuStyle { .init() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { .init() }
}

/// A menu drawn as a borderless button (iOS 14's spelling; drawn as the default).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless-button style.
    public init() {}
    /// The standard menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

/// iOS 13's context menu value, for `contextMenu(_:)` (accepted: the menu is not drawn).
public struct ContextMenu<MenuItems: View> {
    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}
