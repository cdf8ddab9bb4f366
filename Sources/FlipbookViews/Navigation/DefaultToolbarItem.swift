import Foundation

/// A kind of item the system provides for a toolbar (iOS 26): the search field's button, the sidebar's toggle, or
/// the title.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let symbol: String?

    /// The search field, shown as a magnifying-glass button where it is placed.
    public static let search = ToolbarDefaultItemKind(symbol: "magnifyingglass")
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(symbol: "sidebar.left")
    /// The title (and subtitle) the bar already shows: it adds nothing.
    public static let title = ToolbarDefaultItemKind(symbol: nil)
}

/// An item the system provides, placed where `placement` says (iOS 26's `DefaultToolbarItem(kind: .search,
/// placement: .bottomBar)`). Flipbook draws the search item and the sidebar toggle as their symbols; a tap does
/// nothing, as Flipbook has no search field to bring up.
public struct DefaultToolbarItem: ToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// The system's item of `kind`, at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    /// Never called: the bar shows the item's symbol itself.
    public var body: Never { return fatalError("DefaultToolbarItem has no body") }

    public func _toolbarEntries() -> [_ToolbarEntry] {
        guard let symbol = kind.symbol else { return [] }
        return [_ToolbarEntry(placement: placement, view: AnyView(Image(systemName: symbol)
            .font(.system(size: 17, weight: .medium))
            .foregroundStyle(.tint)
            .accessibilityLabel(kind == .search ? "Search" : "Toggle Sidebar")))]
    }
}

/// How a tab view's search tab activates its field (iOS 26), accepted with `tabViewSearchActivation(_:)`.
public struct TabSearchActivation: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = TabSearchActivation(name: "automatic")
    /// Selecting the search tab activates the field.
    public static let searchTabSelection = TabSearchActivation(name: "searchTabSelection")
}

extension View {
    /// How the search tab of the tab view inside activates its field (accepted: Flipbook draws no field).
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { self }
}
