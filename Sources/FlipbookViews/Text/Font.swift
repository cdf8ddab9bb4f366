import Foundation

/// A font: a text style of the system font, a system font of a size, or a named font.
public struct Font: Hashable, Sendable {
    /// Font weights, from ultra-light to black.
    public struct Weight: Hashable, Sendable {
        /// The CSS-style weight (100 … 900).
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Families of the system font.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Dynamic Type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// iOS point sizes and weights at the default ("Large") content size.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .body: return (17, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption: return (12, .regular)
            case .caption2: return (11, .regular)
            }
        }
    }

    var descriptor: FontDescriptor

    init(descriptor: FontDescriptor) { self.descriptor = descriptor }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    private init(style: TextStyle, design: Design = .default, weight: Weight? = nil) {
        let metrics = style.metrics
        descriptor = FontDescriptor(family: nil, size: metrics.size, weight: (weight ?? metrics.weight).value,
                                    design: FontDescriptor.Design(design), italic: false)
    }

    /// A text style of the system font.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, design: design ?? .default, weight: weight)
    }

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(descriptor: FontDescriptor(family: nil, size: size, weight: (weight ?? .regular).value,
                                        design: FontDescriptor.Design(design ?? .default), italic: false))
    }

    /// A named font at a size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(descriptor: FontDescriptor(family: name, size: size, weight: Weight.regular.value, design: .default,
                                        italic: false))
    }

    /// A named font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.descriptor.weight = weight.value
        return copy
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var copy = self
        copy.descriptor.italic = true
        return copy
    }
    public func monospaced() -> Font {
        var copy = self
        copy.descriptor.design = .monospaced
        return copy
    }
}

/// Everything a text renderer needs to pick a font.
public struct FontDescriptor: Hashable, Sendable, Codable {
    public enum Design: String, Hashable, Sendable, Codable {
        case `default`, serif, rounded, monospaced
        init(_ design: Font.Design) {
            switch design {
            case .default: self = .default
            case .serif: self = .serif
            case .rounded: self = .rounded
            case .monospaced: self = .monospaced
            }
        }
    }
    /// A named family, or nil for the system font.
    public var family: String?
    public var size: CGFloat
    /// CSS-style weight, 100 … 900.
    public var weight: Int
    public var design: Design
    public var italic: Bool

    public init(family: String?, size: CGFloat, weight: Int, design: Design, italic: Bool) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
    }
}

/// Horizontal alignment of the lines of a multiline text.
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, center, trailing
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }

extension EnvironmentValues {
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }
    /// Limits text in this view to a number of lines.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    /// Aligns the lines of multiline text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}

/// Measures text for layout. The renderer lays text out with the same parameters, so what is measured is
/// what is drawn.
public protocol TextMeasuring: AnyObject {
    /// The size of `string` laid out in `font`, wrapped at `width` (nil: one line per paragraph), at most
    /// `lineLimit` lines, and the distance from the top to the first and last baselines.
    func measure(_ string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?) -> TextMetrics
}

/// The measured extent of a piece of text.
public struct TextMetrics: Hashable, Sendable {
    public var size: CGSize
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// A measurer without a font engine: fixed advances (0.55 em) and line height (1.2 em), greedy word wrapping.
/// The view layer's default; hosts use Pango.
public final class ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?) -> TextMetrics {
        let advance = font.size * 0.55, lineHeight = (font.size * 1.2).rounded(.up)
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
