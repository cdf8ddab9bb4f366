import Foundation

/// A point of a line: the marks of one series, in order, are joined.
public struct LineMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .line, x: MarkChannel(x), y: MarkChannel(y))
    }

    /// A point at `x`, `y` of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        record = MarkRecord(kind: .line, x: MarkChannel(x), y: MarkChannel(y), series: MarkChannel(series))
    }

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("LineMark has no body") }
    func collectMarks(into collector: inout MarkCollector) { collector.add(record) }
}

/// A point of an area: the marks of one series are joined and filled down to zero (or to a start), stacked on the
/// series before.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord

    /// A point of the area at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .area, x: MarkChannel(x), y: MarkChannel(y), stacking: stacking)
    }

    /// A point at `x`, `y` of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .area, x: MarkChannel(x), y: MarkChannel(y), stacking: stacking,
                            series: MarkChannel(series))
    }

    /// A point of a band at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .area, x: MarkChannel(x), y: MarkChannel(yStart), yEnd: MarkChannel(yEnd),
                            stacking: .unstacked)
    }

    /// A point of a band at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .area, x: MarkChannel(xStart), xEnd: MarkChannel(xEnd), y: MarkChannel(y),
                            stacking: .unstacked)
    }

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("AreaMark has no body") }
    func collectMarks(into collector: inout MarkCollector) { collector.add(record) }
}

/// A symbol at a point (a circle unless `symbol` says otherwise).
public struct PointMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .point, x: MarkChannel(x), y: MarkChannel(y))
    }

    /// A point at `x`, halfway up the plot.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = MarkRecord(kind: .point, x: MarkChannel(x))
    }

    /// A point at `y`, halfway across the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = MarkRecord(kind: .point, y: MarkChannel(y))
    }

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("PointMark has no body") }
    func collectMarks(into collector: inout MarkCollector) { collector.add(record) }
}
