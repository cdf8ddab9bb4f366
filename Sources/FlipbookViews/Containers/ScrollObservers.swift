import Foundation

/// `onScrollGeometryChange`, `onScrollPhaseChange`, `onScrollVisibilityChange` and
/// `onScrollTargetVisibilityChange` (iOS 18).
public struct _ScrollObserverModifier: ViewModifier {
    enum Watch {
        /// A value of the geometry of the scroll view in the modified content.
        case geometry(value: (ScrollGeometry) -> AnyHashable, action: (AnyHashable, AnyHashable) -> Void)
        /// The phase of the scroll view in the modified content.
        case phase((ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)
        /// Whether at least `threshold` of the modified view shows in the scroll view around it.
        case visibility(threshold: Double, action: (Bool) -> Void)
        /// The ids of the scroll view's targets of which at least `threshold` shows.
        case targetVisibility(threshold: Double, action: ([AnyHashable]) -> Void)
    }

    let watch: Watch
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Calls `action` with the old and new values whenever `transform` of the scroll view's geometry changes
    /// (the view modified is a scroll view, or contains one), and once with equal values when it appears.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void)
        -> some View {
        modifier(_ScrollObserverModifier(watch: .geometry(
            value: { AnyHashable(EquatableBox(transform($0))) },
            action: { old, new in
                guard let old = old.base as? EquatableBox<T>, let new = new.base as? EquatableBox<T> else { return }
                action(old.value, new.value)
            })))
    }

    /// Calls `action` whenever the scroll view's phase changes: idle, interacting (a finger drags), decelerating
    /// (after a flick), animating (moved in code).
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> some View {
        modifier(_ScrollObserverModifier(watch: .phase { old, new, _ in action(old, new) }))
    }

    /// As `onScrollPhaseChange(_:)`, with the geometry and speed when the phase changed.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext)
            -> Void) -> some View {
        modifier(_ScrollObserverModifier(watch: .phase(action)))
    }

    /// Calls `action` with the ids of the scroll view's targets (the views of its `scrollTargetLayout`, else its
    /// content's own) of which at least `threshold` of the area shows, whenever they change, and when it appears;
    /// targets whose id is not an `ID` are left out.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View {
        modifier(_ScrollObserverModifier(watch: .targetVisibility(threshold: threshold) { ids in
            action(ids.compactMap { $0.base as? ID })
        }))
    }

    /// Calls `action` with true when at least `threshold` (a fraction of its area) of this view shows in the
    /// scroll view around it, and with false when less does; the first call comes when it first shows.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_ScrollObserverModifier(watch: .visibility(threshold: threshold, action: action)))
    }
}

/// Makes an Equatable value hashable for the watcher's storage (only equality is ever used).
struct EquatableBox<Value: Equatable>: Hashable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}

extension _ScrollObserverModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ScrollObserverNode(graph: $0) }
    }
}

/// Watches a scroll view after each frame's geometry pass, and runs its action after that update when what it
/// watches changed.
final class ScrollObserverNode: SpaceWatchingNode, ModifierApplication, GeometryDependent {
    private var watch: _ScrollObserverModifier.Watch?
    private var reported: AnyHashable?

    func apply(_ modifier: _ScrollObserverModifier, context: ResolveContext) {
        watch = modifier.watch
        graph.registerGeometryDependent(self)
    }

    /// The scroll view this node watches: inside its content for geometry and phase, around it for visibility.
    private var viewport: ScrollViewport? {
        guard case .visibility = watch else { return Self.firstViewport(in: content) }
        return enclosingScrollViewport
    }

    private static func firstViewport(in node: LayoutNode?) -> ScrollViewport? {
        guard let node else { return nil }
        if let viewport = node as? ScrollViewport { return viewport }
        for child in node.layoutChildren {
            if let found = firstViewport(in: child) { return found }
        }
        return nil
    }

    /// What is watched, now.
    private var current: AnyHashable? {
        guard let watch, let viewport else { return nil }
        switch watch {
        case .geometry(let value, _):
            return value(viewport.scrollGeometry)
        case .phase:
            return AnyHashable(EquatableBox(viewport.scrollPhase))
        case .targetVisibility(let threshold, _):
            return AnyHashable(viewport.visibleTargetIDs(threshold: threshold))
        case .visibility(let threshold, _):
            let own = CGRect(origin: .zero, size: frame.size).mapped(by: layoutTransformToCanvas(in: locatedIn))
            let area = own.width * own.height
            let shown = own.intersection(viewport.viewportInCanvas)
            let fraction = area > 0 && !shown.isNull ? shown.width * shown.height / area : 0
            return AnyHashable(fraction >= min(max(threshold.isFinite ? threshold : 0.5, 0), 1) && fraction > 0)
        }
    }

    func geometryChanged() -> Bool {
        guard let current else { return false }
        return current != reported
    }

    var onlyObservesGeometry: Bool { true }

    func reevaluateForGeometry() {
        guard let new = current, let watch, let viewport else { return }
        let old = reported
        reported = new
        switch watch {
        case .geometry(_, let action):
            graph.runAfterUpdate { action(old ?? new, new) }
        case .phase(let action):
            // The first look only learns the phase: SwiftUI reports changes, not the start.
            guard let old, let from = old.base as? EquatableBox<ScrollPhase>,
                  let to = new.base as? EquatableBox<ScrollPhase> else { return }
            let context = ScrollPhaseChangeContext(geometry: viewport.scrollGeometry, velocity: viewport.scrollVelocity)
            graph.runAfterUpdate { action(from.value, to.value, context) }
        case .visibility(_, let action):
            guard let visible = new.base as? Bool, old != nil || visible else { return }
            graph.runAfterUpdate { action(visible) }
        case .targetVisibility(_, let action):
            guard let ids = new.base as? [AnyHashable] else { return }
            graph.runAfterUpdate { action(ids) }
        }
    }

    override var debugName: String { "ScrollObserver" }
}
