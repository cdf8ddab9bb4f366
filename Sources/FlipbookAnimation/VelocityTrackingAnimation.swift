import Foundation

/// What a value changed without an animation but with `tracksVelocity` (a gesture moving it) runs: the value
/// stays on its model, while its velocity is measured, so that an animation that merges with it later (a
/// spring started when the gesture ends) starts at that speed. It ends 2 s after the last change.
///
/// The velocity is SwiftUI's estimate from the last three samples, `0.25·v_latest + 0.75·v_previous`, decayed
/// by `0.998^(ms since the last sample)`.
struct VelocityTrackingAnimation: CustomAnimation {
    static let lifetime: TimeInterval = 2

    /// The changes seen so far: when, and where the value was (as an offset along the animated interval).
    struct Samples<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: [(time: TimeInterval, value: V)] { [] }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var samples = context.state[Samples<V>.self]
        if samples.last.map({ $0.value != value }) ?? true {
            samples.append((time, value))
            if samples.count > 3 { samples.removeFirst(samples.count - 3) }
            context.state[Samples<V>.self] = samples
        }
        guard let last = samples.last, time - last.time <= Self.lifetime else { return nil }
        return value
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let samples = context.state[Samples<V>.self]
        guard samples.count >= 2, let last = samples.last else { return .zero }
        func rate(_ a: (time: TimeInterval, value: V), _ b: (time: TimeInterval, value: V)) -> V {
            let elapsed = b.time - a.time
            return elapsed > 0 ? (b.value - a.value).scaled(by: 1 / elapsed) : .zero
        }
        let latest = rate(samples[samples.count - 2], last)
        var estimate = latest
        if samples.count >= 3 {
            estimate = latest.scaled(by: 0.25) + rate(samples[samples.count - 3], samples[samples.count - 2]).scaled(by: 0.75)
        }
        let idle = max(0, time - last.time)
        return estimate.scaled(by: pow(0.998, idle * 1000))
    }

    /// A later tracked change continues the same measurement.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        previous.base is VelocityTrackingAnimation
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension Animation {
    /// The animation of a change made without one in a transaction that tracks velocity.
    package static var velocityTracking: Animation { Animation(VelocityTrackingAnimation()) }
}
