import Foundation

// Symbols the icon font has no glyph for, drawn as paths instead: `sparkles`, the four-pointed stars of AI
// features, was a magic wand; the spade, club and diamond of playing cards were a pair of cards and a gem.

extension SymbolCatalog {
    /// A symbol drawn as a filled outline in the symbol's box rather than a glyph of the font.
    public enum DrawnShape: String, Hashable, Sendable {
        /// One four-pointed star (`sparkle`).
        case sparkle
        /// A large four-pointed star with a middle one at its top right and a small one at its bottom right
        /// (`sparkles`).
        case sparkles
        /// The suits of playing cards, filled (`suit.spade.fill`, `suit.club.fill`, `suit.diamond.fill`) and
        /// outlined (`suit.spade`, `suit.club`, `suit.diamond`).
        case spade, club, diamond, spadeOutline, clubOutline, diamondOutline

        /// What an entry's icon name starts with when the entry is drawn as a shape.
        static let iconNamePrefix = "drawn: "

        /// The stars, as centres and radii in a unit square.
        private var stars: [(center: CGPoint, radius: CGFloat)] {
            switch self {
            case .sparkle: return [(CGPoint(x: 0.5, y: 0.5), 0.5)]
            case .sparkles: return [(CGPoint(x: 0.4, y: 0.58), 0.4), (CGPoint(x: 0.8, y: 0.2), 0.18),
                                    (CGPoint(x: 0.84, y: 0.78), 0.12)]
            default: return []
            }
        }

        /// The outline filling `rect`, filled with the non-zero rule.
        public func path(in rect: CGRect) -> Path {
            switch self {
            case .sparkle, .sparkles: return starsPath(in: rect)
            case .spade: return Self.spade(in: rect)
            case .club: return Self.club(in: rect)
            case .diamond: return Self.diamond(in: rect)
            case .spadeOutline: return Self.outline(of: Self.spade(in: rect), in: rect)
            case .clubOutline: return Self.outline(of: Self.club(in: rect), in: rect)
            case .diamondOutline: return Self.outline(of: Self.diamond(in: rect), in: rect)
            }
        }

        /// Each star's four points joined by curves pinched towards its centre.
        private func starsPath(in rect: CGRect) -> Path {
            var path = Path()
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
                CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
            }
            for (center, radius) in stars {
                let tips = [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)]
                path.move(to: point(center.x, center.y - radius))
                for index in 0..<4 {
                    let from = tips[index], to = tips[(index + 1) % 4]
                    // The control point sits close to the centre, between the two tips: a deep, sharp curve.
                    let pinch = 0.1 * radius
                    path.addQuadCurve(to: point(center.x + to.0 * radius, center.y + to.1 * radius),
                                      control: point(center.x + (from.0 + to.0) * pinch,
                                                     center.y + (from.1 + to.1) * pinch))
                }
                path.closeSubpath()
            }
            return path
        }
    }

    /// Entries drawn as shapes: the icon name the documentation shows, and the glyph text falls back to.
    static func drawn(_ shape: DrawnShape, fallback codepoint: UInt32) -> Entry {
        Entry(iconName: DrawnShape.iconNamePrefix + shape.rawValue, codepoint: codepoint)
    }
}
