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
}
