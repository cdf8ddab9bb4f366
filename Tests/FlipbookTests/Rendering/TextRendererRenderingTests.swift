import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews
import FlipbookCairo

/// A `TextRenderer` is handed the text's lines, runs and glyphs where Pango placed them.
@MainActor
@Suite struct TextRendererRenderingTests {
    private struct Whole: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    private struct LetterByLetter: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for slice in run { context.draw(slice) }
                }
            }
        }
    }

    private struct Recorder: TextRenderer {
        let record: (Text.Layout) -> Void
        func draw(layout: Text.Layout, in context: inout GraphicsContext) { record(layout) }
    }

    private let paragraph = Text("A sentence long enough to wrap onto three lines, centred in its frame.")

    private func pixels<V: View>(_ view: V) throws -> RasterImage {
        try ViewHost(view.font(.system(size: 16)).multilineTextAlignment(.center).frame(width: 160),
                     size: CGSize(width: 200, height: 160), fonts: .pinned).image()
    }

    private func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        var largest = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                largest = max(largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                              abs(Int(p.blue) - Int(q.blue)))
            }
        }
        return largest
    }

    @Test func drawingEveryLineDrawsWhatTheTextDrawsWhole() throws {
        let plain = try pixels(paragraph)
        #expect(largestDifference(plain, try pixels(paragraph.textRenderer(Whole()))) <= 8)
        // Each glyph drawn on its own lands where Pango placed it in the whole line.
        #expect(largestDifference(plain, try pixels(paragraph.textRenderer(LetterByLetter()))) <= 8)
        #expect(largestDifference(plain, try pixels(Text("Other words entirely.").textRenderer(Whole()))) > 100)
    }

    @Test func theLayoutHasTheWrappedLinesRunsAndCustomAttributes() throws {
        struct Tag: TextAttribute { var name: String }
        var seen: Text.Layout?
        let text = Text("Plain words, ") + Text("tagged words").customAttribute(Tag(name: "t")).bold()
            + Text(" and plain again at the end.")
        _ = try pixels(text.textRenderer(Recorder { seen = $0 }))
        let layout = try #require(seen)
        #expect(layout.count >= 2 && !layout.isTruncated)
        let runs = layout.flatMap { $0 }
        #expect(runs.contains { $0[Tag.self] == Tag(name: "t") })
        let tagged = runs.filter { $0[Tag.self] != nil }.flatMap { $0 }.map { $0.characterIndices[0] }
        #expect(tagged == Array(13..<25))
        // Lines go down the frame; within a line, glyphs go right; every glyph is inside the 160-point frame.
        let baselines = layout.map(\.origin.y)
        #expect(zip(baselines, baselines.dropFirst()).allSatisfy { $0 < $1 })
        for line in layout {
            let slices = line.flatMap { $0 }
            #expect(zip(slices, slices.dropFirst()).allSatisfy {
                $0.typographicBounds.origin.x < $1.typographicBounds.origin.x })
            #expect(slices.allSatisfy { $0.typographicBounds.rect.minX >= -0.5 && $0.typographicBounds.rect.maxX <= 160.5 })
            #expect(line.typographicBounds.ascent > 10 && line.typographicBounds.descent > 2)
        }
    }

    /// A word too long for its line breaks between two letters with no hyphen, as Core Text breaks it: "Wi" over
    /// "de" at 16 points in 24. Pango added a hyphen, which then left room for one letter: "W-" over "ide".
    @Test func aWordTooLongForItsLineBreaksWithoutAHyphen() throws {
        var seen: Text.Layout?
        _ = try ViewHost(Text("Wide").font(.system(size: 16)).textRenderer(Recorder { seen = $0 }).frame(width: 24),
                         size: CGSize(width: 100, height: 100), fonts: .pinned).image()
        let layout = try #require(seen)
        let lines = layout.map { line in line.flatMap { $0 }.flatMap(\.characterIndices) }
        #expect(lines == [[0, 1], [2, 3]], "\(lines)")
    }
}
