import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews
@testable import FlipbookCairo

/// `Font.custom` names: installed and bundled fonts by family or PostScript name, and stand-ins for the rest.
@MainActor
@Suite struct CustomFontTests {
    private let fonts = FontConfiguration()

    private func width<V: View>(_ view: V, fonts: FontConfiguration = FontConfiguration(), resources: [URL] = []) -> CGFloat {
        let host = ViewHost(view.fixedSize(), size: CGSize(width: 600, height: 100), fonts: fonts, resources: resources)
        return host.laidOutViews.first { $0.type == "Text" }?.frame.width ?? -1
    }

    @Test func aNameSaysItsFaceAfterAHyphenOrInItsLastWords() {
        #expect(FontNameStyle("HelveticaNeue-BoldItalic") == FontNameStyle(base: "HelveticaNeue", weight: 700, italic: true))
        #expect(FontNameStyle("AvenirNext-DemiBold") == FontNameStyle(base: "AvenirNext", weight: 600, italic: false))
        #expect(FontNameStyle("Arial-BoldMT") == FontNameStyle(base: "Arial", weight: 700, italic: false))
        #expect(FontNameStyle("Avenir-Heavy") == FontNameStyle(base: "Avenir", weight: 800, italic: false))
        #expect(FontNameStyle("Avenir Next Demi Bold") == FontNameStyle(base: "Avenir Next", weight: 600, italic: false))
        #expect(FontNameStyle("Helvetica Neue UltraLight") == FontNameStyle(base: "Helvetica Neue", weight: 200, italic: false))
        #expect(FontNameStyle("Georgia-Italic") == FontNameStyle(base: "Georgia", weight: nil, italic: true))
        #expect(FontNameStyle("Chalkboard SE") == FontNameStyle(base: "Chalkboard SE", weight: nil, italic: false),
                "no style words: the whole name is the family")
    }

    @Test func installedFontsAreFoundByFamilyAndByPostScriptName() {
        #expect(CustomFontNames.choice(for: "DejaVu Serif", fonts: fonts)
                == CustomFontChoice(family: "DejaVu Serif", weight: nil, italic: false))
        #expect(CustomFontNames.choice(for: "DejaVuSans-BoldOblique", fonts: fonts)
                == CustomFontChoice(family: "DejaVu Sans", weight: 700, italic: true))
    }

    @Test func iOSFontsThatAreNotHereDrawInTheClosestDesignInTheFaceTheyName() {
        #expect(CustomFontNames.choice(for: "Avenir Next Demi Bold", fonts: fonts)
                == CustomFontChoice(family: "Inter", weight: 600, italic: false))
        #expect(CustomFontNames.choice(for: "Georgia-Italic", fonts: fonts)
                == CustomFontChoice(family: "DejaVu Serif", weight: nil, italic: true))
        #expect(CustomFontNames.choice(for: "Menlo-Regular", fonts: fonts)
                == CustomFontChoice(family: "DejaVu Sans Mono", weight: 400, italic: false))
        #expect(CustomFontNames.choice(for: "Mali Regular", fonts: fonts)
                == CustomFontChoice(family: "Inter", weight: 400, italic: false), "an unknown font: the system font")
    }

    @Test func anUnknownFontMeasuresAsTheSystemFontAndANamedFaceAsThatWeight() {
        let system = width(Text("Tap to start").font(.system(size: 18)))
        #expect(width(Text("Tap to start").font(.custom("Mali Regular", size: 18))) == system)
        let bold = width(Text("Tap to start").font(.system(size: 18, weight: .bold)))
        #expect(bold > system)
        #expect(width(Text("Tap to start").font(.custom("HelveticaNeue-Bold", size: 18))) == bold)
        #expect(width(Text("Tap to start").font(.custom("HelveticaNeue-Bold", size: 18).weight(.regular))) == bold,
                "regular is what a custom font has unless the name says otherwise")
        #expect(width(Text("Tap to start").font(.custom("Helvetica Neue", size: 18).weight(.bold))) == bold)
    }

    /// A font the app bundles: DejaVu Serif renamed "Flipbook Srf" (same-length names in place, so the file's
    /// tables stay where they are), in a resource folder. Before a host loads it, the name is unknown and draws
    /// the system font; after, it draws the serif's glyphs, by family and by PostScript name.
    @Test func fontFilesInAResourceFolderAreDrawnByTheirNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CustomFontTests-\(UUID().uuidString)")
        let fontsFolder = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fontsFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"))
        for (old, new) in [("DejaVu Serif", "Flipbook Srf"), ("DejaVuSerif", "FlipbookSrf")] {
            for encoding in [String.Encoding.ascii, .utf16BigEndian] {
                let from = try #require(old.data(using: encoding)), to = try #require(new.data(using: encoding))
                var searchRange = bytes.startIndex..<bytes.endIndex
                while let found = bytes.range(of: from, in: searchRange) {
                    bytes.replaceSubrange(found, with: to)
                    searchRange = found.upperBound..<bytes.endIndex
                }
            }
        }
        try bytes.write(to: fontsFolder.appendingPathComponent("FlipbookSrf.ttf"))

        let sample = "Bundled serif"
        let serif = width(Text(sample).font(.custom("DejaVu Serif", size: 18)))
        let system = width(Text(sample).font(.system(size: 18)))
        #expect(serif != system)
        #expect(CustomFontNames.choice(for: "Flipbook Srf", fonts: fonts).family == "Inter", "not loaded yet")
        #expect(width(Text(sample).font(.custom("Flipbook Srf", size: 18)), resources: [folder]) == serif)
        #expect(width(Text(sample).font(.custom("FlipbookSrf", size: 18))) == serif, "by its PostScript name")
        #expect(BundledFonts.register(in: [folder]).isEmpty, "a folder is looked through once")
        #expect(BundledFonts.register(in: [fontsFolder]).isEmpty, "a file is registered once, whichever folder holds it")
    }
}
