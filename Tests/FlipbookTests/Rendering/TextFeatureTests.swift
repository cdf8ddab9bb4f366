import Foundation
import CCairo
import Testing
@testable import Flipbook
@testable import FlipbookViews
@testable import FlipbookCairo

/// Text features that need the real font engine.
@MainActor
@Suite struct TextFeatureTests {
    private func width<V: View>(_ view: V) -> CGFloat {
        let host = ViewHost(view.fixedSize(), size: CGSize(width: 300, height: 100), fonts: .pinned)
        return host.laidOutViews.first { $0.type == "Text" }?.frame.width ?? -1
    }

    /// Inter (installed by `scripts/install-system-packages`) has proportional digits and tabular ones.
    @Test func monospacedDigitsTakeEqualWidths() {
        let font = Font.custom("Inter", size: 30)
        #expect(width(Text("111").font(font)) < width(Text("888").font(font)), "proportional digits differ")
        #expect(width(Text("111").font(font).monospacedDigit()) == width(Text("888").font(font).monospacedDigit()))
        #expect(width(Text("111").font(font.monospacedDigit())) == width(Text("888").font(font.monospacedDigit())))
        #expect(width(VStack { Text("111") }.font(font).monospacedDigit())
                == width(VStack { Text("888") }.font(font).monospacedDigit()))
    }

    /// Pango counts lengths in 32-bit 1/1024 points: huge ones are cut, never overflowed into a crash.
    @Test func hugeTextLengthsAreCutNotOverflowed() throws {
        let huge: CGFloat = 1e12
        let views: [AnyView] = [
            AnyView(Text("Wide").frame(width: huge)),
            AnyView(Text("Spaced").kerning(huge)),
            AnyView(Text("Lines\nmore").lineSpacing(huge)),
            AnyView(Text("Raised").baselineOffset(huge)),
            AnyView(Text("Limit").lineLimit(Int.max)),
        ]
        for view in views {
            let host = ViewHost(view, size: CGSize(width: 300, height: 100), fonts: .pinned)
            _ = try host.image()
        }
        #expect(width(Text("Limit").lineLimit(Int.max)) == width(Text("Limit")))
    }

    /// Small capitals are capitals at lowercase height: "Hello" in small caps is wider than in lowercase and
    /// narrower than in capitals, and all small caps shrink the capital too.
    @Test func smallCapitalsAreDrawnAsCapitalsAtLowercaseHeight() {
        let font = Font.custom("Inter", size: 30)
        let lower = width(Text("Hello").font(font))
        let upper = width(Text("HELLO").font(font))
        let lowercaseSmallCaps = width(Text("Hello").font(font.lowercaseSmallCaps()))
        let allSmallCaps = width(Text("Hello").font(font.smallCaps()))
        #expect(lower < lowercaseSmallCaps && lowercaseSmallCaps < upper, "\(lower) \(lowercaseSmallCaps) \(upper)")
        #expect(allSmallCaps < lowercaseSmallCaps, "the H is a small capital too")
        // Uppercase small capitals need the font's own `c2sc` glyphs; Inter has none, so the text is unchanged.
        #expect(width(Text("Hello").font(font.uppercaseSmallCaps())) == lower)
        #expect(width(Text("Hello").font(font.leading(.loose))) == lower)
    }

    @Test func joinedTextKeepsEachPartsStyle() throws {
        let plain = Text("Aa") + Text("Bb")
        let styled = Text("Aa") + Text("Bb").font(.system(size: 40)).foregroundColor(Color(red: 1, green: 0, blue: 0))
        #expect(width(plain.font(.system(size: 20))) < width(styled.font(.system(size: 20))), "the second part is bigger")
        let host = ViewHost(styled.font(.system(size: 20)).fixedSize(), size: CGSize(width: 200, height: 80), fonts: .pinned)
        let list = host.displayList.description
        #expect(list.contains("AaBb"), "one text item: \(list)")
        let frame = try #require(host.laidOutViews.first { $0.type == "Text" }).frame
        #expect(frame.height > 40, "the line is as tall as its largest part: \(frame)")
        let image = try host.image()
        var reds = 0, blacks = 0
        for x in Int(frame.minX)..<Int(frame.maxX) {
            for y in Int(frame.minY)..<Int(frame.maxY) {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 { reds += 1 }
                if pixel.red < 60 && pixel.green < 60 && pixel.blue < 60 { blacks += 1 }
            }
        }
        #expect(reds > 50 && blacks > 20, "red and black glyphs: \(reds), \(blacks)")
        // The joined text's own style fills in what a part leaves open.
        let parts = (Text("a") + Text("b").italic()).bold().parts
        #expect(parts.map(\.weight) == [.bold, .bold] && parts.map(\.isItalic) == [false, true])
    }

    @Test func kerningWidensText() {
        #expect(width(Text("spacing").kerning(3)) > width(Text("spacing")) + 15, "3 points after each of 7 letters")
    }

    /// A pictograph with no variation selector (`☁`, `❤`) is drawn as an emoji, as on Apple's platforms; U+FE0E
    /// keeps its text form.
    @Test func pictographsAreDrawnAsEmojiUnlessAskedForText() throws {
        func redPixels(_ string: String) throws -> Int {
            let host = ViewHost(Text(string).font(.system(size: 40)).foregroundColor(.black),
                                size: CGSize(width: 80, height: 80), fonts: .pinned)
            let image = try host.image()
            var reds = 0
            for x in 0..<80 {
                for y in 0..<80 {
                    let pixel = image.pixel(x: x, y: y)
                    if pixel.red > 180 && pixel.green < 90 && pixel.blue < 90 { reds += 1 }
                }
            }
            return reds
        }
        #expect(try redPixels("\u{2764}") > 200, "a red heart")
        #expect(try redPixels("\u{2764}\u{FE0F}") > 200, "a red heart")
        #expect(try redPixels("\u{2764}\u{FE0E}") == 0, "a black heart")
        #expect(TextLayout.emojiPresentationRanges(in: "a\u{2601}b\u{2764}\u{FE0E}\u{2708}") == [1..<4, 11..<14])
        #expect(TextLayout.emojiPresentationRanges(in: "\u{2601}\u{FE0F}\u{00A9}\u{2B50}").isEmpty,
                "a selector already asks for the emoji; the copyright sign and the star are not pictographs here")
    }

    /// Scripts iOS draws and the fonts `scripts/install-system-packages` installs cover: Latin (Inter), Greek,
    /// Cyrillic, Arabic and Hebrew (DejaVu), Chinese, Japanese and Korean (WenQuanYi), Devanagari (Lohit) and Thai
    /// (Loma). A matrix rain of Devanagari letters drew boxes of hexadecimal digits.
    @Test func everyCommonScriptHasAFont() {
        let context = PangoContexts.make()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let samples = ["Hello", "Γειά σου", "Привет", "مرحبا", "שלום", "你好", "こんにちは カタカナ ｱｲｳ", "안녕하세요 ㄱㄴ",
                       "नमस्ते दुनिया", "สวัสดี", "😀 ☁ ❤"]
        for sample in samples {
            let layout = TextLayout(context: context, string: sample,
                                    font: FontDescriptor(family: nil, size: 17, weight: 400, design: .default, italic: false),
                                    width: nil, lineLimit: nil, alignment: .leading, fonts: FontConfiguration())
            #expect(layout.unknownGlyphCount == 0, "\(sample)")
        }
    }

    /// A style's blend mode draws a text's glyphs in that mode, as it draws a shape filled with the style: white
    /// in `.difference` over yellow is blue. Before, the text was drawn white, in the normal mode.
    @Test func aStylesBlendModeDrawsTheGlyphsInIt() throws {
        func bluest<V: View>(_ text: V) throws -> [Int] {
            let image = try ViewHost(text.font(.system(size: 60, weight: .black)).frame(width: 200, height: 100)
                                        .background(Color(red: 1, green: 1, blue: 0)),
                                     size: CGSize(width: 200, height: 100), fonts: .pinned).image()
            var best = [0, 0, 0]
            for y in 0..<100 {
                for x in 0..<200 {
                    let pixel = image.pixel(x: x, y: y)
                    if Int(pixel.blue) - Int(pixel.red) > best[2] - best[0] {
                        best = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                    }
                }
            }
            return best
        }
        let own = try bluest(Text("MW").foregroundStyle(Color.white.blendMode(.difference)))
        #expect(own[2] > 240 && own[0] < 15 && own[1] < 15, "the glyphs' inside: blue, \(own)")
        let fromView = try bluest(VStack { Text("MW") }.foregroundStyle(Color.white.blendMode(.difference)))
        #expect(fromView[2] > 240 && fromView[0] < 15, "\(fromView)")
        let normal = try bluest(Text("MW").foregroundStyle(Color.white))
        #expect(normal[2] - normal[0] < 10, "without a blend mode, white and yellow only: \(normal)")
    }
}
