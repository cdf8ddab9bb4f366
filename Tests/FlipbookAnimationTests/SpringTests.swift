import Foundation
import Testing
@testable import FlipbookAnimation

@Suite struct SpringTests {
    /// Apple's own example in the Spring documentation.
    @Test func durationAndBounceConvertToStiffnessAndDamping() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, 157.9, within: 0.05)
        expectClose(spring.damping, 17.6, within: 0.05)
        expectClose(spring.duration, 0.5, within: 1e-12)
        expectClose(spring.bounce, 0.3, within: 1e-12)
        expectClose(spring.dampingRatio, 0.7, within: 1e-12)
    }

    @Test func massStiffnessDampingConvertToDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring.duration, 0.63, within: 0.005)
        expectClose(spring.bounce, 0.5, within: 1e-12)
        expectClose(spring.stiffness, 100, within: 1e-9)
        expectClose(spring.damping, 10, within: 1e-9)
    }

    @Test func overDampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        expectClose(clamped.dampingRatio, 1, within: 1e-12)
        expectClose(clamped.damping, 20, within: 1e-9)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        expectClose(allowed.dampingRatio, 2, within: 1e-12)
        expectClose(allowed.damping, 40, within: 1e-9)
        expectClose(allowed.bounce, -0.5, within: 1e-12)
        expectClose(Spring(duration: 1, bounce: -0.5).dampingRatio, 2, within: 1e-12)
    }

    @Test func presetsMatchTheDocumentedNumbers() {
        expectClose(Spring.smooth.dampingRatio, 1, within: 1e-12)
        expectClose(Spring.snappy.dampingRatio, 0.85, within: 1e-12)
        expectClose(Spring.snappy.damping, 21.363, within: 0.001)
        expectClose(Spring.bouncy.dampingRatio, 0.7, within: 1e-12)
        expectClose(Spring.bouncy.damping, 17.593, within: 0.001)
        expectClose(Spring.smooth.stiffness, 157.914, within: 0.001)
        expectClose(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4, within: 1e-12)
        expectClose(Spring(response: 0.15, dampingRatio: 0.86).stiffness, 1754.6, within: 0.1)
    }

    @Test(arguments: [0.3, 0.0, -0.4])
    func closedFormSolvesTheSpringEquation(bounce: Double) {
        // m·x'' = k·(T − x) − c·x', checked by finite differences, with x(0) = 0 and x'(0) = v0.
        let spring = Spring(duration: 0.7, bounce: bounce)
        let target = 3.0, v0 = -2.0, h = 1e-4
        #expect(spring.value(target: target, initialVelocity: v0, time: 0) == 0)
        expectClose(spring.velocity(target: target, initialVelocity: v0, time: 0), v0, within: 1e-9)
        for t in [0.05, 0.2, 0.6, 1.3] {
            let x = spring.value(target: target, initialVelocity: v0, time: t)
            let v = spring.velocity(target: target, initialVelocity: v0, time: t)
            let xPlus = spring.value(target: target, initialVelocity: v0, time: t + h)
            let xMinus = spring.value(target: target, initialVelocity: v0, time: t - h)
            expectClose((xPlus - xMinus) / (2 * h), v, within: 1e-5)
            let acceleration = (xPlus - 2 * x + xMinus) / (h * h)
            let force = spring.force(target: target, position: x, velocity: v)
            expectClose(acceleration * spring.mass, force, within: 1e-3)
        }
        expectClose(spring.value(target: target, initialVelocity: v0, time: 20), target, within: 1e-9)
    }

    @Test func updateAdvancesExactlyLikeTheClosedForm() {
        let spring = Spring.bouncy
        var value = 10.0, velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 50, deltaTime: 1.0 / 60) }
        expectClose(value, 10 + spring.value(target: 40.0, time: 0.5), within: 1e-9)
        expectClose(velocity, spring.velocity(target: 40.0, time: 0.5), within: 1e-9)
    }

    @Test func valueFromAndToAnimatableTypes() {
        let spring = Spring.snappy
        let p = spring.value(fromValue: CGPoint(x: 10, y: 20), toValue: CGPoint(x: 110, y: 20),
                             initialVelocity: .zero, time: 0.25)
        expectClose(Double(p.x), 10 + 100 * spring.value(target: 1.0, time: 0.25), within: 1e-9)
        #expect(p.y == 20)
    }

    /// Flipbook's settling rule is the envelope bound (reference §3.4, 0.863 s for this spring).
    @Test func settlingDurationIsTheEnvelopeBound() {
        expectClose(Spring(duration: 0.5, bounce: 0.3).settlingDuration, 0.863, within: 0.001)
        let critical = Spring(duration: 0.5, bounce: 0)
        let settle = critical.settlingDuration
        // From rest, a critically damped spring's envelope is its exact distance to the target, so the settling
        // time is the exact first crossing of 0.001 (0.735 s in reference §3.4), and it stays inside after.
        expectClose(settle, 0.7348, within: 0.0001)
        for t in stride(from: settle, through: settle + 3, by: 0.01) {
            #expect(abs(critical.value(target: 1.0, time: t) - 1) <= 0.001 + 1e-12)
        }
        #expect(abs(critical.value(target: 1.0, time: settle - 0.01) - 1) > 0.001)
        let over = Spring(duration: 0.5, bounce: -0.5)
        let overSettle = over.settlingDuration
        expectClose(abs(over.value(target: 1.0, time: overSettle) - 1), 0.001, within: 0.0002)
    }

    @Test func settlingDurationInitializerRoundTrips() {
        for (duration, ratio) in [(1.0, 0.7), (0.4, 1.0), (2.5, 0.3)] {
            let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
            expectClose(spring.settlingDuration, duration, within: 1e-6)
            expectClose(spring.dampingRatio, ratio, within: 1e-9)
        }
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
    }
}
