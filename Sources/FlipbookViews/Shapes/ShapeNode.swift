import Foundation

/// Shapes whose drawing is a stroke of another shape's outline (drawn as a stroke, not a filled outline).
@MainActor
protocol StrokedShapeDrawing {
    func outline(in rect: CGRect) -> Path
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeDrawing {
    func outline(in rect: CGRect) -> Path { shape.path(in: rect) }
    var strokeStyle: StrokeStyle { style }
}

extension _ShapeView {
    @MainActor public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(ShapeNode<Content, Style>(graph: graph))
    }
}

/// The node of a shape view: a leaf whose shape data and paint (colours, gradients) animate.
final class ShapeNode<S: Shape, Style: ShapeStyle>: BoundaryNode, ViewNode {
    private var shape: AnimatedValue<S>?
    private var fillStyle = FillStyle()
    private var paint: AnimatedValue<ResolvedPaint>?
    /// Whether `S` draws as a stroke, decided once for the type: casting the presented shape every frame costs
    /// more than drawing many shapes.
    private let isStroked = S.self is StrokedShapeDrawing.Type

    func update(_ view: _ShapeView<S, Style>, context: ResolveContext) {
        shape = fed(shape, view.shape, transaction: context.transaction)
        let mirrors = view.shape.layoutDirectionBehavior.mirrors(context.environment.layoutDirection)
        if mirrors != isMirrored {
            isMirrored = mirrors
            outlineStamp = -1
        }
        fillStyle = view.fillStyle
        // A style of the user's own is resolved once: its paint, shadows and blend mode all come from what it is.
        let style = ShapeStyles.concrete(view.style, in: context.environment)
        paint = fedPaint(paint, ShapeStyles.resolve(style, in: context.environment), transaction: context.transaction)
        shadows = (style as? ShadowedShapeStyle)?.shadows.map { shadow in
            (shadow, shadow.color.resolve(in: context.environment))
        } ?? []
        blendMode = (style as? BlendedShapeStyle)?.blendMode
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        shape?.model.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        var animating = false
        if shape?.isAnimating == true {
            shape!.tick(at: time)
            animating = shape!.isAnimating
        }
        if paint?.isAnimating == true {
            paint!.tick(at: time)
            animating = animating || paint!.isAnimating
        }
        return animating
    }

    /// The shape's outline at the presented data and size, made by the geometry pass, and the stroke it is drawn
    /// with (nil: filled).
    private(set) var outline = Path()
    private var outlineStroke: StrokeStyle?
    /// The render stamp the outline was made at: it depends on the shape's data and size only, so a shape that
    /// an ancestor moves keeps it.
    private var outlineStamp = -1
    /// What the shape covers: its outline filled, or its stroke's outline.
    private var coveredRegion: Path { outlineStroke.map { outline.strokedPath($0) } ?? outline }
    /// Whether the outline is flipped horizontally, for the layout direction.
    private var isMirrored = false
    /// The shadows the shape style carries, with their colours resolved.
    private var shadows: [(style: ShadowStyle, color: Color.Resolved)] = []
    /// The blend mode the shape style draws in (`.blendMode(_:)` on the style), if any.
    private var blendMode: BlendMode?

    override func locateOwnContent() {
        guard let shape, outlineStamp != renderStamp else { return }
        outlineStamp = renderStamp
        let rect = CGRect(origin: .zero, size: presentedFrame.size)
        if isStroked, let stroked = shape.presented as? StrokedShapeDrawing {
            outline = stroked.outline(in: rect)
            outlineStroke = stroked.strokeStyle
        } else {
            outline = shape.presented.path(in: rect)
            outlineStroke = nil
        }
        if isMirrored { outline = outline.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.width, ty: 0)) }
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard let blendMode else { return renderPaint(into: &builder, space: space, size: size) }
        builder.withEffect(.blendMode(blendMode), viewID: nodeID) { renderPaint(into: &$0, space: space, size: size) }
    }

    private func renderPaint(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard shape != nil, let paint else { return }
        if let squash = paint.presented.ellipticalSquash(in: CGRect(origin: .zero, size: size)) {
            // Drawn where the bounds are square, and mapped back: the fill (or the stroke's outline) squashed, and
            // the item's transform stretching it out again.
            let region = coveredRegion
            let item = DisplayList.Item(transform: ProjectionTransform(squash.transform.inverted()).concatenating(space.transform),
                                        content: .fill(region.applying(squash.transform), squash.paint,
                                                       outlineStroke == nil ? fillStyle : FillStyle()),
                                        viewID: nodeID)
            builder.append(item)
            return
        }
        let drawn = paint.presented.paint(in: CGRect(origin: .zero, size: size))
        let content: DisplayList.Content = outlineStroke.map { .stroke(outline, drawn, $0) } ?? .fill(outline, drawn, fillStyle)
        let item = DisplayList.Item(transform: space.transform, content: content, viewID: nodeID)
        guard !shadows.isEmpty else { return builder.append(item) }
        renderWithShadows(item, into: &builder, space: space, size: size)
    }

    /// The shape with its style's shadows: drop shadows under it, inner shadows over it inside its outline (the
    /// blurred shadow of a frame around the shape, clipped to the shape).
    private func renderWithShadows(_ item: DisplayList.Item, into builder: inout DisplayListBuilder,
                                   space: RenderSpace, size: CGSize) {
        let drops = shadows.filter { $0.style.kind == .drop }, inners = shadows.filter { $0.style.kind == .inner }
        func drawDropped(_ index: Int, _ builder: inout DisplayListBuilder) {
            guard index < drops.count else { return builder.append(item) }
            let (style, color) = drops[index]
            let shadow = DisplayList.Shadow(color: color, radius: max(0, style.radius), offset: space.shadowOffset(style.offset))
            builder.withPixelEffect(.shadow(shadow), in: space, viewID: nodeID) { drawDropped(index + 1, &$0) }
        }
        drawDropped(0, &builder)
        guard !inners.isEmpty else { return }
        let region = coveredRegion
        let clip = DisplayList.Clip(path: region, transform: space.transform,
                                    style: outlineStroke == nil ? fillStyle : FillStyle())
        builder.withEffect(.clip(clip), viewID: nodeID) { clipped in
            for (style, color) in inners {
                let reach = max(0, style.radius) * 2 + abs(style.offset.width) + abs(style.offset.height) + 1
                var frame = Path(CGRect(origin: .zero, size: size).insetBy(dx: -reach, dy: -reach))
                frame.addPath(region)
                let shadow = DisplayList.Shadow(color: color, radius: max(0, style.radius),
                                                offset: space.shadowOffset(style.offset))
                clipped.withPixelEffect(.shadow(shadow), in: space, viewID: nodeID) {
                    $0.append(DisplayList.Item(transform: space.transform,
                                               content: .fill(frame, .color(color), FillStyle(eoFill: true)),
                                               viewID: nodeID))
                }
            }
        }
    }

    /// A shape answers touches where it draws, as SwiftUI hit-tests shapes: inside its outline (on its stroke,
    /// when stroked), and nowhere when its paint is fully clear (`Color.clear`, a colour at opacity 0).
    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        guard let paint, !paint.presented.isClear,
              let local = contentSpace.layoutTransform.inverted().projecting(point) else { return false }
        return coveredRegion.contains(local, eoFill: outlineStroke == nil && fillStyle.isEOFilled)
    }

    override var animatedInputs: [AnimatedInput] {
        super.animatedInputs + [AnimatedInput("animatableData", shape), AnimatedInput("paint", paint)]
    }

    override var debugName: String { String(describing: S.self) }
}


extension Color: View {
    public var body: _ShapeView<Rectangle, Color> { _ShapeView(shape: Rectangle(), style: self) }
}
