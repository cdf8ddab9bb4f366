import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookGallery
import FlipbookCairo

/// Rendered frames compared with PNG goldens (pinned fonts) within a tolerance. A failure writes the actual
/// frame and a diff image (differing pixels in red) and names them. `FLIPBOOK_RECORD_GOLDENS=1` rewrites the
/// goldens.
@MainActor
@Suite struct GoldenImageTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    private func check(_ name: String, scene: String, at time: Double, scale: CGFloat = 2) throws {
        let definition = try #require(Gallery.scene(named: scene))
        let host = ViewHost(definition.makeRoot(), size: definition.size, fonts: .pinned)
        try host.play(InteractionScript(parsing: definition.script), until: time)
        let actual = try host.image(scale: scale)
        let golden = Self.goldens.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["FLIPBOOK_RECORD_GOLDENS"] != nil {
            try actual.pngData().write(to: golden)
            return
        }
        let expected = try RasterImage(pngFile: golden.path, scale: scale)
        let (fraction, diff) = try actual.difference(from: expected)
        if fraction > 0.002 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-failures")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let actualURL = folder.appendingPathComponent("\(name).actual.png")
            let diffURL = folder.appendingPathComponent("\(name).diff.png")
            try actual.pngData().write(to: actualURL)
            try diff.pngData().write(to: diffURL)
            Issue.record("\(name): \(String(format: "%.2f", fraction * 100)) % of pixels differ from \(golden.lastPathComponent); actual \(actualURL.path), diff \(diffURL.path)")
        }
    }

    @Test func stretchedRatingBlob() throws { try check("rating-blob-4@0.575", scene: "rating-blob-4", at: 0.575) }
    @Test func insideOutRatingBlob() throws { try check("rating-blob-3@1.575", scene: "rating-blob-3", at: 1.575) }
    @Test func leaningCascade() throws { try check("skew-cascade@0.75", scene: "skew-cascade", at: 0.75) }
    @Test func equalEndpointArrows() throws { try check("equal-endpoints@0.75", scene: "equal-endpoints", at: 0.75) }
    @Test func hoppingThumb() throws { try check("like-button@0.55", scene: "like-button", at: 0.55) }
    // The card at 45° (front, its far edge shorter), 90° (edge on) and 135° (back, mirrored to read right).
    @Test func cardAt45() throws { try check("flip-card@0.5", scene: "flip-card", at: 0.5, scale: 1) }
    @Test func cardAt90() throws { try check("flip-card@1.0", scene: "flip-card", at: 1.0, scale: 1) }
    @Test func cardAt135() throws { try check("flip-card@1.5", scene: "flip-card", at: 1.5, scale: 1) }
    @Test func planeOnItsPath() throws { try check("path-follow@1.0", scene: "path-follow", at: 1.0, scale: 1) }
    @Test func draggedDial() throws { try check("slider-dial@1.2", scene: "slider-dial", at: 1.2, scale: 1) }
    @Test func tiltedRow() throws { try check("jumpy-list@0.55", scene: "jumpy-list", at: 0.55, scale: 1) }
    @Test func settingsList() throws { try check("controls@2.2", scene: "controls", at: 2.2, scale: 1) }
    @Test func pushedScreen() throws { try check("controls@4.4", scene: "controls", at: 4.4, scale: 1) }
    @Test func pushSlidingIn() throws { try check("controls@3.95", scene: "controls", at: 3.95, scale: 1) }
    @Test func transitionsMidway() throws { try check("transitions@0.7", scene: "transitions", at: 0.7, scale: 1) }
    @Test func bentTrace() throws { try check("corner-trace@6.8", scene: "corner-trace", at: 6.8, scale: 1) }
    @Test func heroMidway() throws { try check("hero-card@0.45", scene: "hero-card", at: 0.45, scale: 1) }
    // Half-way through the change: gradient, shadow, title colour, blur and the Animatable counter all in between.
    @Test func stylesMidway() throws { try check("animated-styles@0.8", scene: "animated-styles", at: 0.8) }

    // Swift Charts: the bars part-way through growing in, each a little behind the one before.
    @Test func salesChartGrowing() throws { try check("sales-chart@0.45", scene: "sales-chart", at: 0.45, scale: 1) }

    // Stretched in the air, 0.45 s into the jump's keyframes.
    @Test func jumpingCard() throws { try check("jump-squash@0.75", scene: "jump-squash", at: 0.75, scale: 1) }
    // The heart grown and glowing in its beat phase, the field near the end of its shake.
    @Test func pulseAndShake() throws { try check("phase-pulse@1.1", scene: "phase-pulse", at: 1.1, scale: 1) }

    // A third of the way round the hue circle; every colour filter and a difference blend below.
    @Test func hueTile() throws { try check("hue-tile@1.0", scene: "hue-tile", at: 1.0, scale: 1) }

    // 9:41:01.5 on the host's clock: the second hand a little past 12, the shadows of the hands, the cap symbol.
    @Test func clockFace() throws { try check("clock-face@1.5", scene: "clock-face", at: 1.5, scale: 1) }

    // 1999 → 2000 mid-roll: every digit changed, the old ones leaving upwards, the new arriving from below.
    @Test func turningPage() throws { try check("onboarding-pager@1.8", scene: "onboarding-pager", at: 1.8, scale: 1) }
    @Test func rollingCounter() throws { try check("counter-roll@1.15", scene: "counter-roll", at: 1.15, scale: 1) }

    // Started effects mid-cycle (scale held, pulse and variableColor dimmed, the cloud gone), play shrinking
    // away into pause, the caption blurring across.
    @Test func symbolEffects() throws { try check("symbol-effects@1.35", scene: "symbol-effects", at: 1.35, scale: 1) }

    // Mid-drag: the title drifted away, row 9 scaled, faded and tilted as it comes in at the bottom edge.
    @Test func scrollRows() throws { try check("scroll-rows@0.9", scene: "scroll-rows", at: 0.9, scale: 1) }

    @Test func differencesAreFoundAndDrawn() throws {
        let definition = try #require(Gallery.scene(named: "rating-blob-1"))
        let host = ViewHost(definition.makeRoot(), size: definition.size, fonts: .pinned)
        let before = try host.image()
        try host.tap(at: CGPoint(x: 360, y: 150))
        let after = try host.image()
        let (fraction, diff) = try after.difference(from: before)
        #expect(fraction > 0.01 && fraction < 0.2, "the blob moved: \(fraction)")
        #expect(diff.pixel(x: 332, y: 150) == (255, 0, 0, 255), "inside the moved blob, beside the face")
        #expect(try before.difference(from: before).fraction == 0)
    }
}
