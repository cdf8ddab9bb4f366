import Foundation

/// What a screen asks of its navigation bar's background (`toolbarBackground(_:for:)`) and colour scheme
/// (`toolbarColorScheme(_:for:)`). iOS shows the background once content scrolls under the bar; Flipbook's
/// content never does, so the background shows when it is made visible (`toolbarBackground(.visible, for:)`),
/// in the style given (the bar material when none is), behind the bar and a large title's band.
struct NavigationBarAppearance: Equatable {
    /// The style set with `toolbarBackground(_:for:)`.
    var style: ReportedStyle?
    /// Whether the background shows (nil: automatic, which at rest is hidden).
    var visibility: Visibility?
    /// The colour scheme of the bar's title and items.
    var colorScheme: ColorScheme?

    /// The style drawn behind the bar, if the background shows.
    var shownBackground: AnyShapeStyle? {
        guard visibility == .visible else { return nil }
        return style?.style ?? AnyShapeStyle(Material.bar)
    }

    /// The style drawn behind a tab bar, which shows its background unless it is hidden: the style given, else
    /// the bar material.
    var tabBarBackground: AnyShapeStyle {
        visibility == .hidden ? AnyShapeStyle(Color.clear) : style?.style ?? AnyShapeStyle(Material.bar)
    }

    /// This appearance with what `other` sets and this one does not.
    func filled(from other: NavigationBarAppearance?) -> NavigationBarAppearance {
        guard let other else { return self }
        return NavigationBarAppearance(style: style ?? other.style, visibility: visibility ?? other.visibility,
                                       colorScheme: colorScheme ?? other.colorScheme)
    }
}

/// A shape style reported to a bar, compared by what it describes (styles are values, so equal descriptions
/// draw alike), so that a screen updating with the same style does not redraw its bar.
struct ReportedStyle: Equatable {
    let style: AnyShapeStyle
    private let description: String

    init<S: ShapeStyle>(_ style: S) {
        self.style = AnyShapeStyle(style)
        description = String(reflecting: self.style.base)
    }

    static func == (lhs: ReportedStyle, rhs: ReportedStyle) -> Bool { lhs.description == rhs.description }
}

extension View {
    /// The background of `bars`: the navigation bar's is drawn in `style` while it is shown (made visible with
    /// `toolbarBackground(.visible, for: .navigationBar)`), the tab bar's in place of its material while the
    /// page that asks is selected; the bottom bar's is accepted.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(style: ReportedStyle(style)), for: bars)
    }

    /// Shows or hides the background of `bars`: `.visible` draws the navigation bar's behind it and a large
    /// title's band; `.hidden` leaves the tab bar with none; the bottom bar's is accepted.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(visibility: visibility == .automatic ? nil : visibility), for: bars)
    }

    /// Whether the background of `bars` shows (iOS 18's spelling of `toolbarBackground(_:for:)`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(visibility: visibility == .automatic ? nil : visibility), for: bars)
    }

    /// The colour scheme of the navigation bar's title and items (`.dark`: white on a dark background), and of the
    /// tab bar's material and items; the bottom bar's is accepted.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(colorScheme: colorScheme), for: bars)
    }

    /// The view in the colour scheme a bar's appearance asks for, if it asks for one.
    func barColorScheme(_ appearance: NavigationBarAppearance) -> some View {
        transformEnvironment(\.colorScheme) { scheme in
            if let barScheme = appearance.colorScheme { scheme = barScheme }
        }
    }

    private func barAppearance(_ appearance: NavigationBarAppearance, for bars: [ToolbarPlacement]) -> some View {
        let applies = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let tabBar = bars.contains(.tabBar)
        return modifier(NavigationReportModifier(report: NavigationReport(barAppearance: applies ? appearance : nil)))
            .transformPreference(TabBarRequestKey.self) { value in
                if tabBar { value.appearance = appearance.filled(from: value.appearance) }
            }
    }
}
