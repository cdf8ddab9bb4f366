import Foundation

/// Everything a text renderer needs to pick a font.
public struct FontDescriptor: Hashable, Sendable, Codable {
    /// The style of the system font: SwiftUI's `Font.Design`.
    public enum Design: String, Hashable, Sendable, Codable {
        /// The system font in a design: the default sans-serif, a serif, a rounded one or a monospaced one.
        case `default`, serif, rounded, monospaced
    }
    /// A named family, or nil for the system font.
    public var family: String?
    /// The size, in points.
    public var size: CGFloat
    /// CSS-style weight, 100 … 900.
    public var weight: Int
    /// The design of the system font (ignored for a named family).
    public var design: Design
    /// Whether the text is italic.
    public var italic: Bool
    /// Which letters are drawn as small capitals.
    public struct SmallCaps: OptionSet, Hashable, Sendable, Codable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Lowercase letters drawn as small capitals (`lowercaseSmallCaps()`).
        public static let lowercase = SmallCaps(rawValue: 1)
        /// Capital letters drawn as small capitals (`uppercaseSmallCaps()`).
        public static let uppercase = SmallCaps(rawValue: 2)
    }
    /// Whether digits all take the same width (the font's tabular figures), so changing numbers do not jiggle.
    public var monospacedDigits: Bool
    /// Which letters are drawn as small capitals (`smallCaps()` is both).
    public var smallCaps: SmallCaps = []
    /// Extra space after each character, in points (`kerning`, `tracking`).
    public var letterSpacing: CGFloat
    /// Extra space between lines, in points (`lineSpacing`).
    public var lineSpacing: CGFloat = 0
    /// Whether the text is underlined (`underline()`).
    public var underline = false
    /// Whether the text is struck through (`strikethrough()`).
    public var strikethrough = false
    /// The underline's own colour (nil: the text's).
    public var underlineColor: Color.Resolved?
    /// The strikethrough's own colour (nil: the text's).
    public var strikethroughColor: Color.Resolved?
    /// The underline's dashes and dots (`underline(pattern:)`).
    public var underlinePattern = LinePattern.solid
    /// The strikethrough's dashes and dots.
    public var strikethroughPattern = LinePattern.solid
    /// How far the text is raised above its baseline, in points (`baselineOffset`).
    public var baselineOffset: CGFloat = 0
    /// How far apart the text's lines are, baseline to baseline, when not the font's own distance
    /// (`lineHeight(_:)`, `Font.leading(_:)`).
    public var lineHeight: LineHeight?

    /// The distance from one line's baseline to the next.
    public enum LineHeight: Hashable, Sendable, Codable {
        /// This many points.
        case points(CGFloat)
        /// The font's own distance with this many points added (fewer if negative).
        case adjusted(by: CGFloat)
    }

    /// A font of `family` (nil for the system font) at `size` points and CSS `weight`.
    public init(family: String?, size: CGFloat, weight: Int, design: Design, italic: Bool,
                monospacedDigits: Bool = false, letterSpacing: CGFloat = 0) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigits = monospacedDigits
        self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
    }
}

/// Where the ellipsis of a text cut short goes (`truncationMode`): at the start, in the middle, or at the end.
public enum TextTruncation: String, Hashable, Sendable, Codable, CaseIterable {
    /// The ellipsis at the start, in the middle, or at the end.
    case head, middle, tail
}

/// Horizontal alignment of the lines of a multiline text.
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Aligned to the leading edge, centred, or aligned to the trailing edge.
    case leading, center, trailing
}
