import Foundation
import FlipbookViews

/// What a plot of a collection draws: a mark per element of its data, and the modifiers that read the elements.
public struct VectorizedPlotContent<Data: RandomAccessCollection>: PlotContentCollecting {
    let data: Data
    let make: (Data.Element) -> MarkRecord
    var modifiers: [(Data.Element, inout MarkRecord) -> Void] = []

    func collect(into collector: inout MarkCollector) {
        for (index, element) in data.enumerated() {
            var record = make(element)
            for modifier in modifiers { modifier(element, &record) }
            collector.withIdentity(index) { $0.add(record) }
        }
    }

    /// This content with `change` made to each element's mark.
    func adding(_ change: @escaping (Data.Element, inout MarkRecord) -> Void) -> Self {
        var copy = self
        copy.modifiers.append(change)
        return copy
    }
}

/// What a plot of a function draws: the function, sampled across the x scale or its domain.
public struct FunctionPlotContent: PlotContentCollecting {
    let sampler: FunctionSampler

    func collect(into collector: inout MarkCollector) {
        var record = MarkRecord(kind: sampler.kind)
        record.function = sampler
        collector.add(record)
    }
}

/// A plot's content, which adds its marks.
protocol PlotContentCollecting {
    func collect(into collector: inout MarkCollector)
}

extension VectorizedPlotContent {
    /// One mark of `kind` per element of `data`, at its projected values.
    init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, kind: MarkKind, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>?, stacking: MarkStackingMethod = .standard
    ) {
        self.init(data: data, make: { element in
            var record = MarkRecord(kind: kind, x: x.channel(element), y: y.channel(element), stacking: stacking)
            record.series = series?.channel(element)
            return record
        })
    }

    /// The content with each element's mark coloured by `value`.
    func styled<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        adding { element, record in record.styleCategory = value.channel(element) }
    }

    /// The content with each element's mark given a symbol by `value`.
    func symbols<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        adding { element, record in record.symbolCategory = value.channel(element) }
    }
}

/// A function a line or area plot samples.
struct FunctionSampler {
    let kind: MarkKind
    let xLabel: String
    let yLabel: String
    let domain: ClosedRange<Double>?
    /// The value, or the start and end of an area, at x (nil where the function is undefined there).
    let sample: (Double) -> (Double, Double?)?
}

/// What the plots of iOS 18 share: content made of a collection or a function, styled through key paths.
public protocol _PlotContent: ChartContent {
    /// What the plot draws: a collection's marks, or a function.
    associatedtype PlotData
    /// What the plot draws.
    var _plotData: PlotData { get }
    /// A plot of `plotData`.
    init(_plotData: PlotData)
}

extension _PlotContent {
    /// Colours each element's mark by `value` (a category per distinct value, as `foregroundStyle(by:)`).
    public func foregroundStyle<Data, V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> some ChartContent
        where PlotData == VectorizedPlotContent<Data> {
        Self(_plotData: _plotData.styled(by: value))
    }

    /// Gives each element's mark a symbol chosen by `value`.
    public func symbol<Data, V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> some ChartContent
        where PlotData == VectorizedPlotContent<Data> {
        Self(_plotData: _plotData.symbols(by: value))
    }
}

extension PrimitiveChartContent where Self: _PlotContent {
    func collectMarks(into collector: inout MarkCollector) {
        (_plotData as? any PlotContentCollecting)?.collect(into: &collector)
    }
}

/// A whole collection, or a function, drawn as one line (iOS 18).
public struct LinePlot<Content>: _PlotContent, PrimitiveChartContent {
    /// What the plot draws.
    public let _plotData: Content
    /// A plot of `plotData`.
    public init(_plotData: Content) { self._plotData = _plotData }
    /// Never read: a plot makes its marks itself.
    public var body: Never { fatalError("LinePlot has no body") }
}

/// A whole collection, or a function, drawn as one filled area (iOS 18).
public struct AreaPlot<Content>: _PlotContent, PrimitiveChartContent {
    /// What the plot draws.
    public let _plotData: Content
    /// A plot of `plotData`.
    public init(_plotData: Content) { self._plotData = _plotData }
    /// Never read: a plot makes its marks itself.
    public var body: Never { fatalError("AreaPlot has no body") }
}

/// A whole collection drawn as bars (iOS 18).
public struct BarPlot<Content>: _PlotContent, PrimitiveChartContent {
    /// What the plot draws.
    public let _plotData: Content
    /// A plot of `plotData`.
    public init(_plotData: Content) { self._plotData = _plotData }
    /// Never read: a plot makes its marks itself.
    public var body: Never { fatalError("BarPlot has no body") }
}

/// A whole collection drawn as points (iOS 18).
public struct PointPlot<Content>: _PlotContent, PrimitiveChartContent {
    /// What the plot draws.
    public let _plotData: Content
    /// A plot of `plotData`.
    public init(_plotData: Content) { self._plotData = _plotData }
    /// Never read: a plot makes its marks itself.
    public var body: Never { fatalError("PointPlot has no body") }
}

extension LinePlot {
    /// One line through a point per element of `data`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        _plotData = VectorizedPlotContent(data, kind: .line, x: x, y: y, series: PlottableProjection<Data.Element, String>?.none)
    }

    /// One line per series through a point per element of `data`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedPlotContent<Data> {
        _plotData = VectorizedPlotContent(data, kind: .line, x: x, y: y, series: series)
    }

    /// The graph of `function`, y = f(x), across `domain` (the chart's x scale when nil). Return `.nan` where it
    /// is undefined.
    public init<XLabel: StringProtocol, YLabel: StringProtocol>(
        x: XLabel, y: YLabel, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) where Content == FunctionPlotContent {
        _plotData = FunctionPlotContent(sampler: FunctionSampler(kind: .line, xLabel: String(x), yLabel: String(y), domain: domain) { x in
            let y = function(x)
            return y.isFinite ? (y, nil) : nil
        })
    }
}

extension AreaPlot {
    /// One area under a point per element of `data`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data> {
        _plotData = VectorizedPlotContent(data, kind: .area, x: x, y: y, series: PlottableProjection<Data.Element, String>?.none,
                                    stacking: stacking)
    }

    /// One area per series, stacked, under a point per element of `data`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data> {
        _plotData = VectorizedPlotContent(data, kind: .area, x: x, y: y, series: series, stacking: stacking)
    }

    /// The area between zero and `function`, y = f(x), across `domain` (the chart's x scale when nil).
    public init<XLabel: StringProtocol, YLabel: StringProtocol>(
        x: XLabel, y: YLabel, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) where Content == FunctionPlotContent {
        _plotData = FunctionPlotContent(sampler: FunctionSampler(kind: .area, xLabel: String(x), yLabel: String(y), domain: domain) { x in
            let y = function(x)
            return y.isFinite ? (y, 0) : nil
        })
    }

    /// The area between two functions of x, across `domain` (the chart's x scale when nil).
    public init<XLabel: StringProtocol, StartLabel: StringProtocol, EndLabel: StringProtocol>(
        x: XLabel, yStart: StartLabel, yEnd: EndLabel, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) where Content == FunctionPlotContent {
        _plotData = FunctionPlotContent(sampler: FunctionSampler(kind: .area, xLabel: String(x), yLabel: String(yEnd), domain: domain) { x in
            let (start, end) = function(x)
            return start.isFinite && end.isFinite ? (end, start) : nil
        })
    }
}

extension BarPlot {
    /// A bar per element of `data`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data> {
        _plotData = VectorizedPlotContent(data, kind: .bar, x: x, y: y, series: PlottableProjection<Data.Element, String>?.none,
                                    stacking: stacking)
    }
}

extension PointPlot {
    /// A point per element of `data`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        _plotData = VectorizedPlotContent(data, kind: .point, x: x, y: y, series: PlottableProjection<Data.Element, String>?.none)
    }
}
