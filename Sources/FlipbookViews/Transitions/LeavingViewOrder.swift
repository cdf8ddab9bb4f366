extension LayoutNode {
    /// Draws the children back to front (by `zIndex`, then in order) with the views leaving from among them.
    ///
    /// A leaving view goes behind the children of its own `zIndex` (``leavingViewsPosition``) (in the order the views left), as SwiftUI
    /// draws a removed view: the well-known case is a view fading out of a `ZStack` that vanishes at once behind
    /// the background drawn before it, which code avoids with an explicit `zIndex` on the view. So a view whose
    /// `zIndex` is above its siblings' leaves in front of them, a view replaced in an `if`/`else` goes behind the
    /// view that takes its place (which is then seen to arrive), and a menu's options slide away under its
    /// `zIndex(10)` header.
    func drawChildrenAndLeavingViews(into builder: inout DisplayListBuilder, space: RenderSpace) {
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
        // Sort keys: zIndex, then the place in declaration order (leaving views just before the child at
        // `leavingViewsPosition`), then the order the views left in.
        let position = leavingViewsPosition
        var entries: [(key: (Double, Int, Int), entry: Entry)] = leaving.enumerated().map { order, view in
            ((view.zIndex, 2 * position, order), .leaving(view))
        }
        for (index, child) in layoutChildren.enumerated() {
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
}
