import Foundation

/// A rectangle or point of a view, held in a form any other view can resolve in its own coordinates with
/// `GeometryProxy[anchor]`.
public struct Anchor<Value> {
    /// The value in canvas coordinates, as the view was last drawn.
    let canvasValue: Value
    let toLocal: @Sendable (Value, ProjectionTransform) -> Value

    /// Where an anchor's value comes from in the view's own bounds.
    public struct Source {
        let resolve: (CGRect, ProjectionTransform) -> Anchor<Value>
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor {
    /// An anchor that resolves to `value` in every view: a stand-in before the view it describes was placed.
    package static func unplaced(_ value: Value) -> Anchor where Value: Sendable {
        Anchor(canvasValue: value) { value, _ in value }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.canvasValue == rhs.canvasValue }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(.infinite) }

    /// A rectangle in the view's coordinates (`.infinite` stands for its bounds).
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { bounds, toCanvas in
            let local = r.isInfinite ? bounds : r
            return Anchor(canvasValue: local.mapped(by: toCanvas)) { value, fromCanvas in value.mapped(by: fromCanvas) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { _, toCanvas in
            Anchor(canvasValue: toCanvas.projecting(p) ?? p) { value, fromCanvas in fromCanvas.projecting(value) ?? value }
        }
    }

    /// A point given as a fraction of the view's bounds.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { bounds, toCanvas in
            let p = CGPoint(x: bounds.minX + u.x * bounds.width, y: bounds.minY + u.y * bounds.height)
            return Anchor(canvasValue: toCanvas.projecting(p) ?? p) { value, fromCanvas in
                fromCanvas.projecting(value) ?? value
            }
        }
    }

    /// The view's origin.
    public static var zero: Anchor<CGPoint>.Source { point(.zero) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this view's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.toLocal(anchor.canvasValue, layoutTransform.inverted())
    }
}

extension View {
    /// Passes up a value for `key` made from an anchor of this view (its bounds, a point of it, …).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, make: { anchor, _ in transform(anchor) }))
    }

    /// Changes the value this view's subtree passes up for `key` with an anchor of this view (adds its bounds to
    /// a dictionary of them, say).
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, make: { anchor, content in
            var value = content()
            transform(&value, anchor)
            return value
        }))
    }
}

/// `anchorPreference` and `transformAnchorPreference`: the value passed up, made from the anchor and, when it
/// wants it, the value the view's content passes up.
public struct _AnchorWritingModifier<A, K: PreferenceKey>: ViewModifier {
    let source: Anchor<A>.Source
    let make: (Anchor<A>, () -> K.Value) -> K.Value
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension _AnchorWritingModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { AnchorWriterNode<A, K>(graph: $0) }
    }
}

/// Values a layout node passes up for a preference key (anchor preferences, which need the view's place).
@MainActor
protocol LaidOutPreferenceSource: LayoutNode {
    /// The value passed up for `key`, made from `content`, what the view's content passes up, if it needs it;
    /// nil if the node writes no value for `key`.
    func preferenceValue<K: PreferenceKey>(for key: K.Type, content: @escaping () -> K.Value) -> K.Value?
}

/// An anchor preference on one view: the anchor is taken from where the view is drawn, and readers above
/// collect again after a frame in which it moved.
final class AnchorWriterNode<A, K: PreferenceKey>: SpaceWatchingNode, ModifierApplication, GeometryDependent,
    LaidOutPreferenceSource, PreferenceSource {
    private var source: Anchor<A>.Source?
    private var make: ((Anchor<A>, () -> K.Value) -> K.Value)?
    /// The canvas bounds the anchor was last made from.
    private var reportedBounds: CGRect?

    func apply(_ modifier: _AnchorWritingModifier<A, K>, context: ResolveContext) {
        source = modifier.source
        make = modifier.make
        graph.registerGeometryDependent(self)
        preferenceChanged(K.self)
    }

    private var toCanvas: ProjectionTransform { layoutTransformToCanvas(in: locatedIn) }

    func preferenceValue<Key: PreferenceKey>(for key: Key.Type, content: @escaping () -> Key.Value) -> Key.Value? {
        guard Key.self == K.self, let source, let make, let content = content as? () -> K.Value else { return nil }
        let anchor = source.resolve(CGRect(origin: .zero, size: frame.size), toCanvas)
        return make(anchor, content) as? Key.Value
    }

    func geometryChanged() -> Bool {
        CGRect(origin: .zero, size: frame.size).mapped(by: toCanvas) != reportedBounds
    }

    func reevaluateForGeometry() {
        reportedBounds = CGRect(origin: .zero, size: frame.size).mapped(by: toCanvas)
        preferenceChanged(K.self)
    }

    override func didRemove() { preferenceChanged(K.self) }
}
