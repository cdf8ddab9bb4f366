import Foundation

/// A scene whose windows' content is wrapped by a view modifier (`WindowGroup { … }.environment(store)`).
public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content
    let wrap: @MainActor (any View) -> any View

    public var body: Never { fatalError("_ModifiedScene has no body") }
    public var _firstWindowContent: (any View)? { content._firstWindowContent.map(wrap) }
}

extension Scene {
    /// The scene with `modifier` applied to the content of each of its windows.
    public func _modifyingWindows<V: View>(_ modifier: @escaping @MainActor (AnyView) -> V) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { view in modifier(AnyView(view)) }
    }

    /// Gives the views of the scene's windows `object`, read with `@Environment(Type.self)`, as on a view.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _modifyingWindows { $0.environment(object) }
    }

    /// Sets an environment value for the views of the scene's windows, as on a view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _modifyingWindows { $0.environment(keyPath, value) }
    }

    /// Gives the views of the scene's windows `object`, read with `@EnvironmentObject`, as on a view.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _modifyingWindows { $0.environmentObject(object) }
    }

    /// The defaults `@AppStorage` reads and writes in the scene (accepted: Flipbook keeps app storage in
    /// memory, per host).
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }

    /// A keyboard shortcut that opens the scene's window (accepted: Flipbook has no keyboard).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { self }

    /// The look of the scene's windows (macOS; accepted: Flipbook's canvas has no title bar).
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }
}

/// How a window looks (macOS), accepted with `windowStyle(_:)`.
public protocol WindowStyle {}

/// A window with a title bar.
public struct DefaultWindowStyle: WindowStyle {
    /// The platform's window style.
    public init() {}
}

/// A window without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// A window whose title bar is hidden.
    public init() {}
}

/// A window with a title bar, as `automatic`.
public struct TitleBarWindowStyle: WindowStyle {
    /// A window with a title bar.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window without a title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
