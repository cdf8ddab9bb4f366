import Foundation

/// A view that shows one or more lines of read-only text.
nonisolated public struct Text: View, Equatable, Sendable {
    package internal(set) var string: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    /// A style other than a colour set on the text itself (a gradient, `.secondary`), resolved where it is shown.
    var style: TextForegroundStyle?
    var isMonospacedDigit = false
    /// Extra space after each character (`kerning`/`tracking`), if set on the text itself.
    var letterSpacing: CGFloat?
    /// The design of the text's font, if set on the text itself.
    var design: Font.Design?
    /// The texts joined with `+`, each with its own style (nil: one text).
    var segments: [Text]?
    var isUnderlined = false
    var isStruckThrough = false
    /// The underline's and the strikethrough's own colours (nil: the text's).
    var underlineColor: Color?
    var strikethroughColor: Color?
    /// The underline's and the strikethrough's dashes and dots.
    var underlinePattern = LineStyle.Pattern.solid
    var strikethroughPattern = LineStyle.Pattern.solid
    var baseline: CGFloat?
    /// What VoiceOver reads instead of the string (`accessibilityLabel(_:)` on the text itself); hosts find the
    /// text by it too.
    var accessibilityLabel: String?
    /// Values attached with `customAttribute(_:)`, for a `TextRenderer`. `TextAttribute` is not `Sendable` (as in
    /// SwiftUI) while `Text` is; attributes are values that are only read, by the renderer on the main actor.
    nonisolated(unsafe) var customAttributes: [AnyHashable] = []
    /// Whether the text is a symbol's glyph (`Text(Image(systemName:))`), drawn in the symbols' font at the
    /// size of the text around it.
    var isSymbolGlyph = false
    /// The date a `Text(_:style:)` or `Text(timerInterval:)` shows, which its node reads again as the host's
    /// clock moves (`string` is its reading when the text was made).
    var liveDate: LiveDateText?

    /// Text showing a string as it is.
    public nonisolated init(verbatim content: String) { string = content }

    /// Text showing a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// Text showing a key (not localised: the key is shown), its inline Markdown read as SwiftUI reads it
    /// (see `InlineMarkdown`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.key
        if let parts = key.styledParts {
            segments = parts.flatMap(\.parts)
        } else if let runs = InlineMarkdown.runs(of: key.markdown) {
            string = runs.map(\.text).joined()
            // Escapes alone leave one plain text.
            if runs.count > 1 || runs.first?.style != InlineMarkdown.Style() { segments = Self.markdownParts(runs) }
        }
    }

    /// A symbol inside text (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`): its glyph flows with the
    /// text, at the text's size and in its colour. An unknown name shows the question-mark placeholder; a
    /// picture (`Image("photo")`) has no glyph and shows nothing.
    public init(_ image: Image) {
        var glyph = Text(verbatim: Self.glyph(of: image))
        glyph.isSymbolGlyph = true
        self = glyph
        segments = [glyph]
    }

    /// The character a symbol's glyph is in the symbols' font; empty for a picture.
    private static func glyph(of image: Image) -> String {
        guard case .system(let name) = image.source else { return "" }
        return (SymbolCatalog.entry(named: name) ?? SymbolCatalog.placeholder).glyph ?? ""
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    /// The text in `font` (nil: the environment's font).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }
    /// The text in `weight` (nil: the font's own).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }
    /// The text in italics.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }
    /// The text in `color` (nil: the environment's foreground style).
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        copy.style = nil
        return copy
    }

    /// The text in `style`; a `Text`, so it joins other texts with `+` and interpolates into them (iOS 17). A
    /// hierarchical style (`.secondary`) is that level of the foreground style where the text is shown; a
    /// gradient paints the glyphs across the text's box (a part of a joined text takes its first colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        var copy = self
        copy.color = nil
        copy.style = TextForegroundStyle(style: AnyShapeStyle(style))
        return copy
    }

    /// The colour the text is drawn in where `environment` applies, if the text has a style of its own.
    func ownColor(in environment: EnvironmentValues) -> Color.Resolved? {
        color?.resolve(in: environment) ?? style?.style.resolvedPaint(in: environment).representativeColor
    }

    /// The text underlined in `pattern` and `color`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        var copy = underline(isActive, color: color)
        copy.underlinePattern = pattern
        return copy
    }

    /// The text struck through in `pattern` and `color`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        var copy = strikethrough(isActive, color: color)
        copy.strikethroughPattern = pattern
        return copy
    }

    /// How an underline or strikethrough is drawn.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public var pattern: Pattern
        /// The line's colour (nil: the text's).
        public var color: Color?

        /// A line in `pattern` and `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line.
        public static let single = LineStyle()

        /// The dashes and dots of a line (their lengths: `FontDescriptor.LinePattern.dashes`).
        public enum Pattern: Hashable, Sendable {
            /// An unbroken line.
            case solid
            /// A dotted line.
            case dot
            /// A dashed line.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dashes and pairs of dots.
            case dashDotDot

            /// The pattern as the display list draws it.
            nonisolated var descriptorValue: FontDescriptor.LinePattern {
                switch self {
                case .solid: .solid
                case .dot: .dot
                case .dash: .dash
                case .dashDot: .dashDot
                case .dashDotDot: .dashDotDot
                }
            }
        }
    }

    /// The text underlined, in `color` (nil: the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.isUnderlined = isActive
        copy.underlineColor = color
        copy.underlinePattern = .solid
        return copy
    }

    /// The text struck through, in `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.isStruckThrough = isActive
        copy.strikethroughColor = color
        copy.strikethroughPattern = .solid
        return copy
    }

    /// The text raised (or, negative, lowered) by `offset` points from its baseline.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        var copy = self
        copy.baseline = offset
        return copy
    }

    /// The text in the monospaced design of its font.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }

    /// The text with `kerning` points of extra space between characters.
    public func kerning(_ kerning: CGFloat) -> Text {
        var copy = self
        copy.letterSpacing = kerning
        return copy
    }

    /// The text with `tracking` points of extra space after each character.
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }

    /// The text in a design of its font (rounded, serif, monospaced).
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        copy.design = design
        return copy
    }

    /// The text in a width of its font (accepted: Flipbook's fonts have one width); a `Text`, so it chains.
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// The text at a scale of its font (accepted: drawn at the default scale); a `Text`, so it chains.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

    /// A text scale (iOS 17).
    public struct Scale: Hashable, Sendable {
        /// The normal scale.
        public static let `default` = Scale()
        /// A smaller scale for secondary text.
        public static let secondary = Scale()
    }

    /// The text with digits of equal width.
    public func monospacedDigit() -> Text {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }

    /// The two texts as one, each part keeping its own font, weight, italics and colour (a style set on the
    /// joined text applies to the parts that have none of their own).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.segments = lhs.parts + rhs.parts
        return joined
    }

    /// The styled parts of this text, with the joined text's own style filled in where a part has none.
    var parts: [Text] {
        guard let segments else { return [self] }
        return segments.map { part in
            var styled = part
            styled.font = part.font ?? font
            styled.weight = part.weight ?? weight
            styled.isItalic = part.isItalic || isItalic
            if part.color == nil && part.style == nil {
                styled.color = color
                styled.style = style
            }
            styled.isMonospacedDigit = part.isMonospacedDigit || isMonospacedDigit
            // The layout draws this text's own decorations under all of it, but once it is joined again
            // (`(a + b).underline() + c`) only its parts remain, so they carry the decorations.
            if !part.isUnderlined, isUnderlined {
                styled.isUnderlined = true
                styled.underlineColor = underlineColor
                styled.underlinePattern = underlinePattern
            }
            if !part.isStruckThrough, isStruckThrough {
                styled.isStruckThrough = true
                styled.strikethroughColor = strikethroughColor
                styled.strikethroughPattern = strikethroughPattern
            }
            styled.customAttributes = customAttributes + part.customAttributes
            return styled
        }
    }
}

extension Text {
    /// The font the text is drawn in: its own, else the environment's, with its weight and italics.
    nonisolated func fontDescriptor(in environment: EnvironmentValues) -> FontDescriptor {
        var font = (self.font ?? environment.font ?? .body).descriptor
        if let weight = weight ?? environment.fontWeight { font.weight = weight.value }
        if isItalic { font.italic = true }
        if isMonospacedDigit || environment.monospacedDigit { font.monospacedDigits = true }
        if let design = design ?? (self.font == nil ? environment.fontDesign : nil) {
            font.design = FontDescriptor.Design(design)
        }
        font.letterSpacing = letterSpacing ?? environment.letterSpacing
        font.lineSpacing = environment.lineSpacing
        if let lineHeight = environment.lineHeight { font.lineHeight = lineHeight.descriptorValue(size: font.size) }
        font.underline = isUnderlined || environment.textDecorations.underline
        font.strikethrough = isStruckThrough || environment.textDecorations.strikethrough
        let decorations = environment.textDecorations
        font.underlineColor = (isUnderlined ? underlineColor : decorations.underlineColor)?.resolve(in: environment)
        font.strikethroughColor = (isStruckThrough ? strikethroughColor : decorations.strikethroughColor)?
            .resolve(in: environment)
        font.underlinePattern = (isUnderlined ? underlinePattern : decorations.underlinePattern).descriptorValue
        font.strikethroughPattern = (isStruckThrough ? strikethroughPattern : decorations.strikethroughPattern)
            .descriptorValue
        font.baselineOffset = baseline ?? environment.textDecorations.baselineOffset
        if isSymbolGlyph {
            font.family = SymbolCatalog.fontFamily
            font.italic = false
        }
        return font
    }

    @MainActor public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(TextNode(graph: graph))
    }
}

/// The node of a `Text`: measured by the graph's text measurer, drawn as one text item.
final class TextNode: BoundaryNode, ViewNode {
    private(set) var string = ""
    /// The label set with `Text.accessibilityLabel(_:)`, which hosts find the text by as well as its string.
    private(set) var accessibilityLabel: String?
    /// The live date text shown and what it was resolved with (see `TextNode+LiveDate.swift`).
    var live: (text: Text, context: ResolveContext)?
    /// The wake-up set for the moment its string next changes.
    var liveWake = PendingWake()
    private var font = FontDescriptor(family: nil, size: 17, weight: 400, design: .default, italic: false)
    private var color: AnimatedValue<Color.Resolved>?
    /// The gradient of a gradient foreground style, which paints the glyphs across the text's box (it jumps
    /// from one to the next; `color` then holds its first colour, for transitions and custom renderers).
    private var gradient: ResolvedPaint?
    private var lineLimit: Int?
    private var truncation = TextTruncation.tail
    private var alignment = TextAlignment.leading
    /// The content transition running, if the text changed in an animated transaction.
    private var transition: TextTransition?
    /// The value `numericText(value:)` last gave, which the next change's direction is measured from.
    private var numericValue: Double?
    /// The styles of the parts of a text joined with `+`.
    private var runs: [DisplayList.TextRun]?
    /// What draws the text inside a `textRenderer(_:)`, with what it needs.
    private var customRendering: CustomTextRendering?
    /// Whether the text is drawn as placeholder bars (`redacted(reason:)`).
    private var drawsPlaceholder = false
    /// The blend mode of the text's style (`foregroundStyle(.red.blendMode(.multiply))`), if it has one.
    private var styleBlendMode: BlendMode?

    override func didRemove() { liveWake.cancel(in: graph) }

    func update(_ text: Text, context: ResolveContext) {
        accessibilityLabel = text.accessibilityLabel
        let environment = context.environment
        let font = text.fontDescriptor(in: environment)
        let color = text.ownColor(in: environment) ?? environment.resolvedForegroundStyle.representativeColor
        let text = currentReading(of: text, context: context)
        let reading = text.string
        let shown = environment.textCase.map { $0.apply(to: reading) } ?? reading
        let changedLayout = shown != string || font != self.font || environment.lineLimit != lineLimit
        // A change of string or of font (its size, weight, design) is a change of the glyphs, which the content
        // transition animates.
        if shown != string || font != self.font, !string.isEmpty {
            startTransition(environment.contentTransition, transaction: context.transaction)
        }
        if case .numericText(_, let value?) = environment.contentTransition.kind { numericValue = value }
        let newRuns = text.segments == nil ? nil : Self.runs(of: text.parts, in: environment)
        if newRuns != runs {
            runs = newRuns
            invalidateLayout()
        }
        string = shown
        self.font = font
        self.color = fed(self.color, color, transaction: context.transaction)
        let gradient = text.color != nil ? nil
            : text.style.map { $0.style.resolvedPaint(in: environment).glyphGradient }
            ?? environment.resolvedForegroundStyle.glyphGradient
        if gradient != self.gradient {
            self.gradient = gradient
            invalidateRender()
        }
        lineLimit = environment.lineLimit
        if environment.truncationMode.truncation != truncation {
            truncation = environment.truncationMode.truncation
            invalidateRender()
        }
        let reserved = environment.reservesLineLimitSpace ? environment.lineLimit : nil
        if reserved != reservedLines {
            reservedLines = reserved
            invalidateLayout()
        }
        if environment.minimumScaleFactor != minimumScale {
            minimumScale = environment.minimumScaleFactor
            invalidateLayout()
        }
        alignment = environment.multilineTextAlignment
        if environment.drawsPlaceholders != drawsPlaceholder {
            drawsPlaceholder = environment.drawsPlaceholders
            invalidateRender()
        }
        if changedLayout { invalidateLayout() }
        let blendMode = text.color != nil ? nil
            : (text.style?.style ?? environment.foregroundStyle).flatMap { style in
                (ShapeStyles.concrete(style, in: environment) as? BlendedShapeStyle)?.blendMode
            }
        if blendMode != styleBlendMode {
            styleBlendMode = blendMode
            invalidateRender()
        }
        updateCustomRendering(text, environment: environment)
    }

    /// Keeps the renderer of an enclosing `textRenderer(_:)` and the styles of the text's parts; the text is
    /// drawn again whenever the renderer's presented data may have changed.
    private func updateCustomRendering(_ text: Text, environment: EnvironmentValues) {
        guard let renderer = environment.textRenderer else {
            if customRendering != nil {
                customRendering = nil
                invalidateLayout()
            }
            return
        }
        let parts = text.parts
        if customRendering == nil { invalidateLayout() }
        customRendering = CustomTextRendering(renderer: renderer, environment: environment,
                                              parts: Array(zip(Self.runs(of: parts, in: environment),
                                                               parts.map(\.customAttributes))),
                                              layout: customRendering?.layout)
        invalidateRender()
    }

    /// The length (after the environment's text case), font and own colour of each part of a text.
    private static func runs(of parts: [Text], in environment: EnvironmentValues) -> [DisplayList.TextRun] {
        parts.map { part in
            DisplayList.TextRun(length: (environment.textCase.map { $0.apply(to: part.string) } ?? part.string).count,
                                font: part.fontDescriptor(in: environment),
                                color: part.ownColor(in: environment))
        }
    }

    /// The text as laid out now: what a content transition leaves from, or arrives at.
    private var snapshot: TextTransition.Snapshot {
        TextTransition.Snapshot(string: string, font: font, color: color?.presented ?? Color.black.resolved(),
                                size: frame.size, lineLimit: drawnLineLimit)
    }

    /// Keeps the text shown now, to leave as the new one arrives with the transaction's animation.
    private func startTransition(_ contentTransition: ContentTransition, transaction: Transaction) {
        let kind = contentTransition.kind
        var replacesSymbols = false
        if case .symbolReplace = kind { replacesSymbols = true }
        guard kind != .identity, !replacesSymbols, let animation = transaction.animation else {
            transition = nil
            return
        }
        var downwards = false
        if case .numericText(let fixed, let value) = kind {
            downwards = fixed ?? (value.map { new in numericValue.map { new < $0 } ?? false } ?? false)
        }
        let current = snapshot
        // A size change that interrupts another starts from the size shown, not the one it was going to.
        let old = transition?.shown(toward: current) ?? current
        transition = TextTransition(old: old, kind: kind, downwards: downwards,
                                    progress: .progress(animation: animation, from: graph.time))
        graph.startAnimating(self)
    }

    /// How far one-line text may shrink to fit its width (`minimumScaleFactor`).
    private var minimumScale: CGFloat = 1

    /// The font the text is drawn in at `width`: smaller, down to the minimum scale, when one line of it would
    /// not fit otherwise.
    private func fittedFont(width: CGFloat?) -> FontDescriptor {
        guard minimumScale < 1, lineLimit == 1, let width, width.isFinite, runs == nil else { return font }
        let natural = graph.textMeasurer.measure(string, font: font, width: nil, lineLimit: 1).size.width
        guard natural > width, natural > 0 else { return font }
        var fitted = font
        fitted.size = font.size * max(minimumScale, width / natural)
        return fitted
    }

    private func metrics(width: CGFloat?, lineLimit limit: Int?? = nil) -> TextMetrics {
        let limit = limit ?? lineLimit
        if let runs {
            return graph.textMeasurer.measure(string, runs: runs, font: font, width: width.map { max(0, $0) },
                                              lineLimit: limit)
        }
        return graph.textMeasurer.measure(string, font: fittedFont(width: width), width: width.map { max(0, $0) },
                                          lineLimit: limit)
    }

    /// The most lines shown at `width` in a box `height` tall, and the text's metrics with them: the text's own
    /// limit, or fewer where its lines do not all fit, the last one then ending in an ellipsis, as SwiftUI
    /// truncates text proposed less height than it needs (one line at least).
    private func fitting(width: CGFloat?, height: CGFloat?) -> (lineLimit: Int?, metrics: TextMetrics) {
        let full = metrics(width: width)
        guard let height, height.isFinite, full.size.height > height + 0.5 else { return (lineLimit, full) }
        let fitted = fittedFont(width: width)
        let line = graph.textMeasurer.measure("X", font: fitted, width: nil, lineLimit: 1).size.height
        let spacing = fitted.lineSpacing.isFinite ? max(0, fitted.lineSpacing) : 0
        guard line > 0 else { return (lineLimit, full) }
        let fitting = max(1, Int(((height + spacing) / (line + spacing) + 1e-6).rounded(.down)))
        let limit = min(lineLimit ?? fitting, fitting)
        return limit == lineLimit ? (limit, full) : (limit, metrics(width: width, lineLimit: limit))
    }

    /// What the drawn line limit was worked out from, and the limit: kept, as a text is drawn every frame and
    /// working it out measures the text again.
    private var drawnLimitMemo: (key: DrawnLimitKey, limit: Int?)?

    private struct DrawnLimitKey: Equatable {
        var size: CGSize
        var string: String
        var font: FontDescriptor
        var lineLimit: Int?
        var minimumScale: CGFloat
        var runs: [DisplayList.TextRun]?
    }

    /// The line limit the text is drawn with in its laid-out box.
    private var drawnLineLimit: Int? {
        let key = DrawnLimitKey(size: frame.size, string: string, font: font, lineLimit: lineLimit,
                                minimumScale: minimumScale, runs: runs)
        if let drawnLimitMemo, drawnLimitMemo.key == key { return drawnLimitMemo.limit }
        let limit = fitting(width: frame.size.width, height: frame.size.height).lineLimit
        drawnLimitMemo = (key, limit)
        return limit
    }

    /// The lines whose height the text takes at least (`lineLimit(_:reservesSpace:)`).
    private var reservedLines: Int?

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let measure = { (proposal: ProposedViewSize) in
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            var size = self.fitting(width: width, height: proposal.height).metrics.size
            if let lines = self.reservedLines, lines > 1 {
                let filled = Array(repeating: "X", count: lines).joined(separator: "\n")
                let height = self.graph.textMeasurer.measure(filled, font: self.font, width: nil, lineLimit: lines).size.height
                size.height = max(size.height, height)
            }
            return size
        }
        guard let customRendering else { return measure(proposal) }
        return customRendering.renderer.sizeThatFits(proposal, TextProxy(measure: measure))
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        if guide == VerticalAlignment.firstTextBaseline.key {
            return metrics(width: size.width).firstBaseline
        }
        if guide == VerticalAlignment.lastTextBaseline.key {
            return metrics(width: size.width).lastBaseline
        }
        return nil
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard !string.isEmpty else { return }
        // A style's blend mode draws the glyphs as one layer in that mode, as a shape filled with it is.
        guard let styleBlendMode else { return renderGlyphs(into: &builder, space: space, size: size) }
        builder.withEffect(.blendMode(styleBlendMode), viewID: nodeID) {
            renderGlyphs(into: &$0, space: space, size: size)
        }
    }

    private func renderGlyphs(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        // While the frame animates, the text keeps the lines of its laid-out size, centred in the frame shown:
        // it is not wrapped again at every in-between width.
        let laidOut = frame.size
        if drawsPlaceholder {
            renderPlaceholder(into: &builder, space: space, size: size)
            return
        }
        if let transition {
            transition.render(new: snapshot, measurer: graph.textMeasurer, alignment: alignment,
                              into: &builder, space: space, size: size, viewID: nodeID)
            return
        }
        if customRendering != nil {
            renderCustom(into: &builder, space: space, size: size)
            return
        }
        let drawing = DisplayList.TextDrawing(string: string, font: fittedFont(width: laidOut.width),
                                              color: color?.presented ?? Color.black.resolved(), size: laidOut,
                                              lineLimit: drawnLineLimit, alignment: alignment, runs: runs,
                                              paint: gradient?.paint(in: CGRect(origin: .zero, size: laidOut)),
                                              truncation: truncation)
        builder.append(DisplayList.Item(transform: textTransform(space: space, size: size), content: .text(drawing),
                                        viewID: nodeID))
    }

    /// One bar per line, where the text's lines would be.
    private func renderPlaceholder(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let layout = graph.textMeasurer.characterLayout(string, runs: runs, font: fittedFont(width: frame.size.width),
                                                        width: frame.size.width, lineLimit: drawnLineLimit,
                                                        alignment: alignment)
        let fill = Redaction.fill(color?.presented ?? Color.black.resolved())
        var textSpace = space
        textSpace.transform = textTransform(space: space, size: size)
        for bar in Redaction.bars(of: layout) { builder.fill(bar, fill, in: textSpace, viewID: nodeID) }
    }

    /// The text's space in a frame of `size`: its laid-out box centred in it.
    private func textTransform(space: RenderSpace, size: CGSize) -> ProjectionTransform {
        let laidOut = frame.size
        guard laidOut != size else { return space.transform }
        return ProjectionTransform(CGAffineTransform(translationX: (size.width - laidOut.width) / 2,
                                                     y: (size.height - laidOut.height) / 2))
            .concatenating(space.transform)
    }

    /// Hands the text's layout to the enclosing `textRenderer(_:)` and draws what it draws.
    private func renderCustom(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard var rendering = customRendering else { return }
        let base = color?.presented ?? Color.black.resolved()
        let styles = rendering.parts.map { run, attributes in
            Text.Layout.RunStyle(length: run.length, font: run.font, color: run.color ?? base, attributes: attributes)
        }
        let key = CustomTextRendering.LayoutKey(string: string, styles: styles, width: frame.size.width,
                                                lineLimit: lineLimit, alignment: alignment)
        let layout: Text.Layout
        if let cached = rendering.layout, cached.key == key {
            layout = cached.layout
        } else {
            let characters = graph.textMeasurer.characterLayout(string, runs: runs, font: font, width: frame.size.width,
                                                                lineLimit: lineLimit, alignment: alignment)
            layout = Text.Layout(characters, string: string, styles: styles)
            rendering.layout = (key, layout)
            customRendering = rendering
        }
        let resources = CanvasResources(textMeasurer: graph.textMeasurer, resourceFolders: graph.resourceFolders,
                                        symbols: [:])
        var context = GraphicsContext(recording: GraphicsContext.Recording(), resources: resources,
                                      environment: rendering.environment)
        rendering.renderer.draw(layout, &context)
        let drawn = DisplayList(items: context.recording.items).transformed(by: textTransform(space: space, size: size))
        for var item in drawn.items {
            item.viewID = nodeID
            builder.append(item)
        }
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        var animating = false
        if let color, color.isAnimating {
            color.tick(at: time)
            animating = color.isAnimating
        }
        if let transition {
            transition.progress.tick(at: time)
            if transition.progress.isAnimating { animating = true } else { self.transition = nil }
        }
        return animating
    }

    override var animatedInputs: [AnimatedInput] {
        super.animatedInputs + [AnimatedInput("color", color), AnimatedInput("contentTransition", transition?.progress)]
    }

    override var debugText: String? { string }
    override var accessibilityName: String? { accessibilityLabel }
    override var debugName: String { "Text" }
}

extension Text {
    /// Text showing `input` formatted by `format` (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.displayString(input))
    }
}

/// A text node's custom rendering: the renderer, the environment its context gets, the text's parts with their
/// custom attributes (a part without a colour of its own takes the text's presented colour) and the last layout.
struct CustomTextRendering {
    struct LayoutKey: Equatable {
        var string: String
        var styles: [Text.Layout.RunStyle]
        var width: CGFloat
        var lineLimit: Int?
        var alignment: TextAlignment
    }

    var renderer: AnyTextRenderer
    var environment: EnvironmentValues
    var parts: [(run: DisplayList.TextRun, attributes: [AnyHashable])]
    var layout: (key: LayoutKey, layout: Text.Layout)?
}

/// A shape style set on a text itself, compared by value where the style can be (colours, gradients), so that an
/// unchanged text is not drawn again.
struct TextForegroundStyle: Equatable {
    let style: AnyShapeStyle

    static func == (lhs: TextForegroundStyle, rhs: TextForegroundStyle) -> Bool {
        guard let left = lhs.style.base as? any Equatable else { return false }
        return left.isEqual(to: rhs.style.base)
    }
}
