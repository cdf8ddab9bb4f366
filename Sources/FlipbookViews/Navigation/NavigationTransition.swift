import Foundation

/// How a pushed screen arrives (iOS 18). Flipbook slides every push in (see `NavigationScreens`): the zoom from
/// a source view is accepted and drawn as the slide.
public protocol NavigationTransition {}

/// The slide.
public struct AutomaticNavigationTransition: NavigationTransition {
    /// The slide.
    public init() {}
}

/// A zoom from the view marked with `matchedTransitionSource` (drawn as the slide).
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The slide in from the trailing edge.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked with `matchedTransitionSource(id:in:)` (drawn as the slide).
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID))
    }
}

extension View {
    /// Sets how this screen arrives when pushed or presented (accepted; pushes slide).
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { self }

    /// Marks this view as where a zoom transition with `id` starts (accepted; pushes slide).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as where a zoom transition with `id` starts, styled by `configuration` while it zooms
    /// (accepted; pushes slide, so the style is not drawn).
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        _ = configuration(EmptyMatchedTransitionSourceConfiguration())
        return self
    }
}

/// How the source of a zoom transition looks while it zooms: a background colour, a rounded clip and a shadow
/// (iOS 18). Flipbook slides pushes, so a configuration is accepted and not drawn.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// A source configuration with no style.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    /// No style.
    public init() {}
}

/// A source configuration with one more style set on it.
public struct StyledMatchedTransitionSourceConfiguration<Base: MatchedTransitionSourceConfiguration>:
    MatchedTransitionSourceConfiguration {
    let base: Base
}

extension MatchedTransitionSourceConfiguration {
    /// Fills the source's shape with `style` behind its content while it zooms.
    public func background(_ style: Color) -> StyledMatchedTransitionSourceConfiguration<Self> { .init(base: self) }

    /// Clips the source to `shape` while it zooms.
    public func clipShape(_ shape: RoundedRectangle) -> StyledMatchedTransitionSourceConfiguration<Self> {
        .init(base: self)
    }

    /// Draws a shadow under the source while it zooms.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> StyledMatchedTransitionSourceConfiguration<Self> {
        .init(base: self)
    }
}
