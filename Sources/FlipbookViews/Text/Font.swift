import Foundation

/// A font: a text style of the system font, a system font of a size, or a named font.
public struct Font: Hashable, Sendable {
    /// Font weights, from ultra-light to black.
    public struct Weight: Hashable, Sendable {
        /// The CSS-style weight (100 … 900).
        public let value: Int
        /// The thinnest weight (CSS 100).
        public static let ultraLight = Weight(value: 100)
        /// Thin (CSS 200).
        public static let thin = Weight(value: 200)
        /// Light (CSS 300).
        public static let light = Weight(value: 300)
        /// The normal weight (CSS 400).
        public static let regular = Weight(value: 400)
        /// Medium (CSS 500).
        public static let medium = Weight(value: 500)
        /// Semibold (CSS 600).
        public static let semibold = Weight(value: 600)
        /// Bold (CSS 700).
        public static let bold = Weight(value: 700)
        /// Heavy (CSS 800).
        public static let heavy = Weight(value: 800)
        /// The heaviest weight (CSS 900).
        public static let black = Weight(value: 900)
    }

    /// Families of the system font.
    public enum Design: Hashable, Sendable {
        /// The default sans-serif, a serif, a rounded and a monospaced design.
        case `default`, serif, rounded, monospaced
    }

    /// Dynamic Type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The styles, from the largest (`largeTitle`, 34 pt) to the smallest (`caption2`, 11 pt), at iOS's default
        /// content size.
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

    /// The largest title: 34 pt.
    public static let largeTitle = Font(style: .largeTitle)
    /// A first-level title: 28 pt.
    public static let title = Font(style: .title)
    /// A second-level title: 22 pt.
    public static let title2 = Font(style: .title2)
    /// A third-level title: 20 pt.
    public static let title3 = Font(style: .title3)
    /// A heading: 17 pt semibold.
    public static let headline = Font(style: .headline)
    /// A subheading: 15 pt.
    public static let subheadline = Font(style: .subheadline)
    /// Body text: 17 pt.
    public static let body = Font(style: .body)
    /// A callout: 16 pt.
    public static let callout = Font(style: .callout)
    /// A footnote: 13 pt.
    public static let footnote = Font(style: .footnote)
    /// A caption: 12 pt.
    public static let caption = Font(style: .caption)
    /// A smaller caption: 11 pt.
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

    /// A named font at a size that would scale with `textStyle` under Dynamic Type (Flipbook renders at the
    /// default type size, so it is `size`).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.descriptor.weight = weight.value
        return copy
    }
    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italics.
    public func italic() -> Font {
        var copy = self
        copy.descriptor.italic = true
        return copy
    }
    /// This font's monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.descriptor.design = .monospaced
        return copy
    }
    /// The font in another design (rounded, serif, monospaced).
    public func design(_ design: Design) -> Font {
        var copy = self
        copy.descriptor.design = FontDescriptor.Design(design)
        return copy
    }

    /// The font with digits of equal width (tabular figures).
    public func monospacedDigit() -> Font {
        var copy = self
        copy.descriptor.monospacedDigits = true
        return copy
    }

    /// The font with every letter a small capital.
    public func smallCaps() -> Font { with(smallCaps: [.lowercase, .uppercase]) }
    /// The font with lowercase letters drawn as small capitals.
    public func lowercaseSmallCaps() -> Font { with(smallCaps: .lowercase) }
    /// The font with capital letters drawn as small capitals (where the font has them).
    public func uppercaseSmallCaps() -> Font { with(smallCaps: .uppercase) }

    private func with(smallCaps: FontDescriptor.SmallCaps) -> Font {
        var copy = self
        copy.descriptor.smallCaps.formUnion(smallCaps)
        return copy
    }

    /// Space between lines, relative to the font's own.
    public enum Leading: Hashable, Sendable {
        /// The font's own, a little less, or a little more.
        case standard, tight, loose
    }

    /// The font with its lines 2 points closer (`.tight`) or further apart (`.loose`), as iOS's text styles'
    /// tight and loose leading are.
    public func leading(_ leading: Leading) -> Font {
        var copy = self
        let lineHeight: AttributedString.LineHeight = switch leading {
        case .standard: .normal
        case .tight: .tight
        case .loose: .loose
        }
        copy.descriptor.lineHeight = lineHeight.descriptorValue(size: descriptor.size)
        return copy
    }
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
struct TextDecorationsKey: EnvironmentKey { static let defaultValue = TextDecorations() }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct LetterSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct ReservesLineLimitSpaceKey: EnvironmentKey { static let defaultValue = false }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }

extension EnvironmentValues {
    /// The font of text inside, unless a text sets its own (nil: body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
    var letterSpacing: CGFloat {
        get { self[LetterSpacingKey.self] }
        set { self[LetterSpacingKey.self] = newValue }
    }
    /// Whether texts in this view are underlined or struck through.
    var textDecorations: TextDecorations {
        get { self[TextDecorationsKey.self] }
        set { self[TextDecorationsKey.self] = newValue }
    }
    /// Extra space between the lines of texts in this view, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue.isFinite ? max(0, newValue) : 0 }
    }
    /// How far text may shrink to fit its width on its lines (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    var monospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }
    /// Whether a text inside takes the height of its line limit even with fewer lines.
    var reservesLineLimitSpace: Bool {
        get { self[ReservesLineLimitSpaceKey.self] }
        set { self[ReservesLineLimitSpaceKey.self] = newValue }
    }
    /// The most lines a text inside shows, or nil for as many as it needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// How the lines of a multiline text inside are aligned.
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
    /// Draws text in this view in a design of the system font (rounded, serif, monospaced).
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }
    /// Accepted: the system font has one width here.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Adds `kerning` points of space between the characters of text in this view.
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.letterSpacing, kerning) }
    /// Underlines the texts in this view, in `color` (nil: each text's own).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        underline(isActive, pattern: .solid, color: color)
    }
    /// Underlines the texts in this view in `pattern` and `color`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        transformEnvironment(\.textDecorations) {
            $0.underline = isActive
            $0.underlineColor = color
            $0.underlinePattern = pattern
        }
    }
    /// Strikes through the texts in this view, in `color` (nil: each text's own).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        strikethrough(isActive, pattern: .solid, color: color)
    }
    /// Strikes through the texts in this view in `pattern` and `color`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern,
                              color: Color? = nil) -> some View {
        transformEnvironment(\.textDecorations) {
            $0.strikethrough = isActive
            $0.strikethroughColor = color
            $0.strikethroughPattern = pattern
        }
    }
    /// Raises (or, negative, lowers) the texts in this view from their baselines.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        transformEnvironment(\.textDecorations) { $0.baselineOffset = offset.isFinite ? offset : 0 }
    }
    /// Draws the texts in this view in their font's monospaced design.
    public func monospaced(_ isActive: Bool = true) -> some View { fontDesign(isActive ? .monospaced : nil) }
    /// Adds `lineSpacing` points between the lines of the texts in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// Adds `tracking` points of space after the characters of text in this view.
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.letterSpacing, tracking) }

    /// Lets text in this view shrink, down to `factor` of its size, to fit its width on its line limit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Draws the digits of text in this view at equal widths, so changing numbers keep their place.
    public func monospacedDigit() -> some View { environment(\.monospacedDigit, true) }
    /// Limits text in this view to a number of lines.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    /// At most the range's upper bound of lines (Flipbook reserves no room for the lower bound).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { environment(\.lineLimit, limit.upperBound) }
    /// At most the range's upper bound of lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { environment(\.lineLimit, limit.upperBound) }
    /// Any number of lines (the lower bound reserves no room in Flipbook).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { environment(\.lineLimit, nil) }
    /// At most `limit` lines; with `reservesSpace`, a text takes the height of `limit` lines even when it has
    /// fewer (its lines at the top).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservesLineLimitSpace, reservesSpace)
    }
    /// Aligns the lines of multiline text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}

extension FontDescriptor.Design {
    init(_ design: Font.Design) {
        switch design {
        case .default: self = .default
        case .serif: self = .serif
        case .rounded: self = .rounded
        case .monospaced: self = .monospaced
        }
    }
}

extension Font {
    /// A width of the system font (accepted: Flipbook's system font has one width).
    public struct Width: Hashable, Sendable {
        /// The width as a fraction: negative narrower, positive wider.
        public var value: CGFloat
        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }
        /// Narrower and narrower widths, the standard one, and a wider one.
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    /// The font at `width` (accepted: the system font has one width here).
    public func width(_ width: Width) -> Font { self }
}


/// Lines drawn with texts (`underline`, `strikethrough` on a view).
struct TextDecorations: Equatable, Sendable {
    var underline = false
    var strikethrough = false
    var underlineColor: Color?
    var strikethroughColor: Color?
    var underlinePattern = Text.LineStyle.Pattern.solid
    var strikethroughPattern = Text.LineStyle.Pattern.solid
    var baselineOffset: CGFloat = 0
}
