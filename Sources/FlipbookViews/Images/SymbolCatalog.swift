import Foundation

/// The symbols `Image(systemName:)` can draw: SF Symbol names mapped to glyphs of the Material Design Icons
/// font (Debian's `fonts-materialdesignicons-webfont`, version 1.6.50), which Flipbook uses in place of SF
/// Symbols. The README lists the table.
public enum SymbolCatalog {
    /// The font family the glyphs come from.
    public static let fontFamily = "Material Design Icons"

    /// One SF Symbol name's drawing: a glyph, optionally turned, optionally with text drawn over it (the number
    /// of `3.circle` or `15.circle.fill`).
    public struct Entry: Hashable, Sendable {
        /// The Material Design Icons name, for the documentation (`drawn: NAME` for a shape drawn instead).
        public var iconName: String
        /// The glyph's code point in the Material Design Icons font.
        public var codepoint: UInt32
        /// Clockwise quarter turns that make the glyph face the way the SF Symbol does.
        public var quarterTurns: Int = 0
        /// Text drawn centred over the glyph in the system font, at half the symbol's size.
        public var inset: String?
        /// A shape drawn around the glyph, for an enclosed name the table has no glyph of (`bolt.circle`).
        public var enclosure: Enclosure?
        /// Whether a slash is drawn across the glyph, for a slashed name the table has no glyph of.
        public var isSlashed = false

        /// A shape drawn in place of the glyph, for a name the font has nothing like (its icon name is then
        /// `drawn: NAME`; the glyph is what text that interpolates the symbol shows). Worked out from the name
        /// rather than stored: a stored optional enum here made Swift 6.3's debug build destroy a
        /// `Result<Entry, Error>` holding a drawn entry with a bad release.
        public var drawnShape: DrawnShape? {
            iconName.hasPrefix(DrawnShape.iconNamePrefix)
                ? DrawnShape(rawValue: String(iconName.dropFirst(DrawnShape.iconNamePrefix.count))) : nil
        }
    }

    /// A circle or square around a symbol's glyph: the shape fills the box and the glyph sits at half size in its
    /// middle, knocked out of a filled shape, as SF Symbols draws its `.circle.fill` forms.
    public struct Enclosure: Hashable, Sendable {
        /// The shape's glyph in the Material Design Icons font.
        public var codepoint: UInt32
        /// Whether the shape is filled (the glyph then shows what is behind).
        public var isFilled: Bool
    }

    /// The entry for an SF Symbol name, or nil if the catalog has none. A name the table lacks is drawn as its
    /// `left`/`right` form if it says `backward`/`forward` (`arrowshape.backward.fill` as `arrowshape.left.fill`),
    /// else as its other form (`.fill` added or dropped), else as the nearest shorter name
    /// (`person.crop.circle.badge.xmark` as `person.crop.circle`), whose glyph carries the meaning.
    public static func entry(named name: String) -> Entry? {
        if let entry = exactEntry(named: name) ?? composedEntry(named: name) { return entry }
        // SF Symbols' `backward` and `forward` names are its `left` and `right` ones, turned for right-to-left text.
        let sided = name.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0 == "backward" ? "left" : $0 == "forward" ? "right" : String($0) }.joined(separator: ".")
        if sided != name, let entry = entry(named: sided) { return entry }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while !parts.isEmpty {
            let candidate = parts.joined(separator: ".")
            if let entry = exactEntry(named: candidate) { return entry }
            if candidate.hasSuffix(".fill"), let entry = exactEntry(named: String(candidate.dropLast(5))) { return entry }
            if let entry = exactEntry(named: candidate + ".fill") { return entry }
            parts.removeLast()
        }
        return nil
    }

    /// The entry for exactly this name (a table row, or a numbered circle or square).
    static func exactEntry(named name: String) -> Entry? {
        if let entry = table[name] { return entry }
        // "0.circle" … "50.circle": a circle outline with the number in it; "0.square" … "9.square" likewise.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, let number = Int(parts[0]), (0...50).contains(number) {
            switch parts.dropFirst().joined(separator: ".") {
            case "circle": return Entry(iconName: "checkbox-blank-circle-outline", codepoint: 0xF130, inset: String(number))
            case "square" where number <= 9:
                return Entry(iconName: "numeric-\(number)-box-outline", codepoint: 0xF3A3 + UInt32(number) * 3)
            default: return nil
            }
        }
        return nil
    }

    /// The entry of a symbol's glyph in these variants, most variants first: the name with all of them if the
    /// table has it or can compose it (`bolt` in `.circle.fill`), else the longest name it has with fewer.
    static func entry(named name: String, in variants: SymbolVariants) -> Entry? {
        let candidates = variants.candidates(for: name)
        if let first = candidates.first, let entry = exactEntry(named: first) ?? composedEntry(named: first) {
            return entry
        }
        return candidates.lazy.compactMap(exactEntry(named:)).first ?? entry(named: name)
    }

    /// What an SF Symbol name says of a glyph inside a filled shape (`heart.circle.fill`, `star.square.fill`),
    /// whose ink is mostly that shape with the glyph cut out.
    struct FilledInk: Equatable {
        /// The glyph of the filled shape itself, when the font has it (a filled circle for `checkmark.circle.fill`).
        var shape: UInt32?
    }

    /// The filled ink `name` says its symbol has; nil for a name that is not a glyph in a filled shape.
    static func filledInk(of name: String) -> FilledInk? {
        let parts = name.split(separator: ".")
        guard parts.last == "fill", parts.dropLast().contains(where: { enclosingShapes.contains(String($0)) }) else {
            return nil
        }
        return FilledInk(shape: parts.dropLast().reversed().lazy.compactMap { enclosures[String($0)]?.filled }.first)
    }

    /// The shapes SF Symbols enclose glyphs in, by the name's part.
    private static let enclosingShapes: Set<String> = ["circle", "square", "rectangle", "capsule", "app", "diamond",
                                                       "hexagon", "octagon", "shield", "seal", "triangle", "bubble"]

    /// The shapes a symbol can be composed into, by the name's part, outlined and filled.
    private static let enclosures: [String: (outline: UInt32, filled: UInt32)] = [
        "circle": (0xF130, 0xF12F),
        "square": (0xF131, 0xF12E),
        "octagon": (0xF3C4, 0xF3C3),
        // The font has no scalloped seal: an octagon stands in for it (`checkmark.seal.fill`, a verified badge).
        "seal": (0xF3C4, 0xF3C3),
    ]

    /// An entry composed from a glyph the table has, for an enclosed or slashed name it has none of:
    /// `bolt.circle.fill` is the bolt knocked out of a filled circle, `cloud.slash` the cloud struck through.
    static func composedEntry(named name: String) -> Entry? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isFilled = parts.count > 1 && parts.last == "fill"
        if isFilled { parts.removeLast() }
        guard parts.count > 1, let last = parts.last else { return nil }
        let base = parts.dropLast().joined(separator: ".")
        if let shape = enclosures[last] {
            // A filled enclosure holds the filled glyph, as SF Symbols' do; a glyph composed itself stays plain.
            let glyph = (isFilled ? exactEntry(named: base + ".fill") : nil) ?? exactEntry(named: base)
                ?? composedEntry(named: base)
            guard var entry = glyph, entry.enclosure == nil else { return nil }
            entry.enclosure = Enclosure(codepoint: isFilled ? shape.filled : shape.outline, isFilled: isFilled)
            return entry
        }
        guard last == "slash", var entry = isFilled
                ? exactEntry(named: base + ".fill") ?? exactEntry(named: base) : exactEntry(named: base) else { return nil }
        entry.isSlashed = true
        return entry
    }

    /// What an unknown name draws, so that it shows where it is: a question mark in a circle.
    public static let placeholder = Entry(iconName: "help-circle-outline", codepoint: 0xF625)

    /// Every SF Symbol name with its own table row (the numbered circles come on top).
    public static var names: [String] { table.keys.sorted() }

}
