import Foundation
@testable import FlipbookProject
import Testing

/// The symbols generated for a project's asset catalogs, as Xcode names them.
@Suite struct AssetSymbolsTests {
    @Test func symbolsAreTheSetNamesInLowerCamelCaseWithoutTheKindsSuffix() {
        let colors = ["AccentColor", "BrandColor", "DSAction", "DSDockCPU", "color_000000", "PageBg", "Color",
                      "accent color", "URL"]
        #expect(colors.map { AssetSymbols.symbol(forSet: $0, droppingSuffix: "Color") } ==
                ["accent", "brand", "dsAction", "dsDockCPU", "color000000", "pageBg", "color", "accent", "url"])
        let images = ["love-reaction", "HeroImage", "Spark", "000", "thumbs up", "default", "ÉtéImage", "--"]
        #expect(images.map { AssetSymbols.symbol(forSet: $0, droppingSuffix: "Image") } ==
                ["loveReaction", "hero", "spark", "_000", "thumbsUp", "`default`", "été", nil])
    }

    @Test func staticDeclarationsAreFoundByName() {
        let names = AssetSymbols.staticNames(in: ["""
        extension Color {
            static let brand = Color("Brand")
            static var `default`: Color { .gray }
            static func tinted(_ x: Double) -> Color { .red }
            let notStatic = 1
        }
        """])
        #expect(names == ["brand", "default", "tinted"])
    }

    @Test func catalogsGiveColourAndImageSymbolsSkippingSwiftUIsNamesRepeatsAndOtherSets() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-symbols-\(getpid())-\(UInt32.random(in: 0...UInt32.max))/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        for set in ["AccentColor.colorset", "Red.colorset", "Palette/BrandColor.colorset", "Brand.colorset",
                    "Hero.imageset", "Icons/love-reaction.imageset", "AppIcon.appiconset", "Data.dataset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        let symbols = AssetSymbols(catalogs: [catalog], declared: ["accent"])
        #expect(symbols.colors.map(\.symbol) == ["accent", "brand"], "Red is SwiftUI's; Palette/BrandColor repeats Brand")
        #expect(symbols.colors.map(\.name) == ["AccentColor", "Brand"])
        #expect(symbols.colors.map(\.onColor) == [false, true], "the user's code declares a static `accent`")
        #expect(symbols.images.map(\.symbol) == ["hero", "loveReaction"])
        let source = symbols.source
        #expect(source.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: .main)"#))
        #expect(source.contains(#"static let loveReaction = ImageResource(name: "love-reaction", bundle: .main)"#))
        #expect(source.contains("static var brand: Color { Color(ColorResource.brand) }"))
        #expect(source.contains(#"static let brand = ColorResource(name: "Brand", bundle: .main)"#))
        #expect(!source.contains("static var accent: Color"))
        #expect(AssetSymbols(catalogs: [], declared: []).isEmpty)
    }
}
