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

    /// Puts two fingers down at canvas points; returns whether a view with a two-finger gesture under their
    /// midpoint took them.
    @discardableResult
    public func twoFingersDown(at first: CGPoint, _ second: CGPoint) -> Bool {
        if activePinch != nil { twoFingersUp(at: first, second) }
        let middle = CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
        guard let target = hitTest(middle)?.drag as? TwoFingerTarget else { return false }
        let taken = perform { target.pinchBegan(first, second) }
        flushChanges()
        if taken { activePinch = target }
        return taken
    }

    /// Moves the two fingers that are down (if any).
    public func twoFingersMove(to first: CGPoint, _ second: CGPoint) {
        guard let target = activePinch else { return }
        perform { target.pinchMoved(first, second) }
        flushChanges()
    }

    /// Lifts the two fingers that are down (if any).
    public func twoFingersUp(at first: CGPoint, _ second: CGPoint) {
        guard let target = activePinch else { return }
        activePinch = nil
        perform {
            target.pinchMoved(first, second)
            target.pinchEnded(first, second)
        }
        flushChanges()
    }
}

/// A view that follows two fingers (pinches and twists), given in canvas points.
@MainActor
protocol TwoFingerTarget: AnyObject {
    func pinchBegan(_ first: CGPoint, _ second: CGPoint) -> Bool
    func pinchMoved(_ first: CGPoint, _ second: CGPoint)
    func pinchEnded(_ first: CGPoint, _ second: CGPoint)
}
