import Foundation

/// The screens of a navigation stack, bottom first. All of them stay in the tree, with their state (a list
/// popped back to is scrolled as it was left), but only the top one is laid out, drawn and touched.
struct NavigationScreens: View {
    let screens: [AnyView]
    var body: Never { primitiveBody(Self.self) }
}

extension NavigationScreens {
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(NavigationScreensNode(graph: graph)) }
}

final class NavigationScreensNode: LayoutNode, ViewNode {
    private var screens: [Node] = []
    override var children: [Node] { screens }
    override var layoutChildren: [LayoutNode] { screens.last?.items ?? [] }

    func update(_ view: NavigationScreens, context: ResolveContext) {
        let views = view.screens
        // A screen is identified by its level: one pushed anew at a level a popped one held starts fresh.
        let changedDepth = screens.count != views.count
        while screens.count > views.count { screens.removeLast().remove() }
        for (level, screen) in views.enumerated() {
            let existing = level < screens.count ? screens[level] : nil
            let node = graph.reconcile(screen, existing: existing, parent: self, context: context)
            if level < screens.count { screens[level] = node } else { screens.append(node) }
        }
        if changedDepth { invalidateLayout() }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fitted = layoutChildren.map { $0.sizeThatFits(proposal) }
        return CGSize(width: proposal.width ?? fitted.map(\.width).max() ?? 0,
                      height: proposal.height ?? fitted.map(\.height).max() ?? 0)
    }

    override func placeContent(in bounds: CGRect) {
        for item in layoutChildren {
            let size = item.sizeThatFits(ProposedViewSize(bounds.size))
            item.place(in: CGRect(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY,
                                  width: size.width, height: size.height))
        }
    }

    override var debugName: String { "NavigationScreens" }
}
