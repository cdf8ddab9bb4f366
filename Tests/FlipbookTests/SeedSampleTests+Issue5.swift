import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

extension SeedSampleHarness.Snapshot {
    /// The blue picture-in-picture rectangle: the filled rounded rectangle (the placeholders are stroked).
    var pictureInPicture: CGRect {
        views(ofType: "RoundedRectangle").first?.frame ?? .null
    }
}

/// The seed scenes of issue 5: matched geometry, geometry groups, traces.
@Suite("Seed samples: shared geometry")
struct SeedSampleIssue5Tests {
    private static let corners = [CGPoint(x: 16, y: 16), CGPoint(x: 269, y: 16), CGPoint(x: 16, y: 464),
                                  CGPoint(x: 269, y: 464)]

    private func at(_ rect: CGRect, corner: Int, _ tolerance: CGFloat = 0.5) -> Bool {
        near(rect.minX, Self.corners[corner].x, tolerance) && near(rect.minY, Self.corners[corner].y, tolerance)
            && near(rect.width, 105, 0.5) && near(rect.height, 120, 0.5)
    }

    @Test func followerSitsOverTheTopLeftPlaceholder() throws {
        let s = try seedSnapshots("FaceTimeMatchedRoot", 390, 600, script: "none", times: [0, 1])
        #expect(at(s[0]!.pictureInPicture, corner: 0), "\(s[0]!.pictureInPicture)")
        #expect(at(s[1]!.pictureInPicture, corner: 0))
    }

    @Test func tapsSendTheRectangleGlidingToEachCorner() throws {
        let times = [0.4, 0.9, 1.6, 3.0, 4.6]
        let s = try seedSnapshots("FaceTimeCornersRoot", 390, 600,
                                  script: "tap 321.5,76 @0.5; tap 321.5,524 @2.0; tap 68.5,524 @3.5", times: times)
        #expect(at(s[0.4]!.pictureInPicture, corner: 0))
        // Mid-glide along the top edge: between the corners, at the same height.
        let mid = s[0.9]!.pictureInPicture
        #expect(mid.minX > 30 && mid.minX < 260 && near(mid.minY, 16, 0.5), "\(mid)")
        #expect(at(s[1.6]!.pictureInPicture, corner: 1, 1))
        #expect(at(s[3.0]!.pictureInPicture, corner: 3, 1))
        #expect(at(s[4.6]!.pictureInPicture, corner: 2, 1))
    }

    @Test func anInterruptedGlideBendsWithoutAKink() throws {
        let times = stride(from: 0.9, through: 1.2, by: 1.0 / 60).map { ($0 * 600).rounded() / 600 } + [6.0]
        let s = try seedSnapshots("FaceTimeCornersSlowRoot", 390, 600, script: "tap 321.5,76 @0.5; tap 68.5,524 @1.0",
                                  times: times)
        #expect(at(s[6.0]!.pictureInPicture, corner: 2, 1), "\(s[6.0]!.pictureInPicture)")
        // Frame-to-frame steps around the interruption: the speed never drops or jumps, and the direction turns
        // a little every frame (a bend), not all at once (a kink).
        let points = times.dropLast().map { s[$0]!.pictureInPicture.origin }
        let steps = zip(points, points.dropFirst()).map { CGVector(dx: $1.x - $0.x, dy: $1.y - $0.y) }
        for (a, b) in zip(steps, steps.dropFirst()) {
            let ratio = hypot(b.dx, b.dy) / hypot(a.dx, a.dy)
            #expect(ratio > 0.8 && ratio < 1.25, "speed jumps: \(a) then \(b)")
            let turn = abs(atan2(b.dy, b.dx) - atan2(a.dy, a.dx)) * 180 / .pi
            #expect(turn < 15, "turns \(turn)° in one frame: \(a) then \(b)")
        }
        let turns = zip(steps, steps.dropFirst()).map { abs(atan2($1.dy, $1.dx) - atan2($0.dy, $0.dx)) }
        #expect(turns.filter { $0 > 0.05 }.count >= 5, "the bend is spread over many frames")
        #expect(steps.allSatisfy { hypot($0.dx, $0.dy) > 0.05 }, "the rectangle never stops")
    }
}
