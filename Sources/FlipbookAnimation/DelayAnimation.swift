import Foundation

/// Holds the value at the start for `delay` seconds, then runs `animation`. A negative delay starts the animation
/// that far into its run, as SwiftUI evaluates it (`max(0, t − delay)`): real code staggers repeating shimmers
/// with `.delay(-Double(index) / 20)`. A non-finite delay counts as none.
struct DelayAnimation: CustomAnimation, PredictableDurationAnimation {
    var animation: Animation
    var delay: TimeInterval

    private var finiteDelay: TimeInterval { delay.isFinite ? delay : 0 }

    func localTime(_ time: TimeInterval) -> TimeInterval { max(0, time - finiteDelay) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: localTime(time), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if time < finiteDelay { return .zero }
        return animation.velocity(value: value, time: localTime(time), context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.base as? DelayAnimation, previous.delay == delay else { return false }
        return animation.shouldMerge(previous: previous.animation, value: value, time: localTime(time), context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        animation.predictedDuration(for: value).map { max($0 + finiteDelay, 0) }
    }
}

extension DelayAnimation: CustomStringConvertible {
    var description: String { "DelayAnimation(animation: \(animation), delay: \(delay))" }
}
