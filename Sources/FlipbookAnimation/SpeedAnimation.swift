import Foundation

/// Runs `animation` with its clock multiplied by `speed` (2 = twice as fast). A speed that is zero, negative or
/// not a number freezes the animation at its start.
struct SpeedAnimation: CustomAnimation, PredictableDurationAnimation {
    var animation: Animation
    var speed: Double

    var factor: Double { speed.isFinite && speed > 0 ? speed : 0 }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: time * factor, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time * factor, context: context)?.scaled(by: factor)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.base as? SpeedAnimation, previous.speed == speed else { return false }
        return animation.shouldMerge(previous: previous.animation, value: value, time: time * factor, context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        guard factor > 0 else { return .infinity }
        return animation.predictedDuration(for: value).map { $0 / factor }
    }
}

extension SpeedAnimation: CustomStringConvertible {
    var description: String { "SpeedAnimation(animation: \(animation), speed: \(speed))" }
}
