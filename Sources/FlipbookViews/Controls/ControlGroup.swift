/// Related controls side by side in one rounded capsule of the secondary fill, as iOS 15 draws a control group:
/// its buttons split it evenly, separated by hairlines.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
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
    }

    /// A group titled `titleKey` with a symbol (the controls are drawn).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group titled `title` (the controls are drawn).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// How a control group looks: Flipbook draws every style as the automatic one.
public protocol ControlGroupStyle {}

/// The control group style a view asks for (accepted).
public struct _NamedControlGroupStyle: ControlGroupStyle {
    let name: String
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
    /// How the control groups here look (accepted: they are drawn as the automatic style).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
