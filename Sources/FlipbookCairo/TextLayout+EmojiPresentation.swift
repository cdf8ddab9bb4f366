import CCairo
import FlipbookDisplayList

// Apple's text stack draws the pictographs of the Miscellaneous Symbols and Dingbats blocks (☁ ❤ ☀ ✈ ✔) as colour
// emoji even without the emoji variation selector U+FE0F, because the system font has no glyph for them and the
// fallback that has one is Apple Color Emoji. Pango follows Unicode's default presentation, text, and finds them in
// DejaVu Sans as black outlines: a sample's white clouds (`Text("☁")`) came out as black ones. Such a character is
// given the emoji font here, unless U+FE0E asks for its text form.

extension TextLayout {
    /// The family emoji are drawn in (Debian's `fonts-noto-color-emoji`).
    static let emojiFamily = "Noto Color Emoji"

    /// The scalars, in U+2600–U+27BF, that have an emoji form (Unicode's `Emoji` property, as `emoji-data.txt`
    /// lists them) and whose default presentation is text.
    private static let pictographs: [ClosedRange<UInt32>] = [
        0x2600...0x2604, 0x260E...0x260E, 0x2611...0x2611, 0x2618...0x2618, 0x261D...0x261D, 0x2620...0x2620,
        0x2622...0x2623, 0x2626...0x2626, 0x262A...0x262A, 0x262E...0x262F, 0x2638...0x263A, 0x2640...0x2640,
        0x2642...0x2642, 0x265F...0x2660, 0x2663...0x2663, 0x2665...0x2666, 0x2668...0x2668, 0x267B...0x267B,
        0x267E...0x267E, 0x2692...0x2692, 0x2694...0x2697, 0x2699...0x2699, 0x269B...0x269C, 0x26A0...0x26A0,
        0x26A7...0x26A7, 0x26B0...0x26B1, 0x26C8...0x26C8, 0x26CF...0x26CF, 0x26D1...0x26D1, 0x26D3...0x26D3,
        0x26E9...0x26E9, 0x26F0...0x26F1, 0x26F4...0x26F4, 0x26F7...0x26F9, 0x2702...0x2702, 0x2708...0x2709,
        0x270C...0x270D, 0x270F...0x270F, 0x2712...0x2712, 0x2714...0x2714, 0x2716...0x2716, 0x271D...0x271D,
        0x2721...0x2721, 0x2733...0x2734, 0x2744...0x2744, 0x2747...0x2747, 0x2763...0x2764, 0x27A1...0x27A1,
    ]

    /// Whether `scalar` is drawn as an emoji where Unicode's default would draw it as text.
    static func prefersEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x2600, value <= 0x27BF else { return false }
        return pictographs.contains { $0.contains(value) }
    }

    /// The UTF-8 byte ranges of `string` to draw in the emoji font: each pictograph not followed by a variation
    /// selector (U+FE0F already asks Pango for the emoji; U+FE0E asks for the text).
    static func emojiPresentationRanges(in string: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var byte = 0
        var pending: Range<Int>?
        for scalar in string.unicodeScalars {
            let length = UTF8.width(scalar)
            if let range = pending, scalar.value != 0xFE0E, scalar.value != 0xFE0F { ranges.append(range) }
            pending = prefersEmojiPresentation(scalar) ? byte..<(byte + length) : nil
            byte += length
        }
        if let pending { ranges.append(pending) }
        return ranges
    }

    /// Gives each pictograph of `string` the emoji font, after every other attribute so that a run's own font does
    /// not take it back.
    static func addEmojiPresentation(of string: String, to attributes: OpaquePointer?) {
        for range in emojiPresentationRanges(in: string) {
            guard let attribute = pango_attr_family_new(emojiFamily) else { continue }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
    }
}

extension DisplayList.TextDrawing {
    /// Whether some of the text is drawn in colour glyphs (emoji), which are pictures rather than outlines.
    var hasColorGlyphs: Bool {
        string.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }
            || !TextLayout.emojiPresentationRanges(in: string).isEmpty
    }
}
