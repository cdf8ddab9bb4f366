import Foundation

/// The user's changes to an adaptable tab view's tabs (iOS 18), kept with `@AppStorage` or `@SceneStorage`. An
/// iPhone tab bar offers no customisation, so the visibilities set here change nothing drawn.
public struct TabViewCustomization: Codable, Equatable, Sendable {
    private var sidebar: [String: VisibilityName] = [:]
    private var tabBar: [String: VisibilityName] = [:]

    /// No changes.
    public init() {}

    /// The visibility of the tab with customisation id `id` in the sidebar.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { sidebar[id]?.visibility ?? .automatic }
        set { sidebar[id] = VisibilityName(newValue) }
    }

    /// The visibility of the tab with customisation id `id` in the tab bar.
    public subscript(tabBarVisibility id: String) -> Visibility {
        get { tabBar[id]?.visibility ?? .automatic }
        set { tabBar[id] = VisibilityName(newValue) }
    }

    /// Forgets every visibility set.
    public mutating func resetVisibility() {
        sidebar = [:]
        tabBar = [:]
    }

    /// Forgets the order of a section's tabs (none is kept here).
    public mutating func resetSectionOrder(sectionCustomizationID: String) {}

    /// A visibility as it is encoded.
    private enum VisibilityName: String, Codable, Sendable {
        case automatic, visible, hidden
        init(_ visibility: Visibility) {
            switch visibility {
            case .automatic: self = .automatic
            case .visible: self = .visible
            case .hidden: self = .hidden
            }
        }
        var visibility: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view's customisation under `key`, starting with none.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: TabViewCustomization(), key, store: store)
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// A tab view's customisation under `key` for the scene, starting with none.
    public init(_ key: String) { self.init(wrappedValue: TabViewCustomization(), key) }
}

extension View {
    /// Lets the user customise the tabs of an adaptable tab view, writing the changes to `customization`.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}
