import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

/// Flipbook's own SwiftUI-style files and their roots (see `Tests/SwiftUIStyleSamples/README.md`).
private let styleSamples: [(file: String, roots: [String])] = [
    ("KeyframesAndPhases.swift", ["JumpingCardRoot", "BobberRoot", "PulseRoot", "ShakeRoot", "TimelinePathRoot"]),
]

private let styleRunner = Result {
    try SeedSampleHarness.runner(for: styleSamples.map(\.file), roots: styleSamples.flatMap(\.roots),
                                 in: SeedSampleHarness.styleSamplesDirectory, name: "style")
}

private func styleSnapshots(_ root: String, _ width: Double, _ height: Double, script: String = "",
                            times: [Double]) throws -> [Double: SeedSampleHarness.Snapshot] {
    let list = try SeedSampleHarness.snapshots(try styleRunner.get(), root: root,
                                               size: CGSize(width: width, height: height), script: script, times: times)
    return Dictionary(uniqueKeysWithValues: list.map { ($0.time, $0) })
}

@Suite("SwiftUI-style samples (Tests/SwiftUIStyleSamples)")
struct SwiftUIStyleSampleTests {
    @Test func theJumpingCardPlaysItsKeyframesOncePerTap() throws {
        let s = try styleSnapshots("JumpingCardRoot", 300, 300, script: "tap \"Jump\" @0.5s",
                                   times: [0.4, 0.5, 0.75, 1.2, 4])
        let card = { (time: Double) in s[time]?.fills { $0.red > 0.9 && $0.green > 0.4 && $0.blue < 0.1 }.first ?? .null }
        let rest = card(0.4)
        #expect(near(rest.width, 80) && near(rest.height, 80))
        #expect(card(0.5) == rest)
        // 0.25 s in: squashed (the stretch track passes 0.6 at 0.25 s) and pushed down by the first spring.
        #expect(card(0.75).height < 70)
        #expect(card(0.75).midY > rest.midY)
        // 0.7 s in: in the air, grown by the scale track.
        #expect(card(1.2).midY < rest.midY - 20)
        #expect(card(1.2).width > 85)
        // Long after: back at rest, holding the keyframes' end values.
        #expect(near(card(4).minX, rest.minX) && near(card(4).minY, rest.minY) && near(card(4).width, 80))
    }

    @Test func theBobberLoopsItsWholeValueTrack() throws {
        let s = try styleSnapshots("BobberRoot", 200, 200, times: [0, 0.5, 0.75, 1.25, 1.5])
        let y = { (time: Double) in s[time]?.text("Bob").first?.frame.minY ?? .nan }
        let rest = y(0)
        #expect(near(y(0.5), rest - 40))
        // Eased in on the way back: at the half, less than half the way down.
        #expect(y(0.75) < rest - 20)
        // The second loop repeats the first.
        #expect(near(y(1.25), y(0.75)) && near(y(1.5), y(0.5)))
    }

    @Test func thePulseCyclesThroughItsPhases() throws {
        let s = try styleSnapshots("PulseRoot", 200, 200, times: [0, 0.125, 0.5, 0.9, 1.3])
        let dot = { (time: Double) in s[time]?.fillsWithOpacity { $0.red > 0.9 && $0.green < 0.3 && $0.blue > 0.2 }.first ?? (.null, .nan) }
        #expect(near(dot(0).rect.width, 40) && dot(0).opacity == 1)
        // Into .grow (linear 0.25 s) as it appears: halfway at 0.125 s.
        #expect(near(dot(0.125).rect.width, 50))
        // .grow complete a frame after 0.25 s, then into .fade (ease-out 0.3 s), complete after 0.55 s.
        #expect(near(dot(0.5).rect.width, 48, 1.5))
        #expect(dot(0.5).opacity < 0.5)
        // Then back to .rest (linear 0.5 s): on its way at 0.9 s, round again by 1.3 s.
        #expect(dot(0.9).rect.width < 46 && dot(0.9).rect.width > 40)
        #expect(dot(1.3).rect.width > 40)
    }

    @Test func theShakeRunsThroughItsPhasesOncePerTrigger() throws {
        let s = try styleSnapshots("ShakeRoot", 200, 200, script: "tap \"Wrong\" @0.5s",
                                   times: [0.45, 0.55, 0.7, 2])
        let bar = { (time: Double) in s[time]?.fills { $0.red > 0.9 && $0.green < 0.3 }.first ?? .null }
        let rest = bar(0.45)
        #expect(near(bar(0.55).minX, rest.minX - 10))
        #expect(bar(0.7).minX > rest.minX)
        #expect(bar(2) == rest)
    }

    @Test func aTimelineIsUsableWithoutAView() throws {
        let s = try styleSnapshots("TimelinePathRoot", 200, 150, times: [0])
        #expect(s[0]?.views.compactMap(\.text) == ["1.0 s, 30"])
    }
}
