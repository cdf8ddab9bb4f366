import Foundation

/// The symbols `Image(systemName:)` can draw: SF Symbol names mapped to glyphs of the Material Design Icons
/// font (Debian's `fonts-materialdesignicons-webfont`, version 1.6.50), which Flipbook uses in place of SF
/// Symbols. The README lists the table.
public enum SymbolCatalog {
    /// The font family the glyphs come from.
    public static let fontFamily = "Material Design Icons"

    /// One SF Symbol name's drawing: a glyph, optionally turned, optionally with a character drawn over it
    /// (the digit of `3.circle`).
    public struct Entry: Hashable, Sendable {
        /// The Material Design Icons name, for the documentation.
        public var iconName: String
        public var codepoint: UInt32
        /// Clockwise quarter turns that make the glyph face the way the SF Symbol does.
        public var quarterTurns: Int = 0
        /// A character drawn centred over the glyph in the system font, at half the symbol's size.
        public var inset: Character?
    }

    /// The entry for an SF Symbol name, or nil if the catalog has none.
    public static func entry(named name: String) -> Entry? {
        if let entry = table[name] { return entry }
        // "0.circle" … "9.circle": a circle outline with the digit in it; "0.square" … "9.square" likewise.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, let number = Int(parts[0]), (0...9).contains(number) {
            switch parts.dropFirst().joined(separator: ".") {
            case "circle": return Entry(iconName: "checkbox-blank-circle-outline", codepoint: 0xF130,
                                        inset: Character(String(number)))
            case "square": return Entry(iconName: "numeric-\(number)-box-outline", codepoint: 0xF3A3 + UInt32(number) * 3)
            default: return nil
            }
        }
        return nil
    }

    /// Every SF Symbol name with its own table row (the numbered circles come on top).
    public static var names: [String] { table.keys.sorted() }

    private static func glyph(_ icon: String, _ codepoint: UInt32, turns: Int = 0) -> Entry {
        Entry(iconName: icon, codepoint: codepoint, quarterTurns: turns)
    }

    private static let table: [String: Entry] = [
        "airplane": glyph("airplane", 0xF01D, turns: 1),
        "heart": glyph("heart-outline", 0xF2D5),
        "heart.fill": glyph("heart", 0xF2D1),
        "hand.thumbsup": glyph("thumb-up-outline", 0xF514),
        "hand.thumbsup.fill": glyph("thumb-up", 0xF513),
        "hand.thumbsdown": glyph("thumb-down-outline", 0xF512),
        "hand.thumbsdown.fill": glyph("thumb-down", 0xF511),
        "smiley": glyph("emoticon-happy", 0xF1F5),
        "smiley.fill": glyph("emoticon", 0xF1F2),
        "face.smiling": glyph("emoticon-happy", 0xF1F5),
        "star": glyph("star-outline", 0xF4D2),
        "star.fill": glyph("star", 0xF4CE),
        "star.leadinghalf.filled": glyph("star-half", 0xF4D0),
        "xmark": glyph("close", 0xF156),
        "xmark.circle.fill": glyph("close-circle", 0xF159),
        "checkmark": glyph("check", 0xF12C),
        "checkmark.circle.fill": glyph("check-circle", 0xF5E0),
        "plus": glyph("plus", 0xF415),
        "plus.circle.fill": glyph("plus-circle", 0xF417),
        "minus": glyph("minus", 0xF374),
        "minus.circle.fill": glyph("minus-circle", 0xF376),
        "chevron.right": glyph("chevron-right", 0xF142),
        "chevron.left": glyph("chevron-left", 0xF141),
        "chevron.up": glyph("chevron-up", 0xF143),
        "chevron.down": glyph("chevron-down", 0xF140),
        "arrow.right": glyph("arrow-right", 0xF054),
        "arrow.left": glyph("arrow-left", 0xF04D),
        "arrow.up": glyph("arrow-up", 0xF05D),
        "arrow.down": glyph("arrow-down", 0xF045),
        "arrow.clockwise": glyph("refresh", 0xF450),
        "arrow.uturn.backward": glyph("undo", 0xF54C),
        "arrow.uturn.forward": glyph("redo", 0xF44E),
        "repeat": glyph("repeat", 0xF456),
        "shuffle": glyph("shuffle", 0xF49D),
        "circle": glyph("checkbox-blank-circle-outline", 0xF130),
        "circle.fill": glyph("checkbox-blank-circle", 0xF12F),
        "square": glyph("checkbox-blank-outline", 0xF131),
        "square.fill": glyph("checkbox-blank", 0xF12E),
        "triangle": glyph("triangle-outline", 0xF537),
        "triangle.fill": glyph("triangle", 0xF536),
        "magnifyingglass": glyph("magnify", 0xF349),
        "house": glyph("home", 0xF2DC),
        "house.fill": glyph("home", 0xF2DC),
        "gear": glyph("settings", 0xF493),
        "gearshape": glyph("settings", 0xF493),
        "person": glyph("account", 0xF004),
        "person.fill": glyph("account", 0xF004),
        "person.crop.circle": glyph("account-circle", 0xF009),
        "bell": glyph("bell-outline", 0xF09C),
        "bell.fill": glyph("bell", 0xF09A),
        "trash": glyph("delete", 0xF1C0),
        "pencil": glyph("pencil", 0xF3EB),
        "square.and.arrow.up": glyph("share", 0xF496),
        "bookmark": glyph("bookmark-outline", 0xF0C3),
        "bookmark.fill": glyph("bookmark", 0xF0C0),
        "play.fill": glyph("play", 0xF40A),
        "pause.fill": glyph("pause", 0xF3E4),
        "stop.fill": glyph("stop", 0xF4DB),
        "forward.end.fill": glyph("skip-next", 0xF4AD),
        "backward.end.fill": glyph("skip-previous", 0xF4AE),
        "info.circle": glyph("information-outline", 0xF2FD),
        "info.circle.fill": glyph("information", 0xF2FC),
        "questionmark.circle.fill": glyph("help-circle", 0xF2D7),
        "exclamationmark.triangle.fill": glyph("alert", 0xF026),
        "line.3.horizontal": glyph("menu", 0xF35C),
        "ellipsis": glyph("dots-horizontal", 0xF1D8),
        "camera.fill": glyph("camera", 0xF100),
        "photo": glyph("image", 0xF2E9),
        "cloud.fill": glyph("cloud", 0xF15F),
        "calendar": glyph("calendar", 0xF0ED),
        "clock.fill": glyph("clock", 0xF150),
        "lock.fill": glyph("lock", 0xF33E),
        "lock.open.fill": glyph("lock-open", 0xF33F),
        "paperplane.fill": glyph("send", 0xF48A),
        "sun.max.fill": glyph("weather-sunny", 0xF599),
        "moon.fill": glyph("weather-night", 0xF594),
        "bolt.fill": glyph("flash", 0xF241),
        "flame.fill": glyph("fire", 0xF238),
        "leaf.fill": glyph("leaf", 0xF32A),
        "mappin": glyph("map-marker", 0xF34E),
        "phone.fill": glyph("phone", 0xF3F2),
        "envelope.fill": glyph("email", 0xF1EE),
        "eye": glyph("eye", 0xF208),
        "eye.slash": glyph("eye-off", 0xF209),
        "gift.fill": glyph("gift", 0xF2A1),
        "flag.fill": glyph("flag", 0xF23B),
        "tag.fill": glyph("tag", 0xF4F9),
        "folder.fill": glyph("folder", 0xF24B),
        "link": glyph("link", 0xF337),
        "music.note": glyph("music-note", 0xF387),
        "speaker.wave.3.fill": glyph("volume-high", 0xF57E),
        "wifi": glyph("wifi", 0xF5A9),
        "battery.100": glyph("battery", 0xF079),
        "cart.fill": glyph("cart", 0xF110),
        "line.3.horizontal.decrease": glyph("filter", 0xF232),
        "arrow.up.arrow.down": glyph("sort", 0xF4BA),
    ]
}
