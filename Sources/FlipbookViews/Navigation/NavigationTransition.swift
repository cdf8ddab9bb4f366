import Foundation

/// How a pushed screen arrives (iOS 18): slid in from the trailing edge, zoomed out of a source view, or (iOS 27)
/// cross-faded (see `NavigationScreens`).
public protocol NavigationTransition {}

/// How a screen arrives and leaves, as a `NavigationTransition` asks and a navigation level reports it.
enum NavigationArrival: Equatable {
    /// In from the trailing edge (pushed) or up from the bottom (presented).
    case slide
    /// Out of the frame of the view marked with `matchedTransitionSource` under this key.
    case zoom(MatchedGeometryKey)
    /// Faded in, in place, over the screen below, which fades out.
    case crossFade

    /// The arrival `style` asks for; a style of the app's own slides, as SwiftUI has no way to define one.
    init(_ style: some NavigationTransition) {
        switch style {
        case let zoom as ZoomNavigationTransition: self = .zoom(zoom.source)
        case is CrossFadeNavigationTransition: self = .crossFade
        default: self = .slide
        }
    }

    /// The source view's key, for a zoom.
    var zoomSource: MatchedGeometryKey? {
        if case .zoom(let key) = self { key } else { nil }
    }
}

/// The slide.
public struct AutomaticNavigationTransition: NavigationTransition {
    /// The slide.
    public init() {}
}

/// A zoom from the view marked with `matchedTransitionSource(id:in:)`: the pushed screen grows out of that
/// view's frame, and shrinks back into it when popped.
public struct ZoomNavigationTransition: NavigationTransition {
    let source: MatchedGeometryKey
}

/// A cross-fade (iOS 27): the pushed screen fades in over the one below, which fades out, both in place; a pop
/// does the reverse.
public struct CrossFadeNavigationTransition: NavigationTransition {
    /// The cross-fade.
    public init() {}
}

extension NavigationTransition where Self == CrossFadeNavigationTransition {
    /// The pushed screen fades in as the one below fades out.
    public static var crossFade: CrossFadeNavigationTransition { CrossFadeNavigationTransition() }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The slide in from the trailing edge.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked with `matchedTransitionSource(id:in:)` with the same `sourceID` and namespace.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(source: MatchedGeometryKey(id: AnyHashable(sourceID), namespace: namespace))
    }
}

extension View {
    /// Sets how this screen arrives when pushed onto a navigation stack, and leaves when popped, or when
    /// presented in a sheet or full-screen cover and dismissed: a zoom out of its source view, or the slide.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View {
        modifier(NavigationReportModifier(report: NavigationReport(arrival: NavigationArrival(style))))
    }

    /// Marks this view as where a zoom transition with `id` starts.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(_MatchedTransitionSource(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace)))
    }

    /// Marks this view as where a zoom transition with `id` starts, styled by `configuration` while it zooms
    /// (the style is accepted and not drawn).
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        _ = configuration(EmptyMatchedTransitionSourceConfiguration())
        return matchedTransitionSource(id: id, in: namespace)
    }
}

/// `matchedTransitionSource`: records where the view is, for a zoom push to start from.
public struct _MatchedTransitionSource: ViewModifier {
    let key: MatchedGeometryKey
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { MatchedTransitionSourceNode(graph: $0) }
    }
}

/// Records its content's frame on the canvas at every geometry pass, under its key.
final class MatchedTransitionSourceNode: WrappingLayoutNode, ModifierApplication {
    private var key: MatchedGeometryKey?

    func apply(_ modifier: _MatchedTransitionSource, context: ResolveContext) {
        key = modifier.key
    }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        if let key { graph.matchedTransitionSources[key] = frame.mapped(by: space.layoutTransform) }
        super.locateContent(in: space, moved: moved)
    }

    override func didRemove() {
        // Another source of the key, if there is one, records itself again at the next geometry pass.
        if let key { graph.matchedTransitionSources[key] = nil }
        super.didRemove()
    }
}

/// How the source of a zoom transition looks while it zooms: a background colour, a rounded clip and a shadow
/// (iOS 18). A configuration is accepted and not drawn.
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
