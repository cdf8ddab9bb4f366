import Foundation

/// SwiftUI's default insertion transition (`.opacity`) for a view inserted in an animated change without a
/// transition of its own: its views fade in as they are drawn.
final class ArrivingView: Node, AnimatingNode {
    private let fading: [LayoutNode]
    private var presence: AnimatedValue<Double>?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("presence", presence)] }

    init(graph: ViewGraph, items: [LayoutNode], from start: Double = 0, transaction: Transaction) {
        fading = items
        super.init(graph: graph)
        presence = AnimatedValue(start)
        presence = fed(presence, 1, transaction: transaction)
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
        if !presence.isAnimating { _ = graph.endArrival(of: fading, by: self) }
        return presence.isAnimating
    }
}

extension ViewGraph {
    /// Ends the fade-in of those of `items` that are fading in (only `arrival`'s, if given); returns the
    /// opacity the first of them had reached.
    func endArrival(of items: [LayoutNode], by arrival: ArrivingView? = nil) -> Double? {
        var reached: Double?
        for item in items where item.isArriving {
            let key = ObjectIdentifier(item)
            guard let current = arrivals[key], arrival == nil || current === arrival else { continue }
            reached = reached ?? current.opacity
            arrivals[key] = nil
            item.isArriving = false
        }
        return reached
    }

    /// Fades in `node`, just made in `context`, if it was inserted in an animated change into a view that
    /// already existed and has no transition of its own. A group of views (`if show { a; b }`, a `ForEach`) is
    /// taken view by view, as SwiftUI does: each with its own transition, the ones without one fading.
    func arrive(_ node: Node, parent: Node, context: ResolveContext) {
        guard TransitionNode.animates(context.transaction), !parent.isNewInThisUpdate else { return }
        let fading = TransitionNode.views(of: node).untransitioned
        guard !fading.isEmpty else { return }
        _ = ArrivingView(graph: self, items: fading, transaction: context.transaction)
    }
}
