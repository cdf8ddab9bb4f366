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
