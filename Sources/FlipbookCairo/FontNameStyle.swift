import Foundation

/// The face a font name asks for, read from its style part: after the last hyphen of a PostScript name
/// (`AvenirNext-DemiBoldItalic`, `Arial-BoldMT`) or in its last words (`Avenir Next Demi Bold`).
struct FontNameStyle: Equatable {
    /// The name without its style part.
    var base: String
    /// The CSS weight the style part names, if any.
    var weight: Int?
    /// Whether the style part says italic or oblique.
    var italic: Bool

    init(base: String, weight: Int?, italic: Bool) {
        self.base = base
        self.weight = weight
        self.italic = italic
    }

    /// The style `name` asks for.
    init(_ name: String) {
        var base = name
        var style = ""
        if let hyphen = name.lastIndex(of: "-"), hyphen != name.startIndex {
            base = String(name[..<hyphen])
            style = String(name[name.index(after: hyphen)...])
        } else {
            var words = name.split(separator: " ").map(String.init)
            var styleWords: [String] = []
            while words.count > 1, let last = words.last, Self.isStyleWord(last) {
                styleWords.insert(words.removeLast(), at: 0)
            }
            base = words.joined(separator: " ")
            style = styleWords.joined()
        }
        var key = style.lowercased()
        // Adobe's and Monotype's marks at the end of PostScript names (`Arial-BoldMT`, `TimesNewRomanPS-BoldMT`).
        for mark in ["mt", "ps"] where key.hasSuffix(mark) && key.count > mark.count { key.removeLast(mark.count) }
        self.base = base
        italic = key.contains("italic") || key.contains("oblique")
        weight = Self.weights.first { key.contains($0.word) }?.weight
    }

    /// Weight words, the longer spellings before the words they contain (`semibold` before `bold`).
    private static let weights: [(word: String, weight: Int)] = [
        ("ultralight", 200), ("extralight", 200), ("hairline", 100), ("thin", 100),
        ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
        ("light", 300), ("medium", 500), ("heavy", 800), ("black", 900), ("bold", 700), ("demi", 600),
        ("regular", 400), ("book", 400), ("roman", 400), ("normal", 400),
    ]

    private static func isStyleWord(_ word: String) -> Bool {
        let word = word.lowercased()
        return weights.contains { $0.word == word } || ["italic", "oblique", "semi", "extra", "ultra"].contains(word)
    }
}
