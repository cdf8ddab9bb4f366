import Foundation

extension View {
    /// Puts `content` along a top or bottom edge of the view, and adds the area it covers (and `spacing`) to the
    /// view's safe area: the view is laid out in what is left, a scroll view extends under the bar and insets its
    /// content instead (which scrolls under the bar), and a view that ignores the safe area reaches under it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom,
                                        alignment: Alignment(horizontal: alignment, vertical: .center),
                                        spacing: spacing))
    }

    /// Puts `content` along a leading or trailing edge of the view, and adds the area it covers to the view's
    /// safe area.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing,
                                        alignment: Alignment(horizontal: .center, vertical: alignment),
                                        spacing: spacing))
    }

    /// iOS 26's bar along a top or bottom edge: `content` in the view's safe area, as `safeAreaInset` puts it
    /// (the scroll edge effect under it, which blurs content scrolled beneath, is not drawn).
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// iOS 26's bar along a leading or trailing edge, as `safeAreaInset` puts it.
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: a bar along one edge whose area becomes safe area.
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier {
    let inset: Inset
    let edge: Edge
    /// The bar's alignment across the edge (the part along it is unused).
    let alignment: Alignment
    let spacing: CGFloat?
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { SafeAreaInsetNode<Inset>(graph: $0) }
    }
}

/// One view with its safe-area bar. The bar is proposed the view's length along the edge and its ideal thickness
/// (Flipbook's choice: SwiftUI does not document the proposal), and drawn above the view.
final class SafeAreaInsetNode<Inset: View>: LayoutNode, ModifierApplication, SafeAreaAbsorbing {
    var content: LayoutNode?
    private var bar: Node?
    private var edge = Edge.bottom
    private var alignment = Alignment.center
    private var spacing: CGFloat = 0
    /// Safe area added by enclosing `safeAreaPadding`s or insets that this one passes on with its own.
    private var outerSafeArea = EdgeInsets()

    override var children: [Node] { bar.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { (content.map { [$0] } ?? []) + bars }
    private var bars: [LayoutNode] { bar?.items ?? [] }
    private var isVertical: Bool { edge == .top || edge == .bottom }

    func apply(_ modifier: _SafeAreaInsetModifier<Inset>, context: ResolveContext) {
        edge = modifier.edge
        alignment = modifier.alignment
        spacing = modifier.spacing.map { $0.isFinite ? $0 : 0 } ?? 0
        bar = graph.reconcile(modifier.inset, existing: bar, parent: self, context: context)
    }

    /// What the bar is proposed when the view is `length` long along its edge.
    private func barProposal(along length: CGFloat?) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    /// The bars' extents when the view is `length` long along the edge: across it (their thickness, the widest)
    /// and along it (the longest). Extents that are not finite count as none.
    private func barExtents(along length: CGFloat?) -> (thickness: CGFloat, length: CGFloat) {
        let proposal = barProposal(along: length)
        var extents: (thickness: CGFloat, length: CGFloat) = (0, 0)
        for bar in bars {
            let size = bar.sizeThatFits(proposal)
            let across = isVertical ? size.height : size.width, along = isVertical ? size.width : size.height
            if across.isFinite { extents.thickness = max(extents.thickness, across) }
            if along.isFinite { extents.length = max(extents.length, along) }
        }
        return extents
    }

    /// The safe area bars `thickness` thick add: their thickness and the spacing on their edge (none without a bar).
    private func ownInsets(thickness: CGFloat) -> EdgeInsets {
        bars.isEmpty ? EdgeInsets() : EdgeInsets(Edge.Set(edge), thickness + spacing)
    }

    /// The insets the content is laid out in: the bars' safe area, or none for a scroll view, which takes the
    /// whole area and insets its own content.
    private func layoutInsets(thickness: CGFloat) -> EdgeInsets {
        absorbsSafeArea ? EdgeInsets() : ownInsets(thickness: thickness)
    }

    var absorbsSafeArea: Bool { (content as? SafeAreaAbsorbing)?.absorbsSafeArea == true }

    func absorbSafeArea(_ insets: EdgeInsets) {
        guard insets != outerSafeArea else { return }
        outerSafeArea = insets
        sizeCache.removeAll(keepingCapacity: true)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let bar = barExtents(along: isVertical ? proposal.width : proposal.height)
        let i = layoutInsets(thickness: bar.thickness)
        var size = (content?.sizeThatFits(proposal.inset(by: i)) ?? .zero).outset(by: i)
        if isVertical { size.width = max(size.width, bar.length) } else { size.height = max(size.height, bar.length) }
        return size
    }

    override func placeContent(in bounds: CGRect) {
        // Inside the safe area passed on from outside (only when the content absorbs it).
        let area = bounds.inset(by: outerSafeArea)
        let length = isVertical ? area.width : area.height
        let thickness = barExtents(along: length).thickness
        let own = ownInsets(thickness: thickness)
        let strip: CGRect
        switch edge {
        case .top: strip = CGRect(x: area.minX, y: area.minY, width: area.width, height: thickness)
        case .bottom: strip = CGRect(x: area.minX, y: area.maxY - thickness, width: area.width, height: thickness)
        case .leading: strip = CGRect(x: area.minX, y: area.minY, width: thickness, height: area.height)
        case .trailing: strip = CGRect(x: area.maxX - thickness, y: area.minY, width: thickness, height: area.height)
        }
        if let content {
            if absorbsSafeArea, let absorber = content as? SafeAreaAbsorbing {
                absorber.absorbSafeArea(own + outerSafeArea)
                content.place(in: bounds)
            } else {
                let inner = bounds.inset(by: own)
                graph.placing(keptIn: inner, of: bounds) { content.place(in: inner) }
            }
        }
        let barAlignment = Alignment(horizontal: isVertical ? alignment.horizontal : .center,
                                     vertical: isVertical ? .center : alignment.vertical)
        OverlayAlignment.place(bars, in: strip, proposal: barProposal(along: length), alignment: barAlignment)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        let i = layoutInsets(thickness: barExtents(along: isVertical ? size.width : size.height).thickness)
        guard let value = content?.explicitAlignment(guide, in: size.inset(by: i)) else { return nil }
        return value + (guide.axis == .vertical ? i.top : i.leading)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
    override var debugName: String { "SafeAreaInset" }
}
