import Foundation
import Testing
@testable import Flipbook

/// Text with letter spacing, measured and laid out by Pango: it keeps the lines it was measured with.
@MainActor
@Suite struct TextSpacingTests {
    struct Titles: View {
        var body: some View {
            VStack {
                Text("Ready").font(.largeTitle).fontWeight(.black).italic().kerning(2)
                Text("Ready").font(.largeTitle).fontWeight(.black).italic()
                Text("Steady").font(.title).tracking(6)
            }
        }
    }

    /// Pango's line breaking counts the spacing after a line's last letter, which its extents leave out: laid out
    /// at its own measured width, a spaced title wrapped ("Read-" over "y").
    @Test func aSpacedTitleStaysOnOneLine() throws {
        let host = ViewHost(Titles(), size: CGSize(width: 300, height: 400), fonts: .pinned)
        _ = try host.image()
        let texts = host.laidOutViews.filter { $0.type == "Text" }
        #expect(texts.count == 3)
        let spaced = try #require(texts.first), plain = try #require(texts.dropFirst().first)
        #expect(abs(spaced.frame.height - plain.frame.height) < 0.01, "one line: \(spaced.frame) beside \(plain.frame)")
        #expect(spaced.frame.width > plain.frame.width + 4, "five letters spaced by 2 points")
        let tracked = try #require(texts.last)
        #expect(tracked.frame.height < 40, "one line of .title: \(tracked.frame)")
    }
}
