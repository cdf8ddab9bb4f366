import Foundation

// Modifiers an app's `body` puts on its scenes. Flipbook hosts only the content of the first window, not the app
// around it: the app's own state never changes and its scene phase is always `.active`, so these are accepted
// and have no effect (the window's content still reacts to `onChange` on its own views).
extension Scene {
    /// Calls `action` when `value` changes (accepted: an app's scene values never change in Flipbook).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        self
    }

    /// Calls `action` when `value` changes (accepted: an app's scene values never change in Flipbook).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some Scene {
        self
    }

    /// Calls `action` with the new value when `value` changes, the iOS 14 form (accepted: an app's scene values
    /// never change in Flipbook).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        self
    }

    /// The size a new window opens at (accepted: Flipbook's canvas size is set by the host).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// The size a new window opens at (accepted: Flipbook's canvas size is set by the host).
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// How the window may be resized (accepted: Flipbook's canvas size is set by the host).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// How a window may be resized (accepted with `windowResizability`).
public struct WindowResizability: Sendable {
    /// The platform's choice, the content's size limits, or the content's minimum size.
    public static let automatic = WindowResizability(), contentSize = WindowResizability(),
                      contentMinSize = WindowResizability()
}
