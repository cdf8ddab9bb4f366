import Foundation

/// A timing-curve animation: the value follows `curve` over `duration` seconds, then stops on the target.
/// It never merges with a running animation: interrupted, the two combine (see ``CombinedAnimation``).
struct BezierAnimation: CustomAnimation, PredictableDurationAnimation {
    var duration: TimeInterval
    var curve: UnitCurve

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    /// Unlike OpenSwiftUI's reconstruction (which reports none), timing curves report their velocity, so a spring
    /// that interrupts one keeps its momentum (a finite one, where the curve is vertical). Flipbook's choice;
    /// reference §14 item 6.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.finiteVelocity(at: time / duration) / duration)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? { max(duration, 0) }
}

extension BezierAnimation: CustomStringConvertible {
    var description: String { "BezierAnimation(duration: \(duration), curve: \(curve))" }
}
