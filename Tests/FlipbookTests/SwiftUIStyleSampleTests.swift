import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

/// Flipbook's own SwiftUI-style files and their roots (see `Tests/SwiftUIStyleSamples/README.md`).
private let styleSamples: [(file: String, roots: [String])] = [
    ("KeyframesAndPhases.swift", ["JumpingCardRoot", "BobberRoot", "PulseRoot", "ShakeRoot", "TimelinePathRoot",
                                  "FillingRoot"]),
    ("TimeAndCanvas.swift", ["LastSeenRoot", "TickingClockRoot", "TimerTickerRoot", "StopwatchRoot", "CountdownRoot", "WobbleRoot", "SparklesRoot",
                         "GooeyRoot", "ScratchCardRoot"]),
    ("EffectsAndText.swift", ["FilterWallRoot", "ScoreboardRoot", "ScopedAnimationRoot", "RisingTitleRoot",
                           "RippleCardRoot"]),
    ("SymbolsAndScrolling.swift", ["SymbolShowcaseRoot", "FadingListRoot", "ParallaxRoot"]),
    ("ViewModelsAndLayout.swift", ["CartRoot", "GalleryGridRoot", "RibbonRoot", "ShelfRoot", "ReorderGridRoot"]),
    ("PresentationsAndModels.swift", ["PlaylistRoot"]),
    ("TabsAndNavigation.swift", ["OnboardingRoot", "StoreRoot", "MailRoot", "CustomTabBarRoot", "ContactsRoot"]),
    ("GridsAndScrolling.swift", ["StandingsRoot", "ScoreGridRoot", "CarouselRoot", "PeekCarouselRoot", "SafeAreaCarouselRoot", "ChatRoot", "PodiumRoot", "VisibleRowsRoot"]),
    ("FormsAndSymbols.swift", ["SignUpRoot", "SymbolShelfRoot", "ProfileCardRoot", "FilterChipRoot",
                              "NeumorphicRoot"]),
    ("PresentationsAndStyles.swift", ["StoryRoot", "PaletteRoot", "TicketRoot", "MoonRoot", "InkRoot"]),
    ("OldAndNewSpellings.swift", ["ChecklistRoot", "NotesRoot", "FileTreeRoot"]),
    ("EditingInPlace.swift", ["ChoresRoot", "SkeletonRoot", "ChoreSwipesRoot"]),
    ("ViewModelPipelines.swift", ["SearchRoot"]),
    ("LiquidGlass.swift", ["GlassToolbarRoot", "SplitRoot", "MusicLibraryRoot", "EqualizerRoot"]),
    ("ChartsAndSelection.swift", ["DownloadsChartRoot", "HourlyViewsRoot", "CitySalesRoot"]),
    ("SwiftDataMemos.swift", ["MemoBoardRoot"]),
    ("TablesAndPanes.swift", ["RosterRoot", "PanesRoot"]),
    ("DisclosureAndFocus.swift", ["RecipeCardRoot"]),
    ("CalendarsAndTableRows.swift", ["DepartureRoot", "RestDaysRoot"]),
    ("UndoAndCoreGraphics.swift", ["BeadStringRoot", "SkyRoot"]),
    ("TypeSpecimen.swift", ["SpecimenRoot"]),
    ("Reordering.swift", ["PlaylistReorderRoot", "ShelvesRoot", "ProminentTabRoot"]),
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

    @Test func anAnimatableMacroViewAndAnimatableValuesAnimate() throws {
        let s = try styleSnapshots("FillingRoot", 300, 200, script: "tap \"Fill\" @0.5s", times: [0.4, 1.0, 1.25, 2])
        let label = { (time: Double) in s[time]?.views.compactMap(\.text).first { $0.hasSuffix("%") } }
        #expect(label(0.4) == "0 %")
        // Linear over 1 s from 0.5 s: the body sees 50 at 1.0 s and 75 at 1.25 s.
        #expect(label(1.0) == "50 %" && label(1.25) == "75 %" && label(2) == "100 %")
        let bar = { (time: Double) in s[time]?.fills { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 }.first ?? .null }
        #expect(near(bar(0.4).width, 40) && near(bar(0.4).height, 10))
        // Both sides halfway at once.
        #expect(near(bar(1.0).width, 100) && near(bar(1.0).height, 25))
        #expect(near(bar(2).width, 160) && near(bar(2).height, 40))
    }

    @Test func aCustomContainerTilesEachSubviewWithItsContainerValue() throws {
        let s = try styleSnapshots("RibbonRoot", 400, 300, script: "tap \"More\" @0.5s", times: [0.4, 1])
        let orange = { (time: Double) in s[time]?.fills { $0.red > 0.9 && $0.green > 0.5 && $0.green < 0.7 && $0.blue < 0.1 } ?? [] }
        let grey = { (time: Double) in s[time]?.fills { abs($0.red - 0.557) < 0.03 && abs($0.blue - 0.576) < 0.03 } ?? [] }
        // "A", "B" (highlighted), then the ForEach's 0 and 1: four 40-point tiles, 10 apart, the second orange.
        #expect(orange(0.4).count == 1 && grey(0.4).count == 3)
        let tiles = (orange(0.4) + grey(0.4)).sorted { $0.minX < $1.minX }
        #expect(tiles.allSatisfy { near($0.width, 40) && near($0.height, 40) })
        #expect(tiles.count == 4 && near(tiles[1].minX - tiles[0].minX, 50) && tiles[1] == orange(0.4).first)
        #expect(s[0.4]?.views.compactMap(\.text).contains("3 views") == true)
        // A third element of the ForEach makes a fifth tile.
        #expect(orange(1).count == 1 && grey(1).count == 4)
        // The custom layout reads each square's container value: the highlighted one sits 10 points higher.
        let purple = (s[0.4]?.fills { $0.red > 0.6 && $0.green < 0.4 && $0.blue > 0.8 } ?? []).sorted { $0.minX < $1.minX }
        #expect(purple.count == 3 && purple.allSatisfy { near($0.width, 20) && near($0.height, 20) })
        #expect(purple.count == 3 && near(purple[0].minY - purple[1].minY, 10) && near(purple[2].minY, purple[0].minY))
    }

    @Test func dragAndDropIsAcceptedAndDropsNothing() throws {
        let s = try styleSnapshots("ShelfRoot", 300, 300, script: "drag 150,100->150,220 @0.2..0.8", times: [0.1, 0.5, 1])
        for time in [0.1, 0.5, 1] {
            #expect(s[time]?.views.compactMap(\.text) == ["Emma", "Dune"])
            // The box stays grey: never targeted.
            #expect(s[time]?.fills { $0.green > 0.6 && $0.red < 0.4 }.isEmpty == true)
        }
    }

    @Test func aShapeBuiltWithCoreGraphicsPathsDrawsAndShowsItsPopover() throws {
        let s = try styleSnapshots("TicketRoot", 300, 200, script: "tap 150,80 @0.5", times: [0, 1])
        let ticket = s[0]?.fills { $0.red > 0.6 && $0.green < 0.45 && $0.blue > 0.8 }.first ?? .null
        #expect(near(ticket.width, 160) && near(ticket.height, 80))
        // The notch bites into the trailing edge, so the outline measured through cgPath is still 160 wide.
        #expect(s[0]?.views.compactMap(\.text) == ["width 160"])
        // Tapped, the ticket shows its price in a popover hanging from its bottom edge (more room is below it).
        let price = try #require(s[1]?.views.first { $0.text == "$12 a seat" }).frame
        #expect(near(price.midX, ticket.midX, 0.5) && price.minY > ticket.maxY + 11, "\(price) under \(ticket)")
    }

    @Test func shapesCutFromShapesDrawTheirRegionsAndAnimate() throws {
        let s = try styleSnapshots("MoonRoot", 400, 300, script: "tap 200,90 @0.2s", times: [0, 0.7, 1.5])
        let moon = { (time: Double) in s[time]?.filledPaths { $0.red > 0.9 && $0.green > 0.7 && $0.blue < 0.2 }.first }
        let full = try #require(moon(0)).boundingRect
        #expect(near(full.width, 80, 0.1) && near(full.height, 80, 0.1))
        // The shadow circle's offset animates from 80 to 30: the moon ends where the two circles cross, 40 + 55 / 2
        // from its left half way, 40 + 30 / 2 at the end.
        let half = try #require(moon(0.7)).boundingRect, end = try #require(moon(1.5)).boundingRect
        #expect(near(half.width, 67.5, 0.2) && near(end.width, 55, 0.2))
        #expect(try #require(moon(1.5)).contains(CGPoint(x: end.minX + 5, y: end.midY)))
        #expect(try #require(moon(1.5)).contains(CGPoint(x: end.maxX - 2, y: end.midY)) == false)

        let ring = try #require(s[0]?.filledPaths { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 }.first)
        let centre = CGPoint(x: ring.boundingRect.midX, y: ring.boundingRect.midY)
        #expect(!ring.contains(centre), "the ring's hole")
        #expect(ring.contains(CGPoint(x: centre.x + 22, y: centre.y)))
        let badge = try #require(s[0]?.filledPaths { $0.blue > 0.9 && $0.red < 0.2 && $0.green < 0.6 }.first)
        #expect(badge.contains(CGPoint(x: badge.boundingRect.maxX - 1, y: badge.boundingRect.maxY - 1)), "square corner")
        #expect(!badge.contains(CGPoint(x: badge.boundingRect.minX + 1, y: badge.boundingRect.minY + 1)), "round corner")
        let lens = try #require(s[0]?.filledPaths { $0.green > 0.6 && $0.red < 0.4 && $0.blue < 0.5 }.first)
        #expect(near(lens.boundingRect.width, 30, 0.1) && near(lens.boundingRect.height, 60, 0.1))

        // The capsule's line outside the middle half: two open pieces; the circle's lower half.
        let capsule = try #require(s[0]?.strokedPaths { $0.red > 0.9 && $0.green > 0.5 && $0.green < 0.7 && $0.blue < 0.2 }.first)
        #expect(near(capsule.boundingRect.width, 60, 0.1) && near(capsule.boundingRect.height, 30, 0.1))
        var moves = 0, closes = 0, points: [CGPoint] = []
        capsule.forEach { element in
            switch element {
            case .move(let point): moves += 1; points.append(point)
            case .line(let point): points.append(point)
            case .closeSubpath: closes += 1
            default: break
            }
        }
        #expect(moves == 2 && closes == 0, "two open pieces")
        let middle = capsule.boundingRect.insetBy(dx: 15.01, dy: -1)
        #expect(!points.contains { middle.contains($0) }, "the middle half cut out")
        let arc = s[0]?.strokes { $0.red > 0.6 && $0.blue > 0.8 && $0.green < 0.5 }.first ?? .null
        #expect(near(arc.width, 60, 0.1) && near(arc.height, 30, 0.1))
        #expect(s[0]?.views.compactMap(\.text).contains("star pieces 5") == true)

        // A circle sized 20 × 20 at its frame's origin; a ramp mirrored by a right-to-left layout, and one by a
        // view whose behaviour mirrors in left-to-right.
        let dot = try #require(s[0]?.filledPaths { $0 == Color(red: 0, green: 0.5, blue: 0.5).resolved() }.first)
        #expect(near(dot.boundingRect.width, 20, 0.01) && near(dot.boundingRect.height, 20, 0.01))
        for colour in [Color(red: 0.3, green: 0, blue: 0.6), Color(red: 0.6, green: 0.3, blue: 0)] {
            let ramp = try #require(s[0]?.filledPaths { $0 == colour.resolved() }.first)
            let box = ramp.boundingRect
            #expect(ramp.contains(CGPoint(x: box.minX + 3, y: box.maxY - 1)), "the tall side is on the left")
            #expect(!ramp.contains(CGPoint(x: box.maxX - 3, y: box.minY + 3)))
        }
    }

    @Test func aShapeStyleOfOnesOwnResolvesForItsColourSchemeAndBlends() throws {
        let s = try styleSnapshots("InkRoot", 200, 100, times: [0])
        var inks: [(rect: CGRect, color: Color.Resolved, mode: BlendMode?)] = []
        func visit(_ list: DisplayList, mode: BlendMode?) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _) where path.boundingRect.width < 100:
                    inks.append((path.boundingRect.mapped(by: item.transform), color, mode))
                case let .effect(.blendMode(inner), nested): visit(nested, mode: inner)
                case .effect(_, let nested), .list(let nested): visit(nested, mode: mode)
                default: break
                }
            }
        }
        visit(try #require(s[0]).displayList, mode: nil)
        try #require(inks.count == 2, "two circles in the ink style: \(inks)")
        let light = inks.first { $0.rect.midX < 100 }!, dark = inks.first { $0.rect.midX > 100 }!
        // In the light scheme the style is black at half opacity, multiplied; in the dark, white, screened.
        #expect(light.color.red < 0.01 && near(Double(light.color.opacity), 0.5, 0.01) && light.mode == .multiply,
                "\(light)")
        #expect(dark.color.red > 0.99 && near(Double(dark.color.opacity), 0.5, 0.01) && dark.mode == .screen, "\(dark)")
        #expect(near(light.rect.width, 60, 0.01) && near(dark.rect.midX, 150, 0.01))
    }

    @Test func aButtonStyleToggleFillsWithTheTintWhileOn() throws {
        let s = try styleSnapshots("FilterChipRoot", 300, 200, script: "tap \"Favourites\" @0.2", times: [0.1, 1])
        let tinted = { (time: Double) in s[time]?.fills { $0.blue > 0.9 && $0.red < 0.1 && $0.green < 0.6 && $0.opacity > 0.9 } ?? [] }
        #expect(tinted(0.1).isEmpty, "off: bordered, a faint tint only")
        #expect(tinted(1).count == 1, "on: filled with the tint")
        // The card's top-leading corner is square: its outline reaches the corner point.
        let card = try #require(s[0.1]?.filledPaths { $0.red > 0.9 && $0.green > 0.7 && $0.blue < 0.2 }.first)
        let box = card.boundingRect
        #expect(card.contains(CGPoint(x: box.minX + 0.5, y: box.minY + 0.5)))
        #expect(!card.contains(CGPoint(x: box.maxX - 0.5, y: box.minY + 0.5)))
        #expect(s[0.1]?.fills { $0.opacity > 0.1 && $0.opacity < 0.5 && $0.red < 0.4 }.isEmpty == false, "the separator")
        // The chips: the selection in the tint set on it behind a button border, the window background behind a
        // capsule.
        let saved = try #require(s[0.1]?.views.first { $0.text == "Saved" }).frame
        let purple = Color.purple.resolve(in: EnvironmentValues())
        let selection = s[0.1]?.filledPaths { $0 == purple } ?? []
        #expect(selection.contains { near($0.boundingRect.width, saved.width + 8, 0.5) }, "\(selection.map(\.boundingRect))")
        #expect(s[0.1]?.fills { $0 == Color.white.resolve(in: EnvironmentValues()) }.isEmpty == false, "the window background")
    }

    @Test func shapeStylesCarryDropAndInnerShadows() throws {
        let s = try styleSnapshots("NeumorphicRoot", 300, 200, times: [0])
        let description = try #require(s[0]).displayList.description
        // The ball's drop shadow: 8 points of blur, 6 down, in iOS's default 33 % black.
        #expect(description.contains("shadow 8"), "\(description)")
        // The well's inner shadow: a shadow clipped to the rounded rectangle, cast by the frame around it.
        #expect(description.contains("shadow 6"), "\(description)")
        let ball = s[0]?.fills { $0.red > 0.9 && $0.green > 0.5 && $0.green < 0.7 && $0.blue < 0.2 }.first ?? .null
        #expect(near(ball.width, 80) && near(ball.height, 80))
    }

    @Test func metaballsAreBlurredThenThresholded() throws {
        let s = try styleSnapshots("GooeyRoot", 300, 160, times: [0])
        // The threshold is the outer effect, the blur inside it: the blur is applied first.
        let description = try #require(s[0]).displayList.description
        let threshold = try #require(description.range(of: "alpha threshold 0.5…1"))
        let blur = try #require(description.range(of: "blur 12"))
        #expect(threshold.lowerBound < blur.lowerBound, "\(description)")
    }

    @Test func aProfileCardShowsItsPlaceholderLabelledValuesAndWhereATapLanded() throws {
        let s = try styleSnapshots("ProfileCardRoot", 390, 500, script: "tap 190,350 @0.2", times: [0.1, 0.5])
        let texts = try #require(s[0.1]).views.compactMap(\.text)
        // The avatar is never fetched: the orange placeholder circle shows at 60 × 60.
        let avatar = s[0.1]?.fills { $0.red > 0.9 && $0.green > 0.5 && $0.green < 0.7 && $0.blue < 0.2 }.first ?? .null
        #expect(near(avatar.width, 60) && near(avatar.height, 60))
        #expect(texts.contains("Plan") && texts.contains("Pro") && texts.contains("Renews"))
        // 180 s long, starting 60 s before 9:41 on 9 June 2025: 2:00 left at the reference moment.
        #expect(texts.filter { $0 == "2:00" }.count == 2 && texts.contains("Attributed words"))
        // The attributed string's "words" run keeps its bold font and orange colour.
        var attributedRuns: [DisplayList.TextRun] = []
        s[0.1]?.forEachDrawing { item, _ in
            if case .text(let drawing) = item.content, drawing.string == "Attributed words" { attributedRuns = drawing.runs ?? [] }
        }
        #expect(attributedRuns.map(\.length) == [11, 5] && attributedRuns.last?.font.weight == 700)
        #expect(attributedRuns.last?.color == Color.orange.resolved())
        // The timer's bar shows the two thirds left, in the accent colour over its 300-point track.
        let left = try #require(s[0.1]?.fills { $0.blue > 0.9 && $0.red < 0.1 && abs($0.green - 0.478) < 0.02 }.first)
        #expect(near(left.width, 200, 1), "\(left)")
        // The value sits at the trailing edge, the label at the leading one.
        let plan = try #require(s[0.1]?.text("Plan").first?.frame), pro = try #require(s[0.1]?.text("Pro").first?.frame)
        #expect(pro.minX > plan.maxX + 150)
        // A style of one's own stacks its label over its content; one that decorates the standard arrangement
        // keeps it, inside its box.
        let seats = try #require(s[0.1]?.text("Seats").first?.frame), four = try #require(s[0.1]?.text("4").first?.frame)
        #expect(near(seats.minX, four.minX, 0.5) && four.minY >= seats.maxY + 2 && seats.height < plan.height,
                "\(seats) over \(four)")
        // The card is 300 wide in a 390-wide window: the box's 4-point padding puts the label 4 points in from 45.
        #expect(near(plan.minX, 49, 0.5) && near(pro.maxX, 341, 1), "\(plan) \(pro)")
        #expect(texts.contains("tap at 0,0"))
        let rectangle = s[0.1]?.fills { $0.green > 0.5 && $0.blue > 0.6 && $0.red < 0.5 }.first ?? .null
        let tapped = try #require(s[0.5]).views.compactMap(\.text).first { $0.hasPrefix("tap at") }
        #expect(tapped == "tap at \(Int(190 - rectangle.minX)),\(Int(350 - rectangle.minY))", "\(rectangle)")
        // The tab's badge: a red capsule with its count, over the tab bar.
        let capsule = try #require(s[0.1]?.fills { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 }.first)
        #expect(near(capsule.height, 18) && texts.contains("3"), "\(capsule)")
    }

    @Test func metalShaderEffectsCompileAndLeaveTheViewAsItIs() throws {
        let s = try styleSnapshots("RippleCardRoot", 300, 200, script: "tap 150,100 @0.2", times: [0, 0.5])
        for time in [0, 0.5] {
            let card = s[time]?.fills { $0.blue > 0.6 && $0.red < 0.5 && $0.green < 0.4 } ?? []
            #expect(card.count == 1 && near(card.first?.width ?? 0, 160) && near(card.first?.height ?? 0, 100))
        }
    }

    @Test func aTextRendererDrawsEachLetterOfAnEmphasisedRunAsATransitionAnimatesIt() throws {
        let s = try styleSnapshots("RisingTitleRoot", 300, 200, script: "tap \"Reveal\" @0.2",
                                   times: [0.1, 0.65, 1.5])
        #expect(s[0.1]?.drawnTexts().map(\.string) == ["Reveal"])
        // 0.45 s into the 0.9 s transition: "Hello " is one run at full opacity; each letter of the emphasised
        // run is its own piece, the first risen into place, the last not yet started.
        let middle = try #require(s[0.65]).drawnTexts().filter { $0.string != "Reveal" }
        #expect(middle.map(\.string) == ["Hello ", "F", "l", "i", "p", "b", "o", "o", "k"])
        #expect(middle[0].opacity == 1)
        #expect(near(middle[1].opacity, 1) && middle[8].opacity == 0)
        #expect(middle[4].opacity > 0.2 && middle[4].opacity < 0.8, "p: half way, \(middle[4].opacity)")
        #expect(zip(middle.dropFirst(), middle.dropFirst(2)).allSatisfy { $0.frame.minX < $1.frame.minX })
        #expect(middle[4].frame.minY > middle[1].frame.minY + 5, "a later letter is still below its place")
        // At rest: every letter on the baseline of "Hello ", each after the one before it.
        let rest = try #require(s[1.5]).drawnTexts().filter { $0.string != "Reveal" }
        #expect(rest.allSatisfy { $0.opacity == 1 })
        #expect(rest.dropFirst().allSatisfy { near($0.frame.maxY, rest[0].frame.maxY, 0.5) })
        #expect(rest[1].frame.minX >= rest[0].frame.maxX - 1 && rest[1].frame.minX < rest[0].frame.maxX + 2)
    }

    // MARK: Time and canvases

    @Test func timelinesTickOnTheHostsClock() throws {
        let s = try styleSnapshots("TickingClockRoot", 300, 300, times: [0, 0.5, 1.0, 2.5, 15])
        let seconds = { (time: Double) in s[time]?.views.compactMap(\.text).first { $0.hasPrefix("seconds") } }
        #expect(seconds(0) == "seconds: 0" && seconds(0.5) == "seconds: 0")
        #expect(seconds(1.0) == "seconds: 1" && seconds(2.5) == "seconds: 2")
        // The canvas hand turns 6° a second: up at 0 s, pointing right at 15 s.
        let hand = { (time: Double) in s[time]?.strokes { $0.red > 0.9 && $0.green < 0.3 }.first ?? .null }
        #expect(near(hand(0).width, 4, 0.5) && near(hand(0).height, 42, 2))
        #expect(near(hand(15).height, 4, 0.5) && near(hand(15).width, 42, 2))
        #expect(near(hand(15).minX, hand(0).midX, 0.5), "it starts at the centre")
    }

    @Test func aLoopSteppedByCoreAnimationsClockFollowsHostTime() throws {
        let s = try styleSnapshots("WobbleRoot", 200, 200, times: [0, 0.5, 1.5])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        // Two radians a second of host time: by 0.5 s and 1.5 s, 31 and 93 steps of 16 ms have run.
        #expect(texts(0).contains("phase 0.0"))
        #expect(texts(0.5).contains("phase 1.0"), "\(texts(0.5))")
        #expect(texts(1.5).contains("phase 3.0"), "\(texts(1.5))")
    }

    @Test func timersPublishersAndTasksRunOnTheHostsClock() throws {
        let ticker = try styleSnapshots("TimerTickerRoot", 200, 100, times: [0.4, 0.5, 1.0, 2.1])
        #expect([0.4, 0.5, 1.0, 2.1].map { ticker[$0]?.views.compactMap(\.text) ?? [] }
                == [["ticks: 0"], ["ticks: 1"], ["ticks: 2"], ["ticks: 4"]])
        let watch = try styleSnapshots("StopwatchRoot", 200, 200, script: "tap \"Start\" @0.2; tap \"Stop\" @0.75",
                                       times: [0.25, 0.55, 1.5])
        let tenths = { (time: Double) in watch[time]?.views.compactMap(\.text).first }
        #expect(tenths(0.25) == "tenths: 0" && tenths(0.55) == "tenths: 3" && tenths(1.5) == "tenths: 5")
        let countdown = try styleSnapshots("CountdownRoot", 200, 200, script: "tap \"Again\" @3.2",
                                           times: [0.5, 1.05, 2.05, 3.05, 3.3, 4.25])
        let shown = { (time: Double) in countdown[time]?.views.compactMap(\.text).first }
        #expect([0.5, 1.05, 2.05, 3.05, 3.3, 4.25].map(shown) == ["3", "2", "1", "Go!", "3", "2"])
    }

    @Test func aGridLayoutFoldsIntoAStack() throws {
        let s = try styleSnapshots("StandingsRoot", 390, 300, script: "tap \"Fold\" @0.2", times: [0.1, 1])
        let frame = { (time: Double, text: String) in s[time]?.views.first { $0.text == text }?.frame ?? .null }
        // As a grid, the wins share a column 16 points after the longest name, each beside its own name.
        let otters = frame(0.1, "Otters"), kingfishers = frame(0.1, "Kingfishers")
        let twelve = frame(0.1, "12 wins"), nine = frame(0.1, "9 wins")
        #expect(near(twelve.minX, nine.minX, 0.01) && near(twelve.minX, kingfishers.maxX + 16, 0.01), "\(twelve) \(kingfishers)")
        #expect(near(otters.minX, kingfishers.minX, 0.01) && near(twelve.midY, otters.midY, 0.01))
        // Folded, each row is a row of its own, the second under the first.
        let foldedTwelve = frame(1, "12 wins"), foldedOtters = frame(1, "Otters")
        #expect(near(foldedTwelve.minX, foldedOtters.maxX + 8, 0.01) && frame(1, "Kingfishers").minY > foldedOtters.maxY,
                "\(foldedOtters) \(foldedTwelve)")
    }

    @Test func foundationsFormattersMeasureFromTheHostsDate() throws {
        let s = try styleSnapshots("LastSeenRoot", 300, 300, times: [0.1, 2.5, 61])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        #expect(texts(0.1) == ["opened now", "yesterday", "Ana, Ben, and Cy", "full power", "3.2 km away", "bright"], "\(texts(0.1))")
        #expect(texts(2.5).first == "opened 2 seconds ago" && texts(61).first == "opened 1 minute ago",
                "\(texts(2.5)) \(texts(61))")
    }

    @Test func aCanvasDrawsWithItsContextsState() throws {
        let s = try styleSnapshots("SparklesRoot", 200, 200, times: [0])
        let list = try #require(s[0]).displayList.description
        for part in ["opacity 0.5", "blur 2", "blend multiply", "\"Canvas\"", "symbol", "clip"] {
            #expect(list.contains(part), "\(part) in \(list)")
        }
    }

    @Test func coreGraphicsDrawsIntoACanvasThatBlendsInItsOwnLayer() throws {
        let s = try styleSnapshots("ScratchCardRoot", 200, 120, script: "drag 20,60 -> 180,60 @0.2..0.6",
                                   times: [0.1, 1])
        let before = try #require(s[0.1]).displayList.description
        #expect(before.contains("fill"), "the grey cover: \(before)")
        #expect(!before.contains("blend"), "nothing scratched yet: \(before)")
        let after = try #require(s[1]).displayList.description
        // The finger's path, cleared 30 pt wide with round ends, inside the canvas's own layer.
        #expect(after.contains("blend destinationOut") && after.contains("stroke width 30"), "\(after)")
        #expect(after.contains("compositing group"), "\(after)")
    }

    // MARK: Effects and text

    @Test func colourFiltersAnimateAndBlendModesComposite() throws {
        let s = try styleSnapshots("FilterWallRoot", 300, 400, script: "tap \"Tint\" @0.5", times: [0.4, 1.0, 2])
        let matrices = { (time: Double) in s[time]?.colorMatrices.count ?? -1 }
        #expect(matrices(0.4) == 2, "only colorInvert and luminanceToAlpha change colours at rest")
        #expect(matrices(1.0) == 8, "half-way, every animated filter draws")
        let list = try #require(s[1.0]).displayList.description
        #expect(list.contains("blend multiply") && list.components(separatedBy: "compositing group").count == 3)
        let saturation = try #require(s[1.0]?.colorMatrices.first { $0.red[4] == 0 && $0.red[1] > 0.3 })
        #expect(abs(saturation.red[1] - 0.7152 * 0.5) < 1e-9, "saturation half-way to 0: \(saturation.red)")
    }

    @Test func numbersRollJoinedTextKeepsItsStylesAndFormatsApply() throws {
        let s = try styleSnapshots("ScoreboardRoot", 300, 400, script: "tap \"Score\" @0.5", times: [0.4, 1.0, 2])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.4).contains("98") && texts(0.4).contains("Total: 98 pts") && texts(0.4).contains("12.50")
                && texts(0.4).contains("12.5 €"))
        #expect(texts(0.4).contains("Points are doubled by luck, not code"), "the key's Markdown is read")
        #expect(Set(texts(1.0)).isSuperset(of: ["9", "8", "1", "0", "12.50", "25.00"]), "\(texts(1.0))")
        #expect(texts(2).contains("101") && texts(2).contains("Total: 101 pts") && texts(2).contains("25.00"))
        let joined = try #require(s[2]?.textDrawings.first { $0.string == "Total: 101 pts" })
        #expect(joined.runs?.map(\.length) == [7, 3, 4])
        #expect(joined.runs?.map { $0.font.weight } == [700, 400, 400] && joined.runs?[2].font.italic == true)
        // Symbols inside text are their glyphs in the symbols' font, the heart in its own colour.
        let rating = try #require(s[2]?.textDrawings.first { $0.string.hasSuffix(" Rating") })
        #expect(rating.string.unicodeScalars.count == 10, "heart, space, star, space, Rating: \(rating.string)")
        #expect(rating.runs?.map(\.font.family) == [SymbolCatalog.fontFamily, nil, SymbolCatalog.fontFamily, nil])
        #expect(rating.runs?.first?.color == Color.pink.resolved())
    }

    @Test func scopedAnimationAndTransitionsAsValues() throws {
        let s = try styleSnapshots("ScopedAnimationRoot", 300, 400, script: "tap \"Grow\" @0.5", times: [0.4, 1.0])
        let purple = { (time: Double) in s[time]?.fillsWithOpacity { $0.red > 0.5 && $0.blue > 0.7 && $0.green < 0.5 }.first }
        #expect(near(try #require(purple(0.4)).rect.width, 60) && purple(0.4)?.opacity == 1)
        #expect(near(try #require(purple(1.0)).rect.width, 120), "the frame is outside the scope: it jumps")
        #expect(near(CGFloat(try #require(purple(1.0)).opacity), 0.75), "the opacity is in it: linear 1 s, half-way")
        #expect(s[1.0]?.texts.contains("Big") == true && s[1.0]?.texts.contains("full motion") == true)
    }

    // MARK: View models and everyday layout

    @Test func viewModelsDriveEveryViewThatFollowsThem() throws {
        let s = try styleSnapshots("CartRoot", 300, 400, script: "tap \"Add\" @0.5", times: [0.4, 1.0, 2])
        let badge = { (time: Double) in s[time]?.fills { $0.red > 0.9 && $0.green > 0.5 && $0.blue < 0.2 }.first ?? .null }
        #expect(near(badge(0.4).width, 80) && s[0.4]?.texts.contains("0 items") == true)
        #expect(near(badge(1.0).width, 120), "expanding with the model's withAnimation, half-way")
        #expect(near(badge(2).width, 160) && s[2]?.texts.contains("1 item") == true && s[2]?.texts.contains("1") == true)
        // A large capsule: 14 points above and below the label, 20 beside it, and round ends.
        let label = try #require(s[0.4]?.views.first { $0.text == "Add" }).frame
        var button: (path: Path, frame: CGRect)?
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _) where color.green > 0.7 && color.red < 0.3 && color.blue < 0.4:
                    button = (path, path.boundingRect.mapped(by: item.transform))
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(try #require(s[0.4]).displayList)
        let (outline, frame) = try #require(button)
        #expect(near(frame.height, label.height + 28, 0.5) && near(frame.width, label.width + 40, 0.5), "\(frame) around \(label)")
        let bounds = outline.boundingRect
        #expect(!outline.contains(CGPoint(x: bounds.minX + 6, y: bounds.minY + 6)), "a capsule's corner is round")
        #expect(outline.contains(CGPoint(x: bounds.midX, y: bounds.minY + 1)))
    }

    @Test func gridsStylesAndZOrder() throws {
        let s = try styleSnapshots("GalleryGridRoot", 300, 500, script: "tap 57,84 @0.3", times: [0.2, 1.5])
        let blues = try #require(s[0.2]).fills { $0.blue > 0.9 && $0.red < 0.1 && $0.green < 0.6 }
        #expect(blues.count >= 8, "eight cells: \(blues.count)")
        let red = try #require(s[1.5]?.fills { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 }.first)
        #expect(red.width > 60, "the tapped cell grown: \(red)")
        let texts = try #require(s[0.2]).texts
        for text in ["Row A", "Row B", "Row C", "Press me", "glass", "tinted", "plain", "footer"] {
            #expect(texts.contains(text), "\(text)")
        }
        let list = try #require(s[0.2]).displayList.description
        #expect(list.contains("stroke"), "the chained stroke")
        // The app's footer wrapper takes SwiftUI's edge types: at the bottom, its text at the trailing edge.
        let footer = try #require(s[0.2]?.views.first { $0.text == "footer" }).frame
        #expect(footer.maxY > 450 && footer.maxX > 280, "\(footer)")
    }

    @Test func observableModelsPickersAndPresentations() throws {
        let s = try styleSnapshots("PlaylistRoot", 390, 800,
                                   script: "tap \"Theme\" @0.2; tap \"Grid\" @0.5; tap \"Info\" @1.5; tap \"Done\" @3; tap \"Clear\" @4.5; tap \"Clear\" @5.5",
                                   times: [0.1, 0.4, 0.75, 1.4, 2.5, 4, 5, 6])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.1).contains("nothing playing") && texts(0.1).contains("volume 5"))
        #expect(texts(0.4).contains("playing Theme"), "an @Observable change reaches every reader")
        let intro = { (time: Double) in s[time]?.views.first { $0.text == "Intro" }?.frame ?? .null }
        let theme = { (time: Double) in s[time]?.views.first { $0.text == "Theme" }?.frame ?? .null }
        #expect(theme(0.4).minY > intro(0.4).maxY, "a column in list mode")
        #expect(near(theme(1.4).minY, intro(1.4).minY, 1), "a row in grid mode")
        #expect(texts(2.5).contains("About this playlist"), "the sheet is up")
        #expect(!texts(4).contains("About this playlist"), "dismissed")
        #expect(texts(5).contains("Clear the playlist?"))
        #expect(!texts(6).contains("Intro") && !texts(6).contains("Clear the playlist?"), "cleared, and the alert closed")
    }

    // MARK: Symbols and scrolling

    @Test func symbolEffectsPlayAndReplace() throws {
        let s = try styleSnapshots("SymbolShowcaseRoot", 300, 600, script: "tap \"Ping\" @0.3; tap \"Toggle\" @1.0",
                                   times: [0.25, 0.425, 1.25, 2])
        let bell = { (time: Double) in s[time]?.views.first { $0.text == "bell.fill" }?.frame.width ?? .nan }
        #expect(near(bell(0.425), bell(0.25) * 1.2, 0.01), "bouncing up 20 %, twice as fast")
        let images = { (time: Double) in Set(s[time]?.views.filter { $0.type == "Image" }.compactMap(\.text) ?? []) }
        #expect(images(0.25).contains("speaker.wave.2.fill") && !images(0.25).contains("star.fill"))
        #expect(images(2).isSuperset(of: ["speaker.slash.fill", "star.fill"]))
        #expect(s[2]?.texts.contains("Live") == true)
    }

    @Test func scrollTransitionsAndVisualEffectsFollowPosition() throws {
        let list = try styleSnapshots("FadingListRoot", 200, 300, times: [0])
        let rows = try #require(list[0]).fillsWithOpacity { $0.red > 0.9 && $0.green > 0.5 && $0.blue < 0.2 }
        try #require(rows.count >= 4, "\(rows)")
        #expect(rows.prefix(4).map(\.opacity) == [1, 1, 1, 0.3], "\(rows)")
        #expect(near(rows[3].rect.width, 50), "the hidden row waits at half size")
        let strip = try styleSnapshots("ParallaxRoot", 300, 150, times: [0])
        let squares = try #require(strip[0]).fills { $0.red > 0.9 && $0.green < 0.4 && $0.blue > 0.2 && $0.blue < 0.6 }
        try #require(squares.count >= 4, "\(squares)")
        #expect(near(squares[1].minY - squares[0].minY, 10), "moved down by a tenth of its global minX")
        #expect(near(squares[3].width, 100 * (cos(.pi / 9) + sin(.pi / 9)), 0.5), "the hidden one turned 20°")
    }
}

extension SeedSampleHarness.Snapshot {
    /// The texts shown, from the laid-out tree and from every text drawing (a rolling number draws its digits
    /// one by one).
    var texts: [String] { views.compactMap(\.text) + textDrawings.map(\.string) }

    var textDrawings: [DisplayList.TextDrawing] {
        var found: [DisplayList.TextDrawing] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .text(let text): found.append(text)
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(displayList)
        return found
    }

    var colorMatrices: [DisplayList.ColorMatrix] {
        var found: [DisplayList.ColorMatrix] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .effect(.colorMatrix(let matrix), let nested):
                    found.append(matrix)
                    visit(nested)
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(displayList)
        return found
    }

    /// Calls `body` with every drawing item in order, and the opacity the effects around it composite it with.
    func forEachDrawing(_ body: (DisplayList.Item, _ opacity: Double) -> Void) {
        func visit(_ list: DisplayList, opacity: Double) {
            for item in list.items {
                switch item.content {
                case .effect(.opacity(let faded), let nested): visit(nested, opacity: opacity * faded)
                case .list(let nested), .effect(_, let nested): visit(nested, opacity: opacity)
                default: body(item, opacity)
                }
            }
        }
        visit(displayList, opacity: 1)
    }

    /// Every text drawn, in order, with its canvas frame and the opacity it is composited with.
    func drawnTexts() -> [(string: String, frame: CGRect, opacity: Double)] {
        var found: [(String, CGRect, Double)] = []
        forEachDrawing { item, opacity in
            guard case .text(let drawing) = item.content else { return }
            found.append((drawing.string, CGRect(origin: .zero, size: drawing.size).mapped(by: item.transform), opacity))
        }
        return found
    }

    /// Every filled outline drawn in a colour, in canvas coordinates.
    func filledPaths(where match: (Color.Resolved) -> Bool) -> [Path] {
        var paths: [Path] = []
        forEachDrawing { item, _ in
            guard case let .fill(path, .color(color), _) = item.content, match(color) else { return }
            paths.append(path.applying(item.transform.affineTransform))
        }
        return paths
    }

    /// Every stroked outline drawn in a colour, in canvas coordinates.
    func strokedPaths(where match: (Color.Resolved) -> Bool) -> [Path] {
        var paths: [Path] = []
        forEachDrawing { item, _ in
            guard case let .stroke(path, .color(color), _) = item.content, match(color) else { return }
            paths.append(path.applying(item.transform.affineTransform))
        }
        return paths
    }

    /// Canvas bounds of every stroked outline drawn in a colour (the outline, without its width).
    func strokes(where match: (Color.Resolved) -> Bool) -> [CGRect] {
        var rects: [CGRect] = []
        forEachDrawing { item, _ in
            guard case let .stroke(path, .color(color), style) = item.content, match(color) else { return }
            let rect = path.boundingRect.mapped(by: item.transform)
            rects.append(rect.insetBy(dx: rect.width < 1 ? -style.lineWidth / 2 : 0,
                                      dy: rect.height < 1 ? -style.lineWidth / 2 : 0))
        }
        return rects
    }
}

extension SwiftUIStyleSampleTests {
    // MARK: Tabs and navigation

    @Test func theOnboardingPagerSwipesAndSlidesToAPage() throws {
        let s = try styleSnapshots("OnboardingRoot", 390, 400, script: "drag 300,100->150,100 @0.5..0.6; tap \"Next\" @2",
                                   times: [0.1, 1.5, 2.5, 3.5])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        let purple = s[0.1]?.fills { $0.red > 0.6 && $0.blue > 0.6 && $0.green < 0.5 } ?? []
        #expect(purple.first.map { near($0.width, 390) && near($0.height, 200) } == true, "an @Entry colour fills the page")
        #expect(texts(0.1).contains("on welcome") && texts(0.1).contains("first welcome"))
        #expect(texts(1.5).contains("on animate") && texts(1.5).contains("changes welcome-animate"), "a flick turned the page")
        let share = { (time: Double) in s[time]?.views.first { $0.text == "Share" }?.frame.midX ?? .nan }
        #expect(texts(2.5).contains("on share"))
        #expect(share(2.5) > 200 && share(2.5) < 580, "sliding halfway: \(share(2.5))")
        #expect(near(share(3.5), 195, 0.5))
    }

    @Test func iOS18TabsSelectByTheirValues() throws {
        let s = try styleSnapshots("MailRoot", 390, 700, script: "tap \"Sent\" @0.5; tap \"Search\" @1; tap \"Junk\" @1.5",
                                   times: [0.1, 0.7, 1.2, 1.7])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.1).contains("3 new messages") && texts(0.1).contains("Inbox") && texts(0.1).contains("Search"))
        // The inbox's two texts are one page under one item; the section's tabs sit in the bar; the trash is hidden.
        #expect(texts(0.1).contains("updated just now") && s[0.1]?.views.filter { $0.text == "Inbox" }.count == 1)
        #expect(texts(0.1).contains("Drafts") && texts(0.1).contains("Junk") && !texts(0.1).contains("Trash"))
        #expect(texts(0.7).contains("nothing sent") && !texts(0.7).contains("3 new messages"))
        #expect(texts(1.2).contains("search everything"))
        #expect(texts(1.7).contains("Junk folder"))
    }

    @Test func aSearchableListFiltersAsTheScriptTypes() throws {
        let s = try styleSnapshots("ContactsRoot", 390, 600, script: "tap \"Search contacts\" @0.5; type \"ar\" @1",
                                   times: [0.1, 2])
        let field = { (time: Double) in s[time]?.views.first { $0.text == "Search contacts" || $0.text == "ar" }?.frame ?? .null }
        #expect(field(0.1).minY > 96 && field(0.1).maxY < 132, "the field under the large title: \(field(0.1))")
        let names = ["Ada", "Grace", "Linus", "Margaret", "Alan"]
        #expect(names.allSatisfy { s[0.1]?.texts.contains($0) == true })
        #expect(names.filter { s[2]?.texts.contains($0) == true } == ["Margaret"], "\(s[2]?.texts ?? [])")
        #expect(s[2]?.texts.contains("Cancel") == true && near(field(2).minY, field(0.1).minY, 0.5))
    }

    @Test func aTableSortsByTheTappedHeaderAndSelectsTheTappedRow() throws {
        let s = try styleSnapshots("RosterRoot", 500, 400, script: "tap \"Born\" @1; tap \"Alan Turing\" @2",
                                   times: [0.9, 3])
        let order = { (time: Double) in
            (s[time]?.views ?? []).filter { $0.text?.contains(" ") == true && $0.frame.minX < 100 && $0.frame.minY < 200 }
                .sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
        }
        // Sorted by name as it appears (the rows move there in an animation).
        #expect(order(0.9) == ["Ada Lovelace", "Alan Turing", "Marie Curie"], "by name at first")
        #expect(order(3) == ["Ada Lovelace", "Marie Curie", "Alan Turing"], "by year of birth")
        #expect(s[0.9]?.texts.contains("Nobody selected") == true)
        let turings = { (time: Double) in s[time]?.texts.filter { $0 == "Alan Turing" }.count ?? 0 }
        #expect(turings(3) > turings(0.9) && s[3]?.texts.contains("Nobody selected") == false, "the selection's name")
        let born = s[0.9]?.views.first { $0.text == "Born" }?.frame ?? .null
        let year = s[0.9]?.views.first { $0.text == "1815" }?.frame ?? .null
        #expect(near(born.minX, year.minX, 0.5), "the fixed-width column's cells under its header")
    }

    @Test func aGraphicalDatePickerPicksOnItsCalendar() throws {
        let s = try styleSnapshots("DepartureRoot", 390, 600, script: "tap \"20\" @0.5", times: [0.1, 1])
        #expect(s[0.1]?.texts.contains("June 2025") == true && s[0.1]?.texts.contains("Jun 9, 2025") == true,
                "\(s[0.1]?.texts ?? [])")
        #expect(s[1]?.texts.contains("Jun 20, 2025") == true, "\(s[1]?.texts ?? [])")
    }

    @Test func aMultiDatePickerAndWrittenOutTableRows() throws {
        let s = try styleSnapshots("RestDaysRoot", 390, 800, script: "tap \"14\" @0.5; tap \"Turin\" @1", times: [0.1, 2])
        #expect(s[0.1]?.texts.contains("July 2025") == true, "opens on the month of the first rest day")
        #expect(s[0.1]?.texts.contains("1 rest days") == true && s[2]?.texts.contains("2 rest days") == true)
        let rows = (s[0.1]?.views ?? []).filter { ["Home", "Lyon", "Turin"].contains($0.text ?? "") }
            .sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
        #expect(rows == ["Home", "Lyon", "Turin"])
        #expect(s[0.1]?.texts.contains("No stop picked") == true)
        let turins = { (time: Double) in s[time]?.texts.filter { $0 == "Turin" }.count ?? 0 }
        #expect(turins(2) > turins(0.1) && s[2]?.texts.contains("No stop picked") == false,
                "the picked stop's name shows under the table")
    }

    @Test func macPanesSplitTheWindowAndTheCheckboxToggles() throws {
        let s = try styleSnapshots("PanesRoot", 600, 400, script: "tap \"Show hidden files\" @0.5", times: [0.1, 1])
        let frame = { (time: Double, text: String) in s[time]?.views.first { $0.text == text }?.frame ?? .null }
        #expect(frame(0.1, "Show hidden files").maxX < 300 && frame(0.1, "visible files").minX > 300)
        #expect(frame(0.1, "visible files").midY < 200 && frame(0.1, "preview").midY > 200)
        #expect(s[1]?.texts.contains("all files") == true, "\(s[1]?.texts ?? [])")
    }

    @Test func aDisclosureGroupStyleDrawsTheGroupAndTogglesIt() throws {
        let s = try styleSnapshots("RecipeCardRoot", 390, 600, script: "tap \"Steps\" @0.5; tap \"Notes\" @2",
                                   times: [0.1, 0.65, 1.5, 2.6])
        let chevron = { (time: Double) in
            s[time]?.views.first { $0.text == "chevron.right" && $0.frame.minX < 60 }
        }
        let angle = { (time: Double) -> Double in
            guard let t = chevron(time)?.transform else { return .nan }
            return atan2(Double(t.m12), Double(t.m11)) * 180 / .pi
        }
        // Collapsed: the style's chevron points right and the steps are not there.
        #expect(near(angle(0.1), 0, 0.5), "\(angle(0.1))")
        #expect(s[0.1]?.texts.contains("Heat the pan") == false)
        // The style's own spring turns the chevron on the way to pointing down, and the steps come in.
        #expect(angle(0.65) > 10 && angle(0.65) < 89, "\(angle(0.65))")
        #expect(near(angle(1.5), 90, 1), "\(angle(1.5))")
        #expect(s[1.5]?.texts.contains("Heat the pan") == true)
        // The group without a style of its own keeps iOS's: its content opens under a tap on its label.
        #expect(s[1.5]?.texts.contains("Serve warm") == false && s[2.6]?.texts.contains("Serve warm") == true)
        // Focused values read nil (no command or other scene reads them in Flipbook).
        #expect(s[0.1]?.texts.contains("no focused recipe") == true)
    }

    @Test func aCustomTabBarReplacesTheHiddenSystemBars() throws {
        let s = try styleSnapshots("CustomTabBarRoot", 390, 700, script: "tap \"person\" @0.5", times: [0.1, 0.7, 1.5])
        let frame = { (time: Double, text: String) in s[time]?.views.first { $0.text == text }?.frame ?? .null }
        // No system tab bar and no navigation bar: the page's text is at the very top, the custom bar at the bottom.
        #expect(near(frame(0.1, "house page").minY, 0, 0.01))
        let systemBars = s[0.1]?.views.filter { $0.frame.width == 390 && $0.frame.height == 49 } ?? []
        #expect(systemBars.isEmpty, "the hidden tab bar's 49-point backing")
        let pill = { (time: Double) in s[time]?.fills { abs($0.opacity - 0.2) < 0.01 && $0.blue > 0.9 }.first ?? .null }
        let house = frame(0.1, "house"), person = frame(0.1, "person")
        #expect(near(pill(0.1).midX, house.midX, 0.5) && near(pill(0.1).minY, 700 - 44, 0.5))
        // The highlight slides across under the snappy spring and settles on the tapped symbol.
        #expect(pill(0.7).midX > house.midX + 20 && pill(0.7).midX < person.midX - 1, "\(pill(0.7))")
        #expect(near(pill(1.5).midX, person.midX, 0.5))
        #expect(near(frame(1.5, "person page").minY, 0, 0.01))
    }

    @Test func theStorePushesValuesAndShowsEachScreensToolbar() throws {
        let s = try styleSnapshots("StoreRoot", 390, 700,
                                   script: "tap \"Kite\" @0.5; tap \"Favourite\" @2; tap 40,22 @3; tap \"Cart\" @4.5; tap \"Settings\" @6",
                                   times: [0.1, 0.55, 1.5, 2.5, 4, 5.5, 6.5])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.1).contains("depth 0") && texts(0.1).contains("Cart") && texts(0.1).contains("0 favourites"))
        // The product's screen zooms out of its link (navigationTransition(.zoom)): small, where the link is.
        let frame = { (time: Double, text: String) in s[time]?.views.first { $0.text == text }?.frame ?? .null }
        let link = frame(0.1, "Kite"), zooming = frame(0.55, "Kite costs 12"), settled = frame(1.5, "Kite costs 12")
        #expect(abs(zooming.midY - link.midY) < 40 && zooming.width < settled.width * 0.6, "\(link) \(zooming) \(settled)")
        #expect(near(settled.midX, 195, 0.5))
        #expect(texts(1.5).contains("Kite costs 12") && texts(1.5).contains("Details of Kite"))
        #expect(texts(1.5).contains("restored 1"), "the path, encoded and decoded, is the same path: \(texts(1.5))")
        #expect(!texts(1.5).contains("0 favourites"), "the root's bottom bar is not the pushed screen's")
        #expect(texts(4).contains("1 favourites") && texts(4).contains("depth 0"), "back at the root")
        #expect(texts(5.5).contains("Your cart"))
        #expect(texts(6.5).contains("Your settings") && !texts(6.5).contains("Your cart"))
    }

    // MARK: Layout and scrolling

    @Test func theScoreGridLinesUpItsColumnsAndTheHeadlineFits() throws {
        let s = try styleSnapshots("ScoreGridRoot", 390, 500, script: "tap \"Compact\" @0.5", times: [0.1, 1])
        let frame = { (time: Double, text: String) in s[time]?.views.first { $0.text == text }?.frame ?? .null }
        // Numbers are trailing-aligned in their columns; the team column is leading-aligned.
        #expect(near(frame(0.1, "12").maxX, frame(0.1, "W").maxX, 0.5) && near(frame(0.1, "9").maxX, frame(0.1, "12").maxX, 0.5))
        #expect(near(frame(0.1, "Team").minX, frame(0.1, "Otters").minX, 0.5))
        #expect(frame(0.1, "W").minX > frame(0.1, "Herons").maxX + 11, "12 points between columns")
        // The two-column cell spans the team and W columns.
        #expect(frame(0.1, "no games yet").maxX > frame(0.1, "Herons").maxX)
        #expect(s[0.1]?.texts.contains("The season's longest headline ever written") == true)
        #expect(s[1]?.texts.contains("Short headline") == true && s[1]?.texts.contains("The season's longest headline ever written") == false)
        // The badge's top meets the score's bottom.
        #expect(near(frame(0.1, "badge").minY, frame(0.1, "Score").maxY, 0.5))
    }

    @Test func theCarouselRestsOnACardAndScrollsToTheLastOne() throws {
        let s = try styleSnapshots("CarouselRoot", 390, 400,
                                   script: "drag 300,130->150,130 @0.5..2.5; tap \"Last\" @4",
                                   times: [0.1, 3.5, 4.5, 5.5])
        let card = { (time: Double, index: Int) in s[time]?.views.first { $0.text == "Card \(index)" }?.frame.midX ?? .nan }
        // Each card is two thirds of 390 less the spacing: (390 − 20) / 3 × 2 + 10.
        let width = (390.0 - 20) / 3 * 2 + 10
        #expect(near(card(0.1, 1) - card(0.1, 0), width + 10, 0.5))
        // A slow drag of 150 points rests with card 1's leading edge at the leading edge.
        #expect(near(card(3.5, 1), width / 2, 0.5), "\(card(3.5, 1))")
        #expect(s[3.5]?.texts.contains("focused 1") == true)
        // iOS 18's observers: the offset a card and a gap on, at rest, having seen cards 0 and 1 (nine tenths of each:
        // card 2 shows less than half).
        #expect(s[3.5]?.texts.contains("scrolled \(Int(width + 10)) still seen 2") == true, "\(s[3.5]?.texts ?? [])")
        #expect(s[4.5]?.texts.contains { $0.hasPrefix("scrolled ") && $0.contains(" moving ") } == true,
                "animating to the last card: \(s[4.5]?.texts ?? [])")
        #expect(card(4.5, 5) > width / 2 + 1, "on its way")
        #expect(near(card(5.5, 5), 390 - width / 2, 0.5), "the last card rests at the trailing end: \(card(5.5, 5))")
        #expect(s[5.5]?.texts.contains("focused 5") == true)
        // The paging strip at the bottom: a slow drag past half a page rests on the next page.
        let strip = try #require(s[0.1]?.views.first { $0.text == "Page 0" }?.frame.midY)
        let paged = try styleSnapshots("CarouselRoot", 390, 400,
                                       script: "drag 300,\(strip)->60,\(strip) @0.5..2.5; tap \"First page\" @4.5",
                                       times: [0.1, 4, 5])
        let page1 = { (time: Double) in paged[time]?.views.first { $0.text == "Page 1" }?.frame.midX ?? .nan }
        #expect(near(page1(0.1), 390 + 195, 0.5) && near(page1(4), 195, 0.5), "\(page1(0.1)) \(page1(4))")
        // iOS 18's ScrollPosition: scrolled to the leading edge in code, page 0 shows again.
        #expect(near(page1(5), 390 + 195, 0.5), "\(page1(5))")
    }

    @Test func contentMarginsLetTheNeighboursPeekIn() throws {
        let s = try styleSnapshots("PeekCarouselRoot", 300, 200, script: "drag 250,100->200,100 @0.5..0.55",
                                   times: [0.1, 3])
        let card = { (time: Double, index: Int) in s[time]?.views.first { $0.text == "Peek \(index)" }?.frame.midX ?? .nan }
        // 300 wide less two 40 pt margins: 220 pt cards, the first centred, the next 12 pt on (peeking in).
        #expect(near(card(0.1, 0), 150, 0.5) && near(card(0.1, 1), 150 + 220 + 12, 0.5), "\(card(0.1, 0)) \(card(0.1, 1))")
        // A flick moves one card on: it rests on the leading margin, centred like the first.
        #expect(near(card(3, 1), 150, 0.5), "\(card(3, 1))")
    }

    @Test func theSafeAreaCarouselScrollsItsCardsUnderTheAddedArea() throws {
        let s = try styleSnapshots("SafeAreaCarouselRoot", 300, 200, script: "drag 250,100->200,100 @0.5..0.55",
                                   times: [0.1, 3])
        let card = { (time: Double, index: Int) in s[time]?.views.first { $0.text == "Safe \(index)" }?.frame.midX ?? .nan }
        // As the content-margin carousel: 220 pt cards, the first centred, the next 12 pt on.
        #expect(near(card(0.1, 0), 150, 0.5) && near(card(0.1, 1), 150 + 220 + 12, 0.5), "\(card(0.1, 0)) \(card(0.1, 1))")
        #expect(near(card(3, 1), 150, 0.5), "\(card(3, 1))")
        // The scroll view spans the canvas (and clips there), so the card scrolled past shows under the added area
        // on the left: its trailing 28 points, 12 short of the resting card.
        let scroll = try #require(s[3]?.views.first { $0.type == "ScrollView" })
        #expect(scroll.frame.width == 300, "\(scroll.frame)")
        #expect(near(card(3, 0), 150 - 220 - 12, 0.5), "\(card(3, 0))")
    }

    @Test func theChatStartsAtItsLatestMessageAndFollowsNewOnes() throws {
        let s = try styleSnapshots("ChatRoot", 300, 400, script: "tap \"Send\" @0.5", times: [0.1, 1.5])
        func frame(_ time: Double, _ text: String) -> CGRect { s[time]?.views.first { $0.text == text }?.frame ?? .null }
        // The scroll view ends 8 points above the button; each 36-point row's text is centred in it.
        func rowBottom(_ time: Double, _ text: String) -> CGFloat { frame(time, text).midY + 18 }
        func visibleBottom(_ time: Double) -> CGFloat { frame(time, "Send").minY - 8 }
        #expect(abs(rowBottom(0.1, "Message 12") - visibleBottom(0.1)) < 0.01, "\(frame(0.1, "Message 12"))")
        #expect(abs(rowBottom(1.5, "Message 13") - visibleBottom(1.5)) < 0.01, "\(frame(1.5, "Message 13"))")
        // The reactions strip, 200 wide and centred, lays its fifth reaction out past its trailing edge (250),
        // and only the chat's scroll view clips.
        #expect(frame(0.1, "🔥").minX > 250, "\(frame(0.1, "🔥"))")
        var clips = 0
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .effect(.clip, let inner): clips += 1; visit(inner)
                case .effect(_, let inner), .list(let inner): visit(inner)
                default: break
                }
            }
        }
        visit(try #require(s[0.1]).displayList)
        #expect(clips == 1, "\(clips) clips")
    }

    @Test func thePodiumPlacesEachStepByTheValueItGivesTheLayout() throws {
        let s = try styleSnapshots("PodiumRoot", 200, 200, times: [0])
        let step = { (label: String) in s[0]?.views.first { $0.text == label }?.frame ?? .null }
        // 40 pt per place above fourth, standing on the bottom at 175: first 120 tall, second 80, third (no value:
        // the key's default, 3) 40; each label is centred on its step.
        #expect(near(step("1st").midY, 200 - 25 - 60, 1) && near(step("2nd").midY, 200 - 25 - 40, 1)
                && near(step("3rd").midY, 200 - 25 - 20, 1), "\(step("1st")) \(step("2nd")) \(step("3rd"))")
    }

    // MARK: Controls, text, symbols and shapes

    @Test func theSignUpFormMovesFocusAndSubmits() throws {
        let s = try styleSnapshots("SignUpRoot", 390, 700,
                                   script: "tap \"Name\" @0.2; type \"Ada\" @0.4; submit @0.6; type \"secret\" @0.8; submit @1; tap \"Sort\" @1.5; tap \"Oldest\" @2; tap \"Terms\" @2.4",
                                   times: [0.1, 0.5, 1.2, 1.7, 2.2, 2.6])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.1).contains("Name") && texts(0.1).contains("not sent"))
        #expect(texts(0.5).contains("Ada"))
        #expect(texts(1.2).contains("welcome Ada, 6 letters") && texts(1.2).contains("••••••"))
        #expect(texts(1.7).contains("Newest") && texts(1.7).contains("Oldest"), "the menu is open")
        #expect(texts(2.2).contains("sorted by oldest") && !texts(2.2).contains("Newest"))
        #expect(texts(2.2).contains("opened nothing") && texts(2.6).contains("opened terms"),
                "the form's own openURL action handles the link")
    }

    @Test func theSymbolShelfDrawsVariantsAPlaceholderAndEveryControl() throws {
        let s = try styleSnapshots("SymbolShelfRoot", 390, 1000, script: "tap \"More\" @0.5", times: [0.1, 1])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        let symbols = s[0.1]?.views.filter { $0.type == "Image" } ?? []
        #expect(symbols.count >= 6, "six symbols, the unknown one as a placeholder: \(symbols.map(\.text))")
        // The leaf in a filled circle, which the symbol table composes: the circle and the leaf knocked out of it.
        let glyph = { (name: String) in SymbolCatalog.entry(named: name).flatMap { Unicode.Scalar($0.codepoint) }.map { String(Character($0)) } }
        var composed = 0
        func count(_ list: DisplayList, knockedOut: Bool) {
            for item in list.items {
                switch item.content {
                case .symbol(let drawing):
                    let green = drawing.color.green > 0.5 && drawing.color.red < 0.3
                    if drawing.glyph == glyph("circle.fill"), green, !knockedOut { composed += 1 }
                    if drawing.glyph == glyph("leaf.fill"), knockedOut { composed += 10 }
                    // The palette heart: a pink circle and, over it rather than cut out of it, a white heart.
                    if drawing.glyph == glyph("circle.fill"), drawing.color.red > 0.9, drawing.color.blue > 0.3, !knockedOut {
                        composed += 100
                    }
                    if drawing.glyph == glyph("heart.fill"), drawing.color.blue > 0.99, drawing.color.green > 0.99, !knockedOut {
                        composed += 1000
                    }
                    // The hierarchical close button: a gray disc under the x, then the circle at 60 % over it.
                    let gray = abs(drawing.color.red - drawing.color.green) < 0.05 && drawing.color.red < 0.6
                    if drawing.glyph == glyph("circle.fill"), gray, drawing.color.opacity == 1, !knockedOut { composed += 10_000 }
                    if drawing.glyph == glyph("xmark.circle.fill"), gray, abs(drawing.color.opacity - 0.6) < 0.01, !knockedOut {
                        composed += 100_000
                    }
                case .effect(.blendMode(.destinationOut), let inner): count(inner, knockedOut: true)
                case .effect(_, let inner), .list(let inner): count(inner, knockedOut: knockedOut)
                default: break
                }
            }
        }
        count(try #require(s[0.1]).displayList, knockedOut: false)
        #expect(composed == 111_111, "one green circle, one knocked-out leaf, a pink circle and a white heart, a gray disc and a fainter gray x-circle: \(composed)")
        let large = symbols.first { $0.text == "star" }?.frame.width ?? 0
        #expect(near(large, 24 * 1.2 * 1.29, 0.1), "a large-scale symbol: \(large)")
        #expect(texts(0.1).contains("Jun 9, 2025") && texts(0.1).contains("No Photos") && texts(0.1).contains("Share"))
        #expect(texts(0.1).contains("9:41\u{2009}–\u{2009}10:41\u{202F}AM"), "a range of times within a day: \(texts(0.1))")
        #expect(texts(0.1).contains("40 km/h") && texts(0.1).contains("Speed"), "a gauge in a style of its own")
        #expect(texts(0.1).contains("Send the shelf"), "a titled share link shows its title: \(texts(0.1))")
        let diamond = s[0.1]?.strokes { $0.red < 0.1 && $0.green > 0.7 && $0.blue > 0.6 } ?? []
        #expect(diamond.count == 1 && near(diamond[0].width, 26 * 2.0.squareRoot(), 0.1),
                "a turned square's border: inset by half the line, then turned 45°: \(diamond)")
        #expect(!texts(0.1).contains("expanded details") && texts(1).contains("expanded details"))
        var radial: [CGRect] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .radialGradient, _): radial.append(path.boundingRect.mapped(by: item.transform))
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(try #require(s[0.1]).displayList)
        #expect(radial.contains { near($0.width, 80, 0.01) && near($0.height, 40, 0.01) }, "the elliptical gradient: \(radial)")
    }

    // MARK: Presentations, styles and colours

    @Test func theStoryCoversTheScreenAndTheDialogConfirms() throws {
        let s = try styleSnapshots("StoryRoot", 390, 800,
                                   script: "tap \"Read\" @0.3; tap \"Done\" @1.5; tap \"Delete…\" @2.5; tap \"Delete\" @3.5",
                                   times: [0.1, 1.2, 2.3, 3.2, 4.2])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.1).contains("scheme light, reads 0, last none"))
        let story = s[1.2]?.views.first { $0.text == "Once upon a time" }
        #expect(story != nil && near(story!.frame.midY, 400, 30), "the cover fills the screen")
        #expect(texts(2.3).contains("scheme light, reads 1, last none"), "objectWillChange reached the root")
        #expect(texts(3.2).contains("Delete the story?"))
        #expect(texts(4.2).contains("scheme light, reads 0, last none") && !texts(4.2).contains("Delete the story?"))
    }

    @Test func thePaletteDrawsGradientsAndMeasuresInItsNamedSpace() throws {
        let s = try styleSnapshots("PaletteRoot", 200, 400, times: [0])
        let snapshot = try #require(s[0])
        #expect(snapshot.texts.contains("x 12"), "\(snapshot.texts)")
        var kinds: Set<String> = []
        var radialStops: [[CGFloat]] = [], angularTurns: [(start: Double, end: Double)] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .fill(_, .radialGradient(let stops, _, _, _), _):
                    kinds.insert("radial")
                    radialStops.append(stops.map(\.location))
                case .fill(_, .angularGradient(let stops, _, let start, let end), _), .stroke(_, .angularGradient(let stops, _, let start, let end), _):
                    kinds.insert("angular")
                    angularTurns.append((start.degrees, end.degrees))
                    _ = stops
                case .fill(_, .mesh, _): kinds.insert("mesh")
                case .fill(_, .image(let pattern), _):
                    kinds.insert("image \((pattern.file.path as NSString).lastPathComponent) \(pattern.sourceRect.height)")
                case .stroke(_, .linearGradient(let stops, _, _), _):
                    kinds.insert("stroke stops at \(stops.map(\.color.opacity))")
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(snapshot.displayList)
        // The gradient stroke faded by the shape style's `opacity(_:)`: every stop at half.
        #expect(kinds == ["radial", "angular", "mesh", "image avatar.png 1.0", "image avatar.png 0.5",
                          "stroke stops at [0.5, 0.5]"])
        // Gradients by stops keep their locations; a conic gradient is a full turn from its angle, and an angular
        // one of colours with no angles is a full turn from 0°.
        #expect(radialStops.contains([0, 0.3, 1]) && radialStops.contains([0, 1]), "\(radialStops)")
        #expect(angularTurns.count == 3, "\(angularTurns)")
        #expect(angularTurns.contains { near($0.start, 90) && near($0.end, 450) }, "\(angularTurns)")
        #expect(angularTurns.filter { near($0.start, 0) && near($0.end, 360) }.count == 2, "\(angularTurns)")
        #expect(!snapshot.fills { $0.opacity < 1 && $0.red < 0.5 }.isEmpty, "the system fill and separator are translucent")
        // Colour literals in sRGB, beside a named colour that no asset catalog has (drawn clear).
        let green = snapshot.fills { abs($0.red - 0.2) < 0.01 && abs($0.green - 0.78) < 0.01 && abs($0.blue - 0.35) < 0.01 }
        let orange = snapshot.fills { $0.red == 1 && abs($0.green - 0.5) < 0.01 && $0.blue == 0 }
        #expect(green.count == 1 && orange.count == 1 && near(green[0].width, 30) && near(orange[0].minX, green[0].maxX))
        #expect(!snapshot.fills { $0.opacity > 0 }.contains { near($0.minX, orange[0].maxX) && near($0.width, 30) })
    }

    // MARK: Older and newer spellings

    @Test func olderAndNewerSpellingsWorkSideBySide() throws {
        let s = try styleSnapshots("ChecklistRoot", 390, 800,
                                   script: "tap \"Reorder\" @0.5; tap \"Bounce\" @1; tap \"Jump\" @2",
                                   times: [0.1, 0.8, 1.3, 1.9, 2.3])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.1).contains("order Milk,Eggs,Bread,Tea"))
        #expect(texts(0.1).contains("Opened 9:43\u{202F}AM, timer 2:05"), "\(texts(0.1))")
        #expect(texts(0.1).contains("compact active") && texts(0.1).contains("Shopping") && texts(0.1).contains("Edit"))
        #expect(texts(0.1).contains("June 9, 2025"), "a DateFormatter's long date, in UTC and US English")
        #expect(texts(0.1).contains("1,200"), "a field showing its number through a NumberFormatter")
        let open = try #require(s[0.1]?.views.first { $0.text == "Open 9:43\u{2009}–\u{2009}10:13\u{202F}AM" },
                                "a range of dates interpolated: \(texts(0.1))").frame
        let state = try #require(s[0.1]?.views.first { $0.text == "compact active" }).frame
        #expect(near(open.midX - state.midX, 5, 0.5), "padded by 10 on the leading side, resolved in a compact environment")
        #expect(texts(0.1).contains("in scroll 12"), "measured in the scroll view's visible area")
        // Rows 4 pt apart, each its own card at least 36 pt tall, their text 24 pt inside the card.
        let milk = try #require(s[0.1]?.views.first { $0.text == "Milk" }).frame
        let eggs = try #require(s[0.1]?.views.first { $0.text == "Eggs" }).frame
        #expect(near(milk.minX, 16 + 24) && near(eggs.minY - milk.minY, 36 + 4), "\(milk) \(eggs)")
        let cards = s[0.1]?.fills { $0.red > 0.99 && $0.green > 0.99 && $0.blue > 0.99 }
            .filter { near($0.width, 390 - 32) && near($0.height, 36) } ?? []
        #expect(cards.count == 4 && cards.contains { $0.contains(milk) }, "\(cards)")
        // Milk and Bread moved to the end (Eggs, Tea, Milk, Bread), then the first removed.
        #expect(texts(0.8).contains("order Tea,Milk,Bread"))
        let rest = try #require(s[0.8]?.views.first { $0.text == "bounce" }).frame
        let jumping = try #require(s[1.3]?.views.first { $0.text == "bounce" }).frame
        #expect(jumping.minY < rest.minY - 5, "a whole-value keyframe track moves it")
        // iOS 13's `accessibility(label:)` labels the image as `accessibilityLabel` does: a tap finds it.
        #expect(try #require(s[1.9]?.views.first { $0.text == "bounce" }).frame == rest, "landed again")
        #expect(try #require(s[2.3]?.views.first { $0.text == "bounce" }).frame.minY < rest.minY - 5)
    }

    // MARK: Editing in place

    @Test func bindingsToElementsEditTheListInPlace() throws {
        let s = try styleSnapshots("ChoresRoot", 390, 700, script: "tap \"Laundry\" @0.5; tap \"Shift\" @1",
                                   times: [0.4, 0.8, 1.2])
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        #expect(texts(0.4).contains("0 done") && texts(0.4).contains("Laundry ·"))
        #expect(texts(0.4).contains("escape, fixed order"), "the shortcut and menu order set around a view reach it")
        // The button wrote through `$chore`: the second element changed, and the Equatable rows saw it.
        #expect(texts(0.8).contains("1 done") && texts(0.8).contains("Laundry ✓") && texts(0.8).contains("Dishes ·"))
        // The EquatableView shows the third chore.
        #expect(s[0.8]?.views.filter { $0.text == "Plants ·" }.count == 2)
        // The capsule behind the count is filled with the background style: green mixed halfway with white.
        let count = try #require(s[0.8]?.views.first { $0.text == "1 done" }).frame
        let capsule = try #require(s[0.8]?.fills { near(CGFloat($0.red), 0.602, 0.02) && near(CGFloat($0.green), 0.890, 0.02) && near(CGFloat($0.blue), 0.675, 0.02) }.first)
        #expect(capsule.contains(count) && near(capsule.width, count.width + 12, 1))
        // A quarter of the way from red to blue.
        #expect(s[0.8]?.fills { near(CGFloat($0.red), 0.75, 0.02) && near(CGFloat($0.green), 0.293, 0.02) && near(CGFloat($0.blue), 0.391, 0.02) }.count == 1)
        // The scaled metric keeps its value (text keeps its default size), and the projection moves the badge.
        let badge = { (time: Double) in s[time]?.fills { $0.red > 0.95 && $0.green > 0.55 && $0.green < 0.65 && $0.blue < 0.1 }.first ?? .null }
        #expect(near(badge(0.8).width, 24) && near(badge(0.8).height, 24))
        #expect(near(badge(1.2).minX, badge(0.8).minX + 60))
    }

    @Test func aListsRowsAreSwipedOpenAndTheirButtonsRun() throws {
        let start = try #require(try styleSnapshots("ChoreSwipesRoot", 390, 600, times: [0])[0])
        let laundry = try #require(start.views.first { $0.text == "Laundry" }).frame
        let plants = try #require(start.views.first { $0.text == "Plants" }).frame
        // Laundry swiped left and its green Done tapped; Plants swiped right and pinned; Dishes swiped across the
        // whole row, which opens it only, as a full swipe is not allowed.
        let script = "drag 330,\(laundry.midY)->150,\(laundry.midY) @0.2..0.5; tap \"Done\" @1.2; "
            + "drag 60,\(plants.midY)->200,\(plants.midY) @2..2.3; tap \"Pin\" @3"
        let s = try styleSnapshots("ChoreSwipesRoot", 390, 600, script: script, times: [1, 1.9, 2.8, 4])
        let frame = { (time: Double, text: String) in s[time]?.views.first { $0.text == text }?.frame ?? .null }
        // Open: Laundry sits two buttons' width (74 pt each) to the left, over a red and a green button.
        #expect(near(frame(1, "Laundry").minX, laundry.minX - 148, 0.5))
        #expect(s[1]?.fills { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 }.contains { near($0.width, 74, 0.5) } == true)
        #expect(s[1]?.texts.contains("Pinned: , opened 1") == true, "\(s[1]?.texts ?? [])")
        // Done ran and closed the row.
        #expect(near(frame(1.9, "Laundry ✓").minX, laundry.minX, 0.01), "\(s[1.9]?.texts ?? [])")
        // Plants open to the right over its grey Pin, which then ran.
        #expect(near(frame(2.8, "Plants").minX, plants.minX + 74, 0.5))
        // Only the trailing buttons tell `onPresentationChanged`: the leading ones have no such closure.
        #expect(s[4]?.texts.contains("Pinned: Plants, opened 1") == true, "\(s[4]?.texts ?? [])")
        #expect(near(frame(4, "Plants").minX, plants.minX, 0.01))
    }

    // MARK: Combine pipelines

    @Test func combinePipelinesDeliverOnTheHostsClock() throws {
        let s = try styleSnapshots("SearchRoot", 390, 500,
                                   script: "tap \"Search\" @0.2; type \"ap\" @0.5; tap \"Refresh\" @0.6; tap \"Refresh\" @0.7",
                                   times: [0.25, 0.55, 0.75, 0.85, 1.05, 1.3])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        // The empty query's search lands 0.3 s after the view model subscribed, at 0.3 s.
        #expect(texts(0.25).contains("found ") && texts(0.25).contains("searches 0, letters 0, summary "))
        #expect(texts(0.55).contains("searches 1, letters 2, summary ap:2"), "\(texts(0.55))")
        // The clock ticks every 0.1 s; throttled to one per half second, the first tick (0.1 s) passes at once and
        // the latest of each window comes out at its end (0.6 s, 1.1 s). The future answered at 0.5 s.
        #expect(texts(0.55).contains("ticks 1, answer 42, banner "), "\(texts(0.55))")
        // Typed at 0.5 s: nothing searched until 0.3 s after the last keystroke.
        #expect(texts(0.75).contains("found ") && texts(0.75).contains("refreshes 2") && texts(0.75).contains("ticks 2, answer 42, banner "))
        #expect(texts(0.85).contains("found Apple,Apricot") && texts(0.85).contains("searches 2, letters 2, summary ap:2"))
        // The banner was delayed by 1 s.
        #expect(texts(1.05).contains("ticks 2, answer 42, banner Welcome"), "\(texts(1.05))")
        #expect(texts(1.3).contains("ticks 3, answer 42, banner Welcome"))
    }

    @Test func iOS13AlertsAnEditorAndEditModeWork() throws {
        let s = try styleSnapshots("NotesRoot", 390, 500,
                                   script: "tap 195,180 @0.2; type \"Milk\" @0.3; submit @0.32; type \"Eggs\" @0.34; tap \"Delete\" @0.5; tap \"Remove\" @1; tap \"Attach\" @1.5; tap 195,60 @1.9; tap \"Edit\" @2.2",
                                   times: [0.4, 0.8, 1.3, 1.8, 2.5])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        // Return in an editor starts a second line; the editor fills the width it is offered.
        #expect(texts(0.4).contains("lines 2, deleted 0"), "\(texts(0.4))")
        let editor = try #require(s[0.4]?.views.first { $0.type == "TextEditor" }).frame
        #expect(near(editor.width, 358) && near(editor.height, 90))
        // The value-described alert shows its title, message and two buttons; its destructive button runs and
        // closes it.
        #expect(texts(0.8).contains("Delete note?") && texts(0.8).contains("This cannot be undone.")
                && texts(0.8).contains("Remove") && texts(0.8).contains("Cancel"))
        #expect(texts(1.3).contains("lines 2, deleted 1") && !texts(1.3).contains("Delete note?"))
        // A localized string is its development-language value, a resource its default value.
        #expect(texts(0.8).contains("removed 00") && texts(1.3).contains("removed 01"), "\(texts(1.3))")
        // The action sheet is made from its item.
        #expect(texts(1.8).contains("Attachment 7") && texts(1.8).contains("Keep"))
        // A tap on the backdrop closes it (and reaches nothing behind it).
        #expect(!texts(2.5).contains("Attachment 7"))
        // Edit mode, switched by the button, which then says Done.
        #expect(texts(0.4).contains("browsing") && texts(2.5).contains("editing") && texts(2.5).contains("Done"))
    }

    // MARK: iOS 27 reordering, toolbars and input kinds

    @Test func aPlaylistIsReorderedByALongPressAndADrag() throws {
        // Intro's row (its centre at y 335.7) held still for 0.6 s, then dragged down over Bridge's row and dropped.
        let s = try styleSnapshots("PlaylistReorderRoot", 390, 844,
                                   script: "drag 195,336->195,336->195,484 @0.3..0.9..1.4", times: [0.8, 1.3, 2.5])
        let row = { (time: Double, title: String) in s[time]?.views.first { $0.text == title }?.frame ?? .null }
        let red = { (time: Double) in s[time]?.fills { $0.red > 0.95 && $0.green < 0.3 && $0.blue < 0.35 } ?? [] }
        // Held, not yet lifted: the rows 70 points apart, in order.
        let intro = row(0.8, "Intro").minY, theme = row(0.8, "Theme").minY, bridge = row(0.8, "Bridge").minY
        #expect(near(theme - intro, 70, 0.01) && near(bridge - theme, 70, 0.01))
        // Lifted: the copy is drawn 4 % larger and follows the finger; Theme is sliding up into Intro's place
        // (entered at 1.0 s, under a 0.3 s smooth spring).
        #expect(red(1.3).contains { near($0.width, 358 * 1.04, 0.5) }, "\(red(1.3))")
        #expect(row(1.3, "Theme").minY < intro + 10, "\(row(1.3, "Theme"))")
        // Dropped over Bridge: the move closure applied the difference, once, and Intro settled third.
        #expect(s[2.5]?.texts.contains("Moves: 1") == true)
        #expect(near(row(2.5, "Intro").minY, bridge, 0.01) && near(row(2.5, "Bridge").minY, theme, 0.01)
                && near(row(2.5, "Theme").minY, intro, 0.01))
        #expect(red(2.5).count == 1 && red(2.5).allSatisfy { near($0.width, 358, 0.01) })
        // The pinned Play button and the low-priority Edit button both stay in the bar: it has room for them.
        let views = try #require(s[2.5]).views
        #expect(views.contains { $0.text == "Play" } && views.contains { $0.text == "Edit" })
    }

    @Test func aBookMovesWithinItsShelfAndTheDifferenceNamesTheShelf() throws {
        let shelves = try #require(try styleSnapshots("ShelvesRoot", 390, 600, times: [0])[0])
        let dune = try #require(shelves.views.first { $0.text == "Dune" }).frame
        let emma = try #require(shelves.views.first { $0.text == "Emma" }).frame
        let script = "drag 195,\(dune.midY)->195,\(dune.midY)->195,\(emma.midY + 10) @0.2..0.8..1.2"
        let s = try styleSnapshots("ShelvesRoot", 390, 600, script: script, times: [2.5])
        #expect(s[2.5]?.texts.contains("Moved: [1] on shelf 0") == true, "\(s[2.5]?.texts ?? [])")
        let moved = try #require(s[2.5]?.views.first { $0.text == "Dune" }).frame
        #expect(near(moved.minY, emma.minY, 0.01))
    }

    @Test func aProminentTabIsATabLikeTheOthers() throws {
        let s = try #require(try styleSnapshots("ProminentTabRoot", 390, 844, script: "tap \"New\" @0.5",
                                                times: [1])[1])
        #expect(s.texts.contains("New screen"))
    }

    // MARK: iOS 26 glass and split views

    @Test func glassIsATranslucentFillAndItsIDMovesItLikeMatchedGeometry() throws {
        let s = try styleSnapshots("GlassToolbarRoot", 390, 700, script: "tap \"Move\" @0.5; tap \"Inspect\" @2",
                                   times: [0.4, 1.0, 1.6, 2.6])
        // The tinted bubble: orange at 35 % over white at 50 %, in a 56-point circle.
        let tint = { (time: Double) in
            s[time]?.fills { $0.red > 0.95 && $0.green > 0.55 && $0.green < 0.65 && $0.blue < 0.1 && abs($0.opacity - 0.35) < 0.01 }
                .first.map { (rect: $0, opacity: 0.35) }
        }
        let start = try #require(tint(0.4))
        #expect(near(start.rect.width, 56))
        #expect(s[0.4]?.fills { $0.red == 1 && $0.green == 1 && $0.blue == 1 && abs($0.opacity - 0.5) < 0.01 }
            .contains { near($0.width, 56) } == true, "the regular glass under the tint")
        // Moved by its glass id across the 300-point row in a linear second: halfway at 1 s, at the end by 1.6 s.
        let middle = try #require(tint(1.0)), end = try #require(tint(1.6))
        #expect(near(end.rect.minX - start.rect.minX, 244, 0.5))
        #expect(near(middle.rect.minX - start.rect.minX, 122, 1))
        // The prominent glass button is tinted pink; the inspector is a sheet in a phone-sized view.
        #expect(s[0.4]?.fills { $0.red > 0.95 && $0.green < 0.3 && $0.blue > 0.3 && $0.blue < 0.45 }.isEmpty == false)
        #expect(s[2.6]?.texts.contains("Inspector") == true && s[1.6]?.texts.contains("Inspector") == false)
    }

    @Test func aMusicLibraryFloatsItsPlayerAboveTheTabBar() throws {
        let s = try #require(try styleSnapshots("MusicLibraryRoot", 390, 844, times: [0])[0])
        let frame = { (text: String) in s.views.first { $0.text == text }?.frame ?? .null }
        // The accessory on its 48-point capsule, 8 points above the 49-point bar.
        #expect(near(frame("Now Playing").midY, 844 - 49 - 8 - 24, 0.01), "\(frame("Now Playing"))")
        // Its artwork a pink 30-point square with 6-point corners, its thumbless slider 80 points wide, all on one line.
        let artwork = try #require(s.fills { $0.red > 0.95 && $0.green < 0.3 && $0.blue > 0.3 }.first)
        #expect(near(artwork.width, 30, 0.01) && near(artwork.midY, frame("Now Playing").midY, 0.01), "\(artwork)")
        let slider = try #require(s.views.first { $0.type == "Slider" }).frame
        #expect(near(slider.width, 80, 0.01) && slider.minX > frame("Now Playing").maxX)
        // The toolbar's two buttons a spacer's 16 points further apart than the bar's 16.
        #expect(near(frame("Add").minX - frame("Edit").maxX, 32, 0.01))
        // The album's icon 20 points before its title; the filter bar above the list.
        #expect(s.texts.contains("Filters") && frame("Filters").maxY < frame("RECENT").minY)
        let album = frame("Album")
        #expect(album.minX > 8 + 16 + 20, "the card 8 points in, the row's 16, the icon and its 20: \(album)")
        // iOS 18 and 26's sidebar, section index and accessibility hints are accepted: a phone shows none of them.
        #expect(!s.texts.contains { $0.hasPrefix("Sidebar") } && !s.texts.contains("Skip") && !s.texts.contains("R"),
                "\(s.texts)")
    }

    /// SwiftData in memory: the task's first memo, memos inserted with their board (newest first), a pin that
    /// animates its row's dot, and a search built in an initializer.
    @Test func swiftDataMemosAreInsertedQueriedAndAnimated() throws {
        let s = try styleSnapshots("MemoBoardRoot", 360, 500, script: "tap \"New\" @0.5; tap \"New\" @2; tap \"Pin\" @3.5; tap \"Delete\" @5.5",
                                   times: [0.3, 1.5, 3, 4, 5, 7])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        #expect(texts(0.3).contains("1 memos on 0 boards") && texts(0.3).contains("Welcome"), "\(texts(0.3))")
        #expect(texts(1.5).contains("2 memos on 1 boards"), "\(texts(1.5))")
        #expect(texts(3).contains("3 memos on 1 boards"), "the board's second memo, inserted again with it")
        let rows = { (time: Double) in texts(time).filter { $0.hasPrefix("Memo ") || $0 == "Welcome" } }
        #expect(rows(3) == ["Memo 2", "Memo 1", "Welcome"], "newest first: \(rows(3))")
        #expect(texts(3).contains("Found: Memo 1"), "\(texts(3))")
        // The oldest memo's dot grows from 12 to 24 points in the pin's one-second animation.
        let dot = { (time: Double) in s[time]?.views.filter { $0.type == "Circle" }.map(\.frame.width).max() ?? 0 }
        #expect(near(dot(3), 12, 0.01))
        #expect(dot(4) > 12.5 && dot(4) < 23.5, "\(dot(4))")
        #expect(near(dot(5), 24, 0.01))
        #expect(rows(7) == ["Memo 1", "Welcome"] && texts(7).contains("2 memos on 1 boards"), "\(texts(7)) \(rows(7))")
    }

    @Test func aSplitViewShowsItsColumnsWhenWideAndItsSidebarWhenNarrow() throws {
        let wide = try styleSnapshots("SplitRoot", 900, 500, times: [0])[0]
        let narrow = try styleSnapshots("SplitRoot", 390, 500, times: [0])[0]
        #expect(wide?.texts.contains("Pick a mailbox") == true && wide?.texts.contains("Inbox") == true)
        let inbox = try #require(wide?.views.first { $0.text == "Inbox" }).frame
        #expect(inbox.maxX < 320, "the sidebar is 320 points wide")
        #expect(narrow?.texts.contains("Inbox") == true && narrow?.texts.contains("Pick a mailbox") == false)
    }

    @Test func theVisibleTargetIDsFollowTheScroll() throws {
        let s = try styleSnapshots("VisibleRowsRoot", 300, 400, script: "drag 150,300->150,215 @0.5..0.8",
                                   times: [0.2, 2])
        #expect(s[0.2]?.texts.contains("showing 0,1,2,3") == true, "\(s[0.2]?.texts ?? [])")
        // Flicked up (85 points under the finger, then a glide): four whole rows still show, further down the list,
        // and they are the rows drawn inside the 200-point viewport.
        let after = try #require(s[2]?.texts.first { $0.hasPrefix("showing") })
        let ids = after.dropFirst("showing ".count).split(separator: ",").compactMap { Int($0) }
        #expect(ids.count == 4 && ids[0] >= 2 && ids == Array(ids[0]..<ids[0] + 4), "\(after)")
        let viewport = try #require(s[2]?.views.first { $0.text == after }).frame.maxY
        let shown = try #require(s[2]?.views.first { $0.text == "Row \(ids[0])" }).frame
        #expect(shown.minY >= viewport - 1 && shown.minY < viewport + 25, "the first listed row is at the top: \(shown)")
    }

    @Test func redactedRowsAreDrawnAsBarsAndTheOldSizeCategoryIsTheTypeSize() throws {
        let s = try styleSnapshots("SkeletonRoot", 390, 400, script: "tap \"Finish\" @0.5", times: [0.2, 0.8])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        #expect(texts(0.2).contains("shimmering Avocado toast") && texts(0.2).contains("Flat white"),
                "unredacted content sees no reasons: \(texts(0.2))")
        #expect(texts(0.8).contains("Avocado toast") && texts(0.8).contains("Reload"))
        // Redacted, the row's text is drawn as a bar of its line (its colour, faint); the unredacted row as text.
        let drawn = { (time: Double) in s[time]?.drawnTexts().map(\.string) ?? [] }
        #expect(drawn(0.2) == ["Flat white"], "\(drawn(0.2))")
        let faintBars = { (time: Double) in
            s[time]?.filledPaths { $0.opacity > 0.17 && $0.opacity < 0.19 }.map(\.boundingRect) ?? []
        }
        let shimmering = try #require(s[0.2]?.views.first { $0.text == "shimmering Avocado toast" }).frame
        #expect(faintBars(0.2).contains { abs($0.width - shimmering.width) < 0.5 && shimmering.contains(CGPoint(x: $0.midX, y: $0.midY)) },
                "a bar as long as the row's line: \(faintBars(0.2)) in \(shimmering)")
        #expect(faintBars(0.8).isEmpty && drawn(0.8).contains("Avocado toast") && drawn(0.8).contains("Card ending 4242"))
        // sizeCategory set to extra large reads back: the rows use the title 3 font (20 points).
        let row = try #require(s[0.8]?.views.first { $0.text == "Avocado toast" }).frame
        #expect(row.height > 22, "\(row)")
    }

    @Test func aGridReorderedByItemProvidersDrawsInItsFirstOrder() throws {
        let s = try #require(try styleSnapshots("ReorderGridRoot", 390, 300, script: "drag 60,60->300,60 @0.2..0.6",
                                                times: [1])[1])
        // Nothing is dragged in Flipbook (the drop delegate is never called): red, blue, green, left to right.
        let reds = s.fills { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 }
        let blues = s.fills { $0.blue > 0.9 && $0.red < 0.1 && $0.green < 0.6 }
        let greens = s.fills { $0.green > 0.7 && $0.red < 0.3 && $0.blue < 0.5 }
        #expect(reds.count == 1 && blues.count == 1 && greens.count == 1)
        #expect(reds[0].minX < blues[0].minX && blues[0].minX < greens[0].minX)
    }

    @Test func aTreeOpensOneLevelPerTapOnItsBranches() throws {
        let s = try styleSnapshots("FileTreeRoot", 390, 700, script: "tap \"Documents\" @0.3; tap \"Photos\" @1",
                                   times: [0.2, 0.8, 1.5])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        // Collapsed at first: only the top level, in the list and in the outline.
        #expect(texts(0.2).contains("Documents") && texts(0.2).contains("README") && texts(0.2).contains("Outline README"))
        #expect(!texts(0.2).contains("Notes.txt") && !texts(0.2).contains("Outline Notes.txt"))
        #expect(texts(0.8).contains("Notes.txt") && texts(0.8).contains("Photos") && !texts(0.8).contains("a.png"))
        #expect(texts(1.5).contains("a.png") && !texts(1.5).contains("Outline a.png"), "each tree opens on its own")
        #expect(texts(0.2).contains("Files 2, help") && texts(0.2).contains("Swipe a row to share"),
                "Markdown read into attributed strings: \(texts(0.2))")
        #expect(texts(0.2).contains("Tree view"), "a heading stays a Text that joins with +")
    }

    // MARK: Swift Charts

    @Test func chartBarsGrowInTurnThenBecomeALineAndADonut() throws {
        let s = try styleSnapshots("DownloadsChartRoot", 390, 400, script: "tap \"Line\" @2; tap \"Pie\" @3",
                                   times: [0, 0.3, 1.5, 2.6, 3.6])
        // The bars: blue fills wider than the line's symbols.
        let bars = { (time: Double) in
            (s[time]?.fills { $0.blue > 0.9 && $0.red < 0.1 && $0.green > 0.4 && $0.green < 0.6 && $0.opacity > 0.9 } ?? []).filter { $0.width > 20 }
        }
        // Nothing has grown yet; then each bar starts 0.1 s after the one before (0.3 s: the first three have
        // started, the first furthest along); then all stand on one baseline, as tall as their values.
        #expect(bars(0).allSatisfy { $0.height < 0.01 })
        let grown = bars(1.5)
        #expect(grown.count == 6 && grown.allSatisfy { near($0.maxY, grown[0].maxY, 0.01) })
        #expect(near(grown[5].height, 4 * grown[0].height, 0.01) && near(grown[3].height, 3 * grown[0].height, 0.01))
        let early = bars(0.3).filter { $0.height > 0.5 }
        let progress = early.indices.map { early[$0].height / grown[$0].height }
        #expect(early.count == 3 && progress[0] > progress[1] && progress[1] > progress[2], "\(progress)")
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        #expect(texts(1.5).contains("Jan") && texts(1.5).contains("2,000") && texts(1.5).contains("10,000"))
        // As a line: no bars, the axis stays. As a donut: no axes, a legend of the months.
        #expect(bars(2.6).isEmpty && texts(2.6).contains("2,000"))
        #expect(!texts(3.6).contains("2,000") && texts(3.6).contains("Jun"))
    }

    @Test func aChartOverlayReadsTheHourUnderTheFingerThroughTheProxy() throws {
        let s = try styleSnapshots("HourlyViewsRoot", 390, 300,
                                   script: "drag 40,150->41,150 @0.5..0.7; drag 130,150->131,150 @0.9..1.2",
                                   times: [0.4, 0.6, 1.1, 1.4])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        #expect(!texts(0.4).contains { $0.hasSuffix("visits") })
        // A finger on the first hour's bar, then on the third's (the rule and its annotation follow); lifted,
        // they go.
        #expect(texts(0.6).contains("1500 visits"), "\(texts(0.6))")
        #expect(texts(1.1).contains("7500 visits"), "\(texts(1.1))")
        #expect(!texts(1.4).contains { $0.hasSuffix("visits") })
    }

    @Test func groupedBarsTakeTheirNamedColoursAndTheSelectionFollowsTheFinger() throws {
        let s = try styleSnapshots("CitySalesRoot", 390, 400, script: "drag 200,200->320,200 @0.5..1.2",
                                   times: [0.4, 0.7, 1.1, 1.5])
        let purple = s[0.4]?.fills { $0.red > 0.6 && $0.green < 0.4 && $0.blue > 0.8 } ?? []
        let teal = s[0.4]?.fills { $0.red < 0.3 && $0.green > 0.6 && $0.blue > 0.7 } ?? []
        // Bars side by side per day, Cupertino's first; the legend's two dots are in the same colours.
        #expect(purple.count == 4 && teal.count == 4)
        #expect(near(purple[0].maxX, teal[0].minX, 0.01) && near(purple[0].maxY, teal[0].maxY, 0.01))
        #expect(near(teal[2].height, 2 * purple[2].height, 0.01))
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        // The axis of its own: dollar labels on the leading side.
        #expect(texts(0.4).contains("$60") && texts(0.4).contains("Selected: none"))
        let label = try #require(s[0.4]?.text("$60").first?.frame)
        #expect(label.maxX < purple[0].minX)
        #expect(texts(0.7).contains("Selected: Tue") && texts(1.1).contains("Selected: Wed"))
        #expect(texts(1.5).contains("Selected: none"))
    }

    @Test func beadsUndoAndRedoByTheTapThatAddedThem() throws {
        let s = try styleSnapshots("BeadStringRoot", 300, 300,
                                   script: "tap \"Blue\" @0.5s; tap \"Green\" @1.0s; tap \"Undo Add Bead\" @1.5s; "
                                       + "tap \"Redo\" @2.5s",
                                   times: [0.4, 1.4, 1.7, 2.4, 3.4])
        let beads = { (time: Double) in s[time]?.views(ofType: "Circle").count ?? -1 }
        let texts = { (time: Double) in s[time]?.texts ?? [] }
        let green = { (time: Double) in s[time]?.fills { $0.green > 0.6 && $0.red < 0.3 && $0.blue < 0.5 } ?? [] }
        #expect(beads(0.4) == 1 && beads(1.4) == 3)
        // Undone: the green bead shrinks away with the spring, then is gone; redone, it is back.
        #expect(green(1.7).count == 1 && green(1.7)[0].width < 29)
        #expect(beads(2.4) == 2 && green(2.4).isEmpty)
        #expect(beads(3.4) == 3 && near(green(3.4).first?.width ?? 0, 30, 0.01))
        #expect(s[3.4]?.text("Undo Add Bead").isEmpty == false)
        // The undo manager's notifications count the steps taken back.
        #expect(texts(0.4).contains("0 back") && texts(2.4).contains("1 back") && texts(3.4).contains("0 back"))
        // Handoff is advertised and never continued on a host: the string keeps its beads.
        #expect(s[0.4]?.fills { $0.red > 0.9 && $0.green < 0.4 && $0.blue < 0.4 }.count == 1)
    }

    @Test func theSpecimenDrawsNamedFontsAndSpringsItsLineHeights() throws {
        let s = try styleSnapshots("SpecimenRoot", 320, 560, script: "tap \"Loosen\" @0.5s", times: [0.4, 0.6, 1.5])
        let text = { (time: Double, string: String) in s[time]?.views.first { $0.type == "Text" && $0.text == string }?.frame ?? .null }
        // iOS's fonts are not here: Avenir Next draws the system font semibold, Georgia the serif in italics and
        // Menlo the monospaced, so their widths are those fonts'.
        let menlo = text(0.4, "Menlo").width, georgia = text(0.4, "Georgia").width
        #expect(near(menlo, 5 * (22 * 0.602).rounded(), 0.01), "five monospaced letters, each advance rounded: \(menlo)")
        #expect(georgia > 60 && georgia != text(0.4, "Avenir Next").width)
        let paragraphs = { (time: Double) in s[time]?.views.filter { $0.type == "Text" && ($0.text ?? "").hasPrefix("Springs") }.map(\.frame.height) ?? [] }
        let tight = paragraphs(0.4), loose = paragraphs(1.5)
        try #require(tight.count == 2 && loose.count == 2)
        #expect(near(tight[0], 60, 0.01), "three lines exactly 20 points apart: \(tight)")
        #expect(near(loose[0], loose[1], 0.01) && loose[0] > tight[0], "loose: the font's own distance and 2 points")
        #expect(near(loose[1] - tight[1], 12, 0.01), "tight to loose: 2 points less to 2 more a line")
        let midway = paragraphs(0.6)
        #expect(midway.count == 2 && midway[0] > tight[0] && midway[0] < loose[0], "the height springs: \(midway)")
    }

    @Test func theSkyIsPaintedWithCoreGraphicsGradients() throws {
        let s = try styleSnapshots("SkyRoot", 300, 300, script: "tap \"Dusk\" @0.5s", times: [0.4, 0.6])
        func gradients(_ time: Double) -> [DisplayList.Paint] {
            var paints: [DisplayList.Paint] = []
            func visit(_ list: DisplayList) {
                for item in list.items {
                    switch item.content {
                    case let .fill(_, paint, _): if case .color = paint {} else { paints.append(paint) }
                    case .list(let nested), .effect(_, let nested): visit(nested)
                    default: break
                    }
                }
            }
            if let list = s[time]?.displayList { visit(list) }
            return paints
        }
        let day = gradients(0.4), dusk = gradients(0.6)
        guard case let .linearGradient(stops, start, end)? = day.first,
              case let .radialGradient(sunStops, center, _, endRadius)? = day.last else {
            Issue.record("expected a linear sky and a radial sun: \(day)")
            return
        }
        #expect(day.count == 2)
        #expect(stops.first?.color.blue ?? 0 > 0.99 && near(start.y, 0) && near(end.y, 150))
        #expect(near(sunStops.first?.location ?? 0, 0.3) && near(endRadius, 40) && near(center.y, 45))
        guard case let .linearGradient(duskStops, _, _)? = dusk.first,
              case let .radialGradient(_, duskCenter, _, _)? = dusk.last else {
            Issue.record("expected a dusk sky: \(dusk)")
            return
        }
        #expect(duskStops.last?.color.red ?? 0 > 0.99 && near(duskCenter.y, 120))
    }

    @Test func iOS26SlidersDrawTicksFillFromTheirNeutralValueAndKeepWithinTheirEnabledBounds() throws {
        // 350 pt wide tracks from x 20; thumbs travel 322 pt between x 34 and 356. The balance slider is the
        // second (its thumb at 0, the middle, x 195); the treble slider the fourth.
        let sliders = { (s: SeedSampleHarness.Snapshot) in s.views(ofType: "Slider").map(\.frame) }
        let s0 = try styleSnapshots("EqualizerRoot", 390, 400, times: [0.1])[0.1]!
        let frames = sliders(s0)
        #expect(frames.count == 4)
        let balanceY = frames[1].midY, trebleY = frames[3].midY
        let s = try styleSnapshots("EqualizerRoot", 390, 400,
                                   script: "drag 195,\(balanceY)->275,\(balanceY) @0.5..0.8; "
                                       + "drag 130,\(trebleY)->20,\(trebleY) @1.0..1.3",
                                   times: [0.1, 1.0, 1.6])
        let dots = { (time: Double) in
            s[time]?.fills { abs($0.red - 0.6) < 0.05 && abs($0.green - 0.6) < 0.05 }
                .filter { near($0.width, 6, 0.01) } ?? []
        }
        // Volume: ticks every quarter, light on the filled half (the one under the thumb too), dark beyond it;
        // bass: at 0, 5 and 10.
        let volumeTicks = dots(0.1).filter { near($0.midY, frames[0].midY, 0.5) }.map(\.midX)
        #expect(volumeTicks.count == 2, "\(volumeTicks)")
        #expect(volumeTicks.contains { near($0, 34 + 322 * 0.75, 0.5) } && volumeTicks.contains { near($0, 356, 0.5) })
        let lightTicks = s[0.1]?.fills { $0.red > 0.99 && $0.blue > 0.99 && abs($0.opacity - 0.7) < 0.01 }
            .filter { near($0.width, 6, 0.01) && near($0.midY, frames[0].midY, 0.5) } ?? []
        #expect(lightTicks.count == 3, "\(lightTicks)")
        let bassTicks = dots(0.1).filter { near($0.midY, frames[2].midY, 0.5) }.map(\.midX)
        #expect(bassTicks.count == 2 && bassTicks.contains { near($0, 356, 0.5) }, "\(bassTicks)")
        // Balance, dragged right of the middle: filled from the neutral value at the middle to the thumb.
        let tint = { (time: Double) in s[time]?.fills { $0.blue > 0.9 && $0.red < 0.1 } ?? [] }
        let balanceFill = try #require(tint(1.6).first { near($0.midY, balanceY, 1) })
        #expect(near(balanceFill.minX, 195, 0.5) && near(balanceFill.maxX, 275, 1), "\(balanceFill)")
        #expect(s[1.0]?.text("balance 0.50 treble 0.30").isEmpty == false)
        // Treble, dragged far left: held at its enabled lower bound.
        #expect(s[1.6]?.text("balance 0.50 treble 0.20").isEmpty == false, "\(s[1.6]?.views.compactMap(\.text) ?? [])")
    }

    @Test func aTextLabelledForAccessibilityStaysATextAndIsFoundByItsLabel() throws {
        let s = try styleSnapshots("FileTreeRoot", 390, 900,
                                   script: "tap \"0 stars, add one\" @0.3; tap \"1 stars, add one\" @0.6",
                                   times: [0.2, 0.5, 0.8])
        let texts = { (time: Double) in s[time]?.views.compactMap(\.text) ?? [] }
        #expect(texts(0.2).contains("☆") && texts(0.2).contains("rated 0"))
        #expect(texts(0.5).contains("★☆") && texts(0.5).contains("rated 1"))
        #expect(texts(0.8).contains("★★☆") && texts(0.8).contains("rated 2"), "\(texts(0.8))")
    }
}
