import Foundation

/// The `interpolatingSpring(…)` animation: the closed-form unit response of a spring scaled by the delta.
/// It never merges; interrupted, the springs run together and their effects add up. Reference §3.5.
struct SpringAnimation: CustomAnimation, PredictableDurationAnimation {
    var mass: Double
    var stiffness: Double
    var damping: Double
    /// In fractions of the delta per second.
    var initialVelocity: Double

    var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true) }

    /// When the motion is within 0.001 of the delta for good (the envelope bound of ``Spring``).
    var endTime: TimeInterval {
        spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let spring = self.spring
        guard time < endTime else { return nil }
        if time >= 2 * .pi * (spring.mass / spring.stiffness).squareRoot() { context.isLogicallyComplete = true }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < endTime else { return nil }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? { endTime }
}

extension SpringAnimation: CustomStringConvertible {
    var description: String {
        "SpringAnimation(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
    }
}
