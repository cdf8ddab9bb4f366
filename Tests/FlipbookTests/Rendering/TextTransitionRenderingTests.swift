import Foundation
import FlipbookCairo
import Testing
@testable import Flipbook

/// Numeric text drawn character by character during its transition, laid out by Pango as it is drawn.
@MainActor
@Suite struct TextTransitionRenderingTests {
    struct Title: View {
        @State private var long = true
        var body: some View {
            VStack {
                Text(long ? "AVATAR Tower Walking" : "Run")
                    .font(.title.bold())
                    .contentTransition(.numericText())
                Button("swap") { withAnimation(.linear(duration: 10)) { long.toggle() } }
            }
        }
    }

    /// A character's share of its line is narrower than the character alone where kerning pulls it in ("AV",
    /// "To"): drawn in that share with a line limit, Pango ellipsized it, and "AVATAR" rolled out as "A…A…AR".
    @Test func noCharacterOfARollingTextIsDrawnAsAnEllipsis() throws {
        let host = ViewHost(Title(), size: CGSize(width: 400, height: 200), fonts: .pinned)
        host.advance(to: 0.5)
        try host.tap(label: "swap")
        host.advance(to: 1)
        var characters: [DisplayList.TextDrawing] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .text(let drawing) where drawing.string.count == 1: characters.append(drawing)
                case .effect(_, let inner), .list(let inner): visit(inner)
                default: break
                }
            }
        }
        visit(host.displayList)
        #expect(characters.count >= 20, "the old title's characters and the new one's: \(characters.count)")
        let pango = PangoTextMeasurer(fonts: .pinned)
        let truncated = characters.filter {
            pango.characterLayout($0.string, runs: nil, font: $0.font, width: $0.size.width, lineLimit: $0.lineLimit,
                                  alignment: $0.alignment).isTruncated
        }
        #expect(truncated.isEmpty, "drawn as an ellipsis: \(truncated.map(\.string))")
    }

    /// A title whose font grows (and, with `heavy`, gets heavier) in one animated change, with the transition
    /// given (none: SwiftUI's default).
    struct Growing: View {
        var heavy = false
        var transition: ContentTransition?
        @State private var big = false
        var body: some View {
            VStack(spacing: 0) {
                title.frame(width: 300, height: 100)
                Button("grow") { withAnimation(.linear(duration: 1)) { big.toggle() } }
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        @ViewBuilder private var title: some View {
            let text = Text("Hello").font(.system(size: big ? 60 : 20, weight: heavy && big ? .black : .regular))
            if let transition { text.contentTransition(transition) } else { text }
        }
    }

    /// The rows and columns with ink (dark pixels) in the top 100 points of a 300-point-wide frame.
    private func ink(_ host: ViewHost) throws -> CGRect {
        let image = try host.image(scale: 1)
        var box = CGRect.null
        for y in 0..<100 {
            for x in 0..<300 where image.pixel(x: x, y: y).red < 160 {
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    private func texts(_ list: DisplayList) -> [(DisplayList.TextDrawing, ProjectionTransform)] {
        var found: [(DisplayList.TextDrawing, ProjectionTransform)] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .text(let drawing) where drawing.string == "Hello": found.append((drawing, item.transform))
                case .effect(_, let inner), .list(let inner): visit(inner)
                default: break
                }
            }
        }
        visit(list)
        return found
    }

    /// A font size that changes in an animated transaction grows the glyphs smoothly through the sizes between,
    /// as SwiftUI interpolates glyphs whose string stays: half way, the text is half way between its heights.
    /// Before, the new size showed at once in a frame that was still growing.
    @Test func aFontSizeChangeInterpolatesTheGlyphs() throws {
        let host = ViewHost(Growing(), size: CGSize(width: 300, height: 200), fonts: .pinned)
        let small = try ink(host)
        try host.tap(label: "grow")
        host.advance(to: 0.5)
        let half = try ink(host)
        let drawn = texts(host.displayList)
        #expect(drawn.count == 1 && drawn[0].0.font.size == 60, "the new text, scaled down: \(drawn.map(\.0.font))")
        host.advance(to: 2)
        let large = try ink(host)
        #expect(large.height > small.height * 2.5, "\(small) \(large)")
        #expect(abs(half.height - (small.height + large.height) / 2) <= 1, "\(small) \(half) \(large)")
        #expect(abs(half.width - (small.width + large.width) / 2) <= 2, "\(small) \(half) \(large)")
    }

    /// A change of weight cross-fades the old weight into the new while both scale to the same box, so the
    /// glyphs stay together; an interrupting change starts from the size shown.
    @Test func aWeightChangeCrossFadesInOneBoxAndAReversalStartsWhereItIs() throws {
        let host = ViewHost(Growing(heavy: true), size: CGSize(width: 300, height: 200), fonts: .pinned)
        try host.tap(label: "grow")
        host.advance(to: 0.5)
        let drawn = texts(host.displayList)
        #expect(drawn.map(\.0.font.weight).sorted() == [400, 900], "\(drawn.map(\.0.font))")
        let boxes = drawn.map { CGRect(origin: .zero, size: $0.0.size).boundingBox(projectedBy: $0.1) ?? .null }
        #expect(boxes.count == 2 && abs(boxes[0].width - boxes[1].width) < 0.01 && abs(boxes[0].minX - boxes[1].minX) < 0.01,
                "\(boxes)")
        let half = try ink(host)
        try host.tap(label: "grow")
        host.advance(to: 0.5 + 1e-6)
        let reversed = try ink(host)
        #expect(abs(reversed.height - half.height) <= 2, "no jump when the change turns back: \(half) \(reversed)")
    }

    /// With `.opacity` the old size fades out as the new one fades in, each at its own size, unscaled.
    @Test func anOpacityTransitionCrossFadesTheSizes() throws {
        let host = ViewHost(Growing(transition: .opacity), size: CGSize(width: 300, height: 200), fonts: .pinned)
        try host.tap(label: "grow")
        host.advance(to: 0.5)
        let drawn = texts(host.displayList)
        #expect(drawn.map(\.0.font.size).sorted() == [20, 60], "\(drawn.map(\.0.font))")
    }

    /// Text in a `scaleEffect` that stretches one axis more than the other keeps its one line and its letters'
    /// spacing: laid out by Pango under the stretched matrix, it wrapped and its glyphs ran together.
    @Test func aStretchedTextKeepsItsLine() throws {
        func inkBox(_ scale: CGSize) throws -> CGRect {
            let host = ViewHost(Text("Hello").font(.system(size: 60, weight: .black))
                                    .scaleEffect(x: scale.width, y: scale.height)
                                    .frame(width: 300, height: 100),
                                size: CGSize(width: 300, height: 200), fonts: .pinned)
            return try ink(host)
        }
        let plain = try inkBox(CGSize(width: 1, height: 1))
        for scale in [CGSize(width: 0.3, height: 0.5), CGSize(width: 0.8, height: 0.5), CGSize(width: 0.5, height: 1)] {
            let box = try inkBox(scale)
            #expect(abs(box.width - plain.width * scale.width) <= 2 && abs(box.height - plain.height * scale.height) <= 2,
                    "\(scale): \(box) against \(plain)")
        }
    }
}
