extension LayoutNode {
    /// Draws the children back to front (by `zIndex`, then in order) with the views leaving from among them.
    ///
    /// A view removed with nothing in its place (`if show { … }` turned off, an element gone from a `ForEach`)
    /// goes behind the children of its own `zIndex` (``leavingViewsPosition``), in the order the views left, as
    /// SwiftUI draws it: the well-known case is a view fading out of a `ZStack` that vanishes at once behind the
    /// background drawn before it, which code avoids with an explicit `zIndex`. A view replaced in the same
    /// update (`if`/`else`, a new type or identity) keeps its place and is drawn over the view that replaced it,
    /// before the children that were drawn after it.
    func drawChildrenAndLeavingViews(into builder: inout DisplayListBuilder, space: RenderSpace) {
        // The children as this node draws them (a list leaves out the row backgrounds it draws itself), already
        // in `zIndex` order; positions below count in it.
        let children = drawingOrder
        lastDrawnChildren = children
        let leaving = graph.departingViews(hostedBy: self)
        guard !leaving.isEmpty else {
            for child in children { child.draw(into: &builder, space: space) }
            return
        }
        enum Entry {
            case child(LayoutNode)
            case leaving(DepartingView)
        }
        // Sort keys: zIndex, then the place in drawing order (a leaving view just before the child at its
        // position), then the order the views left in.
        let removedPosition = leavingViewsPosition
        var entries: [(key: (Double, Int, Int), entry: Entry)] = leaving.enumerated().map { order, view in
            let position = view.isReplaced ? Self.position(before: view.followers, among: children) : removedPosition
            return ((view.zIndex, 2 * position, order), .leaving(view))
        }
        for (index, child) in children.enumerated() {
            entries.append(((child.zIndex, 2 * index + 1, 0), .child(child)))
        }
        entries.sort { $0.key < $1.key }
        for item in entries {
            switch item.entry {
            case .child(let child): child.draw(into: &builder, space: space)
            case .leaving(let view): view.draw(into: &builder)
            }
        }
    }

    /// The index among `children` of the first of `followers` still there; after them all when none is.
    private static func position(before followers: [LayoutNode], among children: [LayoutNode]) -> Int {
        for follower in followers {
            if let index = children.firstIndex(where: { $0 === follower }) { return index }
        }
        return children.count
    }
}
