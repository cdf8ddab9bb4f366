import Foundation
import FlipbookViews

/// Content with a modifier applied to each of its marks.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void
    /// Never read: the content makes the marks and the modifier changes them.
    public var body: Never { fatalError("_ModifiedChartContent has no body") }
    func collectMarks(into collector: inout MarkCollector) {
        collector.withModifier(modify) { content.addMarks(to: &$0) }
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout MarkRecord) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, modify: modify)
    }

    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { $0.style = erased }
    }

    /// Colours the marks by `value`: each distinct value takes the next colour of the chart's palette (or of
    /// `chartForegroundStyleScale`), and the legend lists them.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = MarkChannel(value)
        return modified { $0.styleCategory = channel }
    }

    /// Makes the marks translucent.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// Rounds the corners of bars, rectangles and slices.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// Strokes lines and rules with `style` (2 points wide for lines and 1 for rules otherwise).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// Joins a line's or an area's points with `method`.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Marks each point with `symbol` (a line draws its points then).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = ChartSymbol.shape(AnyShape(symbol))
        return modified { $0.symbol = shape }
    }

    /// Marks each point with `symbol`, a view (a stroked shape, an image) in the mark's style.
    @_disfavoredOverload
    public func symbol<V: View>(_ symbol: V) -> some ChartContent {
        let view = ChartSymbol.styledView(AnyView(symbol))
        return modified { $0.symbol = view }
    }

    /// Marks each point with a view of your own.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = ChartSymbol.view(AnyView(symbol()))
        return modified { $0.symbol = view }
    }

    /// Marks each point with a symbol chosen by `value` (circle, square, triangle, … in order of appearance).
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = MarkChannel(value)
        return modified { $0.symbolCategory = channel }
    }

    /// The symbols' area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = max(area, 0).squareRoot() }
    }

    /// The symbols' size in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = max(size.width, size.height, 0) }
    }

    /// Sizes each symbol by `value`: the smallest value gets the smallest size of the chart's range
    /// (`chartSymbolSizeScale`), the largest the largest.
    public func symbolSize<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = MarkChannel(value)
        return modified { $0.symbolSizeValue = channel }
    }

    /// Strokes each line in a style chosen by `value` (solid, dashed, dotted… in order of appearance, or as
    /// `chartLineStyleScale` says).
    public func lineStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = MarkChannel(value)
        return modified { $0.lineStyleCategory = channel }
    }

    /// Shows `content` beside or over each mark.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// Shows `content` beside or over each mark, kept inside the chart as `overflowResolution` asks (Flipbook
    /// places it where `position` says).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows `content`, given where the mark is, beside or over each mark.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    @ViewBuilder content: (AnnotationContext) -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing) { content(AnnotationContext()) }
    }

    /// Places marks that share a position side by side, grouped by `value`, instead of stacking them.
    public func position<Value: Plottable>(by value: PlottableValue<Value>, axis: Axis? = nil,
                                           span: MarkDimension = .automatic) -> some ChartContent {
        let channel = MarkChannel(value)
        return modified { $0.positionCategory = channel }
    }

    /// Moves the marks by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.width += x; $0.offset.height += y }
    }

    /// Moves the marks by `offset` points.
    public func offset(_ offset: CGSize) -> some ChartContent {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Moves the marks by `x` points and their top and bottom ends by `yStart` and `yEnd` (a rule shortened or
    /// lengthened).
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.width += x; $0.startOffset.height += yStart; $0.endOffset.height += yEnd }
    }

    /// Moves the marks by `y` points and their leading and trailing ends by `xStart` and `xEnd`.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.height += y; $0.startOffset.width += xStart; $0.endOffset.width += xEnd }
    }

    /// Draws the marks above (higher) or below the others.
    public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.zIndex = value }
    }

    /// Clips the marks to `shape` (Flipbook draws them unclipped).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent { self }

    /// Masks the marks with chart content of your own (Flipbook draws them unmasked).
    public func mask<Mask: ChartContent>(@ChartContentBuilder content: () -> Mask) -> some ChartContent { self }

    /// Blurs the marks (Flipbook draws them sharp).
    public func blur(radius: CGFloat) -> some ChartContent { self }

    /// Shadows the marks (Flipbook draws them without).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some ChartContent { self }

    /// Whether a gradient style spans the whole plot rather than each mark (Flipbook spans each mark).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self }

    /// The marks' accessibility label (recorded nowhere: charts have no accessibility tree here).
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    /// The marks' accessibility label.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { self }
    /// The marks' accessibility label.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    /// The marks' accessibility value.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    /// The marks' accessibility value.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { self }
    /// The marks' accessibility value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    /// Hides the marks from accessibility.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

/// Where an annotation sits against its mark.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind
    /// Above a vertical bar's end, after a horizontal one's, above anything else.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Over the mark.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(kind: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What keeps an annotation inside the chart (accepted; Flipbook places annotations where their position says).
public struct AnnotationOverflowResolution: Sendable {
    /// How an annotation is kept inside along one axis.
    public struct Strategy: Sendable {
        /// The chart's choice.
        public static let automatic = Strategy()
        /// Moves the annotation inside.
        public static let fit = Strategy()
        /// Moves the annotation inside the plot area or the chart.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        /// Leaves the annotation where it is.
        public static let disabled = Strategy()
        /// Lets the annotation pass the edge.
        public static let padScale = Strategy()
    }
    /// What an annotation is kept inside.
    public struct Boundary: Sendable {
        /// The plot area.
        public static let plot = Boundary()
        /// The whole chart.
        public static let chart = Boundary()
        /// Everything the chart is drawn in.
        public static let automatic = Boundary()
    }
    /// Keeps an annotation inside as `x` and `y` say.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    /// The chart's choice.
    public static let automatic = AnnotationOverflowResolution()
}

/// Where an annotation's mark is, for content that reads it.
public struct AnnotationContext {
    /// The size of the area the annotation is placed in.
    public var targetSize: CGSize = .zero
}
