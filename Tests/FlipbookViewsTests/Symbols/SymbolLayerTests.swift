import Foundation
import Testing
@testable import FlipbookViews

/// Symbols drawn in layers (hierarchical, palette) and the levels of the foreground style.
@MainActor
@Suite struct SymbolLayerTests {
    /// The symbol drawings of a graph's display list, in drawing order, with whether each is cut out of what is
    /// drawn before it.
    private func symbols(_ graph: ViewGraph) -> [(drawing: DisplayList.SymbolDrawing, cutOut: Bool)] {
        var found: [(DisplayList.SymbolDrawing, Bool)] = []
        func visit(_ list: DisplayList, cutOut: Bool) {
            for item in list.items {
                switch item.content {
                case .symbol(let symbol): found.append((symbol, cutOut))
                case .effect(.blendMode(.destinationOut), let inner): visit(inner, cutOut: true)
                case .effect(_, let inner), .list(let inner): visit(inner, cutOut: cutOut)
                default: break
                }
            }
        }
        visit(graph.displayList, cutOut: false)
        return found
    }

    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: 200, height: 200))
    }

    @Test func aFilledEnclosureCutsItsGlyphOutInMonochromeAndHoldsItInLayers() {
        let blue = Color.blue.resolved(), red = Color.red.resolved(), white = Color.white.resolved()
        let mono = symbols(graph(Image(systemName: "heart.circle.fill").foregroundStyle(.blue)))
        #expect(mono.count == 2 && mono[0].drawing.color == blue && mono[1].cutOut, "the heart cut out of the circle")

        let hierarchical = symbols(graph(Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue)))
        #expect(hierarchical.count == 2 && !hierarchical[1].cutOut)
        #expect(hierarchical[0].drawing.color == blue.faded(0.6), "the circle in the secondary level")
        #expect(hierarchical[1].drawing.color == blue, "the heart in the style itself")

        let palette = symbols(graph(Image(systemName: "heart.circle.fill").symbolRenderingMode(.palette)
            .foregroundStyle(.white, .red)))
        #expect(palette.map(\.drawing.color) == [red, white] && !palette[1].cutOut, "the circle red, the heart white")
    }

    /// `checkmark.circle.fill` is one glyph of the font, a filled circle with the check cut out. In layers, the cut
    /// check is filled with the first style: a filled circle a little inside the ink, in that style, with the ink cut
    /// out of it, and the glyph over it in the layer's colour.
    @Test func aOneGlyphFilledEnclosureFillsItsCutOutMarkInLayers() throws {
        let green = Color.green.resolved(), white = Color.white.resolved(), gray = Color.gray.resolved()
        let mono = symbols(graph(Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)))
        #expect(mono.count == 1 && mono[0].drawing.color == green, "one glyph, its check showing what is behind")

        let palette = symbols(graph(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette)
            .foregroundStyle(.white, .green)))
        try #require(palette.count == 3)
        let filledCircle = try #require(Unicode.Scalar(0xF12F)).description
        #expect(palette[0].drawing.glyph == filledCircle && palette[0].drawing.color == white && !palette[0].cutOut,
                "a white disc under the check")
        #expect(palette[1].cutOut && palette[1].drawing.color.opacity == 1, "the ink cut out of the disc")
        #expect(palette[2].drawing.glyph == palette[1].drawing.glyph && palette[2].drawing.color == green && !palette[2].cutOut,
                "the circle green over it")

        // A numbered circle is drawn as the outline with its number (no glyph of the filled form): whole, in the
        // enclosure's colour.
        let numbered = symbols(graph(Image(systemName: "15.circle.fill").symbolRenderingMode(.palette)
            .foregroundStyle(.white, .green)))
        #expect(numbered.count == 1 && numbered[0].drawing.inset == "15" && numbered[0].drawing.color == green)

        let hierarchical = symbols(graph(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(.gray)))
        #expect(hierarchical.map(\.drawing.color) == [gray, Color.Resolved(linearRed: gray.linearRed,
                linearGreen: gray.linearGreen, linearBlue: gray.linearBlue, opacity: 1), gray.faded(0.6)],
                "the x in gray on a fainter circle, which still shows what is behind it")
    }

    @Test func theModeComesFromTheEnvironmentAndAPaletteWithOneStyleIsMonochrome() {
        let green = Color.green.resolved()
        let drawn = symbols(graph(HStack {
            Image(systemName: "bolt.circle")
            Image(systemName: "star.square.fill").symbolRenderingMode(.palette)
        }
        .symbolRenderingMode(.palette)
        .foregroundStyle(.orange, .green)))
        #expect(drawn.count == 4)
        #expect(drawn[0].drawing.color == green && drawn[1].drawing.color == Color.orange.resolved(),
                "the outline circle green, the bolt orange")
        let single = symbols(graph(Image(systemName: "star.square.fill").symbolRenderingMode(.palette).foregroundStyle(.pink)))
        #expect(single.count == 2 && single[1].cutOut, "no second style: one colour, as monochrome")
    }

    @Test func hierarchicalStylesAreLevelsOfTheStyleAround() {
        let red = Color.red.resolved(), green = Color.green.resolved(), orange = Color.orange.resolved()
        let levels = graph(VStack {
            Text("one")
            Text("two").foregroundStyle(.secondary)
            Text("three").foregroundStyle(.tertiary)
            Text("four").foregroundColor(.blue).foregroundStyle(.primary)
        }
        .foregroundStyle(.red, .green, .orange))
        #expect(levels.textDrawings.map(\.color) == [red, green, orange, red],
                "a text's own .secondary is the second style around it; .primary the first")
        let derived = graph(VStack {
            Text("a").foregroundStyle(.secondary)
            Image(systemName: "star").foregroundStyle(.secondary)
            Image(systemName: "star").foregroundStyle(.primary)
        }
        .foregroundStyle(.red))
        #expect(derived.textDrawings.map(\.color) == [red.faded(0.6)])
        #expect(symbols(derived).map(\.drawing.color) == [red.faded(0.6), red],
                "one style around: its levels are it, fainter")
    }

    /// Multicolor rendering (`renderingMode(.original)` or `symbolRenderingMode(.multicolor)`) gives the sun its
    /// yellow and a filled cloud its white; a symbol without a multicolor form, or the same symbol drawn as a
    /// template, keeps the foreground style.
    @Test func multicolorSymbolsTakeTheirOwnColours() {
        let graph = ViewGraph(rootView: VStack {
            Image(systemName: "sun.max.fill").renderingMode(.original)
            Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
            Image(systemName: "wind").renderingMode(.original)
            Image(systemName: "sun.max.fill")
            Image(systemName: "sun.max.fill").renderingMode(.original).foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }.foregroundStyle(.purple), size: CGSize(width: 200, height: 300))
        let drawings = graph.symbolDrawings
        let yellow = Color.yellow.resolve(in: EnvironmentValues())
        let purple = Color.purple.resolve(in: EnvironmentValues())
        #expect(drawings.map(\.color) == [yellow, Color.white.resolve(in: EnvironmentValues()), purple, purple, yellow])
        #expect(drawings.last?.paint == nil, "the multicolor sun is not painted with the gradient")
    }
}

private extension Color.Resolved {
    /// This colour at `factor` of its opacity.
    func faded(_ factor: Float) -> Color.Resolved {
        var faded = self
        faded.opacity *= factor
        return faded
    }
}
