import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

/// Text under a 3-D projection is filled as its glyphs' outline, taken in the layout's own space: a clip around
/// the text must not reach that space. Pango leaves out glyphs outside the clip, so a card turning inside a
/// `cornerRadius` lost its label whenever the card was not over the canvas's corner; so are glyphs beyond a
/// group's surface, which a fading card inside a clip is drawn in.
@MainActor
@Suite struct ProjectedTextClipTests {
    private struct Card: View {
        let clipped: Bool
        var faded = false
        var body: some View {
            let card = Text("G").font(.title)
                .rotation3DEffect(.degrees(2), axis: (x: 0, y: 1, z: 0))
                .frame(width: 100, height: 100)
                .background(Color.yellow)
            VStack(spacing: 30) {
                Color.clear.frame(width: 100, height: 360)
                Group {
                    if clipped { card.cornerRadius(10) } else if faded { card.opacity(0.9).cornerRadius(10) } else { card }
                }
                .offset(x: 0.5)
            }
        }
    }

    private func inked(_ clipped: Bool, faded: Bool = false) throws -> Int {
        let image = try ViewHost(Card(clipped: clipped, faded: faded), size: CGSize(width: 300, height: 600), fonts: .pinned).image()
        var count = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).blue < 100 && image.pixel(x: x, y: y).red < 100 {
                count += 1
            }
        }
        return count
    }

    @Test func projectedTextInsideAClipAwayFromTheOriginIsDrawn() throws {
        let plain = try inked(false)
        #expect(plain > 50, "the label is drawn: \(plain) dark pixels")
        #expect(try inked(true) == plain, "the same label inside the rounded clip")
        // Faded inside the clip, it is drawn in a group whose surface covers only the clip: there too.
        let faded = try inked(false, faded: true)
        #expect(faded > plain / 2, "\(faded) dark pixels faded, \(plain) opaque")
    }
}
