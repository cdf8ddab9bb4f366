import Foundation

/// A stack of screens with a navigation bar: the root view, and the screens pushed since (by links, by values
/// in its path, by `navigationDestination(isPresented:)`), of which the top one shows. The bar shows the top
/// screen's `navigationTitle` (large below the bar by default, or inline), its toolbar items, and a back button
/// once something is pushed. A push slides the new screen in from the trailing edge over the old one, which
/// moves a third of the way out, or zooms it out of its source view (`navigationTransition(.zoom(…))`); a pop
/// reverses it (see `NavigationScreens`).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: ErasedNavigationPath?
    @State private var levels = NavigationLevels()
    @State private var models: [NavigationBarModel] = [NavigationBarModel()]
    /// What was pushed without a path binding (or, with one, the views pushed beyond the path's values).
    @State private var pushed: [PushedScreen] = []
    @State private var destinations = NavigationDestinations()
    /// Counts changes of the registered destination types, so that path values shown before their
    /// destination was registered show it.
    @State private var destinationTypes = 0
    /// A `searchable` applied to the stack itself: its root screen shows the field.
    @Environment(\.searchFieldAround) private var searchAround

    public var body: some View {
        let levels = self.levels
        let screens = self.screens
        let depth = screens.count - 1
        let model = self.model(at: depth)
        let previousTitle = depth > 0 ? self.model(at: depth - 1).title : nil
        let destinations = self.destinations
        let counter = $destinationTypes
        VStack(spacing: 0) {
            NavigationScreens(screens: screens.indices.map { level in
                // Each screen is opaque, as iOS's are, so that a sliding one covers the one below.
                // Content that does not fill the screen sits in its middle, as a root view does in a window.
                let largeTitle = self.largeTitle(at: level)
                let link = levels.largeTitle(at: level)
                let subtitle = self.model(at: level).subtitle
                // The link outlives the body; it learns the band's height here, where the subtitle is known.
                link.bandHeight = LargeTitleBand.height(subtitle: subtitle)
                let search = self.search(at: level)
                let top = (largeTitle == nil ? 0 : link.bandHeight)
                    + (search == nil ? 0 : SearchFieldBand.height)
                let bar = self.model(at: level).isBarHidden ? 0 : NavigationBar.barHeight
                let appearance = self.model(at: level).appearance
                // A large title's band, and the search field's drawer under it, are safe area at the top of the
                // screen: a list or scroll view extends under them (and they follow its scroll), other content
                // sits below them. The modifiers stay the same whether or not there is a title, so that the
                // screen keeps its identity when one arrives.
                // The bar's height is safe area too, which the screen's content stays below (there is no
                // scrolling under it: the bar has no background) and a background that ignores the safe area
                // reaches into, as on iOS; the screen, and its background, start at the top of the stack.
                return AnyView(HostedContent(screens[level])
                    // Filling the screen inside its safe area, so that the safe area is the screen's (a reader
                    // in the middle of the screen touches none of it).
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .safeAreaPadding(.top, top)
                    .environment(\.largeTitleLink, largeTitle == nil ? nil : link)
                    .environment(\.searchFieldAround, nil)
                    .modifier(_PaddingLayout(edges: .top, insets: EdgeInsets(top: bar, leading: 0, bottom: 0, trailing: 0),
                                             isSafeArea: true, scrollViewsExtendUnder: false))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .overlay(alignment: .top) {
                        // A visible bar background spans the bar and the large title's band, over the content
                        // (rows scroll under it) and under the title.
                        if let barBackground = appearance.shownBackground, bar > 0 {
                            Rectangle().fill(barBackground).frame(height: bar + top).allowsHitTesting(false)
                        }
                    }
                    .overlay(alignment: .top) {
                        VStack(spacing: 0) {
                            if let largeTitle {
                                LargeTitleBand(title: largeTitle, subtitle: subtitle, link: link,
                                               toolbar: levels.toolbar(at: level))
                                    .barColorScheme(appearance)
                            }
                            if let search {
                                SearchFieldBand(field: search).followingLargeTitle(largeTitle == nil ? nil : link)
                            }
                        }
                        .padding(.top, bar)
                    }
                    .background(Rectangle().fill(background(at: level)))
                    .environment(\.navigationBarReports, levels.reports(at: level) { model in
                        var all = models
                        while all.count <= level { all.append(NavigationBarModel()) }
                        all[level] = model
                        models = all
                    })
                    .environment(\.dismiss, DismissAction { if level > 0 { pop() } }))
            }, levels: levels)
            .environment(\.navigationPush, NavigationPush { push($0) })
            .environment(\.navigationDestinations, destinations)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .overlay(alignment: .top) {
                if !model.isBarHidden {
                    NavigationBar(model: model, backTitle: depth > 0 ? (previousTitle ?? "Back") : nil,
                                  toolbar: levels.toolbar(at: depth), largeTitle: levels.largeTitle(at: depth)) {
                        pop()
                    }
                    .barColorScheme(model.appearance)
                }
            }
            ToolbarSlot(registry: levels.toolbar(at: depth), position: .bottom).padding(.horizontal, 16)
        }
        .background(Rectangle().fill(model.background ?? Color.systemBackground))
        .onAppear { destinations.changed = { counter.wrappedValue += 1 } }
    }

    /// What a level's views reported for the bar (nothing yet for a level that has not reported).
    private func model(at level: Int) -> NavigationBarModel {
        models.indices.contains(level) ? models[level] : NavigationBarModel()
    }

    /// A level's search field: its own `searchable`'s, or at the root the one applied to the stack.
    private func search(at level: Int) -> SearchFieldReport? {
        model(at: level).search ?? (level == 0 ? searchAround : nil)
    }

    /// A level's title if it is shown large, below a bar that is not hidden.
    private func largeTitle(at level: Int) -> String? {
        let model = model(at: level)
        return model.isBarHidden || model.displayMode == .inline ? nil : model.title
    }

    /// The colour behind a level's screen: what it reports (a grouped list's grey), else the system background.
    private func background(at level: Int) -> Color {
        model(at: level).background ?? Color.systemBackground
    }

    /// The screens, bottom first: the root, the path's values, then what was pushed as views.
    private var screens: [AnyView] {
        _ = destinationTypes
        let values = (path?.values() ?? []).map(PushedScreen.value)
        return [AnyView(root)] + (values + pushed).map { screen in
            switch screen {
            case .view(let view, _): return view
            case .value(let value): return destinations.view(for: value) ?? AnyView(EmptyView())
            }
        }
    }

    private func push(_ screen: PushedScreen) {
        if case .value(let value) = screen {
            guard destinations.view(for: value) != nil else {
                GraphWarnings.log("A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
                return
            }
            if let path, pushed.isEmpty {
                if !path.append(value) {
                    GraphWarnings.log("The navigation path cannot hold a value of type \(type(of: value.base)).")
                }
                return
            }
        }
        pushed.append(screen)
    }

    private func pop() {
        if let last = pushed.popLast() {
            if case .view(_, let dismissed?) = last { dismissed() }
        } else {
            path?.removeLast()
        }
    }
}

/// A screen pushed onto a navigation stack: a link's destination view, or a value its destination shows.
enum PushedScreen {
    case view(AnyView, dismissed: (() -> Void)?)
    case value(AnyHashable)
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that starts at `root` and keeps what is pushed itself.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are `path`'s: pushing appends to it, popping removes the last, and changing
    /// it changes the screens.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = ErasedNavigationPath(path)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
                                Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = ErasedNavigationPath(path)
    }
}

/// The older navigation container; on a phone it is a navigation stack. Of several views in it, the first is
/// the stack's root: the others are the columns beside it on a wider screen (a detail's placeholder), which a
/// phone does not show.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view of `content` (drawn as a `NavigationStack`).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { Group(subviews: content) { $0.first } }
    }
}

extension View {
    /// Accepted for compatibility: on a phone every navigation view is a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// How a navigation view arranges its columns (on a phone, always a stack).
public protocol NavigationViewStyle {}
/// One screen at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}
/// A sidebar beside the detail (drawn as a stack).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    public init() {}
}
/// The platform's default: a stack on a phone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time, pushed and popped.
    public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// A sidebar beside the detail (drawn as a stack).
    public static var columns: DoubleColumnNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default: a stack on a phone.
    public static var automatic: DefaultNavigationViewStyle { .init() }
}

/// The report collectors of a stack's levels, made once per level and kept for the stack's life.
@MainActor
final class NavigationLevels {
    private var collectors: [NavigationBarReports] = []
    private var largeTitles: [LargeTitleLink] = []

    /// The large title of a level and the scroll view it follows.
    func largeTitle(at depth: Int) -> LargeTitleLink {
        while largeTitles.count <= depth { largeTitles.append(LargeTitleLink()) }
        return largeTitles[depth]
    }

    /// The toolbar items of a level.
    func toolbar(at depth: Int) -> ToolbarRegistry {
        while collectors.count <= depth { collectors.append(NavigationBarReports()) }
        return collectors[depth].toolbar
    }

    /// How a level's screen asked to arrive and leave.
    func arrival(at depth: Int) -> NavigationArrival {
        collectors.indices.contains(depth) ? collectors[depth].arrival : .slide
    }

    func reports(at depth: Int, publish: @escaping (NavigationBarModel) -> Void) -> NavigationBarReports {
        while collectors.count <= depth { collectors.append(NavigationBarReports()) }
        collectors[depth].publish = publish
        return collectors[depth]
    }
}

/// Pushes a screen onto the enclosing navigation stack.
struct NavigationPush {
    let push: @MainActor (PushedScreen) -> Void
    init(_ push: @escaping @MainActor (PushedScreen) -> Void) { self.push = push }
}

struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPush? { nil }
}

extension EnvironmentValues {
    var navigationPush: NavigationPush? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}
