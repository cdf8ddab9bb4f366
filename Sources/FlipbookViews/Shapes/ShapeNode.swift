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
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ShapeNode<Content, Style>(graph: graph)) }
}

/// The node of a shape view: a leaf whose shape data and solid colour animate.
final class ShapeNode<S: Shape, Style: ShapeStyle>: BoundaryNode, ViewNode {
    private var shape: AnimatedValue<S>?
    private var style: any ShapeStyle = ForegroundStyle()
    private var fillStyle = FillStyle()
    private var environment = EnvironmentValues()
    private var color: AnimatedValue<Color.Resolved>?
    /// Whether `S` draws as a stroke, decided once for the type: casting the presented shape every frame costs
    /// more than drawing many shapes.
    private let isStroked = S.self is StrokedShapeDrawing.Type

    func update(_ view: _ShapeView<S, Style>, context: ResolveContext) {
        shape = fed(shape, view.shape, transaction: context.transaction)
        style = view.style
        fillStyle = view.fillStyle
        environment = context.environment
        if case .color(let resolved) = ShapeStyles.paint(style, in: environment, bounds: .zero) {
            color = fed(color, resolved, transaction: context.transaction)
        } else {
            color = nil
        }
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
        if color?.isAnimating == true {
            color!.tick(at: time)
            animating = animating || color!.isAnimating
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
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard shape != nil else { return }
        let paint: DisplayList.Paint = color.map { .color($0.presented) }
            ?? ShapeStyles.paint(style, in: environment, bounds: CGRect(origin: .zero, size: size))
        let content: DisplayList.Content = outlineStroke.map { .stroke(outline, paint, $0) } ?? .fill(outline, paint, fillStyle)
        builder.append(DisplayList.Item(transform: space.transform, content: content, viewID: nodeID))
    }

    override var animatedInputs: [AnimatedInput] {
        super.animatedInputs + [AnimatedInput("animatableData", shape), AnimatedInput("color", color)]
    }

    override var debugName: String { String(describing: S.self) }
}


extension Color: View {
    public var body: _ShapeView<Rectangle, Color> { _ShapeView(shape: Rectangle(), style: self) }
}
