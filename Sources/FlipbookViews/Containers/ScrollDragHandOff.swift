import Foundation

/// A finger on a scroll view inside another that scrolls across it (a vertical list on a horizontal pager): as
/// on iOS, where a scroll view only takes pans along the axes it scrolls, the finger's first clear movement picks
/// the one whose axis it follows, and that one alone is dragged from where the finger went down.
@MainActor
final class ScrollDragHandOff: DragTarget {
    private let inner: DragTarget & ScrollViewport
    private let outer: DragTarget & ScrollViewport
    private var start: CGPoint?
    private var chosen: DragTarget?
    /// How far the finger moves before the direction is read (UIKit's pan recognizers wait about as long).
    static let slop: CGFloat = 10

    init(inner: DragTarget & ScrollViewport, outer: DragTarget & ScrollViewport) {
        self.inner = inner
        self.outer = outer
    }

    /// Whether two scroll views, one inside the other, share no scrolling axis.
    static func crosses(_ inner: ScrollViewport, _ outer: ScrollViewport) -> Bool {
        inner.scrollAxes.isDisjoint(with: outer.scrollAxes)
    }

    func dragBegan(at point: CGPoint) -> Bool {
        start = point
        chosen = nil
        return true
    }

    func dragMoved(to point: CGPoint) {
        if let chosen { return chosen.dragMoved(to: point) }
        guard let start else { return }
        let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
        guard max(dx, dy) >= Self.slop else { return }
        let axis: Axis.Set = dx > dy ? .horizontal : .vertical
        let target: DragTarget = inner.scrollAxes.contains(axis) || !outer.scrollAxes.contains(axis) ? inner : outer
        guard target.dragBegan(at: start) else { return }
        chosen = target
        target.dragMoved(to: point)
    }

    func dragEnded(at point: CGPoint) {
        chosen?.dragEnded(at: point)
        chosen = nil
        start = nil
    }
}
