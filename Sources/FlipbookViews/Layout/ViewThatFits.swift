import Foundation

/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the last if none does.
///
/// Each view is asked for its ideal size along the constrained axes (an unspecified proposal there, the offer
/// on the others); the first no larger than the offer is shown and laid out in the offer. The others keep their
/// state but are neither drawn nor touched.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// The first view of `content` that fits the space offered along `axes`, else the last.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ViewThatFitsNode<Content>(graph: graph)) }
}

final class ViewThatFitsNode<Content: View>: LayoutNode, ViewNode {
    private var axes: Axis.Set = [.horizontal, .vertical]
    private var content: Node?
    /// The view shown, chosen when the node was last placed.
    private var shown: LayoutNode?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { shown.map { [$0] } ?? [] }

    func update(_ view: ViewThatFits<Content>, context: ResolveContext) {
        if view.axes != axes { invalidateLayout() }
        axes = view.axes
        content = graph.reconcile(view.content, existing: content, parent: self, context: context)
    }

    private func choice(for proposal: ProposedViewSize) -> LayoutNode? {
        let candidates = content?.items ?? []
        return candidates.first { fits($0, in: proposal) } ?? candidates.last
    }

    private func fits(_ candidate: LayoutNode, in proposal: ProposedViewSize) -> Bool {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = candidate.sizeThatFits(ProposedViewSize(width: horizontal ? nil : proposal.width,
                                                            height: vertical ? nil : proposal.height))
        if horizontal, let width = proposal.width, ideal.width > width + 0.001 { return false }
        if vertical, let height = proposal.height, ideal.height > height + 0.001 { return false }
        return true
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        let chosen = choice(for: ProposedViewSize(bounds.size))
        if chosen !== shown {
            shown = chosen
            invalidateRender()
        }
        chosen?.place(in: bounds)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        choice(for: ProposedViewSize(size))?.explicitAlignment(guide, in: size)
    }

    override var debugName: String { "ViewThatFits" }
}
