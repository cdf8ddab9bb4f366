import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

@MainActor
@Suite struct RenderingTests {
    private func image<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 100)) throws -> RasterImage {
        try ViewHost(view, size: size, fonts: .pinned).image()
    }

    @Test func masksBlursAndAngularGradientsDraw() throws {
        let masked = try image(Color.red.frame(width: 100, height: 100).mask(Circle().frame(width: 50, height: 50)))
        #expect(masked.pixel(x: 50, y: 50).red == 255 && masked.pixel(x: 50, y: 50).green < 80)
        #expect(masked.pixel(x: 10, y: 10) == (255, 255, 255, 255), "outside the mask: the white background")

        let blurred = try image(Color.black.frame(width: 40, height: 40).blur(radius: 10))
        let edge = blurred.pixel(x: 30, y: 50).red
        #expect(edge > 60 && edge < 200, "the edge is soft: \(edge)")

        let wheel = try image(AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 100, height: 100))
        let right = wheel.pixel(x: 95, y: 50), left = wheel.pixel(x: 5, y: 50)
        #expect(right.red > 200 && right.blue < 60, "0°: red")
        #expect(left.blue > 200 && left.red < 80, "180°: blue")
    }

    /// Type scaled almost to nothing (a `.scale` transition's first frame scales by 1e-5) draws nothing, and the
    /// frame renders: Pango rounded the tiny font to a negative size and the context failed ("invalid matrix").
    @Test func textAndSymbolsScaledToNearlyNothingAreSkipped() throws {
        let drawn = try image(VStack {
            Text("🎉 Party").scaleEffect(0.00001)
            Image(systemName: "star.fill").scaleEffect(0.00001)
            Text("shown").foregroundStyle(.black)
        })
        var dark = 0
        for y in 0..<100 { for x in 0..<100 where drawn.pixel(x: x, y: y).red < 100 { dark += 1 } }
        #expect(dark > 10, "the visible text is still drawn")
    }

    /// Chinese, Japanese and Korean text is set in a font that has it (WenQuanYi Micro Hei, which the install
    /// script adds): every ideograph, kana and syllable is one em wide. Without such a font Pango drew boxes of
    /// another width.
    @Test func chineseJapaneseAndKoreanAreSetOneEmPerCharacter() {
        let pango = PangoTextMeasurer(fonts: .pinned)
        let font = FontDescriptor(family: nil, size: 20, weight: 400, design: .default, italic: false)
        for text in ["中文字体", "ひらがな", "한국어글"] {
            let width = pango.measure(text, font: font, width: nil, lineLimit: 1).size.width
            #expect(abs(width - 80) < 0.5, "\(text): \(width)")
        }
    }

    @Test func underlinesAndStrikethroughsDrawLines() throws {
        func darkPixels(_ view: some View) throws -> [Int] {
            let drawn = try image(view.font(.system(size: 30)), size: CGSize(width: 100, height: 60))
            // Dark pixels per row, top to bottom.
            return (0..<60).map { y in (0..<100).filter { drawn.pixel(x: $0, y: y).red < 128 }.count }
        }
        let plain = try darkPixels(Text("xxx"))
        let underlined = try darkPixels(Text("xxx").underline())
        let struck = try darkPixels(VStack { Text("xxx") }.strikethrough())
        // A line is a row much darker than the plain text's.
        let lineRows = { (rows: [Int]) in zip(rows, plain).filter { $0 > $1 + 20 }.count }
        #expect(lineRows(underlined) >= 1 && lineRows(struck) >= 1, "\(underlined) \(struck)")
        let underlineRow = zip(underlined, plain).enumerated().first { $0.element.0 > $0.element.1 + 20 }?.offset ?? 0
        let strikeRow = zip(struck, plain).enumerated().first { $0.element.0 > $0.element.1 + 20 }?.offset ?? 0
        #expect(underlineRow > strikeRow, "the underline is below the strikethrough")
    }

    /// `color:` paints the line in its own colour; the glyphs keep the text's.
    @Test func decorationLinesTakeTheirOwnColour() throws {
        func redRows(_ view: some View) throws -> [Int] {
            let drawn = try image(view.font(.system(size: 30)), size: CGSize(width: 100, height: 60))
            return (0..<60).filter { y in
                (0..<100).filter { drawn.pixel(x: $0, y: y).red > 200 && drawn.pixel(x: $0, y: y).green < 80 }.count > 20
            }
        }
        let underline = try redRows(Text("xxx").underline(color: .red))
        let strike = try redRows(VStack { Text("xxx") }.strikethrough(true, pattern: .dash, color: .red))
        let both = try redRows(Text("xxx").underline(true, color: .red).strikethrough(true, color: .red))
        #expect(!underline.isEmpty && !strike.isEmpty, "\(underline) \(strike)")
        #expect(try redRows(Text("xxx").underline()).isEmpty, "without a colour the line is the text's black")
        #expect(Set(both) == Set(underline + strike) && underline.min()! > strike.max()!, "\(both)")
        var styled = AttributedString("xxx")
        styled.underlineStyle = Text.LineStyle(pattern: .solid, color: .red)
        #expect(try redRows(Text(styled)) == underline, "an attributed string's underline colour")
        // A joined text's underline runs under every part, coloured, unless a part has an underline of its own.
        #expect(try redRows((Text("x") + Text("xx").foregroundColor(.blue)).underline(color: .red)) == underline)
        #expect(try redRows((Text("xxx").underline(color: .green) + Text("")).underline(color: .red)).isEmpty)
        // …and keeps it when the joined text is joined again.
        #expect(try redRows((Text("x") + Text("x")).underline(color: .red) + Text("x")) == underline)
    }

    @Test func lineSpacingAddsRoomBetweenLines() {
        let height = { (spacing: CGFloat) -> CGFloat in
            let host = ViewHost(Text("one\ntwo").lineSpacing(spacing), size: CGSize(width: 300, height: 200), fonts: .pinned)
            return host.laidOutViews.first { $0.type == "Text" }?.frame.height ?? 0
        }
        #expect(near(height(10) - height(0), 10, 0.5), "\(height(0)) \(height(10))")
    }

    @Test func ellipticalGradientsStretchToTheirShape() throws {
        // Black at the centre to white at the edges of a 200 × 100 rectangle, on the ellipse inside it.
        let oval = try image(Rectangle().fill(EllipticalGradient(colors: [.black, .white])).frame(width: 200, height: 100),
                             size: CGSize(width: 200, height: 100))
        let centre = oval.pixel(x: 100, y: 50).red, halfwayAcross = oval.pixel(x: 150, y: 50).red
        let halfwayDown = oval.pixel(x: 100, y: 75).red, edge = oval.pixel(x: 198, y: 50).red
        #expect(centre < 20 && edge > 235, "\(centre) \(edge)")
        // Half the way to the right edge and half the way down are the same step along the gradient.
        #expect(abs(Int(halfwayAcross) - Int(halfwayDown)) < 6 && halfwayAcross > 80 && halfwayAcross < 200,
                "\(halfwayAcross) \(halfwayDown)")
        let stroked = try image(Circle().stroke(.ellipticalGradient(colors: [.red, .blue]), lineWidth: 10)
            .frame(width: 100, height: 60), size: CGSize(width: 100, height: 60))
        #expect(stroked.pixel(x: 50, y: 3).blue > 150, "a stroke on the edge takes the outer colour")
    }

    @Test func aGradientForegroundPaintsTextAcrossItsBox() throws {
        // A block of thick glyphs, red at its leading end and blue at its trailing end.
        let text = Text("MMMMMMMM").font(.system(size: 40, weight: .black))
        let across = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let drawn = try image(text.foregroundStyle(across), size: CGSize(width: 300, height: 60))
        func darkness(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Int {
            Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
        }
        // The darkest pixel of each inked column.
        var inked: [(x: Int, red: UInt8, blue: UInt8)] = []
        for x in 0..<300 {
            var darkest = drawn.pixel(x: x, y: 0)
            for y in 1..<60 where darkness(drawn.pixel(x: x, y: y)) < darkness(darkest) { darkest = drawn.pixel(x: x, y: y) }
            if darkness(darkest) < 450 { inked.append((x, darkest.red, darkest.blue)) }
        }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(first.red > 180 && first.blue < 120, "leading glyphs red: \(first)")
        #expect(last.blue > 180 && last.red < 120, "trailing glyphs blue: \(last)")
        // The drawing carries the gradient; a text with a solid style carries none. The text's own style is the
        // last one set on it (iOS 17's `Text.foregroundStyle`); one set around it yields to the text's colour.
        let down = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let host = ViewHost(VStack {
            text.foregroundStyle(down)
            text.foregroundStyle(.green)
            text.foregroundColor(.orange).foregroundStyle(down)
            text.foregroundStyle(down).foregroundColor(.orange)
            HStack { text.foregroundColor(.orange) }.foregroundStyle(down)
        }, size: CGSize(width: 300, height: 300), fonts: .pinned)
        var paints: [String] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .text(let drawing):
                    if case .linearGradient? = drawing.paint { paints.append("gradient") } else { paints.append("colour") }
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(host.displayList)
        #expect(paints == ["gradient", "colour", "gradient", "colour", "colour"])
    }

    @Test func scaleDoublesPixelsAndZeroCanvasesAreRefused() throws {
        let host = ViewHost(Color.green, size: CGSize(width: 30, height: 20), fonts: .pinned)
        let image = try host.image(scale: 2)
        #expect(image.pixelWidth == 60 && image.pixelHeight == 40)
        let empty = ViewHost(Color.green, size: .zero, fonts: .pinned)
        #expect(throws: RenderError.invalidSize(.zero, scale: 1)) { try empty.pngData() }
    }

    @Test func projectiveItemsAreDrawnFlattenedAndCulledBehindTheEye() throws {
        let tilted = try image(Color.blue.frame(width: 60, height: 60)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        #expect(tilted.pixel(x: 50, y: 50).blue == 255, "the card's centre stays")
        #expect(tilted.pixel(x: 22, y: 50) == (255, 255, 255, 255), "its sides are foreshortened")
    }
}
