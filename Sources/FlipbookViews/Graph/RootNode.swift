import Foundation

/// The top of the tree: proposes the canvas size to the root view and centres it, as a hosting view that
/// ignores safe areas does. Several root views are stacked vertically.
final class RootNode: LayoutNode {
    private var content: Node?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }

    /// Resolves the root view again in another context (the window's colour scheme changed).
    private var resolveAgain: ((ResolveContext) -> Void)?

    func setRoot<V: View>(_ view: V, context: ResolveContext) {
        resolveAgain = { [unowned self] context in
            content = graph.reconcile(view, existing: content, parent: self, context: context)
        }
        resolveAgain?(context)
    }

    func resolve(in context: ResolveContext) { resolveAgain?(context) }

    /// The size the root view chooses for `proposal`.
    func fittingSize(for proposal: ProposedViewSize) -> CGSize {
        let items = layoutChildren
        if items.count == 1 { return items[0].sizeThatFits(proposal) }
        return StackAlgorithm(axis: .vertical, spacing: nil, alignment: .center).size(of: items, proposal: proposal)
    }

    func layout(in size: CGSize) {
        let items = layoutChildren
        let proposal = ProposedViewSize(size)
        if items.count == 1 {
            let item = items[0]
            let childSize = item.sizeThatFits(proposal)
            let origin = CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
            item.place(in: CGRect(origin: origin, size: childSize))
        } else if !items.isEmpty {
            let layout = StackAlgorithm(axis: .vertical, spacing: nil, alignment: .center)
            let stackSize = layout.size(of: items, proposal: proposal)
            let origin = CGPoint(x: (size.width - stackSize.width) / 2, y: (size.height - stackSize.height) / 2)
            layout.place(items, in: CGRect(origin: origin, size: stackSize), proposal: proposal)
        }
        frame = CGRect(origin: .zero, size: size)
    }
}
