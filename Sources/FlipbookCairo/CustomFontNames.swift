import CCairo
import Foundation
import Synchronization

/// What a `Font.custom` name draws in: the family, and the weight and slant its name asks for.
struct CustomFontChoice: Hashable, Sendable {
    /// The family Pango is given.
    var family: String
    /// The CSS weight the name asks for (`HelveticaNeue-Bold`: 700), if it names one.
    var weight: Int?
    /// Whether the name asks for an italic face.
    var italic: Bool
}

/// How a custom font name becomes a font here. A family or PostScript name of an installed or registered font
/// draws that font. Any other name draws, as iOS does for a font it lacks, the system font; except that the iOS
/// fonts real code names most are drawn in the closest design there is (Georgia, Times or New York in the serif,
/// Menlo or Courier in the monospaced), and the face a name asks for (`Avenir-Heavy`, `Avenir Next Demi Bold`,
/// `Georgia-Italic`) keeps its weight and slant.
enum CustomFontNames {
    private struct Key: Hashable {
        let name: String
        let fonts: FontConfiguration
    }

    /// Answers already worked out. Fontconfig's set of fonts is the process's, so what it says about a name is
    /// too; registering a font file clears them.
    private static let choices = Mutex<[Key: CustomFontChoice]>([:])

    /// The font `name` draws in under `fonts`.
    static func choice(for name: String, fonts: FontConfiguration) -> CustomFontChoice {
        let key = Key(name: name, fonts: fonts)
        if let known = choices.withLock({ $0[key] }) { return known }
        let choice = resolve(name, fonts: fonts)
        choices.withLock { $0[key] = choice }
        return choice
    }

    /// Makes the font file at `path` available to custom names (an app's bundled fonts). False if fontconfig
    /// cannot read it.
    static func register(fileAt path: String) -> Bool {
        let added = path.withCString { FcConfigAppFontAddFile(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        if added != 0 { choices.withLock { $0.removeAll() } }
        return added != 0
    }

    private static func resolve(_ name: String, fonts: FontConfiguration) -> CustomFontChoice {
        let name = name.trimmingCharacters(in: .whitespaces)
        if FontconfigQuery.hasFamily(name) { return CustomFontChoice(family: name, weight: nil, italic: false) }
        if let face = FontconfigQuery.face(postScriptName: name) { return face }
        let style = FontNameStyle(name)
        let family = FontconfigQuery.hasFamily(style.base) ? style.base : standIn(for: style.base, fonts: fonts)
        return CustomFontChoice(family: family, weight: style.weight, italic: style.italic)
    }

    /// The family drawn for a font that is not here: the serif or monospaced family for names of those designs,
    /// else the system family.
    private static func standIn(for base: String, fonts: FontConfiguration) -> String {
        let key = base.lowercased().filter(\.isLetter)
        if monospacedNames.contains(where: key.hasPrefix) || key.contains("mono") { return fonts.monospacedFamily }
        if serifNames.contains(where: key.hasPrefix) || (key.hasSuffix("serif") && !key.hasSuffix("sansserif")) {
            return fonts.serifFamily
        }
        return fonts.systemFamily
    }

    /// The starts of serif families' names: iOS's own and the common web ones.
    private static let serifNames = ["georgia", "times", "baskerville", "palatino", "didot", "newyork", "charter",
                                     "cochin", "hoefler", "bodoni", "garamond", "caslon", "bookantiqua", "cambria",
                                     "iowan", "athelas", "superclarendon", "rockwell", "americantypewriter",
                                     "merriweather", "playfair", "lora", "crimson", "librebaskerville"]
    /// The starts of monospaced families' names.
    private static let monospacedNames = ["menlo", "courier", "monaco", "sfmono", "consolas", "firacode", "jetbrains",
                                          "sourcecode", "inconsolata"]
}
