import Foundation
import FlipbookViews

/// The kinds of mark a chart draws.
enum MarkKind: Hashable {
    case bar, line, point, area, rule, rectangle, sector
}

/// One channel of a mark: the value, the label of what it measures and, for a date, the interval it stands for.
struct MarkChannel {
    var label: String
    var value: PlotValue
    var unit: DateUnit?

    init<Value: Plottable>(_ plottable: PlottableValue<Value>) {
        label = plottable.label
        value = plottable.plotted
        unit = plottable.unit
    }

    init(label: String, value: PlotValue) {
        self.label = label
        self.value = value
        unit = nil
    }
}

/// A view to show beside or over a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// A mark as the chart's content declared it, with every modifier applied: what the layout places.
struct MarkRecord {
    var kind: MarkKind
    /// Where in the content the mark was declared (builder positions and `ForEach` ids): how it keeps its identity
    /// from one update to the next, so a changed value animates.
    var identity: [AnyHashable] = []
    var x: MarkChannel?
    var xEnd: MarkChannel?
    var y: MarkChannel?
    var yEnd: MarkChannel?
    var angle: MarkChannel?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var innerRadius: MarkDimension?
    var outerRadius: MarkDimension?
    var angularInset: CGFloat = 0
    var stacking: MarkStackingMethod = .standard
    var series: MarkChannel?

    var style: AnyShapeStyle?
    var styleCategory: MarkChannel?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var symbol: ChartSymbol?
    var symbolCategory: MarkChannel?
    var symbolSize: CGFloat?
    /// The value `symbolSize(by:)` sizes the symbol by.
    var symbolSizeValue: MarkChannel?
    /// The category `lineStyle(by:)` strokes the line by.
    var lineStyleCategory: MarkChannel?
    var positionCategory: MarkChannel?
    var annotations: [MarkAnnotation] = []
    var offset: CGSize = .zero
    /// Extra offsets of a mark's two ends (its top-leading and bottom-trailing edges), from `offset(x:yStart:yEnd:)`
    /// and `offset(xStart:xEnd:y:)`.
    var startOffset: CGSize = .zero
    var endOffset: CGSize = .zero
    var zIndex: Double = 0
    /// The function a function plot samples (replaced by its samples before the chart is laid out).
    var function: FunctionSampler?
}

/// Gathers the marks of a chart's content in declaration order, with the identity each was declared at.
struct MarkCollector {
    private(set) var marks: [MarkRecord] = []
    private var path: [AnyHashable] = []
    /// The modifiers applied around the content being collected, innermost last.
    private var modifiers: [(inout MarkRecord) -> Void] = []

    /// Collects what `body` adds with `component` appended to the identity path.
    mutating func withIdentity(_ component: AnyHashable, _ body: (inout MarkCollector) -> Void) {
        path.append(component)
        body(&self)
        path.removeLast()
    }

    /// Collects what `body` adds with `modifier` applied to each mark (after the modifiers nearer the marks).
    mutating func withModifier(_ modifier: @escaping (inout MarkRecord) -> Void, _ body: (inout MarkCollector) -> Void) {
        modifiers.append(modifier)
        body(&self)
        modifiers.removeLast()
    }

    /// Adds a mark, applying the modifiers around it from the outermost in, so the nearest one's setting wins.
    mutating func add(_ mark: MarkRecord) {
        var mark = mark
        mark.identity = path
        for modifier in modifiers { modifier(&mark) }
        marks.append(mark)
    }
}

/// The marks of `content`.
@MainActor
func collectMarks<Content: ChartContent>(_ content: Content) -> [MarkRecord] {
    var collector = MarkCollector()
    content.addMarks(to: &collector)
    return collector.marks
}
