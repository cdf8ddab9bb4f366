import Foundation
import Testing
@testable import FlipbookAnimation

@Suite struct AnimatorTests {
    @Test func firstChangeStartsAtItsTime() {
        var animator = Animator(10.0)
        animator.setValue(20, at: 1, animation: .linear(duration: 1))
        #expect(animator.sample(at: 1).value == 10)
        #expect(animator.sample(at: 1.25).value == 12.5)
        #expect(animator.sample(at: 1.25).velocity == 10)
        #expect(animator.sample(at: 2.5).value == 20)
    }

    @Test func aChangeWithoutAnimationJumpsAndEndsTheRunningOne() {
        var animator = Animator(0.0)
        animator.setValue(100, at: 0, animation: .linear(duration: 1))
        _ = animator.sample(at: 0.5)
        animator.setValue(30, at: 0.5, animation: nil)
        let sample = animator.sample(at: 0.5)
        #expect(sample.value == 30)
        #expect(!sample.isAnimating)
    }

    @Test func nonFiniteValuesJumpInsteadOfAnimating() {
        var animator = Animator(0.0)
        animator.setValue(.nan, at: 0, animation: .bouncy)
        #expect(animator.sample(at: 0.1).value.isNaN)
        #expect(!animator.isAnimating)
        animator.setValue(5, at: 0.2, animation: .bouncy)
        #expect(animator.sample(at: 0.2).value == 5, "from NaN the delta is NaN: jump")
    }

    /// Two easeInOut moves that overlap add up (reference §5.2, seed 002's trace): the new curve takes over the
    /// remaining distance progressively.
    @Test func timingCurvesCombine() {
        var animator = Animator(0.0)
        animator.setValue(100, at: 0, animation: .easeInOut(duration: 4))
        _ = animator.sample(at: 2)
        animator.setValue(300, at: 2, animation: .easeInOut(duration: 4))
        let f = { (t: Double) in UnitCurve.easeInOut.value(at: t / 4) }
        for t in [2.5, 3.0, 4.5, 5.5] {
            let old = 100 * f(t)
            let expected = old + f(t - 2) * (300 - old)
            expectClose(animator.sample(at: t).value, expected, within: 1e-9, "t = \(t)")
        }
        #expect(animator.sample(at: 6.01).value == 300)
        #expect(!animator.isAnimating)
    }

    @Test func springsMergeKeepingPositionAndVelocity() {
        var animator = Animator(0.0)
        animator.setValue(100, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.8))
        let before = animator.sample(at: 0.2)
        animator.setValue(-50, at: 0.2, animation: .spring(response: 0.5, dampingFraction: 0.8))
        let after = animator.sample(at: 0.2)
        #expect(after.value == before.value)
        #expect(after.velocity == before.velocity)
        // And it heads for the new target, arriving exactly.
        let rest = run(.spring(response: 0.5, dampingFraction: 0.8), to: 100,
                       retargets: [(0.2, -50, nil)])
        #expect(rest.samples.last!.value == -50)
    }

    @Test func completionEventsForEachChange() {
        var animator = Animator(0.0)
        let first = animator.setValue(1, at: 0, animation: .linear(duration: 1))!
        _ = animator.sample(at: 0.5)
        let second = animator.setValue(2, at: 0.5, animation: .linear(duration: 1))!
        var events: [AnimatorEvent] = []
        for i in 1...200 { events += animator.sample(at: 0.5 + Double(i) / 100).events }
        // The first curve ends at 1.0 (a curve still shows its end value at t = d), so the first sample that sees
        // it finished is 1.01; both are removed when the combination ends, seen at 1.51.
        #expect(events == [.logicallyComplete(first, at: 1.01), .removed(first, at: 1.51),
                           .logicallyComplete(second, at: 1.51), .removed(second, at: 1.51)])
    }

    @Test func springLogicalCompletionComesBeforeRemoval() {
        let result = run(.bouncy, to: 1, step: 0.01)
        let logical = result.events.compactMap { if case .logicallyComplete(_, let t) = $0 { t } else { nil } }
        let removed = result.events.compactMap { if case .removed(_, let t) = $0 { t } else { nil } }
        #expect(logical.count == 1 && removed.count == 1)
        expectClose(logical[0], 0.5, within: 0.0100001)
        #expect(removed[0] > logical[0])
    }

    @Test func timeNeverRunsBackwards() {
        var animator = Animator(0.0)
        animator.setValue(1, at: 0, animation: .linear(duration: 1))
        let later = animator.sample(at: 0.6).value
        #expect(animator.sample(at: 0.2).value == later)
    }

    @Test func vectorsAnimateComponentWise() {
        var animator = Animator(CGPoint(x: 0, y: 100).animatableData)
        animator.setValue(CGPoint(x: 40, y: 0).animatableData, at: 0, animation: .linear(duration: 2))
        let half = animator.sample(at: 1).value
        #expect(half.first == 20)
        #expect(half.second == 50)
    }

    /// The per-frame step writes the presented value only while animating and reports pending completions; a
    /// value type it has no pre-specialized entry for goes through the generic code with the same results.
    @Test func stepPresentsWhileAnimatingAndFlagsCompletions() {
        var animator = Animator(CGFloat(0))
        animator.setValue(10, at: 0, animation: .linear(duration: 1))
        var presented = CGFloat(-1)
        let halfway = animator.step(to: 0.5, presented: &presented)
        #expect(presented == 5)
        #expect(halfway.isAnimating && !halfway.hasPendingEvents)
        #expect(animator.velocity == 10)
        presented = -1
        let end = animator.step(to: 1.5, presented: &presented)
        #expect(presented == -1, "at rest the caller's model value stands")
        #expect(!end.isAnimating && end.hasPendingEvents)
        #expect(animator.velocity == 0)
        #expect(animator.takeEvents().count == 2)

        var vector = Animator(AnimatableVector([0, 0, 0]))
        vector.setValue(AnimatableVector([3, 6, 9]), at: 0, animation: .linear(duration: 3))
        var presentedVector = AnimatableVector([0, 0, 0])
        #expect(vector.step(to: 1, presented: &presentedVector).isAnimating)
        #expect(presentedVector == AnimatableVector([1, 2, 3]))
    }
}
