import Foundation
import Testing
@testable import FlipbookViews

private struct Hero: View {
    @Namespace var hero
    @State var detail = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Button("open") { withAnimation(.linear(duration: 1)) { detail.toggle() } }
                .offset(x: 300, y: 0)
            if detail {
                Color.red.matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 200, height: 200)
                    .offset(x: 100, y: 300)
            } else {
                Color.red.matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 50, height: 50)
                    .offset(x: 20, y: 20)
            }
        }
        .frame(width: 400, height: 600, alignment: .topLeading)
    }
}

/// A matched view whose own effects (a rotation and a scale outside the effect) differ between its two places.
private struct Turned: View {
    @Namespace var hero
    @State var turned = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Button("turn") { withAnimation(.linear(duration: 1)) { turned.toggle() } }
            if turned {
                Color.red.frame(width: 100, height: 20).matchedGeometryEffect(id: "bar", in: hero)
                    .rotationEffect(.degrees(90))
                    .scaleEffect(2)
                    .offset(x: 200, y: 300)
            } else {
                Color.red.frame(width: 100, height: 20).matchedGeometryEffect(id: "bar", in: hero)
                    .offset(x: 50, y: 100)
            }
        }
        .frame(width: 400, height: 600, alignment: .topLeading)
    }
}

extension ViewGraph {
    /// Every red fill drawn, with the opacity of the groups around it.
    fileprivate var cards: [(rect: CGRect, opacity: Double)] { fillsWithOpacity(of: .red) }
}

@MainActor
@Suite("Matched geometry hand-over")
struct MatchedHandOverTests {
    @Test func anInsertedSourceGrowsOutOfTheOneLeavingWhileTheyCrossFade() {
        let graph = ViewGraph(rootView: Hero(), size: CGSize(width: 400, height: 600))
        #expect(graph.cards.count == 1 && graph.cards[0].rect == CGRect(x: 20, y: 20, width: 50, height: 50))
        graph.tap(label: "open")
        graph.advance(to: 0.5)
        let cards = graph.cards
        #expect(cards.count == 2, "the leaving card and the arriving one: \(cards)")
        // Both are drawn halfway between (20, 20, 50, 50) and (100, 300, 200, 200), one fading out, one in.
        for card in cards {
            #expect(near(card.rect.minX, 60, 1e-6) && near(card.rect.minY, 160, 1e-6), "\(card.rect)")
            #expect(near(card.rect.width, 125, 1e-6) && near(card.rect.height, 125, 1e-6))
            #expect(near(card.opacity, 0.5, 1e-9))
        }
        graph.advance(to: 1.1)
        #expect(graph.cards.count == 1 && graph.cards[0].rect == CGRect(x: 100, y: 300, width: 200, height: 200))
        // And back.
        graph.tap(label: "open")
        graph.advance(to: 1.6)
        #expect(graph.cards.allSatisfy { near($0.rect.minX, 60, 1e-6) && near($0.rect.width, 125, 1e-6) })
    }

    @Test func theSharedFrameIsTheViewsOwnSizeAtItsAnchorWithItsOuterEffectsOnTop() throws {
        // SwiftUI shares a view's anchor point on the screen and its own size: a rotation and a scale outside the
        // effect stay the view's own, and its content is never squeezed into their bounding box.
        let graph = ViewGraph(rootView: Turned(), size: CGSize(width: 400, height: 600))
        let start = try #require(graph.cards.first?.rect)
        #expect(start == CGRect(x: 50, y: 100, width: 100, height: 20))
        graph.tap(label: "turn")
        graph.advance(to: 1.5)
        let end = try #require(graph.cards.first?.rect)
        #expect(near(end.width, 40, 1e-6) && near(end.height, 200, 1e-6), "turned and doubled at rest: \(end)")
        // And back: half-way, the leaving upright bar and the arriving flat one share one anchor, each in its own
        // shape.
        graph.tap(label: "turn")
        graph.advance(to: 2.0)
        let arriving = graph.cards.map(\.rect)
        #expect(arriving.count == 2, "\(arriving)")
        let upright = try #require(arriving.first { $0.height > $0.width })
        #expect(near(upright.width, 40, 1e-6) && near(upright.height, 200, 1e-6), "the turned bar keeps its shape: \(upright)")
        let flat = try #require(arriving.first { $0.width > $0.height })
        #expect(near(flat.width, 100, 1e-6) && near(flat.height, 20, 1e-6), "the flat bar keeps its shape: \(flat)")
        #expect(near(flat.midX, upright.midX, 1e-6) && near(flat.midY, upright.midY, 1e-6), "one shared anchor")
        #expect(near(flat.midX, (end.midX + start.midX) / 2, 1e-6) && near(flat.midY, (end.midY + start.midY) / 2, 1e-6))
    }

    @Test func aHandOverInterruptedMidwayTurnsBackFromWhereTheCardIs() {
        let graph = ViewGraph(rootView: Hero(), size: CGSize(width: 400, height: 600))
        graph.tap(label: "open")
        graph.advance(to: 0.5)
        graph.tap(label: "open")
        // The small card takes over from the halfway frame (60, 160, 125, 125), not from the large card's end.
        graph.advance(to: 0.5 + 1.0 / 60)
        let cards = graph.cards
        #expect(!cards.isEmpty && cards.allSatisfy { abs($0.rect.minX - 60) < 2 && abs($0.rect.width - 125) < 3 },
                "\(cards)")
    }
}
