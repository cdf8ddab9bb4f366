import Foundation

/// Holds the value at the start for `delay` seconds, then runs `animation`.
struct DelayAnimation: CustomAnimation, PredictableDurationAnimation {
    var animation: Animation
    var delay: TimeInterval

    func localTime(_ time: TimeInterval) -> TimeInterval { max(0, time - max(delay, 0)) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: localTime(time), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if time < delay { return .zero }
        return animation.velocity(value: value, time: localTime(time), context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.base as? DelayAnimation, previous.delay == delay else { return false }
        return animation.shouldMerge(previous: previous.animation, value: value, time: localTime(time), context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        animation.predictedDuration(for: value).map { $0 + max(delay, 0) }
    }
}

extension DelayAnimation: CustomStringConvertible {
    var description: String { "DelayAnimation(animation: \(animation), delay: \(delay))" }
}
