import Flipbook
import Testing
@testable import FlipbookPreview

/// A square that slides right over one second when tapped.
private struct SlidingSquare: View {
    @State private var moved = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            Rectangle()
                .fill(Color.red)
                .frame(width: 40, height: 40)
                .offset(x: moved ? 200 : 0)
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }
}

@MainActor
@Suite struct PreviewSessionTests {
    /// A session on a clock the test moves.
    final class Clock { var now: TimeInterval = 0 }

    func makeSession(_ clock: Clock, text: Bool = false) -> PreviewSession {
        let scene = text
            ? PreviewScene("label", size: CGSize(width: 300, height: 100)) { Text("Hello") }
            : PreviewScene("square", size: CGSize(width: 300, height: 100)) { SlidingSquare() }
        return PreviewSession(scene: scene) { clock.now }
    }

    /// A press that lifts where it went down: a tap.
    func tap(_ session: PreviewSession, x: Double, y: Double) throws {
        _ = try session.handle(.pointer(phase: .down, x: x, y: y))
        _ = try session.handle(.pointer(phase: .up, x: x, y: y))
    }

    /// The page asks for a frame when the wall clock reads `time`.
    @discardableResult
    func tick(_ session: PreviewSession, _ clock: Clock, at time: TimeInterval) throws -> PreviewFrame? {
        clock.now = time
        return try session.handle(.tick)
    }

    /// The red square's left edge, from the laid-out tree.
    func squareX(_ session: PreviewSession) -> CGFloat? {
        session.host.laidOutViews.last { $0.type.hasPrefix("Rectangle") }?.frame.minX
    }

    @Test func followsTheWallClockTimesTheSpeedUnlessPaused() throws {
        let clock = Clock()
        let session = makeSession(clock)
        _ = try session.handle(.hello(scale: 1))
        try tick(session, clock, at: 0.05)
        #expect(abs(session.host.time - 0.05) < 1e-12)
        _ = try session.handle(.speed(0.5))
        try tick(session, clock, at: 0.09)
        #expect(abs(session.host.time - 0.07) < 1e-12)
        _ = try session.handle(.pause)
        try tick(session, clock, at: 1)
        #expect(abs(session.host.time - 0.07) < 1e-12)
        _ = try session.handle(.play)
        try tick(session, clock, at: 6)  // a stalled page moves the scene on by 0.1 s at most (times the speed)
        #expect(abs(session.host.time - 0.12) < 1e-12)
    }

    @Test func aPressThatStaysPutTapsAndOneThatMovesDrags() throws {
        let clock = Clock()
        let session = makeSession(clock)
        _ = try session.handle(.hello(scale: 1))
        _ = try session.handle(.pointer(phase: .down, x: 20, y: 20))
        _ = try session.handle(.pointer(phase: .move, x: 80, y: 20))
        _ = try session.handle(.pointer(phase: .up, x: 80, y: 20))
        #expect(session.recording.map(\.kind) == [.down, .move, .up])
        try tick(session, clock, at: 0.1)
        _ = try session.handle(.pointer(phase: .down, x: 20, y: 20))
        _ = try session.handle(.pointer(phase: .move, x: 24, y: 22))
        _ = try session.handle(.pointer(phase: .up, x: 24, y: 22))
        #expect(session.recording.map(\.kind) == [.down, .move, .up, .down, .move, .up, .tap])
        try tick(session, clock, at: 0.2)
        try tick(session, clock, at: 0.3)
        // Tapped at 0.1: 0.2 s into a one-second linear slide of 200 points.
        #expect(abs((squareX(session) ?? 0) - 40) < 1e-6)
    }

    @Test func scrubbingReplaysTheRecordingAndATouchAfterItStartsANewTake() throws {
        let clock = Clock()
        let session = makeSession(clock)
        _ = try session.handle(.hello(scale: 1))
        try tick(session, clock, at: 0.1)
        try tap(session, x: 20, y: 20)
        for step in 2...7 {
            try tick(session, clock, at: Double(step) / 10)
        }
        #expect(abs(session.recordedEnd - 0.7) < 1e-9)

        let frame = try session.handle(.seek(time: 0.35))
        #expect(frame?.paused == true)
        #expect(abs(session.host.time - 0.35) < 1e-12)
        #expect(abs((squareX(session) ?? 0) - 50) < 1e-6)  // 0.25 s into the slide
        #expect(session.recordedEnd == 0.7)
        #expect(try session.handle(.seek(time: 5))?.time == 0.7)  // clamped to the recording

        _ = try session.handle(.seek(time: 0.05))
        #expect(squareX(session) == 0)  // before the tap
        _ = try session.handle(.pointer(phase: .down, x: 250, y: 80))
        #expect(session.recording.count == 1 && session.recordedEnd == 0.05)
    }

    @Test func stepMovesOneFramePaused() throws {
        let clock = Clock()
        let session = makeSession(clock)
        _ = try session.handle(.hello(scale: 1))
        let frame = try session.handle(.step)
        #expect(frame?.paused == true)
        #expect(abs(session.host.time - 1.0 / 60) < 1e-12)
        try tick(session, clock, at: 1)
        #expect(abs(session.host.time - 1.0 / 60) < 1e-12)
    }

    @Test func aTraceFollowsThePickedView() throws {
        let clock = Clock()
        let session = makeSession(clock)
        _ = try session.handle(.hello(scale: 1))
        try tap(session, x: 20, y: 20)
        let picked = try session.handle(.trace(x: 20, y: 20))
        #expect(picked?.trace == [[20, 20]])
        for step in 1...5 {
            try tick(session, clock, at: Double(step) / 10)
        }
        let traced = try #require(try session.handle(.tick)?.trace)
        #expect(traced.map { $0[0] } == [20, 40, 60, 80, 100, 120])
        #expect(try session.handle(.trace(x: nil, y: nil))?.trace == nil)
    }

    @Test func framesCarryADisplayListAPNGOrOnlyTheState() throws {
        let clock = Clock()
        let shapes = makeSession(clock)
        let first = try #require(try shapes.handle(.hello(scale: 1)))
        #expect(first.list != nil && first.png == nil)
        let unchanged = try #require(try shapes.handle(.tick))
        #expect(unchanged.list == nil && unchanged.png == nil)

        let text = makeSession(clock, text: true)
        let drawn = try #require(try text.handle(.hello(scale: 2)))
        #expect(drawn.list == nil)
        let png = try #require(drawn.png.flatMap { Data(base64Encoded: $0) })
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(png[16..<24] == Data([0, 0, 2, 0x58, 0, 0, 0, 0xC8]))  // 600 × 200 pixels at scale 2
    }

    @Test func framesReportTheRunningAnimatorsForTheChart() throws {
        let clock = Clock()
        let session = makeSession(clock)
        _ = try session.handle(.hello(scale: 1))
        let resting = try #require(try tick(session, clock, at: 0.1))
        #expect(resting.animators.isEmpty)
        try tap(session, x: 20, y: 20)
        for step in 1...9 { try tick(session, clock, at: 0.1 + Double(step) * 0.05) }
        let moving = try #require(try tick(session, clock, at: 0.6))
        // The offset slides 200 pt over 1 s from the tap: halfway, at 200 pt a second.
        let offset = try #require(moving.animators.first { $0.value.count == 2 && $0.value[0] > 0 })
        #expect(abs(offset.value[0] - 100) < 1e-9 && offset.value[1] == 0)
        #expect(offset.velocity.map { abs($0[0] - 200) < 1e-9 && $0[1] == 0 } == true)
        #expect(offset.name.hasSuffix(".animatableData"))
        #expect(Set(moving.animators.map(\.id)).count == moving.animators.count)
        for step in 1...11 { try tick(session, clock, at: 0.6 + Double(step) * 0.05) }
        let settled = try #require(try tick(session, clock, at: 1.2))
        #expect(settled.animators.isEmpty)
    }

    @Test func theChartShowsKeyframeAndPhaseValues() throws {
        struct Animators: View {
            var body: some View {
                VStack {
                    KeyframeAnimator(initialValue: 0.0) { value in
                        Color.red.frame(width: 20, height: 20).offset(x: value)
                    } keyframes: { _ in
                        LinearKeyframe(100.0, duration: 1)
                    }
                    PhaseAnimator([0.0, 1.0]) { phase in
                        Color.blue.frame(width: 20, height: 20).opacity(phase)
                    }
                }
            }
        }
        let clock = Clock()
        let session = PreviewSession(scene: PreviewScene("animators", size: CGSize(width: 300, height: 100)) {
            Animators()
        }) { clock.now }
        _ = try session.handle(.hello(scale: 1))
        for step in 1...30 { try tick(session, clock, at: Double(step) / 60) }
        let frame = try #require(try tick(session, clock, at: 0.5 + 1.0 / 60))
        let keyframes = try #require(frame.animators.first { $0.name == "KeyframeAnimator.keyframes" })
        #expect(keyframes.value.count == 1 && abs((keyframes.value.first ?? 0) - 50) < 2, "its value: \(keyframes)")
        #expect(keyframes.velocity.map { $0.count == 1 && abs($0[0] - 100) < 1e-6 } == true, "its velocity: \(keyframes)")
        #expect(frame.animators.contains { $0.name == "PhaseAnimator.phase" })
    }

    @Test func restartForgetsTheRecording() throws {
        let clock = Clock()
        let session = makeSession(clock)
        _ = try session.handle(.hello(scale: 1))
        try tap(session, x: 20, y: 20)
        try tick(session, clock, at: 0.5)
        let frame = try session.handle(.restart)
        #expect(frame?.time == 0 && frame?.end == 0)
        #expect(session.recording.isEmpty)
        #expect(squareX(session) == 0)
    }
}
