import Foundation

/// `Animation.default`: Apple documents it (iOS 17+) as `spring(response: 0.55, dampingFraction: 1.0,
/// blendDuration: 0)`; it forwards everything, merging included, to that spring.
struct DefaultAnimation: CustomAnimation, PredictableDurationAnimation {
    static let resolved = FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0)

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Self.resolved.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        Self.resolved.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        Self.resolved.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? { Self.resolved.duration(for: value) }
}

extension DefaultAnimation: CustomStringConvertible {
    var description: String { "DefaultAnimation()" }
}
