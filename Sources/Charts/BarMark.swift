import Foundation

/// A bar: from zero (or a start) to a value, across a category's band or a date's interval.
public struct BarMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord

    /// A bar at `x` up to `y` (or along `x` to a value, when `y` is the category).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .bar, x: MarkChannel(x), y: MarkChannel(y), width: width, height: height,
                            stacking: stacking)
    }

    /// A bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record = MarkRecord(kind: .bar, x: MarkChannel(x), y: MarkChannel(yStart), yEnd: MarkChannel(yEnd), width: width,
                            stacking: .unstacked)
    }

    /// A bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record = MarkRecord(kind: .bar, x: MarkChannel(xStart), xEnd: MarkChannel(xEnd), y: MarkChannel(y),
                            height: height, stacking: .unstacked)
    }

    /// A bar from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .bar, x: MarkChannel(xStart), xEnd: MarkChannel(xEnd), y: MarkChannel(yStart),
                            yEnd: MarkChannel(yEnd), stacking: .unstacked)
    }

    /// A horizontal bar along `x`, the full height of the plot (stacked with the others).
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .bar, x: MarkChannel(x), width: width, height: height, stacking: stacking)
    }

    /// A vertical bar along `y`, the full width of the plot (stacked with the others).
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .bar, y: MarkChannel(y), width: width, height: height, stacking: stacking)
    }

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("BarMark has no body") }
    func collectMarks(into collector: inout MarkCollector) { collector.add(record) }
}
