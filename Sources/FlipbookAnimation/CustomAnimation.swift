import Foundation

/// A type that defines how an animatable value changes over time.
///
/// `value` is always the *delta* being animated (new model value minus the animation's origin); `animate`
/// returns how far along that delta the value is at `time` seconds after the animation began, or nil once the
/// animation has finished, at which point the value rests on its target.
public protocol CustomAnimation: Hashable, Sendable {
    /// The current offset from the origin towards `value`, or nil when finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The current rate of change of the offset; nil if the animation cannot tell.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation should take over a running `previous` animation (inheriting its state and
    /// elapsed `time`; `value` is the previous delta) instead of running alongside it and combining results.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// Built-in animations that know how long they run for a given delta, so repeats can start each pass at the
/// exact instant the previous one ended whatever the frame rate.
protocol PredictableDurationAnimation {
    /// The time at which `animate` first returns nil for `value`, or nil if unknown; infinity if never.
    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval?
}

extension Animation {
    /// The duration of this animation for `value`, if it can be known in advance.
    func predictedDuration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        (base as? any PredictableDurationAnimation)?.duration(for: value)
    }
}
