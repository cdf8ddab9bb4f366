import Foundation

/// `zIndex`: the view's place front to back among its siblings.
public struct _ZIndexModifier: ViewModifier {
    let index: Double
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ZIndexNode(graph: $0) }
    }
}

final class ZIndexNode: WrappingLayoutNode, ModifierApplication {
    private var index = 0.0
    func apply(_ modifier: _ZIndexModifier, context: ResolveContext) {
        if modifier.index != 0 { graph.usesZIndex = true }
        if modifier.index != index { parent?.invalidateRender() }
        index = modifier.index.isFinite ? modifier.index : 0
    }
    override var zIndex: Double { index }
}

/// `allowsHitTesting` and `hidden`: the view and its descendants answer no touches.
public struct _HitTestingModifier: ViewModifier {
    let enabled: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { HitTestingNode(graph: $0) }
    }
}

final class HitTestingNode: WrappingLayoutNode, ModifierApplication {
    private var enabled = true
    func apply(_ modifier: _HitTestingModifier, context: ResolveContext) { enabled = modifier.enabled }
    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        enabled ? super.hitTest(point, space: space) : nil
    }
    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        enabled && super.hitsContent(point, space: space)
    }
}

extension View {
    /// Puts the view in front of (higher) or behind (lower) its siblings, whatever their order (0 by default).
    public func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(index: value)) }

    /// Whether the view and its descendants answer touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_HitTestingModifier(enabled: enabled)) }

    /// Hides the view: it keeps its place in layout, draws nothing and answers no touches.
    public func hidden() -> some View { opacity(0).allowsHitTesting(false) }
}
