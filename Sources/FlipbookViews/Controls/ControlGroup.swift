/// Related controls side by side in one rounded capsule of the secondary fill, as iOS 15 draws a control group:
/// its buttons split it evenly, separated by hairlines.
public struct ControlGroup<Content: View>: View {
    let content: Content
    var label: AnyView?
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @ViewBuilder public var body: some View {
        if let style {
            style.makeBody(ControlGroupStyleConfiguration(label: .init(content: label ?? AnyView(EmptyView())),
                                                          content: .init(content: AnyView(content))))
        } else {
            standardGroup
        }
    }

    private var standardGroup: some View {
        Group(subviews: content) { controls in
            HStack(spacing: 0) {
                ForEach(Array(controls.enumerated()), id: \.element.id) { index, control in
                    if index > 0 { Divider().frame(height: 20) }
                    control.frame(maxWidth: .infinity, minHeight: 44)
                }
            }
        }
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(.secondarySystemFill)))
    }
}

extension ControlGroup {
    /// A group with a label, which a menu-style group shows in SwiftUI (here the controls are drawn).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
        self.label = AnyView(label())
    }

    /// A group titled `titleKey` with a symbol (the controls are drawn).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = AnyView(Label(titleKey, systemImage: systemImage))
    }

    /// A group titled `title` (the controls are drawn).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = AnyView(Text(title))
    }
}

/// How a control group looks: Flipbook draws every built-in style as the automatic one; a style of one's own
/// makes the group's view from its label and controls.
@MainActor
public protocol ControlGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a control group with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The group's label and controls.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a ``ControlGroupStyle`` is given: the group's label and its controls.
public struct ControlGroupStyleConfiguration {
    /// The group's label, as a view (empty for a group without one).
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group's controls, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group's label.
    public let label: Label
    /// The group's controls.
    public let content: Content
}

/// The control group style a view asks for (drawn as the automatic one).
public struct _NamedControlGroupStyle: ControlGroupStyle {
    let name: String
    /// The controls in the automatic style's capsule.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup { configuration.content }
    }
}

extension ErasedStyle where Configuration == ControlGroupStyleConfiguration {
    init<S: ControlGroupStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// Nil for the built-in styles: a group is then drawn as the automatic style.
struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<ControlGroupStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var controlGroupStyle: ErasedStyle<ControlGroupStyleConfiguration>? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension ControlGroupStyle where Self == _NamedControlGroupStyle {
    /// The platform's choice.
    public static var automatic: _NamedControlGroupStyle { _NamedControlGroupStyle(name: "automatic") }
    /// For navigation controls in a toolbar.
    public static var navigation: _NamedControlGroupStyle { _NamedControlGroupStyle(name: "navigation") }
    /// A menu of the controls.
    public static var menu: _NamedControlGroupStyle { _NamedControlGroupStyle(name: "menu") }
    /// A compact menu of the controls.
    public static var compactMenu: _NamedControlGroupStyle { _NamedControlGroupStyle(name: "compactMenu") }
    /// A palette of the controls.
    public static var palette: _NamedControlGroupStyle { _NamedControlGroupStyle(name: "palette") }
}

extension View {
    /// How the control groups here look: the built-in styles are drawn as the automatic one, a style of one's
    /// own makes each group's view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, style is _NamedControlGroupStyle ? nil : ErasedStyle(style))
    }
}
