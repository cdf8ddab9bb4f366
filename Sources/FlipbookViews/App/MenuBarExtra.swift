import Foundation

/// A control in the macOS menu bar that opens a menu or a window of `content`. Flipbook has no menu bar: an app
/// whose first scene it is shows its content as the window (what its `.window` style shows when opened).
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    let content: Content

    /// An extra drawn as `label` in the menu bar, opening `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// An extra drawn as `label`, inserted in the menu bar while `isInserted` is true.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public var body: Never { fatalError("MenuBarExtra has no body") }
    public var _firstWindowContent: (any View)? { content }
}

extension MenuBarExtra where Label == FlipbookViews.Label<Text, Image> {
    /// An extra titled `title` with a symbol, opening `content`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// An extra titled `title` with a symbol, opening `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// An extra titled `title` with a symbol, inserted while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// An extra titled `title` with a symbol, inserted while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>,
                                   @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// An extra titled `title` with an image from the assets, opening `content`.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension MenuBarExtra where Label == Text {
    /// An extra titled `title`, opening `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// An extra titled `title`, opening `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// How a menu bar extra shows its content: as a menu, or in a window (accepted).
public struct MenuBarExtraStyle: Sendable {
    let name: String
    /// The system's choice (a menu).
    public static let automatic = MenuBarExtraStyle(name: "automatic")
    /// A pull-down menu.
    public static let menu = MenuBarExtraStyle(name: "menu")
    /// A window below the menu bar.
    public static let window = MenuBarExtraStyle(name: "window")
}

extension Scene {
    /// How the menu bar extras here show their content (accepted).
    public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> some Scene { self }
}
