import Foundation

/// SwiftUI's default insertion transition (`.opacity`) for a view inserted in an animated change without a
/// transition of its own: its views fade in as they are drawn.
final class ArrivingView: Node, AnimatingNode {
    private let fading: [LayoutNode]
    private var presence: AnimatedValue<Double>?

    init(graph: ViewGraph, items: [LayoutNode], from start: Double = 0, transaction: Transaction) {
        fading = items
        super.init(graph: graph)
        presence = AnimatedValue(start)
        feed(&presence, 1, transaction: transaction)
        for item in fading {
            item.isArriving = true
            graph.arrivals[ObjectIdentifier(item)] = self
        }
    }

    var opacity: Double { min(max(presence?.presented ?? 1, 0), 1) }

    func tick(at time: TimeInterval) -> Bool {
        guard let presence else { return false }
        presence.tick(at: time)
        for item in fading { item.invalidateRender() }
        if !presence.isAnimating {
            for item in fading where graph.arrivals[ObjectIdentifier(item)] === self {
                item.isArriving = false
                graph.arrivals[ObjectIdentifier(item)] = nil
            }
        }
        return presence.isAnimating
    }
}

extension ViewGraph {
    /// Fades in `node`, just made in `context`, if it was inserted in an animated change into a view that
    /// already existed and has no transition of its own.
    func arrive(_ node: Node, parent: Node, context: ResolveContext) {
        guard TransitionNode.animates(context.transaction), !parent.isNewInThisUpdate,
              TransitionNode.outermost(in: node) == nil else { return }
        let items = node.items
        guard !items.isEmpty else { return }
        _ = ArrivingView(graph: self, items: items, transaction: context.transaction)
    }
}
