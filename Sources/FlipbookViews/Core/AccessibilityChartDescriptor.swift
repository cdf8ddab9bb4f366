import Foundation

/// A chart described for audio graphs and VoiceOver: its axes and data series. Flipbook has no accessibility
/// tree, so it never asks for the descriptor; code that builds one compiles as it is.
@MainActor
public protocol AXChartDescriptorRepresentable {
    /// The description of the chart.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings `descriptor` up to date after the chart changed.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Leaves the descriptor as it was made.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
    /// Describes the chart for accessibility with `representable`'s descriptor (which Flipbook, having no
    /// accessibility tree, never asks for).
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        self
    }
}

/// An axis of a chart's description: numbers or categories.
public protocol AXDataAxisDescriptor: AnyObject {
    /// What the axis measures.
    var title: String { get set }
}

/// A chart's description: its title, summary, axes and series.
public final class AXChartDescriptor {
    /// The chart's title.
    public var title: String?
    /// A sentence on what the chart shows.
    public var summary: String?
    /// The horizontal axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The vertical axis, if it is one of numbers.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes (a size, a colour).
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The data.
    public var series: [AXDataSeriesDescriptor]
    /// Where the chart's content is, in the view's coordinates.
    public var contentFrame: CGRect = .zero

    /// A description of a chart.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}

/// An axis of numbers in a chart's description.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// What the axis measures.
    public var title: String
    /// The numbers the axis spans.
    public var range: ClosedRange<Double>
    /// Where its grid lines are.
    public var gridlinePositions: [Double]
    /// How a number on it is spoken.
    public var valueDescriptionProvider: (Double) -> String
    /// How the axis maps numbers.
    public var scaleType: ScaleType = .linear

    /// How a numeric axis maps numbers.
    public enum ScaleType: Sendable {
        /// Evenly.
        case linear
        /// By their natural logarithm.
        case ln
        /// By their logarithm in base 10.
        case log10
    }

    /// An axis titled `title` from `range`'s start to its end.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// An axis of categories in a chart's description.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// What the axis measures.
    public var title: String
    /// The categories, in the order the chart shows them.
    public var categoryOrder: [String]

    /// An axis titled `title` of the categories in `categoryOrder`.
    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// A series of data points in a chart's description.
public final class AXDataSeriesDescriptor {
    /// The series' name.
    public var name: String?
    /// Whether the points are joined (a line) or apart (bars).
    public var isContinuous: Bool
    /// The points.
    public var dataPoints: [AXDataPoint]

    /// A series named `name` of `dataPoints`.
    public init(name: String? = nil, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A data point in a chart's description.
public final class AXDataPoint {
    /// A value of a point: a number or a category.
    public struct Value: Sendable {
        /// The value as a number, if it is one.
        public var number: Double?
        /// The value as a category, if it is one.
        public var category: String?
        /// A number.
        public init(_ number: Double) { self.number = number }
        /// A category.
        public init(_ category: String) { self.category = category }
    }

    /// The point's x value.
    public var xValue: Value
    /// The point's y value, if it has one.
    public var yValue: Value?
    /// Its values on the chart's further axes.
    public var additionalValues: [Value]
    /// How the point is spoken.
    public var label: String?

    /// A point at the number `x`.
    public init(x: Double, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = Value(x)
        yValue = y.map { Value($0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    /// A point in the category `x`.
    public init(x: String, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = Value(x)
        yValue = y.map { Value($0) }
        self.additionalValues = additionalValues
        self.label = label
    }
}
