import Foundation

// iOS 27's adaptive toolbars: an overflow menu, the order items move into it, a pinned trailing place, and
// navigation bars that minimize on scroll. A phone's bar in Flipbook is as wide as its items need, so no item
// overflows for want of room: the priorities are kept, and only `ToolbarOverflowMenu` fills the menu.

/// How readily a toolbar item moves into the overflow menu when the bar runs out of room: lower first.
public struct ToolbarItemVisibilityPriority: Hashable, Sendable {
    let value: Int

    /// The system's choice.
    public static let automatic = ToolbarItemVisibilityPriority(value: 0)
    /// Moves into the overflow menu before the others.
    public static let low = ToolbarItemVisibilityPriority(value: -100)
    /// Stays in the bar after the others have moved.
    public static let high = ToolbarItemVisibilityPriority(value: 100)

    /// A priority just below `other`'s.
    public init(lowerThan other: ToolbarItemVisibilityPriority) { value = other.value - 1 }
    /// A priority just above `other`'s.
    public init(higherThan other: ToolbarItemVisibilityPriority) { value = other.value + 1 }
    init(value: Int) { self.value = value }
}

extension ToolbarContent {
    /// How readily these items move into the overflow menu (accepted: Flipbook's bars give every item room).
    public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some ToolbarContent {
        _ToolbarEntries(entries: _toolbarEntries())
    }
}

/// Actions that always go in the toolbar's overflow menu: an ellipsis button at the bar's trailing end that
/// opens a menu of them.
public struct ToolbarOverflowMenu<Content: View>: ToolbarContent {
    let content: Content

    /// An overflow menu of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Never called: the bar places the menu itself.
    public var body: Never { return fatalError("ToolbarOverflowMenu has no body") }
    public func _toolbarEntries() -> [_ToolbarEntry] {
        [_ToolbarEntry(placement: .topBarTrailing,
                       view: AnyView(Menu { content } label: { Image(systemName: "ellipsis") }))]
    }
}

extension View {
    /// Puts `content` in the toolbar's overflow menu.
    public func toolbarOverflowMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarOverflowMenu(content: content) }
    }
}

extension ToolbarItemPlacement {
    /// The trailing end of the top bar, kept there when others overflow.
    public static let topBarPinnedTrailing = ToolbarItemPlacement(position: .trailing)
}

/// When a navigation bar minimizes as its content scrolls (iOS 27).
public struct ToolbarMinimizationBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarMinimizationBehavior(name: "automatic")
    /// Minimizes while the content scrolls down.
    public static let onScrollDown = ToolbarMinimizationBehavior(name: "onScrollDown")
    /// Never minimizes.
    public static let never = ToolbarMinimizationBehavior(name: "never")
}

/// When a minimized bar comes back (iOS 27).
public struct ToolbarMinimizationRestoration: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarMinimizationRestoration(name: "automatic")
}

extension View {
    /// Lets `bars` minimize as the content scrolls (accepted: Flipbook's bars stay full size).
    public func toolbarMinimizationBehavior(_ behavior: ToolbarMinimizationBehavior,
                                            for bars: ToolbarPlacement...) -> some View { self }
    /// When minimized `bars` come back (accepted, as bars do not minimize).
    public func toolbarMinimizationRestoration(_ restoration: ToolbarMinimizationRestoration,
                                               for bars: ToolbarPlacement...) -> some View { self }
}
