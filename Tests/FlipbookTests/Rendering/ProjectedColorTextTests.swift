import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

/// Colour emoji are pictures in Noto Color Emoji, with no outline to project: text that has them (or a gradient)
/// is drawn flat and resampled through a 3-D projection, as pictures are, so a card flipping over keeps its
/// emoji's colours mid-turn.
@MainActor
@Suite struct ProjectedColorTextTests {
    private struct Card: View {
        let text: String
        var body: some View {
            Text(text).font(.system(size: 80))
                .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                .frame(width: 200, height: 200)
        }
    }

    /// The pixels that are clearly coloured (not grey), and those inked at all.
    private func counts(_ text: String) throws -> (colored: Int, inked: Int) {
        let image = try ViewHost(Card(text: text), size: CGSize(width: 200, height: 200), fonts: .pinned).image()
        var colored = 0, inked = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let p = image.pixel(x: x, y: y)
                let channels = [Int(p.red), Int(p.green), Int(p.blue)]
                if channels.max()! - channels.min()! > 60 { colored += 1 }
                if channels.min()! < 200 { inked += 1 }
            }
        }
        return (colored, inked)
    }

    @Test func anEmojiTurnedIn3DKeepsItsColours() throws {
        let emoji = try counts("🦄")
        #expect(emoji.colored > 300, "\(emoji.colored) coloured pixels")
        // Plain text is still drawn sharp from its outline, in its one colour.
        let letters = try counts("Ab")
        #expect(letters.inked > 300 && letters.colored == 0, "\(letters)")
    }
}
