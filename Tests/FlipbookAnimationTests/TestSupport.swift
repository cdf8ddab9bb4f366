import Foundation
import Testing
@testable import FlipbookAnimation

/// A deterministic generator (SplitMix64) so every random case can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func expectClose(_ actual: Double, _ expected: Double, within tolerance: Double,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected). \(comment?.rawValue ?? "")",
            sourceLocation: sourceLocation)
}

/// Samples an animator from a change at 0 (from `from` to `to`) every `step` seconds until it rests or
/// `limit` passes; returns the samples with their times.
func run(_ animation: Animation, from: Double = 0, to: Double = 1, step: Double = 1.0 / 120, limit: Double = 30,
         retargets: [(time: Double, value: Double, animation: Animation?)] = [])
    -> (samples: [(time: Double, value: Double, velocity: Double?)], events: [AnimatorEvent], restTime: Double?) {
    var animator = Animator(from)
    animator.setValue(to, at: 0, animation: animation)
    var pending = retargets.sorted { $0.time < $1.time }
    var samples: [(Double, Double, Double?)] = []
    var events: [AnimatorEvent] = []
    var t = 0.0
    var index = 0
    while t <= limit {
        while let next = pending.first, next.time <= t {
            animator.setValue(next.value, at: next.time, animation: next.animation ?? animation)
            pending.removeFirst()
        }
        let sample = animator.sample(at: t)
        samples.append((t, sample.value, sample.velocity))
        events += sample.events
        if !sample.isAnimating && pending.isEmpty { return (samples, events, t) }
        index += 1
        t = Double(index) * step
    }
    return (samples, events, nil)
}
