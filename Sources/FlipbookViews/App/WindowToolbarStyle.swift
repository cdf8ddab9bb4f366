import Foundation

/// How a Mac window's toolbar sits with its title (`windowToolbarStyle(_:)`; accepted: Flipbook's canvas has no
/// title bar).
public protocol WindowToolbarStyle {}

/// The platform's toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// The default style.
    public init() {}
}

/// The title and the toolbar items on one row.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// The unified style, with the title shown.
    public init() {}
    /// The unified style, with the title shown or hidden.
    public init(showsTitle: Bool) {}
}

/// The title and the toolbar items on one short row.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// The compact unified style, with the title shown.
    public init() {}
    /// The compact unified style, with the title shown or hidden.
    public init(showsTitle: Bool) {}
}

/// The title above the toolbar items.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// The expanded style.
    public init() {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The platform's toolbar style.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// The title and the toolbar items on one row.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// The title, shown or hidden, and the toolbar items on one row.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// The title and the toolbar items on one short row.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// The title, shown or hidden, and the toolbar items on one short row.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title above the toolbar items.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension Scene {
    /// How the scene's windows place their toolbar (macOS; accepted).
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }
}
