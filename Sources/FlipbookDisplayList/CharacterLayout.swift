import Foundation

/// Where each character of a laid-out text sits: its line, its left edge and its advance. A `TextRenderer`'s
/// `Text.Layout` is built from it, so that its glyphs are where the text would have been drawn whole.
public struct CharacterLayout: Hashable, Sendable {
    /// One line of the text.
    public struct Line: Hashable, Sendable {
        /// The characters on the line, as offsets into the string's characters (a line's ending newline is left
        /// out).
        public var characters: Range<Int>
        /// The line's baseline, from the top of the text.
        public var baseline: CGFloat
        /// How far the line reaches above its baseline.
        public var ascent: CGFloat
        /// How far the line reaches below its baseline.
        public var descent: CGFloat
        /// Each character's left edge, from the left of the text.
        public var positions: [CGFloat]
        /// Each character's advance.
        public var advances: [CGFloat]

        /// A line of `characters` with their positions and advances.
        public init(characters: Range<Int>, baseline: CGFloat, ascent: CGFloat, descent: CGFloat,
                    positions: [CGFloat], advances: [CGFloat]) {
            self.characters = characters
            self.baseline = baseline
            self.ascent = ascent
            self.descent = descent
            self.positions = positions
            self.advances = advances
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// Whether the line limit cut text off.
    public var isTruncated: Bool

    /// A layout of `lines`.
    public init(lines: [Line], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }
}

extension TextMeasuring {
    /// Lays each paragraph out on one line, placing characters by the measured widths of their prefixes (a
    /// measurer without a font engine; Pango's measurer wraps and places them exactly as it draws).
    public func characterLayout(_ string: String, runs: [DisplayList.TextRun]?, font: FontDescriptor,
                                width: CGFloat?, lineLimit: Int?, alignment: TextAlignment) -> CharacterLayout {
        let line = measure("X", font: font, width: nil, lineLimit: 1)
        let lineHeight = line.size.height, ascent = line.firstBaseline
        var lines: [CharacterLayout.Line] = []
        var offset = 0
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            var edges: [CGFloat] = [0]
            for end in characters.indices {
                edges.append(measure(String(characters[...end]), font: font, width: nil, lineLimit: 1).size.width)
            }
            let shift: CGFloat
            switch (alignment, width) {
            case (.center, let width?): shift = (width - edges[edges.count - 1]) / 2
            case (.trailing, let width?): shift = width - edges[edges.count - 1]
            default: shift = 0
            }
            lines.append(CharacterLayout.Line(
                characters: offset..<(offset + characters.count), baseline: CGFloat(lines.count) * lineHeight + ascent,
                ascent: ascent, descent: lineHeight - ascent, positions: edges.dropLast().map { $0 + shift },
                advances: zip(edges, edges.dropFirst()).map { $1 - $0 }))
            offset += characters.count + 1
        }
        let limit = lineLimit.map { max(1, $0) } ?? lines.count
        return CharacterLayout(lines: Array(lines.prefix(limit)), isTruncated: lines.count > limit)
    }
}
