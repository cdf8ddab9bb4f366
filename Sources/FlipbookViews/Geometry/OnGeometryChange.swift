import Foundation

/// `onGeometryChange`: runs an action when a value computed from the view's geometry changes.
public struct _GeometryActionModifier<Value: Equatable>: ViewModifier {
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Calls `action` with the new value whenever `transform` of the view's geometry gives a different one,
    /// and once when the view first appears.
    ///
    /// The geometry is the view's layout: inside a `geometryGroup()` that is animating it changes every
    /// frame; elsewhere it jumps to where an animation is heading, as SwiftUI pushes positions down to leaves.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Calls `action` with the old and new values whenever `transform` of the view's geometry changes, and once
    /// (with equal values) when the view first appears.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T, T) -> Void) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: action))
    }
}

extension _GeometryActionModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { GeometryActionNode<Value>(graph: $0) }
    }
}

/// Watches its view's geometry as drawn: after each frame the graph asks whether the watched value changed,
/// and runs the action after that update if it did.
final class GeometryActionNode<Value: Equatable>: SpaceWatchingNode, ModifierApplication, GeometryDependent {
    private var transform: ((GeometryProxy) -> Value)?
    private var action: (Value, Value) -> Void = { _, _ in }
    private var reported: Value?

    func apply(_ modifier: _GeometryActionModifier<Value>, context: ResolveContext) {
        transform = modifier.transform
        action = modifier.action
        graph.registerGeometryDependent(self)
    }

    private var current: Value? {
        let proxy = GeometryProxy(size: frame.size, layoutTransform: layoutTransformToCanvas(in: locatedIn),
                                  namedSpaces: locatedIn.namedSpaces)
        return transform?(proxy)
    }

    func geometryChanged() -> Bool {
        guard let current else { return false }
        return current != reported
    }

    var onlyObservesGeometry: Bool { true }

    func reevaluateForGeometry() {
        guard let new = current else { return }
        let old = reported ?? new
        reported = new
        let action = self.action
        graph.runAfterUpdate { action(old, new) }
    }

    override var debugName: String { "GeometryAction" }
}
