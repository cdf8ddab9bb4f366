import Foundation

/// What a navigation stack's bar shows, as views below it ask for it.
struct NavigationBarModel: Equatable {
    var title: String?
    /// iOS 26's subtitle, under the title.
    var subtitle: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    /// The colour behind the content (a grouped list's grey), which the bar area shares.
    var background: Color?
    /// Whether a view hid the bar (`toolbar(.hidden, for: .navigationBar)`, `navigationBarHidden`).
    var isBarHidden = false
    /// The level's `searchable` field, drawn in a drawer under the title.
    var search: SearchFieldReport?
    /// The bar's background and colour scheme.
    var appearance = NavigationBarAppearance()
}

/// Collects what the views of one navigation level report for the bar (title, display mode, background),
/// and hands the result to the stack. For each value the earliest-made reporter wins: in practice the
/// outermost, whose title SwiftUI shows.
@MainActor
final class NavigationBarReports {
    /// The level's toolbar items.
    let toolbar = ToolbarRegistry()
    private var reports: [Int: NavigationReport] = [:]
    /// How the level's screen arrives when pushed and leaves when popped (`navigationTransition`), read by the
    /// stack's screens as they move it, and by a sheet as it presents; not part of the bar's model.
    private(set) var arrival = NavigationArrival.slide
    /// Publishes the combined model (the stack stores it in its state, which re-renders the bar).
    var publish: (NavigationBarModel) -> Void = { _ in }
    private var published: NavigationBarModel?

    func report(_ report: NavigationReport, from nodeID: Int) {
        reports[nodeID] = report
        refresh()
    }

    func withdraw(_ nodeID: Int) {
        guard reports.removeValue(forKey: nodeID) != nil else { return }
        refresh()
    }

    private func refresh() {
        var model = NavigationBarModel()
        var barHidden: Bool?
        var arrival: NavigationArrival?
        for nodeID in reports.keys.sorted() {
            let report = reports[nodeID]!
            if model.title == nil, let title = report.title { model.title = title }
            if model.subtitle == nil, let subtitle = report.subtitle { model.subtitle = subtitle }
            if model.displayMode == .automatic, let mode = report.displayMode { model.displayMode = mode }
            if model.background == nil, let background = report.background { model.background = background }
            if barHidden == nil { barHidden = report.barHidden }
            if arrival == nil { arrival = report.arrival }
            if model.search == nil { model.search = report.search }
            model.appearance = model.appearance.filled(from: report.barAppearance)
        }
        model.isBarHidden = barHidden ?? false
        self.arrival = arrival ?? .slide
        guard model != published else { return }
        published = model
        publish(model)
    }
}

/// One view's contribution to its navigation bar.
struct NavigationReport: Equatable {
    var title: String?
    var subtitle: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var background: Color?
    var barHidden: Bool?
    var arrival: NavigationArrival?
    var search: SearchFieldReport?
    var barAppearance: NavigationBarAppearance?
}

struct NavigationBarReportsKey: EnvironmentKey {
    static var defaultValue: NavigationBarReports? { nil }
}

/// Whether the views here share their navigation level's screen with siblings declared beside them in a stack.
struct SharesNavigationScreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Where views report to the bar of the navigation level they are in.
    var navigationBarReports: NavigationBarReports? {
        get { self[NavigationBarReportsKey.self] }
        set {
            self[NavigationBarReportsKey.self] = newValue
            // A new level's content starts alone on its screen.
            sharesNavigationScreen = false
        }
    }

    /// Whether a stack puts other views beside these on their screen: a grouped list's grey is then its own,
    /// not the screen's (iOS shows it under the bar only for a list that is the screen's content).
    var sharesNavigationScreen: Bool {
        get { self[SharesNavigationScreenKey.self] }
        set { self[SharesNavigationScreenKey.self] = newValue }
    }
}

/// The modifier behind `navigationTitle` and its relatives.
struct NavigationReportModifier: ViewModifier {
    let report: NavigationReport
    func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension NavigationReportModifier {
    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(NavigationReportNode<V>(graph: graph))
    }
}

/// Reports its modifier's values while it is in the tree; outside a navigation stack it does nothing.
final class NavigationReportNode<Content: View>: SingleChildNode, ViewNode {
    private weak var reports: NavigationBarReports?

    func update(_ modified: ModifiedContent<Content, NavigationReportModifier>, context: ResolveContext) {
        var report = modified.modifier.report
        if context.environment.sharesNavigationScreen { report.background = nil }
        let target = context.environment.navigationBarReports
        if target !== reports { reports?.withdraw(nodeID) }
        reports = target
        target?.report(report, from: nodeID)
        setChild(modified.content, context: context)
    }

    override func didRemove() {
        reports?.withdraw(nodeID)
    }
}

/// Namespace of SwiftUI's bar item types.
public enum NavigationBarItem {
    /// How a navigation title is shown: large under the bar, or small inside it.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The system's choice, a small title in the bar, or a large title under it.
        case automatic, inline, large
    }
}

extension View {
    /// The title shown in the bar of the navigation stack this view is in.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(title: title.string)))
    }

    /// The title the navigation bar shows for this screen, as a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(title: titleKey.key)))
    }

    /// The title the navigation bar shows for this screen.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(title: String(title))))
    }

    /// A subtitle under the navigation title (iOS 26): in the caption's size under the inline title, or in the
    /// subheadline's under the large title, whose band grows by a line to hold it.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(subtitle: subtitle.string)))
    }

    /// A subtitle under the navigation title, as a localized key.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(subtitle: subtitleKey.key)))
    }

    /// A subtitle under the navigation title.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(subtitle: String(subtitle))))
    }

    /// Shows the navigation title large (below the bar) or inline (in it).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(displayMode: displayMode)))
    }

    /// The older spelling of `navigationTitle`.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title the navigation bar shows for this screen, as a localized key (the older spelling).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// The title the navigation bar shows for this screen (the older spelling).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of `navigationTitle` with `navigationBarTitleDisplayMode`.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(title: title.string, displayMode: displayMode)))
    }

    /// The navigation bar's title, as a localized key, shown large or inline.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(title: titleKey.key, displayMode: displayMode)))
    }

    /// The navigation bar's title, shown large or inline.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(title: String(title), displayMode: displayMode)))
    }

    /// Reports the colour behind this navigation level's content, which its bar area shares.
    func navigationContainerBackground(_ color: Color) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(background: color)))
    }
}
