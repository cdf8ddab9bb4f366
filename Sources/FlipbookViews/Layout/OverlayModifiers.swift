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

    /// Draws `overlay` on top of this view (the iOS 13 form).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment, isBackground: false))
    }

    /// Draws `background` behind this view, proposed this view's size and aligned on it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment, isBackground: true))
    }

    /// Draws `background` behind this view (the iOS 13 form).
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: background, alignment: alignment, isBackground: true))
    }

    /// Fills the area behind this view with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// Fills a shape behind this view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Layers a style over this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }
}

extension _OverlayModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { OverlayHostNode<Overlay>(graph: graph) }
}

/// Hosts an overlay or background: as with other modifiers, each view of the content gets its own copy of the
/// secondary view.
final class OverlayHostNode<Overlay: View>: SingleChildNode {
    private var modifier: _OverlayModifier<Overlay>?
    private var context: ResolveContext?
    private var applications: [ObjectIdentifier: OverlayNode] = [:]

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        let modifier = modified.anyModifier as! _OverlayModifier<Overlay>
        self.modifier = modifier
        self.context = context
        setChild(any: modified.anyContent, context: context)
        for application in applications.values { application.take(modifier, context: context) }
    }

    override func collectItems(into items: inout [LayoutNode]) {
        guard let modifier, let context else { return }
        var next: [ObjectIdentifier: OverlayNode] = [:]
        for item in child?.items ?? [] {
            let key = ObjectIdentifier(item)
            let application = applications[key] ?? {
                let node = OverlayNode(graph: graph)
                node.parent = self
                node.take(modifier, context: context)
                return node
            }()
            if application.content !== item {
                application.content = item
                application.invalidateLayout()
            }
            next[key] = application
            items.append(application)
        }
        for (key, application) in applications where next[key] == nil { application.remove() }
        applications = next
    }

    override func didRemove() {
        for application in applications.values { application.remove() }
    }

    override func invalidateDependents(layout: Bool) {
        for application in applications.values {
            if layout { application.sizeCache.removeAll(keepingCapacity: true) }
            application.renderStamp &+= 1
        }
    }
}

/// One content view with its overlay or background.
final class OverlayNode: LayoutNode {
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

    func take<V: View>(_ modifier: _OverlayModifier<V>, context: ResolveContext) {
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

    override func explicitAlignment(_ guide: ObjectIdentifier, in size: CGSize) -> CGFloat? {
        content?.explicitAlignment(guide, in: size)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
    override var debugName: String { isBackground ? "Background" : "Overlay" }
}
