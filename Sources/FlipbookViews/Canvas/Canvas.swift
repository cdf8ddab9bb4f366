import Foundation

/// A view that draws with a closure, as SwiftUI's `Canvas`: `renderer` is called with a `GraphicsContext` and
/// the canvas's size whenever the canvas is drawn, and its drawings are what the view shows. Views passed as
/// `symbols` (each with a `tag`) are laid out at their ideal size and drawn by the renderer through
/// `context.resolveSymbol(id:)`. A canvas inside a `TimelineView` animates as the timeline's entries change.
///
/// The canvas takes the space it is offered (10 × 10 points when offered none) and is hit-tested as a whole.
public struct Canvas<Symbols: View>: View {
    /// The closure that draws the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer may draw, by tag.
    public var symbols: Symbols
    /// Whether the canvas is opaque (a hint: Flipbook draws it the same way).
    public var isOpaque: Bool
    /// How colours are stored while drawing (Flipbook always draws 8-bit sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether drawing may happen off the main thread (Flipbook draws in the frame, like every view).
    public var rendersAsynchronously: Bool

    /// A canvas whose renderer can draw the tagged `symbols` views.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(CanvasNode<Symbols>(graph: graph)) }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

/// A canvas: the renderer runs when the frame is drawn (user drawing code, reading only), over the size the
/// layout gave it; its symbol views are kept out of the layout and located in their own space.
final class CanvasNode<Symbols: View>: BoundaryNode, ViewNode {
    private var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    private var environment = EnvironmentValues()
    private var symbolsNode: Node?
    override var children: [Node] { symbolsNode.map { [$0] } ?? [] }

    private var symbolItems: [LayoutNode] { symbolsNode?.items ?? [] }

    func update(_ canvas: Canvas<Symbols>, context: ResolveContext) {
        renderer = canvas.renderer
        environment = context.environment
        if Symbols.self == EmptyView.self {
            symbolsNode = nil
        } else {
            symbolsNode = graph.reconcile(canvas.symbols, existing: symbolsNode, parent: self, context: context)
        }
        invalidateRender()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    override func placeContent(in bounds: CGRect) {
        for symbol in symbolItems {
            symbol.place(in: CGRect(origin: .zero, size: symbol.sizeThatFits(.unspecified)))
        }
    }

    override func locateOwnContent() {
        for symbol in symbolItems { symbol.locate(in: .root, moved: true) }
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard let renderer, size.width > 0, size.height > 0 else { return }
        var symbols: [AnyHashable: (size: CGSize, list: DisplayList)] = [:]
        for symbol in symbolItems {
            guard let tag = (symbol as? TaggedNode)?.anyTag, symbols[tag] == nil else { continue }
            let list = DisplayListBuilder.build { symbol.draw(into: &$0, space: .root) }
            symbols[tag] = (symbol.frame.size, list)
        }
        let resources = CanvasResources(textMeasurer: graph.textMeasurer, resourceFolders: graph.resourceFolders,
                                        symbols: symbols)
        var context = GraphicsContext(recording: GraphicsContext.Recording(), resources: resources,
                                      environment: environment)
        context.clipBounds = CGRect(origin: .zero, size: size)
        renderer(&context, size)
        let drawn = context.recording.layer.transformed(by: space.transform)
        for var item in drawn.items {
            item.viewID = nodeID
            builder.append(item)
        }
    }

    override var debugName: String { "Canvas" }
}
