import Foundation

extension FontDescriptor {
    /// The dashes and dots of an underline or a strikethrough, as SwiftUI's `Text.LineStyle.Pattern`.
    public enum LinePattern: String, Hashable, Sendable, Codable, CaseIterable {
        /// An unbroken line.
        case solid
        /// Dots.
        case dot
        /// Dashes.
        case dash
        /// A dash, then a dot.
        case dashDot
        /// A dash, then two dots.
        case dashDotDot

        /// The lengths of the pattern's marks and gaps, alternating and starting with a mark, in thicknesses of
        /// the line; nil for a solid line. SwiftUI does not publish its lengths: these are Flipbook's, a dot as
        /// long as the line is thick and a dash four times that, each followed by a gap of two.
        public var dashes: [CGFloat]? {
            switch self {
            case .solid: nil
            case .dot: [1, 2]
            case .dash: [4, 2]
            case .dashDot: [4, 2, 1, 2]
            case .dashDotDot: [4, 2, 1, 2, 1, 2]
            }
        }
    }
}
