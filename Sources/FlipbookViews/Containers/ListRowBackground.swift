import Foundation

/// A row's own background: a colour filled in place of the card, or a view laid out in the row's rectangle.
enum ListRowBackground {
    case color(Color)
    case view(AnyView)

    @MainActor init<V: View>(_ view: V) {
        if let color = view as? Color { self = .color(color) } else { self = .view(AnyView(view)) }
    }

    /// The colour filled in place of the card: clear under a view, which draws itself.
    var fill: Color {
        switch self {
        case .color(let color): return color
        case .view: return .clear
        }
    }

    /// The view drawn over the row's place, if the background is one.
    var view: AnyView? {
        if case .view(let view) = self { return view }
        return nil
    }
}

/// The views rows of a list ask to be drawn on (`listRowBackground(someView)`): one node per such row, laid out
/// in the row's rectangle and drawn behind the rows, clipped to the rounded corners the row's card has there.
@MainActor
final class ListRowBackgroundViews {
    /// Each row's background, by the row it belongs to.
    private var nodes: [ObjectIdentifier: Node] = [:]
    /// The rows in list order, for drawing order.
    private var order: [ObjectIdentifier] = []

    /// The nodes, for the list's tree.
    var children: [Node] { order.compactMap { nodes[$0] } }

    /// Their views and the views' identities, kept until the structure changes (`generation`, the graph's
    /// structure generation), since layout, drawing order and drawing each ask for them on every frame.
    private var cachedItems: (generation: Int, items: [LayoutNode], identities: Set<ObjectIdentifier>)?

    /// Their views, drawn before the rows.
    func items(generation: Int) -> [LayoutNode] { cached(generation: generation).items }

    /// Whether `node` is one of their views.
    func contains(_ node: LayoutNode, generation: Int) -> Bool {
        cached(generation: generation).identities.contains(ObjectIdentifier(node))
    }

    private func cached(generation: Int) -> (generation: Int, items: [LayoutNode], identities: Set<ObjectIdentifier>) {
        if let cachedItems, cachedItems.generation == generation { return cachedItems }
        let items = children.flatMap(\.items)
        let cached = (generation: generation, items: items, identities: Set(items.map(ObjectIdentifier.init)))
        cachedItems = cached
        return cached
    }

    /// Makes or updates a node for each row that asks for a view, and removes those of rows that no longer do.
    /// `sections` are the rows card by card: a card's first row takes its top corners, its last its bottom ones.
    func update(sections: [[LayoutNode]], radius: CGFloat, spacedApart: Bool, parent: Node, graph: ViewGraph,
                context: ResolveContext) {
        var kept: [ObjectIdentifier: Node] = [:]
        var order: [ObjectIdentifier] = []
        for rows in sections {
            for (index, row) in rows.enumerated() {
                let values = row.layoutValue(for: ObjectIdentifier(ContainerValues.self)) as? ContainerValues
                guard let view = values?.listRowBackground?.view else { continue }
                let top = spacedApart || index == 0 ? radius : 0
                let bottom = spacedApart || index == rows.count - 1 ? radius : 0
                // In a stack of its own, which draws a view leaving it (a background swapped in an animated
                // change) among the backgrounds, not over the rows.
                let clipped = ZStack { view }.clipShape(UnevenRoundedRectangle(topLeadingRadius: top, bottomLeadingRadius: bottom,
                                                                    bottomTrailingRadius: bottom, topTrailingRadius: top,
                                                                    style: .continuous))
                let key = ObjectIdentifier(row)
                kept[key] = graph.reconcile(clipped, existing: nodes[key], parent: parent, context: context)
                order.append(key)
            }
        }
        for (key, node) in nodes where kept[key] == nil { node.remove() }
        nodes = kept
        cachedItems = nil
        self.order = order
    }

    /// Lays out `row`'s background, if it has one, in `rect`.
    func place(backgroundOf row: LayoutNode, in rect: CGRect) {
        guard let node = nodes[ObjectIdentifier(row)] else { return }
        for item in node.items {
            let size = item.sizeThatFits(ProposedViewSize(rect.size))
            item.place(in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                                  width: size.width, height: size.height))
        }
    }
}
