import Foundation

/// How a drawing group's or canvas's colours are stored while drawn. Flipbook draws 8-bit sRGB-encoded pixels
/// in every mode.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// sRGB-encoded components.
    case nonLinear
    /// Linear sRGB components.
    case linear
    /// Linear extended-range sRGB components.
    case extendedLinear
}

/// `blendMode`: the view drawn as one layer and combined with what is beneath it.
public struct _BlendModeEffect: ViewModifier, Equatable {
    let blendMode: BlendMode
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { BlendModeNode(graph: $0) }
    }
}

/// `compositingGroup`/`drawingGroup`: the view drawn as one layer before what follows (opacity, blend modes,
/// shadows) applies to it as a whole.
public struct _CompositingGroupEffect: ViewModifier, Equatable {
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { CompositingGroupNode(graph: $0) }
    }
}

extension View {
    /// Draws the view as one layer combined with what is beneath it (within the nearest compositing group) by
    /// `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View { modifier(_BlendModeEffect(blendMode: blendMode)) }

    /// Draws the view's content as one layer before the modifiers after this one apply: blend modes inside
    /// combine only with each other.
    public func compositingGroup() -> some View { modifier(_CompositingGroupEffect()) }

    /// Renders the view offscreen as one picture before showing it (a compositing group for Flipbook, which
    /// always draws with Cairo).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_CompositingGroupEffect())
    }
}

final class BlendModeNode: WrappingLayoutNode, ModifierApplication {
    private var mode = BlendMode.normal

    func apply(_ modifier: _BlendModeEffect, context: ResolveContext) {
        mode = modifier.blendMode
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        guard mode != .normal else { return super.render(into: &builder, space: space) }
        builder.withEffect(.blendMode(mode), viewID: nodeID) { super.render(into: &$0, space: space) }
    }
}

final class CompositingGroupNode: WrappingLayoutNode, ModifierApplication {
    func apply(_ modifier: _CompositingGroupEffect, context: ResolveContext) {}

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        builder.withEffect(.compositingGroup, viewID: nodeID) { super.render(into: &$0, space: space) }
    }
}
