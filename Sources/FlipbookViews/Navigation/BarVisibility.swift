import Foundation

/// What the views of a tab view's page ask of its tab bar: to be hidden (`toolbar(.hidden, for: .tabBar)`), a
/// background or a colour scheme (`toolbarBackground(_:for: .tabBar)`, `toolbarColorScheme(_:for: .tabBar)`).
struct TabBarRequest: Equatable {
    var visibility: Visibility?
    var appearance = NavigationBarAppearance()
}

/// A tab view's page's requests of its tab bar. Of nested requests the outermost wins (our choice; each request
/// overrides what its content asked), and of side-by-side ones the first in tree order.
struct TabBarRequestKey: PreferenceKey {
    static var defaultValue: TabBarRequest { TabBarRequest() }
    static func reduce(value: inout TabBarRequest, nextValue: () -> TabBarRequest) {
        let next = nextValue()
        value = TabBarRequest(visibility: value.visibility ?? next.visibility,
                              appearance: value.appearance.filled(from: next.appearance))
    }
}

extension View {
    /// Shows or hides bars: `.navigationBar` (or `.automatic`) for the enclosing navigation stack's bar while this
    /// screen is on top, `.tabBar` for the enclosing tab view's bar while this view's page is selected.
    /// `.bottomBar` is accepted.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Shows or hides bars (iOS 18's spelling of `toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Hides or shows the enclosing navigation stack's bar while this screen is on top.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(barHidden: hidden)))
    }

    private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let requested = visibility == .automatic ? nil : visibility
        let bars = Set((bars.isEmpty ? [.automatic] : bars).map(\.bar))
        let navigationBar = bars.contains(.navigationBar) || bars.contains(.automatic) ? requested : nil
        return modifier(NavigationReportModifier(report: NavigationReport(barHidden: navigationBar.map { $0 == .hidden })))
            .transformPreference(TabBarRequestKey.self) { value in
                if bars.contains(.tabBar), let requested { value.visibility = requested }
            }
    }
}
