import Foundation

/// A node's one pending wake-up on the host's clock (a live date text's next change, a timeline's next entry):
/// setting another cancels it, and so does the node going. When it fires, the node is evaluated again.
@MainActor
struct PendingWake {
    private var timer: Int?

    /// Evaluates `node` again when host time reaches `due`, in place of the wake-up set before.
    mutating func set(_ node: some ReevaluatableNode, at due: TimeInterval) {
        cancel(in: node.graph)
        timer = node.graph.mainQueue.schedule(at: due) { [weak node] in
            guard let node, !node.isRemoved else { return }
            node.graph.inbox.record(owner: node, transaction: Transaction()) {}
        }
    }

    /// Drops the wake-up, if one is set and has not fired (cancelling a fired one does nothing).
    mutating func cancel(in graph: ViewGraph) {
        if let timer { graph.mainQueue.cancel(timer) }
        timer = nil
    }
}
