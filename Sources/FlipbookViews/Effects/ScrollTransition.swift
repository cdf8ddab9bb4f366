import Foundation

/// Where a view is in its scroll view, for `scrollTransition`: coming in or leaving through the top (leading)
/// edge, inside, or through the bottom (trailing) edge.
public enum ScrollTransitionPhase: Equatable, Sendable {
    /// Coming in or leaving through the top (or leading) edge.
    case topLeading
    /// Inside the scroll view.
    case identity
    /// Coming in or leaving through the bottom (or trailing) edge.
    case bottomTrailing

    /// Whether the view is inside the visible region (the effect should change nothing).
    public var isIdentity: Bool { self == .identity }

    /// −1 at the top or leading edge, 0 inside, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition follows the view's position.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case interactive(UnitCurve)
        case animated(Animation)
        case identity
    }

    var mode: Mode
    var threshold = Threshold.visible

    /// Follows the scroll position continuously through an ease-in-out curve.
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))
    /// Follows the scroll position continuously through `timingCurve` (0: just hidden, 1: at the threshold).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }
    /// Flips between phases as the view crosses the threshold, with the default animation.
    public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))
    /// Flips between phases as the view crosses the threshold, with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }
    /// Never changes the view.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// The configuration, with the view counting as fully in where `threshold` says.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// The configuration, flipping phases with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.mode = .animated(animation)
        return copy
    }

    /// How far into the scroll view a view must come to count as fully in.
    public struct Threshold: Sendable {
        indirect enum Kind: Sendable {
            case visible(Double)
            case centered
            case inset(Kind, CGFloat)
            case mix(Kind, Kind, Double)
        }
        let kind: Kind

        /// Fully in once entirely visible.
        public static let visible = Threshold(kind: .visible(1))
        /// Fully in as soon as any of it is visible.
        public static let hidden = Threshold(kind: .visible(0))
        /// Fully in only when centred in the scroll view.
        public static let centered = Threshold(kind: .centered)
        /// Fully in once `amount` (0…1) of it is visible.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(kind: .visible(min(max(amount.isFinite ? amount : 1, 0), 1)))
        }
        /// The threshold moved `distance` points towards the scroll view's centre.
        public func inset(by distance: Double) -> Threshold {
            Threshold(kind: .inset(kind, CGFloat(distance.isFinite ? distance : 0)))
        }
        /// `amount` of the way from this threshold to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(kind: .mix(kind, other.kind, min(max(amount, 0), 1)))
        }

        /// How far the view's leading edge travels past the container's edge, from hidden to fully in, for a
        /// view of `length` in a container of `container`.
        func distance(length: CGFloat, container: CGFloat) -> CGFloat {
            func measure(_ kind: Kind) -> CGFloat {
                switch kind {
                case .visible(let amount): return CGFloat(amount) * length
                case .centered: return (container + length) / 2
                case let .inset(base, distance): return measure(base) + distance
                case let .mix(a, b, t): return measure(a) + (measure(b) - measure(a)) * CGFloat(t)
                }
            }
            return measure(kind)
        }
    }
}

/// The scroll view a view is in, as scroll transitions see it.
@MainActor
protocol ScrollViewport: AnyObject {
    /// The visible region, in canvas coordinates.
    var viewportInCanvas: CGRect { get }
    var scrollAxes: Axis.Set { get }
    /// The content's offset and size and the visible area's size (`onScrollGeometryChange`).
    var scrollGeometry: ScrollGeometry { get }
    /// What the scroll view is doing (`onScrollPhaseChange`).
    var scrollPhase: ScrollPhase { get }
    /// The content's speed when the scroll view knows it (a finger lifting), in points per second.
    var scrollVelocity: CGVector? { get }
    /// The ids of the scroll targets of which at least `threshold` of the area shows, in order
    /// (`onScrollTargetVisibilityChange`).
    func visibleTargetIDs(threshold: Double) -> [AnyHashable]
}

extension Node {
    /// The nearest scroll view around this node.
    var enclosingScrollViewport: ScrollViewport? {
        var node = parent
        while let current = node {
            if let viewport = current as? ScrollViewport { return viewport }
            node = current.parent
        }
        return nil
    }
}

extension View {
    /// Changes the view's look as it enters and leaves its scroll view's visible region: `transition` is
    /// evaluated with the phase at each edge and inside, and the view shows the effects in between as
    /// `configuration` says. Layout never sees the effects.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// As `scrollTransition(_:axis:transition:)`, with a configuration for each edge.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        modifier(_VisualEffectModifier(source: .scroll(
            topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
            steps: { transition(EmptyVisualEffect(), $0)._steps })))
    }

    /// Changes the view's look with effects computed from where it is (`proxy` is the view's own geometry,
    /// before these effects). Layout never sees the effects, so they may depend on position.
    public func visualEffect<E: VisualEffect>(
        _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(_VisualEffectModifier(source: .geometry { effect(EmptyVisualEffect(), $0)._steps }))
    }
}
