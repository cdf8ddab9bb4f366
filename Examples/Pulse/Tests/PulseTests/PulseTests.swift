import Flipbook
import FlipbookTesting
import Pulse
import Testing

/// The pulse, tested at exact times: a tap at 0.1 s starts a 0.6 s ease-out.
@MainActor
@Suite struct PulseTests {
    static let size = CGSize(width: 200, height: 200)
    static let tap = "tap 100,100 @0.1"

    @Test func theDotShrinksAndTheRingFadesOnTime() throws {
        let take = try AnimationTake(PulseButton(), size: Self.size, script: Self.tap)
        // "Circle" is the dot; the ring is a stroked circle.
        take.expect("Circle", "frame.width", equals: 60, at: 0.1)
        // Done at 0.7 s: the dot is 40 points wide, the ring has swollen to 1.6 times and faded out.
        take.expect("Circle", "frame.width", equals: 40, at: 0.7, tolerance: 0.01)
        take.expect("Stroked", "frame.width", equals: 80 * 1.6, at: 0.7, tolerance: 0.01)
        take.expect("Stroked", "opacity", equals: 0, at: 0.7, tolerance: 0.001)
        // Halfway in time, an ease-out is past halfway in value.
        let (opacity, _) = try take.value(of: "Stroked", "opacity", at: 0.4)
        #expect(opacity < 0.5)
    }

    @Test func framesMatchTheirSnapshots() {
        assertSnapshot(of: PulseButton(), as: .frame(at: 0.3, size: Self.size, script: Self.tap))
        assertSnapshot(of: PulseButton(), as: .filmstrip(times: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7], columns: 4,
                                                         size: Self.size, script: Self.tap))
        assertSnapshot(of: PulseButton(), as: .animation(duration: 0.8, fps: 10, size: Self.size, script: Self.tap))
    }

    @Test func theTreeAndTheTimelineMatchTheirSnapshots() {
        assertSnapshot(of: PulseButton(), as: .layout(at: 0.3, size: Self.size, script: Self.tap))
        assertSnapshot(of: PulseButton(), as: .displayList(at: 0.3, size: Self.size, script: Self.tap))
        assertSnapshot(of: PulseButton(), as: .timeline(of: "Stroked", property: "opacity",
                                                        times: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
                                                        size: Self.size, script: Self.tap))
    }
}
