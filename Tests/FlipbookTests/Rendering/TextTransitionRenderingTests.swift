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
}
