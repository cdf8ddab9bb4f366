import Foundation

/// Where a tab may go in a tab view that adapts between a tab bar and a sidebar (iOS 18).
public struct TabPlacement: Hashable, Sendable {
    let name: String
    /// Wherever the tab view puts it.
    public static let automatic = TabPlacement(name: "automatic")
    /// Always in the tab bar, not customisable.
    public static let pinned = TabPlacement(name: "pinned")
    /// In the sidebar only.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// The parts of an adaptable tab view a tab's customisation applies to.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// Every part.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// How a user may customise a tab in an adaptable tab view.
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    /// The tab view's default.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// The tab may be moved.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// The tab may not be customised.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

extension TabContent {
    /// Names the tab for a `TabViewCustomization`; the iPhone tab bar has no customisation, so it changes nothing
    /// drawn.
    public func customizationID(_ id: String) -> Self { self }

    /// Where the tab goes in an adaptable tab view; on iPhone every tab sits in the tab bar.
    public func tabPlacement(_ placement: TabPlacement) -> Self { self }

    /// The tab's visibility before any customisation, in the sidebar or the tab bar of an iPad; the iPhone tab
    /// bar shows every tab.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self {
        self
    }

    /// Whether the user may move or hide the tab in an iPad's customisable tab bar.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior,
                                      for placements: AdaptableTabBarPlacement...) -> Self { self }

    /// The tab left out of the tab view while `hidden` is true, its page and its item alike.
    public func hidden(_ hidden: Bool = true) -> OptionalTabContent<Self> {
        OptionalTabContent(wrapped: hidden ? nil : self)
    }
}
