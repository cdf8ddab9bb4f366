import Foundation

/// A drag that only follows the finger along some axes: a scroll view along those it scrolls, a list row
/// swiped aside along the horizontal.
@MainActor
protocol AxisDragTarget: DragTarget {
    var dragAxes: Axis.Set { get }
}

/// A finger on a view dragged along some axes inside a scroll view that scrolls across them (a vertical list on a
/// horizontal pager, a row swiped aside in a list): as on iOS, where a scroll view only takes pans along the axes
/// it scrolls, the finger's first clear movement picks the one whose axis it follows, and that one alone is
/// dragged from where the finger went down.
@MainActor
final class ScrollDragHandOff: DragTarget {
    private let inner: AxisDragTarget
    private let outer: AxisDragTarget
    private var start: CGPoint?
    private var chosen: DragTarget?
    /// How far the finger moves before the direction is read (UIKit's pan recognizers wait about as long).
    static let slop: CGFloat = 10

    init(inner: AxisDragTarget, outer: AxisDragTarget) {
        self.inner = inner
        self.outer = outer
    }

    /// Whether two drags, one inside the other, share no axis.
    static func crosses(_ inner: AxisDragTarget, _ outer: AxisDragTarget) -> Bool {
        inner.dragAxes.isDisjoint(with: outer.dragAxes)
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
        let target: DragTarget = inner.dragAxes.contains(axis) || !outer.dragAxes.contains(axis) ? inner : outer
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
