import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews
@testable import FlipbookGallery
import FlipbookCairo

@MainActor
private func host(_ name: String) -> ViewHost {
    ViewHost(Gallery.scene(named: name)!.makeRoot(), size: Gallery.scene(named: name)!.size, fonts: .pinned)
}

@MainActor
private func play(_ host: ViewHost, _ name: String, to time: Double) throws {
    try host.play(InteractionScript(parsing: Gallery.scene(named: name)!.script), until: time)
}

@MainActor
@Suite struct GalleryTests {
    @Test func everySceneRendersItsWholeScript() throws {
        for scene in Gallery.scenes {
            let host = ViewHost(scene.makeRoot(), size: scene.size, fonts: .pinned)
            try host.play(InteractionScript(parsing: scene.script), until: scene.duration)
            let image = try host.image()
            #expect(image.pixelWidth == Int(scene.size.width), "\(scene.name)")
            #expect(!host.displayList.items.isEmpty, "\(scene.name) draws something")
        }
    }

    @Test func cascadeLeansOnlyMidMove() throws {
        let h = host("skew-cascade")
        let rest = h.laidOutViews.filter { $0.type == "LeaningSlide" }
        #expect(rest.count == 6 && rest.allSatisfy { $0.transform.m21 == 0 })
        try play(h, "skew-cascade", to: 0.75)
        let first = h.laidOutViews.filter { $0.type == "LeaningSlide" }[0]
        #expect(abs(first.transform.m21 + 0.45) < 1e-9, "the first pill leans fully mid-move")
        try play(h, "skew-cascade", to: 2.0)
        #expect(h.laidOutViews.filter { $0.type == "LeaningSlide" }.allSatisfy { $0.transform.m21 == 0 })
    }

    @Test func readoutFollowsOnlyTheEffectThatAffectsLayout() throws {
        let h = host("layout-readout")
        let texts = { h.laidOutViews.compactMap(\.text).filter { $0.hasPrefix("minX") } }
        // Both cards are laid out at minX 80 and swing ±30: only the first readout sees the swing.
        #expect(texts() == ["minX = 50", "minX = 80"])
        h.advance(to: 1.2)
        #expect(texts() == ["minX = 110", "minX = 80"])
        h.advance(to: 2.4)
        #expect(texts() == ["minX = 50", "minX = 80"])
    }

    @Test func equalEndpointsOnlyTheGeometryEffectTurns() throws {
        let h = host("equal-endpoints")
        try play(h, "equal-endpoints", to: 0.75)
        let arrows = h.laidOutViews.filter { $0.type == "Arrow" }
        #expect(arrows.count == 2)
        #expect(arrows[0].transform.m12 == 0, "rotationEffect interpolates 0° → 0°")
        // Half-way through the 0.7 s ease the value is 0.5: the custom effect is at −90° (sin = −1).
        #expect(abs(arrows[1].transform.m12 + 1) < 1e-6)
        try play(h, "equal-endpoints", to: 1.2)
        #expect(h.laidOutViews.filter { $0.type == "Arrow" }.allSatisfy { abs($0.transform.m12) < 1e-9 })
    }

    @Test func likeHopsAndReturnsWhileTheCountChangesAtOnce() throws {
        let h = host("like-button")
        try play(h, "like-button", to: 0.4)
        #expect(h.laidOutViews.contains { $0.text == "likes: 1" })
        h.advance(to: 0.55)
        let thumb = h.laidOutViews.first { $0.text == "👍" }!
        #expect(thumb.transform.m11 > 1.3, "scaled up mid-hop: \(thumb.transform.m11)")
        h.advance(to: 1.4)
        #expect(abs(h.laidOutViews.first { $0.text == "👍" }!.transform.m11 - 1) < 0.01)
    }

    @Test func ratingBlobStepsDiffer() throws {
        func blobBounds(_ h: ViewHost) -> CGRect {
            var rect = CGRect.null
            func visit(_ list: DisplayList) {
                for item in list.items {
                    if case let .fill(path, .color(c), _) = item.content, c == Color.green.resolved() {
                        rect = path.boundingRect.mapped(by: item.transform)
                    }
                    if case .list(let nested) = item.content { visit(nested) }
                    if case .effect(_, let nested) = item.content { visit(nested) }
                }
            }
            visit(h.displayList)
            return rect
        }
        var middles: [CGFloat] = []
        for step in 1...4 {
            let name = "rating-blob-\(step)"
            let h = host(name)
            #expect(abs(blobBounds(h).midX - 200) < 0.01)
            try play(h, name, to: 0.575)
            middles.append(blobBounds(h).width)
            try play(h, name, to: 2.2)
            #expect(abs(blobBounds(h).midX - 40) < 0.01, "\(name) ends on the first face")
        }
        // Mid-move: steps 1 and 2 are circles (60 wide), steps 3 and 4 stretched capsules.
        #expect(abs(middles[0] - 60) < 0.01 && abs(middles[1] - 60) < 0.01)
        #expect(middles[2] > 150 && abs(middles[2] - middles[3]) < 0.01)
    }

    @Test func flicksEndInTheCornerTheThrowPointsToWithoutAJump() throws {
        let h = host("flick-corners")
        func box() -> CGRect {
            h.laidOutViews.last { $0.type == "RoundedRectangle" }!.frame
        }
        // Corners of the 105 × 120 box on the 390 × 600 canvas, 16 pt in.
        let corners = [CGPoint(x: 16, y: 16), CGPoint(x: 269, y: 16), CGPoint(x: 16, y: 464), CGPoint(x: 269, y: 464)]
        func near(_ rect: CGRect, _ corner: Int) -> Bool {
            abs(rect.minX - corners[corner].x) < 0.5 && abs(rect.minY - corners[corner].y) < 0.5
        }
        #expect(near(box(), 0))
        // Thrown down-right, then left, then up: bottom-right, bottom-left, top-left.
        try play(h, "flick-corners", to: 0.5)
        let released = box()
        try play(h, "flick-corners", to: 0.5 + 1.0 / 60)
        let next = box()
        // The spring starts at the finger's speed (300, 600) pt/s: one frame later the box moved on about that
        // far, not back or by a jump.
        #expect(next.minX - released.minX > 2 && next.minX - released.minX < 10, "\(released) → \(next)")
        #expect(next.minY - released.minY > 4 && next.minY - released.minY < 16, "\(released) → \(next)")
        try play(h, "flick-corners", to: 1.5)
        #expect(near(box(), 3), "\(box())")
        try play(h, "flick-corners", to: 2.9)
        #expect(near(box(), 2), "\(box())")
        try play(h, "flick-corners", to: 4.4)
        #expect(near(box(), 0), "\(box())")
    }

    @Test func heroCardGrowsOutOfItsRowAndBack() throws {
        let h = host("hero-card")
        func titles() -> [String] { h.laidOutViews.compactMap(\.text) }
        #expect(titles().contains("Sunrise") && titles().contains("Dusk"))
        try play(h, "hero-card", to: 1.5)
        #expect(titles() == ["Lagoon"], "the detail alone: \(titles())")
        let card = h.laidOutViews.first { $0.type == "RoundedRectangle" }!.frame
        #expect(abs(card.minX - 16) < 0.5 && abs(card.height - 300) < 0.5)
        try play(h, "hero-card", to: 2.8)
        #expect(titles().contains("Sunrise") && titles().contains("Lagoon") && titles().contains("Dusk"))
    }

    @Test func theBadgeRidesTheCornerOnlyInsideTheGroup() throws {
        let h = host("geometry-group")
        try play(h, "geometry-group", to: 0.8)
        let cards = h.laidOutViews.filter { $0.type == "RoundedRectangle" }.map(\.frame).sorted { $0.minX < $1.minX }
        let badges = h.laidOutViews.filter { $0.type == "Circle" }.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(cards.count == 2 && badges.count == 2)
        // Mid-growth both cards are between 70 and 150 wide.
        #expect(cards.allSatisfy { $0.width > 80 && $0.width < 140 }, "\(cards)")
        // Grouped: the badge sits 6 pt inside the card's current top-trailing corner.
        #expect(abs(badges[0].maxX - (cards[0].maxX - 6)) < 0.5 && abs(badges[0].minY - (cards[0].minY + 6)) < 0.5,
                "\(badges[0]) in \(cards[0])")
        // Not grouped: it is already where the grown card's corner will be, outside the card shown now.
        #expect(badges[1].maxX > cards[1].maxX + 5, "\(badges[1]) vs \(cards[1])")
    }

    @Test func theTracedBoxIsFlickedToTheCornerItsThrowPointsTo() throws {
        let h = host("corner-trace")
        func box() -> CGRect { h.laidOutViews.last { $0.type == "RoundedRectangle" }!.frame }
        try play(h, "corner-trace", to: 6.9)
        #expect(abs(box().minX - 16) < 0.5 && abs(box().minY - 464) < 0.5, "bottom-left before the flick: \(box())")
        try play(h, "corner-trace", to: 9.0)
        #expect(abs(box().minX - 269) < 1 && abs(box().minY - 16) < 1, "thrown up and right: \(box())")
    }
}
