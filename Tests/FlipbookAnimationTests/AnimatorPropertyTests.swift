import Foundation
import Testing
@testable import FlipbookAnimation

/// Properties over many random cases; each case prints its seed when it fails.
@Suite struct AnimatorPropertyTests {
    static func randomAnimation(_ g: inout SeededGenerator) -> Animation {
        let duration = Double.random(in: 0.05...1.5, using: &g)
        let base: Animation
        switch Int.random(in: 0..<8, using: &g) {
        case 0: base = .linear(duration: duration)
        case 1: base = .easeInOut(duration: duration)
        case 2: base = .timingCurve(.circularEaseOut, duration: duration)
        case 3: base = .spring(response: duration, dampingFraction: Double.random(in: 0.25...1.5, using: &g))
        case 4: base = .bouncy(duration: duration)
        case 5: base = .interpolatingSpring(duration: duration, bounce: Double.random(in: -0.5...0.7, using: &g))
        case 6: base = .default
        default: base = .snappy
        }
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return base.delay(Double.random(in: 0...0.5, using: &g))
        case 1: return base.speed(Double.random(in: 0.5...3, using: &g))
        case 2: return base.repeatCount(Int.random(in: 1...3, using: &g), autoreverses: Bool.random(using: &g))
        default: return base
        }
    }

    @Test func everyFiniteAnimationEndsExactlyOnItsTargetInFiniteTime() {
        for seed in 0..<300 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let animation = Self.randomAnimation(&g)
            let from = Double.random(in: -500...500, using: &g)
            let to = Double.random(in: -500...500, using: &g)
            let result = run(animation, from: from, to: to, step: 1.0 / 60, limit: 60)
            #expect(result.restTime != nil, "seed \(seed): \(animation) never finished")
            #expect(result.samples.last!.value == to, "seed \(seed): \(animation) ended at \(result.samples.last!.value), not \(to)")
            let removals = result.events.filter { if case .removed = $0 { true } else { false } }
            #expect(removals.count == 1, "seed \(seed)")
        }
    }

    @Test func aRetargetNeverMakesTheValueJump() {
        for seed in 1000..<1300 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let first = Self.randomAnimation(&g), second = Self.randomAnimation(&g)
            var animator = Animator(0.0)
            animator.setValue(Double.random(in: -300...300, using: &g), at: 0, animation: first)
            let t = Double.random(in: 0.01...1.0, using: &g)
            let before = animator.sample(at: t).value
            animator.setValue(Double.random(in: -300...300, using: &g), at: t, animation: second)
            let after = animator.sample(at: t).value
            #expect(abs(after - before) < 1e-9, "seed \(seed): \(first) → \(second) jumped from \(before) to \(after)")
        }
    }

    @Test func aSpringRetargetKeepsVelocityContinuous() {
        for seed in 2000..<2200 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let first = Self.randomAnimation(&g)
            let spring = Animation.spring(response: Double.random(in: 0.1...1, using: &g),
                                          dampingFraction: Double.random(in: 0.3...1.2, using: &g))
            var animator = Animator(0.0)
            animator.setValue(200, at: 0, animation: first)
            let t = Double.random(in: 0.05...0.8, using: &g)
            let before = animator.sample(at: t)
            guard before.isAnimating, let v0 = before.velocity else { continue }
            animator.setValue(-100, at: t, animation: spring)
            let after = animator.sample(at: t)
            #expect(after.velocity == v0, "seed \(seed): \(first) → spring changed velocity \(v0) → \(String(describing: after.velocity))")
            // One integration step later the velocity has moved by at most the spring's acceleration × step.
            let next = animator.sample(at: t + 1.0 / 300)
            let k = FluidSpringAnimation.stiffness(response: spring.fluidSpring!.response)
            let bound = (k * (300 + abs(before.value)) + 2 * 1.2 * k.squareRoot() * abs(v0)) / 300 * 1.5 + 1e-6
            #expect(abs(next.velocity! - v0) <= bound, "seed \(seed)")
        }
    }

    @Test func delayAndSpeedComposeAsDocumented() {
        for seed in 3000..<3100 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let delay = Double.random(in: 0...1, using: &g), speed = Double.random(in: 0.25...4, using: &g)
            let base = Animation.easeInOut(duration: Double.random(in: 0.1...2, using: &g))
            let composed = base.delay(delay).speed(speed)
            for _ in 0..<10 {
                let t = Double.random(in: 0...3, using: &g)
                var c1 = AnimationContext<Double>(), c2 = AnimationContext<Double>()
                let lhs = composed.animate(value: 1.0, time: t, context: &c1)
                let rhs = base.animate(value: 1.0, time: max(0, t * speed - delay), context: &c2)
                #expect(lhs == rhs, "seed \(seed) t \(t)")
            }
        }
    }

    @Test func repeatCountPassesAlternateDirection() {
        for seed in 4000..<4100 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let duration = Double.random(in: 0.1...1, using: &g)
            let count = Int.random(in: 1...5, using: &g)
            let animation = Animation.easeIn(duration: duration).repeatCount(count)
            var animator = Animator(0.0)
            animator.setValue(1, at: 0, animation: animation)
            for _ in 0..<8 {
                let pass = Int.random(in: 0..<count, using: &g)
                let within = Double.random(in: 0.01...0.99, using: &g)
                let t = (Double(pass) + within) * duration
                var probe = Animator(0.0)
                probe.setValue(1, at: 0, animation: animation)
                let expected = UnitCurve.easeIn.value(at: within)
                let value = probe.sample(at: t).value
                expectClose(value, pass % 2 == 0 ? expected : 1 - expected, within: 1e-6, "seed \(seed) pass \(pass)")
            }
        }
    }
}
