/// Where a view leaving with its transition is drawn among the children of the view that laid it out: at the
/// place it left, as SwiftUI keeps a removed view's place in its parent's order. It sorts by its `zIndex` as the
/// children do and, within it, just before the first child that was drawn after it and is still there (after
/// the others when none is). So a view that leaves from under a sibling stays under it (a menu's options slide
/// away beneath its `zIndex(10)` header, a dimming colour fades out under the card that covered it), a view
/// replaced in an `if`/`else` is drawn over the view that takes its place, and a leaving view found nowhere
/// among the children when it left is drawn after them.
@MainActor
struct LeavingViewPlace {
    /// The leaving view's `zIndex` (the highest of its views', for a group that leaves together).
    var zIndex: Double
    /// The children drawn after it when it left, in declaration order.
    var followers: [LayoutNode]

    /// The place of a view leaving with the views `drawn` from among `siblings` (its host's children as last
    /// drawn); nil if none of them is among the siblings.
    init?(leaving drawn: [LayoutNode], among siblings: [LayoutNode]) {
        let indices = drawn.compactMap { view in siblings.firstIndex { $0 === view } }
        guard let last = indices.max() else { return nil }
        zIndex = drawn.map { $0.zIndex }.max() ?? 0
        followers = Array(siblings[(last + 1)...])
    }

    /// Where it goes among `children` in declaration order: before the child at the index returned.
    func position(among children: [LayoutNode]) -> Int {
        for follower in followers {
            if let index = children.firstIndex(where: { $0 === follower }) { return index }
        }
        return children.count
    }
}

extension LayoutNode {
    /// Draws the children back to front (by `zIndex`, then in order) with the views leaving from among them,
    /// each at its place (``LeavingViewPlace``).
    func drawChildrenAndLeavingViews(into builder: inout DisplayListBuilder, space: RenderSpace) {
        let children = layoutChildren
        lastDrawnChildren = children
        let leaving = graph.departingViews.isEmpty ? [] : graph.departingViews.filter {
            $0.host === self && !$0.isFinished
        }
        guard !leaving.isEmpty else {
            for child in drawingOrder { child.draw(into: &builder, space: space) }
            return
        }
        enum Entry {
            case child(LayoutNode)
            case leaving(DepartingView)
        }
        // Sort keys: zIndex, then the place in declaration order (a leaving view just before the child it
        // goes before), then the order the views left in.
        var entries: [(key: (Double, Int, Int), entry: Entry)] = children.enumerated().map { index, child in
            ((child.zIndex, 2 * index + 1, 0), .child(child))
        }
        for (order, view) in leaving.enumerated() {
            let place = view.place
            let position = place.map { 2 * $0.position(among: children) } ?? 2 * children.count
            entries.append(((place?.zIndex ?? 0, position, order), .leaving(view)))
        }
        entries.sort { $0.key < $1.key }
        for item in entries {
            switch item.entry {
            case .child(let child): child.draw(into: &builder, space: space)
            case .leaving(let view): view.draw(into: &builder)
            }
        }
    }
}
