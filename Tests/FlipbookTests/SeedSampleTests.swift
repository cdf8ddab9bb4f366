import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

/// The seed samples that compile against Flipbook so far (the others need gestures or shared geometry,
/// which a later issue adds), with their roots.
let compilingSeedSamples: [(file: String, root: String)] = [
    ("000_OffsetEffect.swift", "OffsetEffectRoot"),
    ("000_SimpleSkewedOffset.swift", "SimpleSkewedOffsetRoot"),
    ("000_SkewedOffset.swift", "SkewedOffsetRoot"),
    ("000_IgnoredByLayout.swift", "IgnoredByLayoutRoot"),
    ("000_ViewSwapper.swift", "ViewSwapperRoot"),
    ("000_RotatingCard.swift", "RotatingCardRoot"),
    ("000_FollowEffect.swift", "FollowEffectRoot"),
    ("000_CommentFlipView.swift", "CommentFlipViewRoot"),
    ("002_FaceTimeMatched.swift", "FaceTimeMatchedRoot"),
    ("002_FaceTimeCorners.swift", "FaceTimeCornersRoot"),
    ("002_FaceTimeCornersSlow.swift", "FaceTimeCornersSlowRoot"),
    ("002_FaceTimeTraceUncorrected.swift", "FaceTimeTraceUncorrectedRoot"),
    ("002_FaceTimeTraceEaseInOut.swift", "FaceTimeTraceEaseInOutRoot"),
    ("002_FaceTimeTraceSpring.swift", "FaceTimeTraceSpringRoot"),
    ("004_GeometryGroup.swift", "GeometryGroupRoot"),
    ("004_NoGeometryGroup.swift", "NoGeometryGroupRoot"),
    ("001_SliderRotation.swift", "SliderRotationRoot"),
    ("001_SliderButtons.swift", "SliderButtonsRoot"),
    ("001_CustomRotationModifier.swift", "CustomRotationModifierRoot"),
    ("001_CustomRotationEffect.swift", "CustomRotationEffectRoot"),
    ("001_LikeButton.swift", "LikeButtonRoot"),
    ("001_JumpyMenu.swift", "JumpyMenuRoot"),
    ("003_BlobSimple.swift", "BlobSimpleRoot"),
    ("003_BlobAnimated.swift", "BlobAnimatedRoot"),
    ("003_BlobSliding.swift", "BlobSlidingRoot"),
    ("003_BlobRefined.swift", "BlobRefinedRoot"),
]

private let seedRunner = Result {
    try SeedSampleHarness.runner(for: compilingSeedSamples.map(\.file), roots: compilingSeedSamples.map(\.root))
}

func seedSnapshots(_ root: String, _ width: Double, _ height: Double, script: String, times: [Double]) throws
    -> [Double: SeedSampleHarness.Snapshot] {
    let runner = try seedRunner.get()
    let list = try SeedSampleHarness.snapshots(runner, root: root, size: CGSize(width: width, height: height),
                                               script: script, times: times)
    return Dictionary(uniqueKeysWithValues: list.map { ($0.time, $0) })
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.05) -> Bool { abs(a - b) <= tolerance }

extension SeedSampleHarness.Snapshot {
    func views(ofType type: String) -> [LaidOutView] { views.filter { $0.type == type } }
    func text(_ string: String) -> [LaidOutView] { views.filter { $0.text == string } }

    /// Canvas bounds of every filled outline drawn in a colour.
    func fills(where match: (Color.Resolved) -> Bool) -> [CGRect] {
        var rects: [CGRect] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _) where match(color):
                    rects.append(path.boundingRect.mapped(by: item.transform))
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(displayList)
        return rects
    }
}

@Suite("Seed samples (compiled from ../shared/seed-samples)")
struct SeedSampleTests {
    @Test func offsetEffectReimplementationsMoveExactlyWithTheBuiltInOffset() throws {
        let s = try seedSnapshots("OffsetEffectRoot", 400, 300, script: "tap \"Move\" @0.5s; tap \"Move\" @2.0s",
                              times: [0, 0.75, 1.0, 1.5, 2.0, 2.6, 3.0])
        let restY = s[0]!.views(ofType: "RoundedRectangle").map(\.frame.minY)
        #expect(s[0]!.views(ofType: "RoundedRectangle").map(\.frame.minX) == [40, 40, 40])
        for (time, snapshot) in s {
            let bars = snapshot.views(ofType: "RoundedRectangle")
            #expect(bars.count == 3)
            let dx = bars.map { $0.frame.minX - 40 }, dy = zip(bars, restY).map { $0.frame.minY - $1 }
            #expect(dx.allSatisfy { near($0, dx[0], 1e-9) } && dy.allSatisfy { near($0, dy[0], 1e-9) }, "t = \(time)")
        }
        #expect(s[1.0]!.views(ofType: "RoundedRectangle").allSatisfy { near($0.frame.minX, 140) })
        #expect(zip(s[1.0]!.views(ofType: "RoundedRectangle"), restY).allSatisfy { near($0.frame.minY - $1, 10) })
        #expect(s[2.0]!.views(ofType: "RoundedRectangle").allSatisfy { near($0.frame.minX, 240) })
        #expect(s[3.0]!.views(ofType: "RoundedRectangle").allSatisfy { near($0.frame.minX, 40) })
    }

    @Test func simpleSkewedOffsetLeansAsItSlides() throws {
        let s = try seedSnapshots("SimpleSkewedOffsetRoot", 400, 300, script: "tap \"Animate\" @0.5s; tap \"Animate\" @2.5s",
                              times: [0, 1.0, 1.5, 3.5])
        // The effect's own space: m31 is its x origin plus the offset, m21 the skew c.
        let label = { (t: Double) in s[t]!.views(ofType: "SkewedOffset")[0].transform }
        #expect(label(0).m21 == 0)
        #expect(near(label(1.0).m31 - label(0).m31, 120) && near(label(1.0).m21, -0.25, 1e-6))
        #expect(near(label(1.5).m31 - label(0).m31, 240) && near(label(1.5).m21, -0.5, 1e-6))
        #expect(near(label(3.5).m31, label(0).m31) && near(label(3.5).m21, 0, 1e-9))
    }

    @Test func skewedOffsetLabelsCascadeAndStraightenAtTheEnds() throws {
        let s = try seedSnapshots("SkewedOffsetRoot", 400, 400, script: "tap \"Animate\" @0.5s; tap \"Animate\" @3.0s",
                              times: [0, 0.85, 1.0, 1.4, 2.5, 4.4])
        let labels = { (t: Double) in s[t]!.views(ofType: "SkewedOffset").map(\.transform) }
        let rest = labels(0)
        #expect(rest.count == 5)
        #expect(near(labels(1.0)[0].m31 - rest[0].m31, 120) && near(labels(1.0)[0].m21, -0.5, 1e-6))
        #expect(near(labels(1.4)[4].m31 - rest[4].m31, 120) && near(labels(1.4)[4].m21, -0.5, 1e-6))
        #expect(near(labels(0.85)[4].m31, rest[4].m31) && labels(0.85)[3].m31 > rest[3].m31,
                "label 4 starts 0.4 s after the tap, label 3 0.3 s after")
        for (now, start) in zip(labels(2.5), rest) { #expect(near(now.m31 - start.m31, 240) && near(now.m21, 0, 1e-9)) }
        for (now, start) in zip(labels(4.4), rest) { #expect(near(now.m31, start.m31) && near(now.m21, 0, 1e-9)) }
    }

    @Test func ignoredByLayoutKeepsTheReadoutStill() throws {
        let s = try seedSnapshots("IgnoredByLayoutRoot", 400, 300, script: "none", times: [0, 1.0, 2.0, 2.5])
        #expect(s[0]!.text("x = 110").count == 1 && s[0]!.text("x = 50").count == 1)
        #expect(s[1.0]!.text("x = 90").count == 1 && s[1.0]!.text("x = 50").count == 1)
        #expect(s[2.0]!.text("x = 110").count == 1 && s[2.0]!.text("x = 50").count == 1)
        let blue = s[2.5]!.views(ofType: "RoundedRectangle").map(\.frame.minX)
        #expect(blue.count == 2 && near(blue[1], 50), "the blue bar is half-way back at 2.5 s: minX \(blue)")
    }

    @Test func viewSwapperShowsTheFaceOfTheCurrentHalfTurn() throws {
        let s = try seedSnapshots("ViewSwapperRoot", 500, 700, script: "none", times: [0.5, 2.0, 3.5])
        #expect(s[0.5]!.text("BACK").count == 1 && s[0.5]!.text("FRONT").isEmpty)
        #expect(s[2.0]!.text("FRONT").count == 1 && s[2.0]!.text("BACK").isEmpty)
        #expect(s[3.5]!.text("BACK").count == 1)
    }

    private func isGreen(_ c: Color.Resolved) -> Bool { c == Color.green.resolved() }

    @Test func simpleBlobJumpsToTheTappedFace() throws {
        let s = try seedSnapshots("BlobSimpleRoot", 400, 300, script: "tap (346.7, 150) @0.5s; tap (53.3, 150) @1.5s",
                              times: [0, 0.5, 1.5])
        for (time, x) in [(0.0, 200.0), (0.5, 346.67), (1.5, 53.33)] {
            let blob = s[time]!.fills(where: isGreen)
            #expect(blob.count == 1 && near(blob[0].midX, x) && near(blob[0].width, 60) && near(blob[0].midY, 150), "t = \(time): \(blob)")
        }
    }

    @Test func animatedBlobSlidesLinearly() throws {
        let s = try seedSnapshots("BlobAnimatedRoot", 400, 300, script: "tap (346.7, 150) @0.5s; tap (53.3, 150) @1.5s",
                              times: [0.675, 0.85, 1.675, 1.85])
        #expect(near(s[0.675]!.fills(where: isGreen)[0].midX, 273.33))
        #expect(near(s[0.85]!.fills(where: isGreen)[0].midX, 346.67))
        #expect(near(s[1.675]!.fills(where: isGreen)[0].midX, 200))
        #expect(near(s[1.85]!.fills(where: isGreen)[0].midX, 53.33))
    }

    @Test func slidingAndRefinedBlobsStretchThenContract() throws {
        for root in ["BlobSlidingRoot", "BlobRefinedRoot"] {
            let s = try seedSnapshots(root, 400, 300, script: "tap (346.7, 150) @0.5s; tap (53.3, 150) @1.5s",
                                  times: [0.6, 0.675, 0.85, 1.85])
            let stretched = s[0.675]!.fills(where: isGreen)[0]
            #expect(near(stretched.minX, 170) && near(stretched.maxX, 376.67) && near(stretched.height, 60), "\(root): \(stretched)")
            let early = s[0.6]!.fills(where: isGreen)[0]
            // 0.1 s into 0.35 s: the right end is 2·(0.1/0.35) of the way, at 200 + 146.67·0.571 = 283.8, plus r = 30.
            #expect(near(early.minX, 170) && near(early.maxX, 313.81), "\(root) 0.6 s: \(early)")
            #expect(near(s[0.85]!.fills(where: isGreen)[0].midX, 346.67) && near(s[0.85]!.fills(where: isGreen)[0].width, 60))
            #expect(near(s[1.85]!.fills(where: isGreen)[0].midX, 53.33))
        }
        let refined = try seedSnapshots("BlobRefinedRoot", 400, 300, script: "tap (346.7, 150) @0.5s; tap (53.3, 150) @1.5s",
                                    times: [1.675])[1.675]!.fills(where: isGreen)[0]
        #expect(near(refined.minX, 23.33) && near(refined.maxX, 376.67), "\(refined)")
    }
}
