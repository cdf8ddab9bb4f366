import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo
@testable import FlipbookViews

/// A flat card with a hard shadow 20 pt below it, turned about the vertical axis in perspective.
private struct ShadowedCard: View {
    var body: some View {
        Rectangle()
            .fill(Color.blue)
            .frame(width: 200, height: 100)
            .shadow(color: .black, radius: 0, x: 0, y: 20)
            .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
    }
}

@MainActor
@Suite("Groups and hit testing in perspective")
struct PerspectiveGroupTests {
    /// How far below the card's bottom edge the shadow reaches in a pixel column.
    private func shadowDepth(_ image: RasterImage, column x: Int) -> Int {
        var cardBottom = -1, shadowBottom = -1
        for y in 0..<image.pixelHeight {
            let p = image.pixel(x: x, y: y)
            if p.alpha > 200, p.blue > 200, p.red < 60 { cardBottom = y }
            if p.alpha > 200, p.blue < 60, p.red < 60 { shadowBottom = y }
        }
        return shadowBottom - cardBottom
    }

    @Test func aShadowIsMadeFlatAndProjectedWithItsView() throws {
        let host = ViewHost(ShadowedCard(), size: CGSize(width: 400, height: 300))
        #expect(host.displayList.description.contains("projected"))
        let image = try host.image()
        let card = host.laidOutViews.first { $0.type == "Rectangle" }!.frame
        let nearColumn = shadowDepth(image, column: Int(card.minX) + 4)
        let farColumn = shadowDepth(image, column: Int(card.maxX) - 4)
        // The 20 pt offset is foreshortened with the card: deeper at its near edge than at its far edge.
        #expect(nearColumn > 0 && farColumn > 0, "\(nearColumn) \(farColumn)")
        #expect(abs(nearColumn - farColumn) >= 4, "near \(nearColumn), far \(farColumn)")
        let (deep, shallow) = (max(nearColumn, farColumn), min(nearColumn, farColumn))
        #expect(deep > 20 && shallow < 20, "perspective scales the offset both ways: \(deep) \(shallow)")
    }

    @Test func tapsFindViewsThroughThePerspectiveMapping() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let graph = ViewGraph(rootView: Color.blue.frame(width: 200, height: 100)
                                .onTapGesture { taps.count += 1 }
                                .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)),
                              size: CGSize(width: 400, height: 300))
        let shown = graph.laidOutViews.first { $0.type == "Color" || $0.type == "Rectangle" }!.frame
        #expect(shown.minX > 105 && shown.maxX < 290, "the turned view is foreshortened: \(shown)")
        // Inside the flat 200 pt frame (x 100…300) but outside the projected view: nothing.
        #expect(!graph.tap(at: CGPoint(x: 290, y: 150)))
        #expect(!graph.tap(at: CGPoint(x: 105, y: 150)))
        #expect(graph.tap(at: CGPoint(x: shown.midX, y: 150)))
        #expect(graph.tap(at: CGPoint(x: shown.minX + 3, y: 150)) && graph.tap(at: CGPoint(x: shown.maxX - 3, y: 150)))
        #expect(taps.count == 3)
    }
}
