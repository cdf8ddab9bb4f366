// iOS 26's modifiers for how content meets the glass bars around it. Flipbook has no safe area and draws its
// bars without scroll-edge effects, so most are accepted and change nothing; a tab view's bottom accessory is
// drawn.

/// When a tab bar shrinks as content scrolls (accepted).
public struct TabBarMinimizeBehavior: Sendable {
    /// The platform's choice, on scrolling down, on scrolling up, or never.
    public static let automatic = TabBarMinimizeBehavior(), onScrollDown = TabBarMinimizeBehavior(),
                      onScrollUp = TabBarMinimizeBehavior(), never = TabBarMinimizeBehavior()
}

/// How scrolled content fades under a bar at a scroll view's edge (accepted).
public struct ScrollEdgeEffectStyle: Sendable {
    /// The platform's choice, a sharp edge, or a soft fade.
    public static let automatic = ScrollEdgeEffectStyle(), hard = ScrollEdgeEffectStyle(), soft = ScrollEdgeEffectStyle()
}

extension View {
    /// Extends the view's edges under the surrounding glass and bars (accepted).
    public func backgroundExtensionEffect() -> some View { self }

    /// When the tab bar of the tab view inside shrinks (accepted).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// A view above the tab bar of the tab view inside (a mini player): on a capsule of glass 48 points tall,
    /// 16 points in from the sides and 8 above the bar, over the page.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// A bottom accessory shown only while `isEnabled` is true (iOS 26.1): as `tabViewBottomAccessory(content:)`,
    /// and nothing above the bar when false.
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content)
        -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }

    /// How the scroll views inside fade under bars at `edges` (accepted).
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Hides the scroll-edge effect at `edges` (accepted).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }
}

/// Where a tab view's bottom accessory is shown: above the bar (`.expanded`) or inside a collapsed bar
/// (`.inline`). Flipbook's tab bars never collapse, so an accessory is always expanded.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Beside the tab bar's buttons, when the bar has collapsed.
    case inline
    /// Above the tab bar, across its width.
    case expanded
}

struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
    /// Where the bottom accessory this view is in is shown; `nil` outside an accessory.
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}

/// The view a tab view shows above its tab bar (`tabViewBottomAccessory`).
struct TabViewBottomAccessoryKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }

extension EnvironmentValues {
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}
