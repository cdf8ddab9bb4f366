import Foundation

/// `opacity`: the view and its descendants composited at an opacity (animated).
public struct _OpacityEffect: ViewModifier, Animatable, Equatable {
    public var opacity: Double
    public init(opacity: Double) { self.opacity = opacity }
    public nonisolated var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `shadow`: a blurred copy of the view's opacity, offset and tinted, drawn under it.
public struct _ShadowEffect: ViewModifier, Equatable {
    public var color: Color
    public var radius: CGFloat
    public var offset: CGSize
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `blur`: a Gaussian blur of the view.
public struct _BlurEffect: ViewModifier, Equatable {
    public var radius: CGFloat
    public var isOpaque: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `clipShape`/`clipped`/`cornerRadius`: the view drawn only inside a shape of its frame.
public struct _ClipEffect<ClipShape: Shape>: ViewModifier {
    public var shape: ClipShape
    public var style: FillStyle
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Composites the view at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1))
    }

    /// Draws a shadow of the view (black at 33 % by default).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }

    /// Clips the view to a shape of its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips the view to a rounded rectangle of its frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}

extension _OpacityEffect {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { OpacityNode(graph: $0) }
    }
}

final class OpacityNode: WrappingLayoutNode, ModifierApplication, AnimatingNode {
    private var value: AnimatedValue<Double>?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("opacity", value)] }

    func apply(_ modifier: _OpacityEffect, context: ResolveContext) {
        value = fed(value, modifier.opacity, transaction: context.transaction)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let value else { return false }
        value.tick(at: time)
        return value.isAnimating
    }

    var presentedOpacity: Double { min(max(value?.presented ?? 1, 0), 1) }
    /// The opacity the geometry pass gave the content's space.
    private var locatedOpacity = 1.0

    override func locateContent(in space: RenderSpace, moved: Bool) {
        let opacity = presentedOpacity
        var inner = space
        inner.opacity *= opacity
        let changed = opacity != locatedOpacity
        locatedOpacity = opacity
        super.locateContent(in: inner, moved: moved || changed)
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        let opacity = presentedOpacity
        guard opacity < 1 else { return super.render(into: &builder, space: space) }
        var inner = space
        inner.opacity *= opacity
        builder.faded(opacity, viewID: nodeID) { super.render(into: &$0, space: inner) }
    }

    // A fully transparent view answers no touches, as in SwiftUI (where `opacity(0.001)` is the usual way to
    // keep an invisible view tappable).
    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        presentedOpacity > 0 ? super.hitTest(point, space: space) : nil
    }

    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        presentedOpacity > 0 && super.hitsContent(point, space: space)
    }

    override func describe(into nodes: inout [LaidOutView], space: RenderSpace, depth: Int) {
        var inner = space
        inner.opacity *= presentedOpacity
        super.describe(into: &nodes, space: inner, depth: depth)
    }
}

extension _ShadowEffect {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ShadowNode(graph: $0) }
    }
}

extension _BlurEffect {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { BlurNode(graph: $0) }
    }
}

extension _ClipEffect {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ClipNode<ClipShape>(graph: $0) }
    }
}

/// Clips its content to a shape of its (animated) frame; the shape's data animates too.
final class ClipNode<S: Shape>: WrappingBoundaryNode, ModifierApplication {
    private var shape: AnimatedValue<S>?
    override var animatedInputs: [AnimatedInput] { super.animatedInputs + [AnimatedInput("clipShape", shape)] }
    private var style = FillStyle()

    func apply(_ clip: _ClipEffect<S>, context: ResolveContext) {
        style = clip.style
        shape = fed(shape, clip.shape, transaction: context.transaction)
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        guard let shape, shape.isAnimating else { return false }
        shape.tick(at: time)
        return shape.isAnimating
    }

    /// The clip's outline at the presented data and size, made by the geometry pass.
    private var outline: Path?

    override func locateOwnContent() {
        outline = shape.map { $0.presented.path(in: CGRect(origin: .zero, size: presentedFrame.size)) }
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard let outline else { return super.renderContent(into: &builder, space: space, size: size) }
        let clip = DisplayList.Clip(path: outline, transform: space.transform, style: style)
        builder.withEffect(.clip(clip), viewID: nodeID) { super.renderContent(into: &$0, space: space, size: size) }
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        insideOutline(point) ? super.hitTest(point, space: space) : nil
    }

    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        insideOutline(point) && super.hitsContent(point, space: space)
    }

    /// Whether `point` is where the clip lets the content show (anywhere, when there is no clip).
    private func insideOutline(_ point: CGPoint) -> Bool {
        guard let outline else { return true }
        guard let local = contentSpace.layoutTransform.inverted().projecting(point) else { return false }
        return outline.contains(local, eoFill: style.isEOFilled)
    }
}

/// `mask`: the view shown where the mask view is opaque.
public struct _MaskEffect<Mask: View>: ViewModifier {
    let mask: Mask
    let alignment: Alignment
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Shows this view only where `mask` is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` is opaque (the iOS 13 form).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskEffect(mask: mask, alignment: .center))
    }
}

extension _MaskEffect {
    /// A mask lays out like a background, then draws as a mask of the content.
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { MaskNode<Mask>(graph: $0) }
    }
}

final class MaskNode<Mask: View>: WrappingBoundaryNode, ModifierApplication {
    private var mask: Node?
    private var alignment = Alignment.center
    override var children: [Node] { mask.map { [$0] } ?? [] }

    func apply(_ effect: _MaskEffect<Mask>, context: ResolveContext) {
        alignment = effect.alignment
        var maskContext = context
        maskContext.environment.foregroundStyle = nil
        mask = graph.reconcile(effect.mask, existing: mask, parent: self, context: maskContext)
    }

    override func placeContent(in bounds: CGRect) {
        super.placeContent(in: bounds)
        OverlayAlignment.place(mask?.items ?? [], in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
    }

    override func locateChildren(in space: RenderSpace, moved: Bool) {
        super.locateChildren(in: space, moved: moved)
        for item in mask?.items ?? [] { item.locate(in: space, moved: moved) }
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let maskItems = mask?.items ?? []
        let maskList = DisplayListBuilder.build { maskBuilder in
            for item in maskItems { item.draw(into: &maskBuilder, space: space) }
        }
        builder.withPixelEffect(.mask(maskList), in: space, viewID: nodeID) {
            super.renderContent(into: &$0, space: space, size: size)
        }
    }
}
