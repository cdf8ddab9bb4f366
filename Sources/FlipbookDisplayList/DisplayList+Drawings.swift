import Foundation

extension DisplayList {
    /// A picture file and how it fills its box.
    public struct ImageDrawing: Equatable, Sendable, Codable {
        /// The picture file.
        public var file: ImageFile
        /// The box the image fills (local coordinates, origin at zero).
        public var size: CGSize
        /// Whether the picture is repeated at its own size instead of stretched.
        public var tiles: Bool
        /// Whether scaled pixels are smoothed (false for `.interpolation(.none)`).
        public var smooths: Bool
        /// For template images: the colour drawn where the picture is opaque.
        public var tint: Color.Resolved?

        /// A drawing of `file` filling `size`, stretched unless it `tiles`.
        public init(file: ImageFile, size: CGSize, tiles: Bool = false, smooths: Bool = true,
                    tint: Color.Resolved? = nil) {
            self.file = file
            self.size = size
            self.tiles = tiles
            self.smooths = smooths
            self.tint = tint
        }
    }

    /// A glyph of a symbol font, drawn like text but centred by its ink in a square box.
    public struct SymbolDrawing: Equatable, Sendable, Codable {
        /// The glyph's character in the symbol font.
        public var glyph: String
        /// The symbol font's family name.
        public var fontFamily: String
        /// A character drawn over the glyph in the system font (the digit of `3.circle`).
        public var inset: String?
        /// The weight of `inset`, CSS-style.
        public var insetWeight: Int
        /// Clockwise quarter turns of the glyph.
        public var quarterTurns: Int
        /// The symbol's colour.
        public var color: Color.Resolved
        /// The box the symbol fills (local coordinates, origin at zero).
        public var size: CGSize
        /// A gradient that paints the symbol in place of `color` (in the box's space); nil for `color`.
        public var paint: Paint?
        /// Whether the symbol fills a box that is not square by stretching (a resizable image), rather than
        /// keeping its proportions at the box's shorter side.
        public var stretches: Bool

        /// A symbol drawing of `glyph` from `fontFamily` in `size`.
        public init(glyph: String, fontFamily: String, inset: String? = nil, insetWeight: Int = 400,
                    quarterTurns: Int = 0, color: Color.Resolved, size: CGSize, paint: Paint? = nil,
                    stretches: Bool = false) {
            self.glyph = glyph
            self.fontFamily = fontFamily
            self.inset = inset
            self.insetWeight = insetWeight
            self.quarterTurns = quarterTurns
            self.color = color
            self.size = size
            self.paint = paint
            self.stretches = stretches
        }
    }

    /// Text and everything needed to lay it out again exactly as it was measured.
    public struct TextDrawing: Equatable, Sendable, Codable {
        /// The text.
        public var string: String
        /// The font of the whole text, or of the parts not in `runs`.
        public var font: FontDescriptor
        /// The colour of the whole text, or of the parts not in `runs`.
        public var color: Color.Resolved
        /// The box the text was laid out in (local coordinates).
        public var size: CGSize
        /// The most lines shown, or nil for as many as the text needs.
        public var lineLimit: Int?
        /// How the lines are aligned in the box.
        public var alignment: TextAlignment
        /// Where the ellipsis goes when the text is cut short; nil for the end.
        public var truncation: TextTruncation?
        /// Parts of the string in their own font and colour (text joined with `+`); nil when all of it is in
        /// `font` and `color`.
        public var runs: [TextRun]?
        /// A gradient that paints the glyphs in place of `color` (in the box's space), where runs have no colour of
        /// their own; nil for `color`.
        public var paint: Paint?

        /// A text drawing laid out in `size` as it was measured.
        public init(string: String, font: FontDescriptor, color: Color.Resolved, size: CGSize, lineLimit: Int?,
                    alignment: TextAlignment, runs: [TextRun]? = nil, paint: Paint? = nil,
                    truncation: TextTruncation? = nil) {
            self.string = string
            self.font = font
            self.color = color
            self.size = size
            self.lineLimit = lineLimit
            self.alignment = alignment
            self.runs = runs
            self.paint = paint
            self.truncation = truncation == .tail ? nil : truncation
        }
    }

    /// A part of a text's string in its own style: `length` characters (`Character`s) after the previous run.
    public struct TextRun: Hashable, Sendable, Codable {
        /// How many characters the run covers.
        public var length: Int
        /// The run's font.
        public var font: FontDescriptor
        /// nil: the text's colour.
        public var color: Color.Resolved?

        /// A run of `length` characters in `font`, and `color` or the text's colour.
        public init(length: Int, font: FontDescriptor, color: Color.Resolved?) {
            self.length = length
            self.font = font
            self.color = color
        }
    }
}
