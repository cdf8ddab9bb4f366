import Foundation

/// Measures text for layout. The renderer lays text out with the same parameters, so what is measured is
/// what is drawn.
public protocol TextMeasuring: AnyObject {
    /// The size of `string` laid out in `font`, wrapped at `width` (nil: one line per paragraph), at most
    /// `lineLimit` lines, and the distance from the top to the first and last baselines.
    func measure(_ string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?) -> TextMetrics

    /// The same for a string whose parts have their own fonts (`runs`, in order, covering it).
    func measure(_ string: String, runs: [DisplayList.TextRun], font: FontDescriptor, width: CGFloat?,
                 lineLimit: Int?) -> TextMetrics

    /// Where each character of `string` sits, laid out as `measure` lays it out and aligned in `width`.
    func characterLayout(_ string: String, runs: [DisplayList.TextRun]?, font: FontDescriptor, width: CGFloat?,
                         lineLimit: Int?, alignment: TextAlignment) -> CharacterLayout
}

extension TextMeasuring {
    /// Measures in the largest of the runs' fonts (a measurer without a font engine).
    public func measure(_ string: String, runs: [DisplayList.TextRun], font: FontDescriptor, width: CGFloat?,
                        lineLimit: Int?) -> TextMetrics {
        let largest = runs.map(\.font).max { $0.size < $1.size } ?? font
        return measure(string, font: largest, width: width, lineLimit: lineLimit)
    }
}

/// The measured extent of a piece of text.
public struct TextMetrics: Hashable, Sendable {
    /// The text's size, in points.
    public var size: CGSize
    /// The distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline.
    public var lastBaseline: CGFloat
    /// Metrics of a text of `size` with its baselines.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// A measurer without a font engine: fixed advances (0.55 em) and line height (1.2 em unless the font says
/// otherwise), greedy word wrapping.
/// The view layer's default; hosts use Pango.
public final class ApproximateTextMeasurer: TextMeasuring {
    /// A measurer with fixed advances.
    public init() {}

    public func measure(_ string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?) -> TextMetrics {
        let advance = font.size * 0.55, natural = (font.size * 1.2).rounded(.up)
        let lineHeight: CGFloat = switch font.lineHeight {
        case .points(let points)?: points.isFinite ? max(0, points) : natural
        case .adjusted(let change)?: change.isFinite ? max(0, natural + change) : natural
        case nil: natural
        }
        var lines: [CGFloat] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: CGFloat = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = CGFloat(word.count) * advance
                let candidate = current == 0 ? w : current + advance + w
                if let width, candidate > width, current > 0 {
                    lines.append(current)
                    current = w
                } else {
                    current = candidate
                }
            }
            lines.append(current)
        }
        if let lineLimit, lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let widest = lines.max() ?? 0
        let shown = min(widest, width ?? widest)
        let ascent = (font.size * 0.95).rounded()
        return TextMetrics(size: CGSize(width: shown.rounded(.up), height: lineHeight * CGFloat(lines.count)),
                           firstBaseline: ascent, lastBaseline: lineHeight * CGFloat(lines.count - 1) + ascent)
    }
}
