import Foundation
import Testing
@testable import FlipbookViews

/// The red square's offset from the centre of a 100 × 100 canvas, horizontally.
@MainActor private func offsetX(_ graph: ViewGraph) -> CGFloat {
    (graph.fills(of: .red).first?.minX ?? .nan) - 40
}

@MainActor private func square() -> some View {
    Color.red.frame(width: 20, height: 20)
}

@MainActor
@Suite struct KeyframeAnimatorTests {
    struct Pose {
        var x: CGFloat = 0
        var scale: CGFloat = 1
    }

    @Test func repeatingKeyframesLoopFromTheInitialValue() {
        let graph = ViewGraph(rootView: square().keyframeAnimator(initialValue: 0.0) { content, x in
            content.offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(60, duration: 1)
        }, size: CGSize(width: 100, height: 100))
        #expect(offsetX(graph) == 0)
        graph.advance(to: 0.5)
        #expect(near(offsetX(graph), 30, 1e-9))
        graph.advance(to: 1.25)
        #expect(near(offsetX(graph), 15, 1e-9))
        #expect(graph.isAnimating)
    }

    @Test func aStoppedRepeaterShowsTheInitialValue() {
        let graph = ViewGraph(rootView: square().keyframeAnimator(initialValue: 12.0, repeating: false) { content, x in
            content.offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(60, duration: 1)
        }, size: CGSize(width: 100, height: 100))
        graph.advance(to: 0.5)
        #expect(offsetX(graph) == 12)
        #expect(!graph.isAnimating)
    }

    struct Triggered: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
                        content.offset(x: x)
                    } keyframes: { x in
                        LinearKeyframe(x + 30, duration: 1)
                    }
                Button("tap") { taps += 1 }
            }
        }
    }

    @Test func aTriggerPlaysTheKeyframesOnceFromTheValueShown() {
        let graph = ViewGraph(rootView: Triggered(), size: CGSize(width: 100, height: 100))
        let restX = graph.fills(of: .red)[0].minX
        graph.advance(to: 0.5)
        #expect(graph.fills(of: .red)[0].minX == restX)
        graph.tap(label: "tap")
        graph.advance(to: 1)
        #expect(near(graph.fills(of: .red)[0].minX - restX, 15, 1e-9))
        graph.advance(to: 3)
        #expect(near(graph.fills(of: .red)[0].minX - restX, 30, 1e-9))
        #expect(!graph.isAnimating)
        // The next run starts where the last one ended: the keyframes are asked for from 30.
        graph.tap(label: "tap")
        graph.advance(to: 3.5)
        #expect(near(graph.fills(of: .red)[0].minX - restX, 45, 1e-9))
    }

    @Test func tracksOfAStructAnimateTogether() {
        let animator = KeyframeAnimator(initialValue: Pose()) { pose in
            Color.red.frame(width: 20, height: 20).scaleEffect(pose.scale).offset(x: pose.x)
        } keyframes: { _ in
            KeyframeTrack(\.x) {
                LinearKeyframe(40, duration: 1)
            }
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 0.5)
                LinearKeyframe(1, duration: 0.5)
            }
        }
        let graph = ViewGraph(rootView: animator, size: CGSize(width: 100, height: 100))
        graph.advance(to: 0.5)
        let rect = graph.fills(of: .red)[0]
        #expect(near(rect.width, 40, 1e-9))
        #expect(near(rect.midX, 50 + 20, 1e-9))
        let reading = graph.animators.first { $0.name == "KeyframeAnimator.keyframes" }
        #expect(reading?.value.count == 2)
        #expect(reading.map { near($0.value[0], 20, 1e-9) && near($0.value[1], 2, 1e-9) } == true)
        #expect(reading.map { near($0.velocity?[0] ?? .nan, 40, 1e-9) } == true)
        #expect(reading?.isAnimating == true)
    }
}

@MainActor
@Suite struct PhaseAnimatorTests {
    @Test func phasesCycleEachStartingWhenThePreviousIsLogicallyComplete() {
        let graph = ViewGraph(rootView: square().phaseAnimator([0.0, 60]) { content, x in
            content.offset(x: x)
        } animation: { _ in .linear(duration: 1) }, size: CGSize(width: 100, height: 100))
        #expect(offsetX(graph) == 0)
        graph.advance(to: 0.5)
        #expect(near(offsetX(graph), 30, 1e-6))
        graph.advance(to: 1)
        #expect(near(offsetX(graph), 60, 1e-6))
        // A linear animation is complete at the first frame after its duration (its `animate` returns nil
        // there), so the move back began at 1 + 1/60 s …
        graph.advance(to: 1.5)
        #expect(near(offsetX(graph), 60 - 60 * (1.5 - 61.0 / 60), 1e-6))
        // … and the next one at 2 + 2/60 s.
        graph.advance(to: 2.25)
        #expect(near(offsetX(graph), 60 * (2.25 - 122.0 / 60), 1e-6))
        #expect(graph.animators.contains { $0.name == "PhaseAnimator.phase" && $0.value == [1] })
    }

    struct Triggered: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                PhaseAnimator([0.0, 60, 20], trigger: taps) { x in
                    Color.red.frame(width: 20, height: 20).offset(x: x)
                } animation: { x in x == 20 ? .linear(duration: 0.46) : .linear(duration: 1) }
                Button("tap") { taps += 1 }
            }
        }
    }

    @Test func aTriggerRunsThroughThePhasesOnceAndBack() {
        let graph = ViewGraph(rootView: Triggered(), size: CGSize(width: 100, height: 100))
        let restX = graph.fills(of: .red)[0].minX
        graph.advance(to: 1)
        #expect(graph.fills(of: .red)[0].minX == restX)
        graph.tap(label: "tap")
        graph.advance(to: 1.5)
        #expect(near(graph.fills(of: .red)[0].minX - restX, 30, 1e-6))
        // 60 at 2 s, complete a frame later (121/60 s); then to 20 in 0.46 s, complete at the first frame after
        // (149/60 s); then back to 0 in 1 s.
        graph.advance(to: 2.25)
        #expect(near(graph.fills(of: .red)[0].minX - restX, 60 - 40 * (2.25 - 121.0 / 60) / 0.46, 1e-6))
        graph.advance(to: 3)
        #expect(near(graph.fills(of: .red)[0].minX - restX, 20 - 20 * (3 - 149.0 / 60), 1e-6))
        graph.advance(to: 5)
        #expect(graph.fills(of: .red)[0].minX == restX)
        #expect(!graph.isAnimating)
    }

    @Test func movesThatAnimateNothingLastAFrame() {
        var shown: [Int] = []
        let graph = ViewGraph(rootView: PhaseAnimator([1, 2, 3]) { phase in
            let _ = shown.append(phase)
            Text("\(phase)")
        } animation: { _ in nil }, size: CGSize(width: 100, height: 100))
        // The first move is made as the view appears; each later one a frame after the last.
        #expect(graph.texts == ["2"])
        graph.advance(to: 1.0 / 60)
        #expect(graph.texts == ["3"])
        graph.advance(to: 2.0 / 60)
        #expect(graph.texts == ["1"])
        graph.advance(to: 3.0 / 60)
        #expect(graph.texts == ["2"])
        #expect(shown.starts(with: [1, 2]))
    }

    @Test func noPhasesShowNothingWithAWarning() {
        let graph = ViewGraph(rootView: PhaseAnimator([Int]()) { Text("\($0)") }, size: CGSize(width: 100, height: 100))
        #expect(graph.texts.isEmpty)
        #expect(graph.warnings.contains { $0.contains("no phases") })
    }
}
