import Foundation

extension ViewGraph {
    /// Puts a finger down at a canvas point; returns whether a draggable view took it. Taps are separate
    /// (`tap(at:)`): a touch that moves drives the view under it, such as a slider's thumb.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Bool {
        if activeDrag != nil { touchUp(at: point) }
        guard let target = hitTest(point)?.drag else { return false }
        let taken = perform { target.dragBegan(at: point) }
        flushChanges()
        if taken { activeDrag = target }
        return taken
    }

    /// Moves the finger that is down (if any) to a canvas point.
    public func touchMove(to point: CGPoint) {
        guard let target = activeDrag else { return }
        perform { target.dragMoved(to: point) }
        flushChanges()
    }

    /// Lifts the finger that is down (if any) at a canvas point.
    public func touchUp(at point: CGPoint) {
        guard let target = activeDrag else { return }
        activeDrag = nil
        perform {
            target.dragMoved(to: point)
            target.dragEnded(at: point)
        }
        flushChanges()
    }
}
