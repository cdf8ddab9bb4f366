import Foundation

/// What a hosting controller shows: a navigation screen, a presentation's content, a tab's page. Several views
/// there are stacked vertically with the default spacing and centred, as the views at a window's root are
/// (`RootNode`). A single view is laid out exactly as it would be alone: nothing stands between it and the
/// screen around it, so a scroll view still extends under the screen's bars.
struct HostedContent<Content: View>: View {
    let content: Content

    init(_ content: Content) { self.content = content }

    var body: Never { primitiveBody(Self.self) }

    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(HostedContentNode<Content>(graph: graph))
    }
}

final class HostedContentNode<Content: View>: LayoutNode, ViewNode {
    private var content: Node?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }

    func update(_ view: HostedContent<Content>, context: ResolveContext) {
        content = graph.reconcile(view.content, existing: content, parent: self, context: context)
    }

    /// The only view, when there is one.
    private var single: LayoutNode? {
        let items = layoutChildren
        return items.count == 1 ? items[0] : nil
    }

    private var column: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: nil, alignment: .center) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let single { return single.sizeThatFits(proposal) }
        return column.size(of: layoutChildren, proposal: proposal)
    }

    override func placeContent(in bounds: CGRect) {
        if let single { return single.place(in: bounds) }
        column.place(layoutChildren, in: bounds, proposal: ProposedViewSize(bounds.size))
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        single?.explicitAlignment(guide, in: size)
    }

    override var layoutPriority: Double { single?.layoutPriority ?? 0 }
    override func layoutValue(for key: ObjectIdentifier) -> Any? { single?.layoutValue(for: key) }
    override var debugName: String { "HostedContent" }
}

extension HostedContentNode: SafeAreaPassing {
    var safeAreaReceiver: SafeAreaAbsorbing? { single as? SafeAreaAbsorbing }
}
