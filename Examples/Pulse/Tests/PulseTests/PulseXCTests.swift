import Flipbook
import FlipbookTesting
import Pulse
import XCTest

/// The same checks in XCTest: a failure is an XCTest failure at the line of the check. XCTest on Linux runs a
/// test on the main thread but cannot find test methods isolated to the main actor, so the body assumes it.
final class PulseXCTests: XCTestCase {
    func testTheRingIsMostlyFadedBeforeTheEnd() throws {
        try MainActor.assumeIsolated {
            let take = try AnimationTake(PulseButton(), size: CGSize(width: 200, height: 200),
                                         script: "tap 100,100 @0.1")
            take.expect("Stroked", "opacity", equals: 1, at: 0)
            let (opacity, _) = try take.value(of: "Stroked", "opacity", at: 0.4)
            XCTAssertLessThan(opacity, 0.5)
            XCTAssertGreaterThan(opacity, 0, "the ring is still fading")
        }
    }
}
