import FlipbookGeometry
import Foundation
import Testing
@testable import FlipbookAnimation

/// Keyframe timelines sampled at exact times, against the formulas in the README's behaviour reference.
@Suite struct KeyframeTimelineTests {
    struct Pose {
        var scale = 1.0
        var angle = Angle.zero
        var lift: CGFloat = 0
    }

    @Test func linearKeyframesFollowTheirTimingCurves() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            LinearKeyframe(0, duration: 1, timingCurve: .easeIn)
        }
        #expect(timeline.duration == 2)
        expectClose(timeline.value(time: 0.25), 2.5, within: 1e-12)
        expectClose(timeline.value(time: 1.5), 10 - 10 * UnitCurve.easeIn.value(at: 0.5), within: 1e-12)
        expectClose(timeline.value(progress: 0.5), 10, within: 1e-12)
        // Outside the timeline: the initial value before it, the last keyframe's after it.
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 7) == 0)
        #expect(timeline.value(time: .nan) == 0)
    }

    @Test func moveKeyframesJumpAndTakeNoTime() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5)
            LinearKeyframe(15, duration: 1)
            MoveKeyframe(-3)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 5)
        expectClose(timeline.value(time: 0.5), 10, within: 1e-12)
        #expect(timeline.value(time: 1) == -3)
    }

    @Test func cubicKeyframesFormACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(20, duration: 1)
            CubicKeyframe(0, duration: 1)
        }
        // Tangents: 0 at the start, (20 − 0) / 2 = 10 at t = 1, (0 − 10) / 2 = −5 at t = 2, 0 at the end.
        // Hermite at u = ½: ½·10 + ⅛·10 + ½·20 − ⅛·(−5) = 16.875.
        expectClose(timeline.value(time: 1.5), 16.875, within: 1e-12)
        // First segment at u = ½: ½·0 + ⅛·0 + ½·10 − ⅛·10 = 3.75.
        expectClose(timeline.value(time: 0.5), 3.75, within: 1e-12)
        expectClose(timeline.value(time: 1), 10, within: 1e-12)
        expectClose(timeline.value(time: 3), 0, within: 1e-12)
        let samples = timeline.trackSamples(time: 1)
        #expect(samples.count == 1)
        expectClose(samples[0].velocity as? Double ?? .nan, 10, within: 1e-9)
    }

    @Test func cubicKeyframesHonourGivenVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 2, startVelocity: 4, endVelocity: 0)
        }
        // ⅛·2·4 + ½·10 = 6.
        expectClose(timeline.value(time: 1), 6, within: 1e-12)
        expectClose(timeline.trackSamples(time: 0)[0].velocity as? Double ?? .nan, 4, within: 1e-12)
    }

    @Test func springKeyframesStartWithTheTracksVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            SpringKeyframe(0, duration: 0.5, spring: spring)
        }
        #expect(timeline.duration == 1.5)
        // The linear segment leaves at 1 unit per second; the spring takes that velocity over.
        expectClose(timeline.value(time: 1.2), 1 + spring.value(target: -1.0, initialVelocity: 1.0, time: 0.2),
                    within: 1e-12)
        // Cut short by its duration, the spring stays where it got to.
        let end = 1 + spring.value(target: -1.0, initialVelocity: 1.0, time: 0.5)
        expectClose(timeline.value(time: 1.5), end, within: 1e-12)
        expectClose(timeline.value(time: 9), end, within: 1e-12)
        #expect(abs(end) > 1e-3)
    }

    @Test func aSpringKeyframeWithoutDurationRunsUntilSettled() {
        let spring = Spring(duration: 0.4, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            SpringKeyframe(5, spring: spring, startVelocity: -3)
        }
        expectClose(timeline.duration, spring.settlingDuration, within: 1e-12)
        expectClose(timeline.value(time: 0.1), 2 + spring.value(target: 3.0, initialVelocity: -3.0, time: 0.1),
                    within: 1e-12)
        #expect(timeline.value(time: timeline.duration) == 5)
    }

    @Test func aCubicBeforeASpringArrivesWithTheSlopeTheSpringLeavesWith() {
        let spring = Spring(duration: 0.5)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(4, duration: 1)
            SpringKeyframe(8, duration: 1, spring: spring)
        }
        // Catmull-Rom at t = 1: (8 − 0) / 2 = 4 per second, into the spring.
        let samples = timeline.trackSamples(time: 1)
        expectClose(samples[0].velocity as? Double ?? .nan, 4, within: 1e-9)
        expectClose(timeline.value(time: 1.25), 4 + spring.value(target: 4.0, initialVelocity: 4.0, time: 0.25),
                    within: 1e-12)
    }

    @Test func tracksPlayInParallelFromTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: Pose(scale: 1)) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 1)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 0.5)
            }
        }
        #expect(timeline.duration == 1)
        let pose = timeline.value(time: 0.75)
        expectClose(pose.scale, 1.75, within: 1e-12)
        expectClose(pose.angle.degrees, 90, within: 1e-9)
        expectClose(timeline.value(time: 0.25).angle.degrees, 45, within: 1e-9)
    }

    @Test func theLastTrackOfAPropertyWins() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.lift) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\.lift) { LinearKeyframe(-10, duration: 1) }
        }
        expectClose(Double(timeline.value(time: 0.5).lift), -5, within: 1e-12)
    }

    @Test func keyframesListedDirectlyAnimateTheWholeValue() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.zero, duration: 0.7)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.3) == CGPoint(x: 0, y: 100))
        #expect(timeline.value(time: 0.1).y > 0)
        #expect(timeline.value(time: 0.1).x == 0)
    }

    @Test func builtContentCanBranchLoopAndBeFactoredOut() {
        @KeyframeTrackContentBuilder<Double>
        func steps(_ targets: [Double], eased: Bool) -> some KeyframeTrackContent<Double> {
            for target in targets {
                if eased {
                    LinearKeyframe(target, duration: 0.5, timingCurve: .easeInOut)
                } else {
                    LinearKeyframe(target, duration: 0.5)
                }
            }
        }
        @KeyframesBuilder<Pose>
        func pose(jump: Bool) -> some Keyframes<Pose> {
            KeyframeTrack(\Pose.scale) { steps([2, 3], eased: false) }
            if jump {
                KeyframeTrack(\.lift) { SpringKeyframe(-20, duration: 0.3) }
            } else {
                KeyframeTrack(\.lift) { MoveKeyframe(0) }
            }
        }
        let timeline = KeyframeTimeline(initialValue: Pose(), content: { pose(jump: true) })
        #expect(timeline.duration == 1)
        expectClose(timeline.value(time: 0.75).scale, 2.5, within: 1e-12)
        #expect(timeline.value(time: 0.1).lift < 0)
        let resting = KeyframeTimeline(initialValue: Pose(lift: 3)) { pose(jump: false) }
        #expect(resting.value(time: 0.5).lift == 0)
    }

    @Test func customKeyframesAndTrackContentComposeThroughTheirBodies() {
        struct Bounce: KeyframeTrackContent {
            var height: Double
            var body: some KeyframeTrackContent<Double> {
                LinearKeyframe(height, duration: 0.2)
                LinearKeyframe(0, duration: 0.2)
            }
        }
        struct Hop: Keyframes {
            var body: some Keyframes<Pose> {
                KeyframeTrack(\.scale) {
                    Bounce(height: 4)
                    Bounce(height: 2)
                }
            }
        }
        let timeline = KeyframeTimeline(initialValue: Pose()) { Hop() }
        expectClose(timeline.duration, 0.8, within: 1e-12)
        expectClose(timeline.value(time: 0.2).scale, 4, within: 1e-12)
        expectClose(timeline.value(time: 0.6).scale, 2, within: 1e-12)
    }

    @Test func anEmptyTimelineHoldsItsInitialValue() {
        let timeline = KeyframeTimeline(initialValue: Pose(scale: 3)) {}
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 1).scale == 3)
        #expect(timeline.value(progress: 0.5).scale == 3)
    }

    @Test func badDurationsTakeNoTime() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(5, duration: .nan)
            LinearKeyframe(7, duration: -1)
            LinearKeyframe(9, duration: 1)
        }
        #expect(timeline.duration == 1)
        expectClose(timeline.value(time: 0.5), 8, within: 1e-12)
    }
}
