import Foundation
import Testing
@testable import FlipbookAnimation

/// `spring(…)` animations stay stable for every stiffness and damping SwiftUI accepts, and a run asked for far
/// ahead costs no more than a short one.
@Suite struct SpringStabilityTests {
    private func run(_ animation: Animation, at times: [Double]) -> [Double?] {
        var context = AnimationContext<Double>()
        return times.map { animation.animate(value: 1.0, time: $0, context: &context) }
    }

    @Test func aStronglyDampedSpringFollowsItsExactMotion() {
        // Bounce −0.99: a damping ratio of 100, where an explicit 1/300 s step grows without bound (values near
        // 1e125 before this fix).
        let exact = Spring(duration: 0.5, bounce: -0.99)
        let times = [0.1, 0.5, 1, 2, 5]
        for (t, simulated) in zip(times, run(.spring(duration: 0.5, bounce: -0.99), at: times)) {
            #expect(simulated != nil, "still moving at \(t) s")
            expectClose(simulated ?? .nan, exact.value(target: 1.0, time: t), within: 1e-9, "t = \(t)")
        }
    }

    @Test func aSpringStifferThanTheStepStaysBoundedAndSettles() {
        // A response of 1 ms: ω0·h ≈ 21, far past what a 300 Hz explicit step can follow.
        let animation = Animation.spring(response: 0.001, dampingFraction: 0.5)
        let steps = (1...300).map { Double($0) / 300 }
        let values = run(animation, at: steps)
        #expect(values.allSatisfy { v in v.map { $0.isFinite && abs($0) <= 2 } ?? true })
        #expect(values.last! == nil, "at rest on the target within a second")
    }

    @Test func aRunAskedForFarAheadJumpsThereExactly() {
        // Bounce −1 (a damping ratio of a million) takes about two days to come within 1 % of its target: asked at
        // 100,000 s, the spring is not stepped 30 million times but moved there along its closed form.
        let exact = Spring(duration: 0.5, bounce: -1)
        let far = run(.spring(duration: 0.5, bounce: -1), at: [100_000, 1_000_000])
        expectClose(far[0] ?? .nan, exact.value(target: 1.0, time: 100_000), within: 1e-9)
        #expect(far[0]! > 0.4 && far[0]! < 0.5)
        #expect(far[1] == nil, "within 1 % and still by a million seconds: at rest")
        // Sped up by 2^63, one second of the animation is past any rest: it has finished, with no hang.
        let hurried = run(.spring(duration: 0.5, bounce: -1).speed(9_223_372_036_854_775_808), at: [0.5, 1])
        #expect(hurried == [nil, nil])
    }

    @Test func everydaySpringsKeepTheExplicitStep() {
        // The presets, the default and the interactive spring step as SwiftUI's values were matched with (Verlet).
        let springs: [(response: Double, dampingFraction: Double)] = [
            (0.5, 1), (0.5, 0.85), (0.5, 0.7), (0.55, 0.825), (0.15, 0.86), (0.3, 0.5), (0.2, 1.2),
        ]
        for (response, fraction) in springs {
            let k = FluidSpringAnimation.stiffness(response: response)
            #expect(FluidSpringAnimation.step * k.squareRoot() < FluidSpringAnimation.explicitStepLimit)
            #expect(FluidSpringAnimation.step * 2 * fraction * k.squareRoot() < FluidSpringAnimation.explicitStepLimit)
        }
    }
}
