import Foundation
import Testing
@testable import FlipbookAnimation

@Suite("Velocity tracking")
struct VelocityTrackingTests {
    @Test func trackedChangesJumpButTheirSpeedIsMeasured() {
        var animator = Animator<Double>(0)
        // Three changes, 0.1 s apart: +10 then +20 (100 pt/s, then 200 pt/s).
        animator.setValue(10, at: 0.1, animation: .velocityTracking)
        animator.setValue(20, at: 0.2, animation: .velocityTracking)
        animator.setValue(40, at: 0.3, animation: .velocityTracking)
        let sample = animator.sample(at: 0.3)
        #expect(sample.value == 40, "the value stays on the model")
        let expected: Double = 0.25 * 200 + 0.75 * 100
        let velocity: Double = sample.velocity ?? .nan
        #expect(abs(velocity - expected) < 1e-9, "\(velocity)")
        // Held still, the estimate decays by 0.998 per millisecond.
        let later = animator.sample(at: 0.35)
        let decayed: Double = 125 * pow(0.998, 50)
        #expect(abs((later.velocity ?? .nan) - decayed) < 1e-6)
        // It stops tracking 2 s after the last change.
        #expect(animator.sample(at: 2.29).isAnimating)
        #expect(!animator.sample(at: 2.31).isAnimating)
    }

    @Test func aSpringThatMergesInheritsTheMeasuredVelocity() {
        var tracked = Animator<Double>(0)
        tracked.setValue(10, at: 0.1, animation: .velocityTracking)
        tracked.setValue(20, at: 0.2, animation: .velocityTracking)
        tracked.setValue(30, at: 0.3, animation: .velocityTracking)
        tracked.setValue(0, at: 0.3, animation: .spring(response: 0.5, dampingFraction: 1))
        var untracked = Animator<Double>(30)
        untracked.setValue(0, at: 0.3, animation: .spring(response: 0.5, dampingFraction: 1))
        // Thrown forwards at 100 pt/s, the value first keeps going before the spring pulls it back:
        // x(t) = (30 + (100 + 30ω)t)·e^(−ωt) from the target, ω = 2π / 0.5.
        let omega = 2 * Double.pi / 0.5
        let expected = (30 + (100 + 30 * omega) * 0.01) * exp(-omega * 0.01)
        #expect(tracked.sample(at: 0.31).value > 30 && untracked.sample(at: 0.31).value < 30)
        // (Fluid springs are integrated in fixed steps: about a tenth of a point from the closed form here.)
        #expect(abs(tracked.sample(at: 0.31).value - expected) < 0.15, "\(tracked.sample(at: 0.31).value) vs \(expected)")
        #expect(abs(tracked.sample(at: 5).value) < 1e-3)
    }
}
