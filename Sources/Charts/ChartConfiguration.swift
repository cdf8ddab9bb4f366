import Foundation
import FlipbookViews

/// What the chart modifiers around a chart set: scales, axes, legend, plot style, overlays and selection. The
/// modifiers write it into the environment, nearest last, so the one nearest the chart wins.
struct ChartConfiguration {
    var xScale = ScaleSettings()
    var yScale = ScaleSettings()
    var xAxis = AxisSettings()
    var yAxis = AxisSettings()
    /// The axes' titles, one per position (the modifier nearest the chart wins at its position).
    var xAxisLabels: [AxisTitle] = []
    var yAxisLabels: [AxisTitle] = []
    var legendVisibility: Visibility = .automatic
    var legendContent: AnyView?
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    /// Named styles for the categories of `foregroundStyle(by:)`, in the order the legend lists them.
    var styleScale: [(category: String, style: AnyShapeStyle)]?
    /// Styles handed out in order to the categories, when no names are given.
    var styleRange: [AnyShapeStyle]?
    /// Colours for number categories of `foregroundStyle(by:)`: the smallest value at the gradient's start, the
    /// largest at its end.
    var styleGradient: Gradient?
    /// The style of a category, given its value, from `chartForegroundStyleScale(mapping:)`.
    var styleMapping: ((PlotValue) -> AnyShapeStyle?)?
    /// Stroke styles of the categories of `lineStyle(by:)`, by name, or handed out in order.
    var lineStyleScale: [(category: String, style: StrokeStyle)]?
    var lineStyleRange: [StrokeStyle]?
    /// The symbols of the categories of `symbol(by:)`, by name.
    var symbolScale: [(category: String, shape: AnyShape)]?
    /// The sizes (areas, in square points) `symbolSize(by:)` spans, smallest value to largest.
    var symbolSizeRange: ClosedRange<CGFloat>?
    var plotStyle: ((AnyView) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var gesture: ((ChartProxy) -> AnyGesture<Void>)?
    var xSelection: ((PlotValue?) -> Void)?
    var ySelection: ((PlotValue?) -> Void)?
    var angleSelection: ((PlotValue?) -> Void)?
    /// Whether the x axis scrolls, how much of its domain shows at once (a number of categories, a span of numbers,
    /// seconds of dates), and where it is scrolled to.
    var scrollsX = false
    var xVisibleLength: Double?
    var xScrollPosition: ScrollPositionBinding?
    var xInitialScrollPosition: PlotValue?
}

/// A scroll position bound to a value of the user's.
struct ScrollPositionBinding {
    var get: () -> PlotValue?
    var set: (PlotValue) -> Void
}

/// A scale's settings: its domain, whether it includes zero, and whether it runs backwards.
struct ScaleSettings {
    var domain: ScaleDomainValue = .automatic(includesZero: nil, reversed: nil)
}

/// An axis's settings: shown or hidden, and its marks, if the chart's were replaced.
struct AxisSettings {
    var visibility: Visibility = .automatic
    var marks: [AxisMarksRecord]?
}

extension [AxisTitle] {
    /// The titles with `title` in place of any at its position.
    func placing(_ title: AxisTitle) -> [AxisTitle] {
        filter { $0.position != title.position } + [title]
    }
}

/// A title beside an axis: a string, or a view of the user's.
struct AxisTitle {
    var text: String
    var view: AnyView?
    var position: AnnotationPosition

    init(text: String, view: AnyView? = nil, position: AnnotationPosition) {
        self.text = text
        self.view = view
        self.position = position
    }
}

/// The domain a scale was given.
enum ScaleDomainValue {
    case automatic(includesZero: Bool?, reversed: Bool?)
    /// The data's domain, then changed.
    case modified(includesZero: Bool?, reversed: Bool?, modify: ([PlotValue]) -> [PlotValue])
    case range(lower: PlotValue, upper: PlotValue)
    case categories([String])
}

extension ScaleDomainValue {
    /// Whether the domain was asked to run backwards, if it was asked.
    var reversed: Bool? {
        switch self {
        case .automatic(_, let reversed), .modified(_, let reversed, _): reversed
        default: nil
        }
    }
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// The values a scale spans: a range of numbers or dates, or a list of categories in order.
public protocol ScaleDomain {}

/// A domain read from the data, and changed as you say.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    /// Changes the domain read from the data (its values: the categories in order, or a continuous range's two
    /// ends).
    var modify: (([PlotValue]) -> [PlotValue])?
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's values (numbers from zero unless `includesZero` is false).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's values, with or without zero, and backwards if `reversed`.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The data's values as `dataType`, changed by `modifyInferredDomain` (categories sorted or added to, a
    /// range's ends widened).
    public static func automatic<Value: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil,
                                                   dataType: Value.Type,
                                                   modifyInferredDomain: @escaping (inout [Value]) -> Void)
        -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed) { values in
            var typed = values.compactMap { plottable($0, as: Value.self) }
            modifyInferredDomain(&typed)
            return typed.map { plotValue(of: $0) }
        }
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// A scale's domain as the layout reads it.
@MainActor
func scaleDomainValue<D: ScaleDomain>(_ domain: D) -> ScaleDomainValue {
    if let automatic = domain as? AutomaticScaleDomain {
        if let modify = automatic.modify {
            return .modified(includesZero: automatic.includesZero, reversed: automatic.reversed, modify: modify)
        }
        return .automatic(includesZero: automatic.includesZero, reversed: automatic.reversed)
    }
    if let bounded = domain as? any BoundedScaleDomain { return bounded.domainValue }
    return .automatic(includesZero: nil, reversed: nil)
}

/// A range or list domain, which knows its values.
protocol BoundedScaleDomain {
    var domainValue: ScaleDomainValue { get }
}

extension ClosedRange: BoundedScaleDomain where Bound: Plottable {
    var domainValue: ScaleDomainValue { .range(lower: plotValue(of: lowerBound), upper: plotValue(of: upperBound)) }
}

extension Range: BoundedScaleDomain where Bound: Plottable {
    var domainValue: ScaleDomainValue { .range(lower: plotValue(of: lowerBound), upper: plotValue(of: upperBound)) }
}

extension Array: BoundedScaleDomain where Element: Plottable {
    var domainValue: ScaleDomainValue {
        let values = map { plotValue(of: $0) }
        if values.allSatisfy({ if case .category = $0 { true } else { false } }) {
            return .categories(values.map(\.categoryName))
        }
        let numbers = values.compactMap(\.continuous)
        guard let low = numbers.min(), let high = numbers.max(), let first = values.first else {
            return .automatic(includesZero: nil, reversed: nil)
        }
        if case .date = first {
            return .range(lower: .date(Date(timeIntervalSinceReferenceDate: low)),
                          upper: .date(Date(timeIntervalSinceReferenceDate: high)))
        }
        return .range(lower: .number(low), upper: .number(high))
    }
}

/// How a scale maps values (accepted; Flipbook's scales are linear, or bands for categories).
public struct ScaleType: Sendable {
    /// The chart's choice.
    public static let automatic = ScaleType()
    /// Linear.
    public static let linear = ScaleType()
    /// Logarithmic.
    public static let log = ScaleType()
    /// Square root.
    public static let squareRoot = ScaleType()
    /// Symmetric logarithmic.
    public static let symmetricLog = ScaleType()
    /// A power of `exponent`.
    public static func power(exponent: Double) -> ScaleType { ScaleType() }
    /// Categories.
    public static let category = ScaleType()
    /// Dates.
    public static let date = ScaleType()
}

/// The positions a scale maps onto (accepted; Flipbook spans the plot area).
public protocol ScaleRange {}

/// The plot's length, less padding at the ends.
public struct PlotDimensionScaleRange: ScaleRange {
    let startPadding: CGFloat
    let endPadding: CGFloat
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's length, less `padding` at each end.
    public static func plotDimension(padding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
    /// The plot's length, less `startPadding` and `endPadding`.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

extension ClosedRange: ScaleRange where Bound == CGFloat {}
