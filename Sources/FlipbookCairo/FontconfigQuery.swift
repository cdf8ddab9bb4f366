import CCairo
import Foundation

/// Questions to fontconfig about the fonts installed and registered here.
enum FontconfigQuery {
    /// Whether a font of the family `family` is here (fontconfig compares names ignoring case and blanks).
    static func hasFamily(_ family: String) -> Bool {
        guard !family.isEmpty else { return false }
        return !fonts(where: "family", is: family, reading: ["family"]).isEmpty
    }

    /// The face whose PostScript name is `name` (`DejaVuSans-Bold`), as its family, weight and slant.
    static func face(postScriptName name: String) -> CustomFontChoice? {
        guard !name.isEmpty else { return nil }
        return fonts(where: "postscriptname", is: name, reading: ["family", "weight", "slant"]).first.map { font in
            CustomFontChoice(family: font.family ?? name,
                             weight: font.weight.map { Int(FcWeightToOpenType(Int32($0))) },
                             italic: (font.slant ?? 0) != 0)
        }
    }

    private struct Font {
        var family: String?
        var weight: Int?
        var slant: Int?
    }

    /// The fonts whose `property` is `value`, with the properties named in `reading`.
    private static func fonts(where property: String, is value: String, reading: [String]) -> [Font] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = value.withCString { FcPatternAddString(pattern, property, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for name in reading { _ = FcObjectSetAdd(objects, name) }
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var found: [Font] = []
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index] else { continue }
            var text: UnsafeMutablePointer<FcChar8>?
            var number: Int32 = 0
            let family = FcPatternGetString(font, "family", 0, &text) == FcResultMatch
                ? text.map { String(cString: $0) } : nil
            let weight = FcPatternGetInteger(font, "weight", 0, &number) == FcResultMatch ? Int(number) : nil
            let slant = FcPatternGetInteger(font, "slant", 0, &number) == FcResultMatch ? Int(number) : nil
            found.append(Font(family: family, weight: weight, slant: slant))
        }
        return found
    }
}
