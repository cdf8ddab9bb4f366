import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews
import FlipbookCairo

/// Pictures from resource folders, symbols, and both under perspective.
@MainActor
@Suite(.serialized) struct ImageTests {
    /// A folder with a 40 × 20 picture: left half red, right half blue (and the same as @2x under another name).
    private static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-images-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = CairoRenderer(fonts: .pinned)
        for (name, scale) in [("halves", 1.0), ("sharp@2x", 2.0)] {
            let list = DisplayList(items: [
                DisplayList.Item(transform: ProjectionTransform(), content: .fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), .color(Color.red.resolved()), FillStyle())),
                DisplayList.Item(transform: ProjectionTransform(), content: .fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), .color(Color.blue.resolved()), FillStyle())),
            ])
            try? renderer.render(list, size: CGSize(width: 40, height: 20), scale: scale).pngData()
                .write(to: folder.appendingPathComponent(name + ".png"))
        }
        // The same picture as an asset catalog's image set, under a name no file has.
        let set = folder.appendingPathComponent("Assets.xcassets/catalogued.imageset")
        try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(at: folder.appendingPathComponent("halves.png"),
                                          to: set.appendingPathComponent("picture.png"))
        try? #"{"images": [{"idiom": "universal", "filename": "picture.png", "scale": "1x"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return folder
    }()

    private func host<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 100)) -> ViewHost {
        ViewHost(view, size: size, fonts: .pinned, resources: [Self.folder])
    }

    @Test func picturesTakeTheirOwnSizeUnlessResizable() throws {
        let plain = host(Image("halves"))
        #expect(plain.laidOutViews.last?.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
        for labelled in [Image("halves", label: Text("Halves")), Image(decorative: "halves")] {
            #expect(host(labelled).laidOutViews.last?.frame == CGRect(x: 30, y: 40, width: 40, height: 20),
                    "a label for accessibility, or none, changes nothing drawn")
        }
        let retina = host(Image("sharp"))
        #expect(retina.laidOutViews.last?.frame.size == CGSize(width: 40, height: 20), "@2x: 80 × 40 pixels are 40 × 20 pt")
        let stretched = host(Image("halves").resizable().frame(width: 80, height: 60))
        let drawn = try stretched.image()
        #expect(drawn.pixel(x: 20, y: 50).red == 255 && drawn.pixel(x: 80, y: 50).blue == 255)
        let fitted = host(Image("halves").resizable().scaledToFit().frame(width: 80, height: 80))
        #expect(fitted.laidOutViews.last { $0.type == "Image" }?.frame.size == CGSize(width: 80, height: 40))
    }

    @Test func changingTheNameChangesThePicture() throws {
        struct Switcher: View {
            @State var long = false
            var body: some View {
                VStack {
                    Image(long ? "halves" : "half").resizable().frame(width: 40, height: 20)
                    Button("switch") { long.toggle() }
                }
            }
        }
        let shortName = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-images-\(getpid())/half.png")
        try? FileManager.default.removeItem(at: shortName)
        let host = host(Switcher())
        #expect(host.displayList.description.contains("image") == false, "no file named half")
        try host.tap(label: "switch")
        #expect(host.displayList.description.contains("image \"halves.png\""))
        try host.tap(label: "switch")
        #expect(host.displayList.description.contains("image") == false, "half is not halves")
    }

    @Test func aMissingPictureWarnsAndTakesNoSpace() {
        let missing = host(HStack(spacing: 0) { Image("no-such-picture"); Color.red.frame(width: 10, height: 10) })
        #expect(missing.warnings == ["No image named 'no-such-picture' found in asset catalog for main bundle"])
        #expect(missing.laidOutViews.last { $0.type == "Image" }?.frame.size == .zero)
    }

    @Test func symbolsFollowTheFontAndForegroundColour() throws {
        let small = host(Image(systemName: "heart.fill").font(.system(size: 20)).foregroundColor(.red))
        let large = host(Image(systemName: "heart.fill").font(.system(size: 40)).foregroundColor(.red))
        #expect(small.laidOutViews.last?.frame.size == CGSize(width: 24, height: 24))
        #expect(large.laidOutViews.last?.frame.size == CGSize(width: 48, height: 48))
        let drawn = try large.image()
        #expect(drawn.pixel(x: 50, y: 52).red == 255 && drawn.pixel(x: 50, y: 52).green < 80, "a red heart in the middle")
        #expect(drawn.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        #expect(large.warnings.isEmpty)
        let unknown = host(Image(systemName: "no.such.symbol").font(.system(size: 40)).foregroundColor(.red))
        #expect(unknown.warnings == ["No symbol named 'no.such.symbol' found in system symbol set"])
        #expect(unknown.laidOutViews.last?.frame.size == CGSize(width: 48, height: 48), "a placeholder takes the symbol's place")
        #expect(glyphs(unknown) == [glyph(SymbolCatalog.placeholder)], "and shows a question mark")
        #expect(SymbolCatalog.entry(named: "3.circle")?.inset == "3")
        #expect(SymbolCatalog.entry(named: "15.circle.fill")?.inset == "15" && SymbolCatalog.entry(named: "51.circle") == nil)
        #expect(SymbolCatalog.entry(named: "12.square") == nil, "numbered squares have the font's glyphs, 0 to 9")
        #expect(SymbolCatalog.entry(named: "airplane")?.quarterTurns == 1, "the plane's nose points to +x, as SF's does")
    }

    /// The glyphs of the symbols a host draws, in order.
    private func glyphs(_ host: ViewHost) -> [String] {
        var found: [String] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .symbol(let drawing): found.append(drawing.glyph)
                case .list(let inner), .effect(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(host.displayList)
        return found
    }

    private func glyph(_ entry: SymbolCatalog.Entry) -> String { String(Character(Unicode.Scalar(entry.codepoint)!)) }

    @Test func symbolNamesFallBackVariantsApplyAndScalesSize() throws {
        // A name the table lacks draws as its other form, else as its nearest shorter name; an enclosed or slashed
        // name is composed from the glyph the table has.
        var enclosed = try #require(SymbolCatalog.entry(named: "bolt.horizontal"))
        enclosed.enclosure = SymbolCatalog.Enclosure(codepoint: 0xF12F, isFilled: true)
        #expect(SymbolCatalog.entry(named: "bolt.horizontal.circle.fill") == enclosed)
        #expect(SymbolCatalog.entry(named: "leaf.square")?.enclosure == SymbolCatalog.Enclosure(codepoint: 0xF131, isFilled: false))
        #expect(SymbolCatalog.entry(named: "flame.slash")?.isSlashed == true)
        #expect(SymbolCatalog.entry(named: "flame.slash")?.codepoint == SymbolCatalog.entry(named: "flame")?.codepoint)
        #expect(SymbolCatalog.entry(named: "person.crop.circle.badge.xmark") == SymbolCatalog.entry(named: "person.crop.circle"))
        #expect(SymbolCatalog.names.count > 700)
        // `.symbolVariant(.circle.fill)` draws `checkmark.circle.fill`, which the table has, and composes
        // `leaf.circle.fill`, which it lacks, from the filled circle and the filled leaf.
        let variants = host(HStack { Image(systemName: "checkmark"); Image(systemName: "leaf") }
            .symbolVariant(.circle.fill))
        #expect(SymbolVariants.none.circle.fill.applied(to: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.slash.fill.applied(to: "bell") == "bell.slash.fill")
        #expect(variants.warnings.isEmpty)
        #expect(glyphs(variants) == [SymbolCatalog.entry(named: "checkmark.circle.fill"), SymbolCatalog.entry(named: "circle.fill"),
                                     SymbolCatalog.entry(named: "leaf.fill")].compactMap { $0.map(glyph) })
        let scaled = { (scale: Image.Scale) in
            self.host(Image(systemName: "star").font(.system(size: 20)).imageScale(scale)).laidOutViews.last?.frame.width ?? 0
        }
        #expect(scaled(.medium) == 24 && near(scaled(.small), 24 * 0.78, 0.01) && near(scaled(.large), 24 * 1.29, 0.01))
    }

    @Test func aComposedFilledSymbolShowsWhatIsBehindItThroughItsGlyph() throws {
        let drawn = try host(Image(systemName: "car.circle.fill").font(.system(size: 40)).foregroundStyle(.red)
            .padding(20).background(Color.blue)).image()
        // The filled circle in red; the car knocked out of its middle shows the blue behind, not white.
        // The symbol's 48-point box is at 26...74 (88 points centred in 100): the car's body is at (50, 54), the
        // circle alone at (50, 33).
        let body = drawn.pixel(x: 50, y: 54)
        #expect(body.blue == 255 && body.red == 0, "the car's body: \(body)")
        let rim = drawn.pixel(x: 50, y: 33)
        #expect(rim.red == 255 && rim.blue < 100, "the circle above the car: \(rim)")
        let outlined = try host(Image(systemName: "car.circle").font(.system(size: 40)).foregroundStyle(.red)
            .padding(20).background(Color.blue)).image()
        #expect(outlined.pixel(x: 50, y: 54).red == 255, "an outlined circle holds the car in the symbol's colour")
        #expect(outlined.pixel(x: 50, y: 37).blue == 255, "between the ring and the car")
    }

    @Test func anImagePaintTilesItsPictureFromTheRegionsCorner() throws {
        // The 40 × 20 picture at half scale: 20 × 10 point tiles, red then blue every 10 points from x = 10.
        let tiled = try host(Rectangle().fill(.image(Image("halves"), scale: 0.5)).frame(width: 80, height: 20)).image()
        for (x, isRed) in [(15, true), (25, false), (35, true), (45, false), (85, false)] {
            let pixel = tiled.pixel(x: x, y: 45)
            #expect(isRed ? pixel.red == 255 && pixel.blue < 80 : pixel.blue == 255 && pixel.red < 80, "x \(x): \(pixel)")
        }
        // Only the right half of the picture, tiled: blue everywhere, also in a canvas's tiled shading.
        let blue = try host(Rectangle().fill(ImagePaint(image: Image("halves"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1),
                                                        scale: 0.5)).frame(width: 80, height: 20)).image()
        #expect([15, 25, 35].allSatisfy { blue.pixel(x: $0, y: 45).blue == 255 })
        let canvas = try host(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(Image("halves"), origin: CGPoint(x: 10, y: 0)))
        }.frame(width: 80, height: 20)).image()
        // 40-point tiles from x = 10 in the canvas (20 in the host): red 20…40 and 60…80, blue before and between.
        for (x, isRed) in [(15, false), (25, true), (45, false), (65, true)] {
            let pixel = canvas.pixel(x: x, y: 45)
            #expect(isRed ? pixel.red == 255 : pixel.blue == 255, "canvas x \(x): \(pixel)")
        }
        // A faded picture is faded in a stroke as in a fill: the system red (255, 59, 48) half over white.
        for shape in [AnyView(Rectangle().fill(.image(Image("halves"), scale: 0.5).opacity(0.5))),
                      AnyView(Rectangle().stroke(.image(Image("halves"), scale: 0.5).opacity(0.5), lineWidth: 20))] {
            let pixel = try host(shape.frame(width: 80, height: 20)).image().pixel(x: 15, y: 45)
            #expect(pixel.red == 255 && abs(Int(pixel.green) - 157) <= 2 && abs(Int(pixel.blue) - 151) <= 2, "\(pixel)")
        }
        let missing = host(Rectangle().fill(.image(Image("no-such-picture"))).frame(width: 80, height: 20))
        _ = try missing.image()
        #expect(missing.warnings.contains { $0.contains("no-such-picture") }, "\(missing.warnings)")
    }

    @Test func aGradientForegroundPaintsASymbolAcrossItsBox() throws {
        let square = Image(systemName: "square.fill").font(.system(size: 60))
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        let drawn = try host(square).image()
        // The filled square's top inked row is red and its bottom inked row blue.
        let inkedRows = (0..<100).filter { y in (0..<100).contains { x in
            let pixel = drawn.pixel(x: x, y: y)
            return pixel.red < 200 || pixel.blue < 200 } }
        let top = try #require(inkedRows.first), bottom = try #require(inkedRows.last)
        let topInk = drawn.pixel(x: 50, y: top + 1), bottomInk = drawn.pixel(x: 50, y: bottom - 1)
        #expect(topInk.red > 200 && topInk.blue < 120, "\(topInk)")
        #expect(bottomInk.blue > 200 && bottomInk.red < 120, "\(bottomInk)")
    }

    @Test func aResizableSymbolStretchesToItsFrameAndBatteriesLieOnTheirSide() throws {
        func inkBounds(_ view: some View) throws -> CGRect {
            let drawn = try host(view, size: CGSize(width: 200, height: 100)).image()
            var xs: [Int] = [], ys: [Int] = []
            for y in 0..<100 { for x in 0..<200 where drawn.pixel(x: x, y: y).red < 128 { xs.append(x); ys.append(y) } }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
            return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        // A resizable symbol in a 160 × 40 frame fills it, as a resizable picture does; a fixed one keeps its shape.
        let stretched = try inkBounds(Image(systemName: "square.fill").resizable().frame(width: 160, height: 40))
        #expect(stretched.width >= 110 && abs(stretched.width / stretched.height - 4) < 0.2, "\(stretched)")
        let fitted = try inkBounds(Image(systemName: "square.fill").resizable().scaledToFit().frame(width: 160, height: 40))
        #expect(abs(fitted.width - fitted.height) <= 2, "\(fitted)")
        // SF Symbols' batteries are horizontal.
        let battery = try inkBounds(Image(systemName: "battery.100").font(.system(size: 60)))
        #expect(battery.width > battery.height * 1.4, "\(battery)")
    }

    @Test func aCanvasResolvesAnAssetCatalogsImageSetAsImageDoes() throws {
        let view = try host(Image("catalogued").frame(width: 40, height: 20)).image()
        let canvas = try host(Canvas { context, _ in
            let picture = context.resolve(Image("catalogued"))
            context.draw(picture, at: CGPoint(x: 20, y: 10))
        }.frame(width: 40, height: 20)).image()
        // Red on the left half, blue on the right, in both (the canvas drew nothing when it looked for files only).
        for image in [view, canvas] {
            let left = image.pixel(x: 35, y: 50), right = image.pixel(x: 65, y: 50)
            #expect(left.red == 255 && left.blue < 80 && right.blue == 255 && right.red < 80, "\(left) \(right)")
        }
    }

    @Test func picturesAndTextInPerspectiveAreResampledAndOutlined() throws {
        let turned = host(Image("halves").resizable().frame(width: 80, height: 40)
            .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0)))
        let drawn = try turned.image()
        #expect(drawn.pixel(x: 40, y: 50).red == 255 && drawn.pixel(x: 40, y: 50).blue < 80, "the red half")
        #expect(drawn.pixel(x: 60, y: 50).blue == 255 && drawn.pixel(x: 60, y: 50).red == 0, "the blue half")
        #expect(drawn.pixel(x: 50, y: 25) == (255, 255, 255, 255), "above the foreshortened picture")
        let flat = try host(Image("halves").resizable().frame(width: 80, height: 40)).image()
        #expect(flat.pixel(x: 50, y: 25).red == 255, "unturned, the picture reaches higher")

        let text = try host(Text("WWW").font(.system(size: 30, weight: .black))
            .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))).image()
        var dark = 0
        for y in 30..<70 { for x in 0..<100 where text.pixel(x: x, y: y).red < 100 { dark += 1 } }
        #expect(dark > 200, "text under perspective is drawn as projected outlines, not dropped: \(dark) dark pixels")
    }

    @Test func fileHeadersGiveSizes() throws {
        let png = try Data(contentsOf: Self.folder.appendingPathComponent("halves.png"))
        #expect(ImageFile.pixelSize(ofPicture: png)! == (40, 20))
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x01, 0x2C, 0x00, 0xC8]
        jpeg += [UInt8](repeating: 0, count: 8)
        #expect(ImageFile.pixelSize(ofPicture: Data(jpeg))! == (200, 300))
        #expect(ImageFile.pixelSize(ofPicture: Data("not a picture".utf8)) == nil)
    }
}
