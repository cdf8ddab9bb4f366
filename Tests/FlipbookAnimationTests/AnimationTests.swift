import Foundation
import Testing
@testable import FlipbookAnimation

@Suite struct AnimationTests {
    func value(_ animation: Animation, _ delta: Double = 1, at time: Double) -> Double? {
        var context = AnimationContext<Double>()
        return animation.animate(value: delta, time: time, context: &context)
    }

    @Test func timingCurvesFollowTheirCurveAndEndOnTime() {
        #expect(value(.linear(duration: 2), 10, at: 0.5) == 2.5)
        #expect(value(.linear(duration: 2), 10, at: 2) == 10)
        #expect(value(.linear(duration: 2), 10, at: 2.001) == nil)
        #expect(value(.easeInOut(duration: 1), at: 0.5) == UnitCurve.easeInOut.value(at: 0.5))
        #expect(value(.easeIn, at: 0.35) == 1)
        #expect(value(.easeIn, at: 0.36) == nil, "default duration is 0.35 s")
        #expect(value(.timingCurve(0.1, 0.7, 0.3, 1, duration: 1), at: 0.4)
                == UnitCurve.bezier(startControlPoint: .init(x: 0.1, y: 0.7), endControlPoint: .init(x: 0.3, y: 1)).value(at: 0.4))
        #expect(value(.linear(duration: 0), at: 0) == nil)
    }

    @Test func delayHoldsTheStartThenRuns() {
        let a = Animation.linear(duration: 1).delay(0.5)
        #expect(value(a, at: 0.25) == 0)
        #expect(value(a, at: 1.0) == 0.5)
        #expect(value(a, at: 1.5) == 1)
        #expect(value(a, at: 1.51) == nil)
    }

    /// SwiftUI evaluates the base at max(0, t − delay): a negative delay starts it that far in (staggered shimmers
    /// rely on it), and its duration shortens to match.
    @Test func negativeDelayStartsPartway() {
        let a = Animation.linear(duration: 1).delay(-0.25)
        #expect(value(a, at: 0) == 0.25)
        #expect(value(a, at: 0.5) == 0.75)
        #expect(value(a, at: 0.76) == nil)
        #expect(Animation.linear(duration: 1).delay(-1000).predictedDuration(for: 1.0) == 0)
        #expect(value(.linear(duration: 1).delay(.infinity), at: 0.5) == 0.5, "a delay that is no number is none")
        let shimmer = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: false).delay(-0.1)
        expectClose(value(shimmer, at: 0.3) ?? .nan, UnitCurve.easeInOut.value(at: 0.8), within: 1e-9)
    }

    @Test func speedScalesTime() {
        let a = Animation.linear(duration: 1).speed(2)
        #expect(value(a, at: 0.25) == 0.5)
        #expect(value(a, at: 0.51) == nil)
        // Modifiers wrap inside out: easeIn(max(0, 2t − 1)).
        let b = Animation.easeIn(duration: 1).delay(1).speed(2)
        #expect(value(b, at: 0.75) == UnitCurve.easeIn.value(at: 0.5))
    }

    @Test func repeatCountWithAutoreverse() {
        var animator = Animator(0.0)
        animator.setValue(1, at: 0, animation: .linear(duration: 1).repeatCount(3))
        func at(_ t: Double) -> Double { animator.sample(at: t).value }
        expectClose(at(0.25), 0.25, within: 1e-12)
        expectClose(at(1.25), 0.75, within: 1e-12)   // second pass runs backwards
        expectClose(at(2.5), 0.5, within: 1e-12)     // third pass forwards again
        expectClose(at(2.999), 0.999, within: 1e-9)
        let end = animator.sample(at: 3.01)
        #expect(end.value == 1)
        #expect(!end.isAnimating)
    }

    @Test func evenRepeatCountEndsOnTheStartThenJumpsToTheTarget() {
        var animator = Animator(0.0)
        animator.setValue(1, at: 0, animation: .linear(duration: 1).repeatCount(2))
        expectClose(animator.sample(at: 1.999).value, 0.001, within: 1e-9)
        #expect(animator.sample(at: 2.01).value == 1)
    }

    @Test func repeatWithoutAutoreverseRestartsEachPass() {
        var animator = Animator(0.0)
        animator.setValue(1, at: 0, animation: .linear(duration: 1).repeatCount(2, autoreverses: false))
        expectClose(animator.sample(at: 0.5).value, 0.5, within: 1e-12)
        expectClose(animator.sample(at: 1.5).value, 0.5, within: 1e-12)
    }

    /// Passes start when the previous one ends, not at the next sampled frame: coarse and fine sampling agree.
    @Test func repeatsDoNotDriftWithTheFrameRate() {
        let animation = Animation.easeInOut(duration: 0.3).repeatForever()
        var coarse = Animator(0.0), fine = Animator(0.0)
        coarse.setValue(1, at: 0, animation: animation)
        fine.setValue(1, at: 0, animation: animation)
        for i in 1...1000 { _ = fine.sample(at: Double(i) / 1000) }
        for i in 1...7 { _ = coarse.sample(at: Double(i) / 7) }
        expectClose(coarse.sample(at: 1.04).value, fine.sample(at: 1.04).value, within: 1e-12)
        #expect(coarse.isAnimating)
    }

    /// Passes wholly before the sampled time are skipped at once: 10¹¹ passes of a nanosecond cost one step, and
    /// land where stepping them one by one would.
    @Test func repeatsSkipWholePassesAtOnce() {
        var tiny = Animator(0.0)
        tiny.setValue(1, at: 0, animation: .linear(duration: 1e-9).repeatForever(autoreverses: false))
        let far = tiny.sample(at: 100.00000000025)
        #expect(far.isAnimating && far.value >= 0 && far.value <= 1)
        var counted = Animator(0.0), stepped = Animator(0.0)
        let animation = Animation.linear(duration: 0.1).repeatCount(7, autoreverses: true)
        counted.setValue(1, at: 0, animation: animation)
        stepped.setValue(1, at: 0, animation: animation)
        for i in 1...64 { _ = stepped.sample(at: Double(i) / 100) }
        expectClose(counted.sample(at: 0.645).value, stepped.sample(at: 0.645).value, within: 1e-9)
        #expect(!counted.sample(at: 10).isAnimating, "seven passes end at 0.7 s")
    }

    @Test func verticalCurveEndsReportAFiniteVelocity() {
        // UnitCurve itself answers ∞ there, as Apple's does; an animation along it reports the chord's slope.
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        let speed = UnitCurve.circularEaseOut.finiteVelocity(at: 0)
        #expect(speed.isFinite && speed > 1000)
        var animator = Animator(0.0)
        animator.setValue(1, at: 0, animation: .timingCurve(.circularEaseOut, duration: 1))
        let start = animator.sample(at: 0)
        #expect(start.velocity.map { $0.isFinite && $0 > 1000 } == true)
    }

    @Test func interpolatingSpringIsTheClosedFormResponse() {
        let spring = Spring(mass: 1, stiffness: 170, damping: 15)
        let a = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        for t in [0.1, 0.3, 0.7] {
            expectClose(value(a, 20, at: t)!, 20 * spring.value(target: 1.0, time: t), within: 1e-12)
        }
        // Removal once within 0.001 of the delta for good; logical completion at 2π/√k.
        let end = spring.settlingDuration(target: 1.0, epsilon: 0.001)
        #expect(value(a, at: end - 0.001) != nil)
        #expect(value(a, at: end) == nil)
        var context = AnimationContext<Double>()
        _ = a.animate(value: 1.0, time: 2 * .pi / 170.0.squareRoot() - 0.001, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = a.animate(value: 1.0, time: 2 * .pi / 170.0.squareRoot(), context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func interpolatingSpringInitialVelocityIsInFractionsOfTheChange() {
        let a = Animation.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 2)
        var context = AnimationContext<Double>()
        _ = a.animate(value: 50.0, time: 0, context: &context)
        expectClose(a.velocity(value: 50.0, time: 0, context: context)!, 100, within: 1e-9)
    }

    @Test func fluidSpringLogicallyCompletesAfterItsResponse() {
        var context = AnimationContext<Double>()
        let a = Animation.spring(response: 0.4, dampingFraction: 0.8)
        _ = a.animate(value: 100.0, time: 0.39, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = a.animate(value: 100.0, time: 0.4, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func fluidSpringTracksTheClosedFormSpring() {
        // Velocity Verlet at 300 Hz, interpolated within the current step: within peak speed × step of the exact spring.
        let exact = Spring(response: 0.5, dampingRatio: 0.6)
        var context = AnimationContext<Double>()
        let a = Animation.spring(response: 0.5, dampingFraction: 0.6)
        let times = Array(stride(from: 0.05, through: 1.0, by: 0.05))
        let peakSpeed = times.map { abs(exact.velocity(target: 100.0, time: $0)) }.max()!
        for t in times {
            let simulated = a.animate(value: 100.0, time: t, context: &context) ?? 100
            expectClose(simulated, exact.value(target: 100.0, time: t), within: peakSpeed / 300, "t = \(t)")
        }
    }

    /// The integrator commits whole 300 Hz steps and interpolates inside the next one, so a spring's value at a time
    /// does not depend on which frames were sampled before it.
    @Test func springValuesArePureFunctionsOfTime() {
        let animation = Animation.spring(response: 3, dampingFraction: 0.3).delay(0.1)
        var sparse = Animator(0.0), dense = Animator(0.0)
        sparse.setValue(1, at: 0, animation: animation)
        dense.setValue(1, at: 0, animation: animation)
        for i in 1...997 { _ = dense.sample(at: Double(i) / 1000) }
        _ = sparse.sample(at: 0.05)   // then a gap of more than a second
        for i in 1...13 { _ = sparse.sample(at: 0.05 + 1.1 + Double(i) / 13.7) }
        for i in 998...2100 { _ = dense.sample(at: Double(i) / 1000) }
        for t in [2.1071, 2.1087, 2.11] {
            let a = sparse.sample(at: t), b = dense.sample(at: t)
            #expect(a.isAnimating && b.isAnimating)
            expectClose(a.value, b.value, within: 1e-12, "t = \(t)")
            expectClose(a.velocity!, b.velocity!, within: 1e-9, "t = \(t)")
        }
        // Continuous: two samples inside one 1/300 s integration step still differ (no stair steps).
        var probe = Animator(0.0)
        probe.setValue(1, at: 0, animation: animation)
        let v1 = probe.sample(at: 0.5001).value, v2 = probe.sample(at: 0.5001 + 1.0 / 1200).value
        #expect(v2 > v1)
    }

    @Test func logicallyCompleteAfterReportsEarlyButNeverExtends() {
        let a = Animation.linear(duration: 1).logicallyComplete(after: 0.3)
        var context = AnimationContext<Double>()
        _ = a.animate(value: 1.0, time: 0.29, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = a.animate(value: 1.0, time: 0.3, context: &context)
        #expect(context.isLogicallyComplete)
        #expect(a.animate(value: 1.0, time: 1.01, context: &context) == nil)
    }

    @Test func defaultIsTheDocumentedSpring() {
        #expect(Animation.default.description == "DefaultAnimation()")
        var c1 = AnimationContext<Double>(), c2 = AnimationContext<Double>()
        let reference = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)
        for t in [0.1, 0.3, 0.6] {
            #expect(Animation.default.animate(value: 5.0, time: t, context: &c1)
                    == reference.animate(value: 5.0, time: t, context: &c2))
        }
    }

    @Test func constructorsResolveToSwiftUIsParameters() {
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.spring() == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.bouncy(duration: 1, extraBounce: 0.1) == .spring(response: 1, dampingFraction: 0.6))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
                == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.easeInOut != .easeIn)
        #expect(Animation.spring(.bouncy) == .bouncy)
        #expect(Animation.interpolatingSpring == .interpolatingSpring(Spring(duration: 0.5, bounce: 0)))
    }

    @Test func descriptionsReadLikeSwiftUIs() {
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825).description
                == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)")
        #expect(Animation.easeIn(duration: 1).delay(0.5).description
                == "DelayAnimation(animation: BezierAnimation(duration: 1.0, curve: UnitCurve.easeIn), delay: 0.5)")
        #expect(Animation.linear.repeatForever(autoreverses: false).description
                == "RepeatAnimation(animation: BezierAnimation(duration: 0.35, curve: UnitCurve.linear), repeatCount: nil, autoreverses: false)")
    }

    @Test func hashableLikeValues() {
        let set: Set<Animation> = [.bouncy, .spring(duration: 0.5, bounce: 0.3), .linear, .linear(duration: 0.35)]
        #expect(set.count == 2)
    }

    struct HalfWay: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time < 1 ? value.scaled(by: 0.5) : nil
        }
    }

    @Test func customAnimationsPlugIn() {
        var animator = Animator(0.0)
        animator.setValue(8, at: 0, animation: Animation(HalfWay()))
        #expect(animator.sample(at: 0.5).value == 4)
        #expect(animator.sample(at: 0.5).velocity == nil, "custom animations report no velocity by default")
        #expect(animator.sample(at: 1).value == 8)
        #expect(Animation(HalfWay()) == Animation(HalfWay()))
        #expect(Animation(HalfWay()) != .linear)
    }
}
