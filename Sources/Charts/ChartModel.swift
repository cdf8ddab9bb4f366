import Foundation
import FlipbookViews

/// Where a mark lies along one axis, in the axis's values (not yet in points).
enum AxisSpan {
    /// At a value, `thickness` wide (a category's band, or a number's spacing).
    case at(PlotValue)
    /// Across a continuous interval drawn as a band (a date's unit), centred.
    case interval(Double, Double)
    /// From one continuous value to another (a bar's length, a stack's part).
    case range(Double, Double)
    /// The plot's whole length along the axis.
    case full
}

/// A mark placed in value space: where it lies along each axis, and its group for side-by-side bars.
struct ModelMark {
    var record: MarkRecord
    var x: AxisSpan
    var y: AxisSpan
    /// The mark's slot among the side-by-side marks of its band (`position(by:)`), and how many there are.
    var slot: (index: Int, count: Int)?
    /// The mark's style, its category's colour resolved.
    var style: AnyShapeStyle
    var symbol: ChartSymbol?
}

/// One line or area: its marks in order.
struct ModelSeries {
    var key: String
    var kind: MarkKind
    var points: [(x: AxisSpan, y: AxisSpan, lower: Double?)]
    var record: MarkRecord
    var style: AnyShapeStyle
}

/// A slice of the pie, as shares of the whole turn.
struct ModelSector {
    var record: MarkRecord
    var start: Double
    var end: Double
    var style: AnyShapeStyle
}

/// A legend entry.
struct LegendEntry: Hashable {
    var name: String
    var styleIndex: Int
}

/// A tick of an axis: its value, and what is drawn there.
struct AxisTickModel {
    var value: PlotValue
    var label: String
    var pieces: [AxisMarkPiece]
    var position: AxisMarkPosition
    /// Half the distance to the next value of its axis marks (to the one before, for the last), on a continuous
    /// scale: where a centred label goes.
    var halfStep: Double?
}

/// What a chart shows, worked out from its marks and modifiers without its size: scales' domains, stacks,
/// series, sectors, ticks and legend. The plot turns it into points once its size is known.
struct ChartModel {
    var marks: [ModelMark] = []
    var series: [ModelSeries] = []
    var sectors: [ModelSector] = []
    var xScaleKind: ChartScale.Kind = .continuous(lower: 0, upper: 1, isDate: false)
    var yScaleKind: ChartScale.Kind = .continuous(lower: 0, upper: 1, isDate: false)
    var xReversed = false
    /// Whether the y scale runs from the top down in screen terms before categories are considered: true, so
    /// numbers grow upwards.
    var yReversed = true
    /// A number axis's spacing between distinct values, for bars' default thickness.
    var xSpacing: Double?
    var ySpacing: Double?
    var xTicks: [AxisTickModel] = []
    var yTicks: [AxisTickModel] = []
    var legend: [LegendEntry] = []
    var legendStyles: [AnyShapeStyle] = []
    /// The legend of a gradient colour scale: the gradient, and the smallest and largest values it spans.
    var gradientLegend: (gradient: Gradient, low: Double, high: Double)?
    var isPie = false
    /// How many plot widths the x scale spans: more than one when the chart scrolls and shows part of its domain.
    var xZoom: CGFloat = 1
    /// How far the x scale is scrolled, in plot widths (0 … `xZoom` − 1).
    var xScroll: CGFloat = 0
    var hasAxes: Bool { !isPie }
}

/// The colours `foregroundStyle(by:)` hands out, in order and then again: the seven Swift Charts cycles through
/// (as observed on iOS 18).
enum ChartPalette {
    static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The colours number values of `foregroundStyle(by:)` take by default, from the smallest to the largest: a pale
    /// tint of the accent colour to the accent colour (our choice).
    static let numberGradient = Gradient(colors: [Color(red: 0.8, green: 0.89, blue: 1), .blue])
    /// The default style of marks that name none.
    static let accent = AnyShapeStyle(Color.blue)
}

/// Sizes Flipbook's charts use where Swift Charts does not document its own.
enum ChartMetrics {
    /// How much of a category's band a bar fills by default.
    static let barFraction: CGFloat = 0.7
    /// A point mark's diameter, and a line's symbols'.
    static let pointSize: CGFloat = 8
    /// A line's width.
    static let lineWidth: CGFloat = 2
    /// Space between the plot and the axis labels.
    static let labelGap: CGFloat = 4
    /// About how many ticks an automatic number axis has.
    static let tickCount = 5
    /// The symbol areas, in square points, `symbolSize(by:)` spans by default.
    static let symbolAreas: ClosedRange<CGFloat> = 20...400
    /// The strokes `lineStyle(by:)` hands out by default: solid, dashed, dotted, dash-dotted.
    static let lineStyles: [StrokeStyle] = [
        StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round),
        StrokeStyle(lineWidth: lineWidth, lineJoin: .round, dash: [6, 4]),
        StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round, dash: [0.1, 4]),
        StrokeStyle(lineWidth: lineWidth, lineJoin: .round, dash: [8, 4, 2, 4]),
    ]
    /// The chart's size where its container proposes none.
    static let defaultSize = CGSize(width: 300, height: 200)
}
