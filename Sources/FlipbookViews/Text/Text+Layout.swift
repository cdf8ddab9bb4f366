import Foundation

extension Text {
    /// A text laid out for a `TextRenderer`: its lines, each a collection of runs (stretches of one style), each
    /// a collection of one-glyph slices. Positions are in the text view's space, baselines included. A glyph is
    /// one character (a grapheme cluster), placed where the text drawn whole would put it.
    public struct Layout: RandomAccessCollection, Equatable {
        /// The index of a character in the text.
        public typealias CharacterIndex = Int

        let lines: [Line]
        /// Whether the line limit cut the text off.
        public let isTruncated: Bool

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(position: Int) -> Line { lines[position] }

        /// Options for drawing a line, run or slice (accepted: Flipbook places glyphs without quantizing).
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            /// Creates options from their raw value.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs are not snapped to pixels (they never are in Flipbook).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }

        /// The typographic bounds of an element: its baseline's left end, its advance and how far it reaches
        /// above and below its baseline.
        public struct TypographicBounds: Equatable, Sendable {
            /// The left end of the element's baseline, in the text view's space.
            public var origin: CGPoint
            /// The element's advance.
            public var width: CGFloat
            /// How far the element reaches above its baseline.
            public var ascent: CGFloat
            /// How far it reaches below.
            public var descent: CGFloat
            /// Space between lines (zero: Flipbook's line heights include it).
            public var leading: CGFloat

            /// Empty bounds at the origin.
            public init() { self.init(origin: .zero, width: 0, ascent: 0, descent: 0) }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                leading = 0
            }

            /// The box from the element's ascent to its descent.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// One line of the text: a collection of runs.
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The left end of the line's baseline.
            public var origin: CGPoint { typographicBounds.origin }
            /// The line's typographic bounds.
            public let typographicBounds: TypographicBounds

            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            public subscript(position: Int) -> Run { runs[position] }
        }

        /// A stretch of a line in one style: a collection of one-glyph slices.
        public struct Run: RandomAccessCollection, Equatable {
            struct Glyph: Equatable {
                var character: Character
                var x: CGFloat
                var advance: CGFloat
                var index: CharacterIndex
            }

            let glyphs: [Glyph]
            let style: RunStyle
            let baseline: CGFloat
            let ascent: CGFloat
            let descent: CGFloat

            public var startIndex: Int { 0 }
            public var endIndex: Int { glyphs.count }
            public subscript(position: Int) -> RunSlice { RunSlice(run: self, indices: position..<(position + 1)) }

            /// The index in the text of each glyph's character.
            public var characterIndices: [CharacterIndex] { glyphs.map(\.index) }
            /// The direction the run is laid out in (Flipbook lays out left to right).
            public var layoutDirection: LayoutDirection { .leftToRight }
            /// The run's typographic bounds.
            public var typographicBounds: TypographicBounds { bounds(of: glyphs.indices) }

            /// The custom attribute of type `T` attached to the run's text, or nil.
            public subscript<T: TextAttribute>(key: T.Type) -> T? {
                style.attributes.lazy.compactMap { $0.base as? T }.last
            }

            func bounds(of range: Range<Int>) -> TypographicBounds {
                guard let first = range.first, range.upperBound <= glyphs.count else {
                    return TypographicBounds(origin: CGPoint(x: 0, y: baseline), width: 0, ascent: ascent,
                                             descent: descent)
                }
                let last = glyphs[range.upperBound - 1]
                return TypographicBounds(origin: CGPoint(x: glyphs[first].x, y: baseline),
                                         width: last.x + last.advance - glyphs[first].x, ascent: ascent,
                                         descent: descent)
            }
        }

        /// Some consecutive glyphs of a run (one, as a run's elements).
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The glyphs' positions in the run.
            public var indices: Range<Int>

            /// The glyphs of `run` at `indices`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(position: Int) -> RunSlice { RunSlice(run: run, indices: position..<(position + 1)) }

            /// The index in the text of each glyph's character.
            public var characterIndices: [CharacterIndex] { run.glyphs[indices].map(\.index) }
            /// The slice's typographic bounds.
            public var typographicBounds: TypographicBounds { run.bounds(of: indices) }
            /// The custom attribute of type `T` attached to the run's text, or nil.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }
        }

        /// The style of a run: what its part of the text is drawn in.
        struct RunStyle: Hashable {
            var length: Int
            var font: FontDescriptor
            var color: Color.Resolved
            var attributes: [AnyHashable]
        }

        /// The layout of `string`, split into runs of `styles`, with characters placed as `characters` says.
        init(_ characters: CharacterLayout, string: String, styles: [RunStyle]) {
            let text = Array(string)
            var styleOfCharacter: [Int] = []
            for (index, style) in styles.enumerated() {
                styleOfCharacter.append(contentsOf: repeatElement(index, count: Swift.max(0, style.length)))
            }
            lines = characters.lines.map { line in
                var runs: [Run] = []
                var glyphs: [Run.Glyph] = []
                var current: Int?
                func finish() {
                    if let current, !glyphs.isEmpty, styles.indices.contains(current) {
                        runs.append(Run(glyphs: glyphs, style: styles[current], baseline: line.baseline,
                                        ascent: line.ascent, descent: line.descent))
                    }
                    glyphs = []
                }
                for (position, index) in line.characters.enumerated()
                where text.indices.contains(index) && position < line.positions.count {
                    let style = styleOfCharacter.indices.contains(index) ? styleOfCharacter[index] : styles.count - 1
                    if style != current { finish(); current = style }
                    glyphs.append(Run.Glyph(character: text[index], x: line.positions[position],
                                            advance: line.advances[position], index: index))
                }
                finish()
                let left = line.positions.min() ?? 0
                let right = zip(line.positions, line.advances).map { $0 + $1 }.max() ?? left
                return Line(runs: runs, typographicBounds: TypographicBounds(
                    origin: CGPoint(x: left, y: line.baseline), width: right - left, ascent: line.ascent,
                    descent: line.descent))
            }
            isTruncated = characters.isTruncated
        }
    }
}
