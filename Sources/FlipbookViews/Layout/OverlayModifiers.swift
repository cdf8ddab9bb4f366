import Foundation

/// `overlay` and `background`: a secondary view sized to the primary one, aligned on it, drawn above or below.
public struct _OverlayModifier<Overlay: View>: ViewModifier {
    let overlay: Overlay
    let alignment: Alignment
    let isBackground: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Draws `overlay` on top of this view, proposed this view's size and aligned on it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment, isBackground: false))
    }

    /// Draws `overlay` on top of this view (the iOS 13 form). A `Color` or gradient, which is both a view and a
    /// shape style, takes the shape-style form, as in SwiftUI.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment, isBackground: false))
    }

    /// Draws `background` behind this view, proposed this view's size and aligned on it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment, isBackground: true))
    }

    /// Draws `background` behind this view (the iOS 13 form). A `Color` or gradient, which is both a view and a
    /// shape style, takes the shape-style form, as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: background, alignment: alignment, isBackground: true))
    }

    /// Fills the area behind this view with a style, reaching into the safe area the view touches on `edges`
    /// (all by default: a screen's `.background(.blue)` fills behind the navigation bar, as in SwiftUI).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    /// Fills a shape behind this view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Layers a style over this view, reaching into the safe area the view touches on `edges`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    /// Fills a shape over this view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// Draws a border of `width` inside the view's edges.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

extension _OverlayModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { OverlayNode<Overlay>(graph: $0) }
    }
}

/// One content view with its overlay or background (each view of a multi-view content gets its own copy).
final class OverlayNode<Overlay: View>: LayoutNode, ModifierApplication {
    var content: LayoutNode?
    private var secondary: Node?
    private var alignment = Alignment.center
    private var isBackground = false
    override var children: [Node] { secondary.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] {
        let extra = secondary?.items ?? []
        let main = content.map { [$0] } ?? []
        return isBackground ? extra + main : main + extra
    }

    func apply(_ modifier: _OverlayModifier<Overlay>, context: ResolveContext) {
        alignment = modifier.alignment
        isBackground = modifier.isBackground
        secondary = graph.reconcile(modifier.overlay, existing: secondary, parent: self, context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        content?.place(in: bounds)
        let proposal = ProposedViewSize(bounds.size)
        OverlayAlignment.place(secondary?.items ?? [], in: bounds, proposal: proposal, alignment: alignment)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        content?.explicitAlignment(guide, in: size)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
    override func layoutValue(for key: ObjectIdentifier) -> Any? { content?.layoutValue(for: key) }
    override var debugName: String { isBackground ? "Background" : "Overlay" }
    /// The overlay's views leave in front of the view it overlays (a background's behind it, the default).
    override var leavingViewsPosition: Int { isBackground || content == nil ? 0 : 1 }
}

/// An overlay or background passes the safe area on to the view it decorates: a list (a scroll view on its grey
/// background) or a scroll view with a background extends under a `safeAreaPadding` and insets its content, the
/// decoration spanning the whole frame with it, as in SwiftUI.
extension OverlayNode: SafeAreaPassing {
    var safeAreaReceiver: SafeAreaAbsorbing? { content as? SafeAreaAbsorbing }
}
