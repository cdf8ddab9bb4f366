import Foundation

/// Runs `animation` and reports logical completion after `duration` seconds (or when it finishes, if sooner).
struct LogicallyCompleteAnimation: CustomAnimation, PredictableDurationAnimation {
    var animation: Animation
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = animation.animate(value: value, time: time, context: &context)
        if time >= duration || result == nil { context.isLogicallyComplete = true }
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        let previousBase = (previous.base as? LogicallyCompleteAnimation)?.animation ?? previous
        return animation.shouldMerge(previous: previousBase, value: value, time: time, context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? { animation.predictedDuration(for: value) }
}

extension LogicallyCompleteAnimation: CustomStringConvertible {
    var description: String { "LogicallyCompleteAnimation(animation: \(animation), duration: \(duration))" }
}
