import Foundation

/// Pages of content, one shown at a time: by default with a tab bar of their `tabItem`s at the bottom; with
/// `tabViewStyle(.page)` side by side in a horizontal pager that a swipe turns, with page dots.
///
/// Pages are told apart by their `.tag` (else their `ForEach` id, else their place), which `selection` holds.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selection when no binding is given.
    @State private var ownSelection: AnyHashable?

    /// A tab view whose shown page is the one tagged with `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let own = $ownSelection
        let erased: Binding<AnyHashable?>
        if let selection {
            erased = Binding(get: { AnyHashable(selection.wrappedValue) },
                             set: { value, transaction in
                                 guard let value = value?.base as? SelectionValue else { return }
                                 selection.transaction(transaction).wrappedValue = value
                             })
        } else {
            erased = own
        }
        return _TabViewContainer(selection: erased, content: content)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting on the first page.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// How a tab view shows its pages.
public protocol TabViewStyle {}

/// A tab bar at the bottom (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// A tab bar only (iOS 18's `.tabBarOnly`).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    public init() {}
}

/// Pages side by side, turned by swiping, with page dots.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    public struct IndexDisplayMode: Sendable, Equatable {
        let shows: Bool
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(shows: true)
        /// Shows the page dots always.
        public static let always = IndexDisplayMode(shows: true)
        /// Never shows the page dots.
        public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode
    /// Pages swiped sideways, with page dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's default: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar, never a sidebar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// A tab bar that becomes a sidebar where there is room (iOS 18's `.sidebarAdaptable`): on a phone, a tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The sidebar-adaptable style.
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar, or a sidebar where there is room (a tab bar in Flipbook, as on a phone).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped sideways, with page dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages swiped sideways, with page dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// A tab view's style, as the environment carries it (nil: a tab bar).
struct TabViewStyleKey: EnvironmentKey { static var defaultValue: PageTabViewStyle? { nil } }

extension EnvironmentValues {
    var pageTabViewStyle: PageTabViewStyle? {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

/// How page dots are backed.
public protocol IndexViewStyle {}

/// Page dots, with or without a backing.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a translucent backing.
    public struct BackgroundDisplayMode: Sendable, Equatable {
        let showsBacking: Bool
        /// The system's choice of background behind the dots: none for a paged tab view.
        public static let automatic = BackgroundDisplayMode(showsBacking: false)
        /// A background behind the dots always.
        public static let always = BackgroundDisplayMode(showsBacking: true)
        /// A background behind the dots while they are touched (a script's touches do not show it).
        public static let interactive = BackgroundDisplayMode(showsBacking: false)
        /// No background behind the dots.
        public static let never = BackgroundDisplayMode(showsBacking: false)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    /// The page dots' style, with a background as `backgroundDisplayMode` says: with `.always`, a translucent
    /// dark capsule behind the dots.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

/// The page dots' style, as the environment carries it to paged tab views.
struct IndexViewStyleKey: EnvironmentKey { static var defaultValue: PageIndexViewStyle { PageIndexViewStyle() } }

extension EnvironmentValues {
    var pageIndexViewStyle: PageIndexViewStyle {
        get { self[IndexViewStyleKey.self] }
        set { self[IndexViewStyleKey.self] = newValue }
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page dots' style.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The page dots' style, with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets how tab views in this view show their pages.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageTabViewStyle, style as? PageTabViewStyle)
    }

    /// Sets how paged tab views in this view back their page dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexViewStyle, style as? PageIndexViewStyle ?? PageIndexViewStyle())
    }

    /// The label of this page in its tab view's tab bar: a `Label`, or an image and a text.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: AnyView(label())))
    }
}

/// `tabItem(_:)`: a page's label in the tab bar.
public struct _TabItemModifier: ViewModifier {
    let label: AnyView
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { TabItemNode(graph: $0) }
    }
}

final class TabItemNode: WrappingLayoutNode, ModifierApplication {
    private(set) var label: AnyView?
    func apply(_ modifier: _TabItemModifier, context: ResolveContext) { label = modifier.label }
}

extension LayoutNode {
    /// The first node of `type` among this node and the modifier nodes it wraps.
    func wrapped<T>(_ type: T.Type) -> T? {
        var node: LayoutNode? = self
        while let current = node {
            if let found = current as? T { return found }
            node = (current as? WrappingLayoutNode)?.content
        }
        return nil
    }
}
