import Foundation

/// `onTapGesture`: runs an action when the view is tapped `count` times in a row.
public struct _TapGestureModifier: ViewModifier {
    let count: Int
    let action: () -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Runs `action` when the view is tapped `count` times, each tap within 0.3 s of the one before.
    ///
    /// The view answers taps where it draws something, wherever effects moved it; a button or tap gesture inside
    /// it answers first.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: max(1, count), action: action))
    }

    /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped `count` times (iOS 17).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: max(1, count), coordinateSpace: coordinateSpace.coordinateSpace)
            .onEnded { action($0.location) })
    }

    /// Runs `action` with the tap's location in `coordinateSpace` (iOS 16's spelling).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: max(1, count), coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}

extension _TapGestureModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { TapGestureNode(graph: $0) }
    }
}

/// One view answering taps: counts taps that follow each other closely and runs the action on the last.
final class TapGestureNode: WrappingLayoutNode, ModifierApplication {
    private var count = 1
    private var action: () -> Void = {}
    private var streak = TapStreak()

    func apply(_ modifier: _TapGestureModifier, context: ResolveContext) {
        count = modifier.count
        action = modifier.action
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        if let inner = super.hitTest(point, space: space)?.answering {
            // A gesture inside that a tap cannot satisfy (a long press), or a view that only follows drags (a
            // scroll view), keeps the held touch; the tap is ours.
            guard !inner.answersTaps else { return inner }
            return HitResult(node: self, action: { [weak self] in self?.tapped() }, drag: inner.drag)
        }
        guard content?.hitsContent(point, space: space) == true else { return nil }
        return HitResult(node: self, action: { [weak self] in self?.tapped() })
    }

    private func tapped() {
        if streak.tap(at: graph.time, completes: count) { action() }
    }

    override var debugName: String { "TapGesture" }
}

/// Counts taps that follow each other closely, towards a multiple tap.
struct TapStreak {
    /// UIKit's limit between the taps of a multiple tap.
    static let interval: TimeInterval = 0.3

    private var count = 0
    private(set) var lastTime = -TimeInterval.infinity

    /// Counts a tap at `time`; returns whether it is the `count`th in a row (the streak then starts over).
    mutating func tap(at time: TimeInterval, completes target: Int) -> Bool {
        count = time - lastTime <= Self.interval ? count + 1 : 1
        lastTime = time
        guard count >= target else { return false }
        count = 0
        return true
    }
}
