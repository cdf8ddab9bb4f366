import Foundation

extension ViewHost {
    /// Puts a finger down at a canvas point at the current time; returns whether a draggable view (a drag
    /// gesture, a slider, a scroll view) took it. Taps are separate: see `tap(at:)`.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Bool {
        graph.touchDown(at: point)
    }

    /// Moves the finger that is down, if any, to a canvas point at the current time.
    public func touchMove(to point: CGPoint) {
        graph.touchMove(to: point)
    }

    /// Lifts the finger that is down, if any, at a canvas point at the current time.
    public func touchUp(at point: CGPoint) {
        graph.touchUp(at: point)
    }
}
