import Foundation

/// A straight line across the plot, or part of it: a threshold, an average, a selection.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord

    /// A vertical line at `x`, from `yStart` to `yEnd` (the plot's full height when they are nil).
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = MarkRecord(kind: .rule, x: MarkChannel(x))
    }

    /// A horizontal line at `y`, the plot's full width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, y: MarkChannel(y))
    }

    /// A vertical line at `x` from `yStart` to `yEnd` (to the plot's edge where one is nil).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil,
                                            yEnd: PlottableValue<Y>? = nil) {
        record = MarkRecord(kind: .rule, x: MarkChannel(x), y: yStart.map { MarkChannel($0) }, yEnd: yEnd.map { MarkChannel($0) })
    }

    /// A horizontal line at `y` from `xStart` to `xEnd` (to the plot's edge where one is nil).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil,
                                            y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, x: xStart.map { MarkChannel($0) }, xEnd: xEnd.map { MarkChannel($0) }, y: MarkChannel(y))
    }

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("RuleMark has no body") }
    func collectMarks(into collector: inout MarkCollector) { collector.add(record) }
}

/// A rectangle: a cell of a heat map, or a highlighted range.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord

    /// A rectangle at `x`, `y` (the cell of two categories, or a fixed size at two values).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        record = MarkRecord(kind: .rectangle, x: MarkChannel(x), y: MarkChannel(y), width: width, height: height)
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rectangle, x: MarkChannel(xStart), xEnd: MarkChannel(xEnd), y: MarkChannel(yStart),
                            yEnd: MarkChannel(yEnd))
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record = MarkRecord(kind: .rectangle, x: MarkChannel(x), y: MarkChannel(yStart), yEnd: MarkChannel(yEnd), width: width)
    }

    /// A band across the plot's whole width from `yStart` to `yEnd`.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rectangle, y: MarkChannel(yStart), yEnd: MarkChannel(yEnd))
    }

    /// A band across the plot's whole height from `xStart` to `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        record = MarkRecord(kind: .rectangle, x: MarkChannel(xStart), xEnd: MarkChannel(xEnd))
    }

    /// A rectangle at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record = MarkRecord(kind: .rectangle, x: MarkChannel(xStart), xEnd: MarkChannel(xEnd), y: MarkChannel(y),
                            height: height)
    }

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("RectangleMark has no body") }
    func collectMarks(into collector: inout MarkCollector) { collector.add(record) }
}

/// A slice of a pie or donut: its angle is its share of all the sectors' values.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord

    /// A slice whose size is `angle`'s share of the total, between `innerRadius` and `outerRadius`, with
    /// `angularInset` points of gap on each side.
    public init<Value: Plottable>(angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic,
                                  outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        record = MarkRecord(kind: .sector, angle: MarkChannel(angle), innerRadius: innerRadius, outerRadius: outerRadius,
                            angularInset: angularInset ?? 0)
    }

    /// Never read: a mark is a primitive.
    public var body: Never { fatalError("SectorMark has no body") }
    func collectMarks(into collector: inout MarkCollector) { collector.add(record) }
}
