import Foundation
import FlipbookViews

/// What `chartXAxis { … }` and `chartYAxis { … }` hold: axis marks.
@MainActor @preconcurrency
public protocol AxisContent {}

/// A piece of one axis mark: a grid line, a tick or a label.
@MainActor @preconcurrency
public protocol AxisMark {}

/// Axis content that lists its marks itself.
@MainActor
protocol AxisContentRecording {
    func records(into records: inout [AxisMarksRecord])
}

/// A mark piece that says what it draws.
@MainActor
protocol AxisMarkRecording {
    func pieces(into pieces: inout [AxisMarkPiece])
}

/// One `AxisMarks` as the layout reads it.
struct AxisMarksRecord {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    var stroke: StrokeStyle?
    /// The pieces drawn at a value; nil for the axis's defaults.
    var content: ((AxisValue) -> [AxisMarkPiece])?
}

/// A grid line, tick or label of an axis mark.
struct AxisMarkPiece {
    enum Kind {
        case gridLine(centered: Bool?)
        case tick(length: CGFloat?)
        case label(text: String?, view: AnyView?, anchor: UnitPoint?)
    }
    var kind: Kind
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
    var font: Font?
    var offset: CGSize = .zero
    /// How a label writes its value, when `AxisValueLabel(format:)` said.
    var formatter: ((PlotValue) -> String?)?
    /// Whether a label sits halfway to the next value (a day's name in the middle of its day) rather than at its
    /// own.
    var centered: Bool?
}

/// Builds the marks of an axis.
@resultBuilder @MainActor
public enum AxisContentBuilder {
    /// A block of axis content.
    public static func buildBlock(_ content: any AxisContent...) -> _AxisContentList { _AxisContentList(items: content) }
    /// An expression of the block.
    public static func buildExpression<C: AxisContent>(_ content: C) -> any AxisContent { content }
    /// An `if` without `else`.
    public static func buildOptional(_ content: (any AxisContent)?) -> any AxisContent {
        content ?? _AxisContentList(items: [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: any AxisContent) -> any AxisContent { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: any AxisContent) -> any AxisContent { second }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ content: any AxisContent) -> any AxisContent { content }
}

/// Axis contents in a row, as a block of the builder lists them.
public struct _AxisContentList: AxisContent, AxisContentRecording {
    let items: [any AxisContent]
    func records(into records: inout [AxisMarksRecord]) {
        for item in items { (item as? any AxisContentRecording)?.records(into: &records) }
    }
}

/// Builds the pieces of one axis mark.
@resultBuilder @MainActor
public enum AxisMarkBuilder {
    /// A block of mark pieces.
    public static func buildBlock(_ marks: any AxisMark...) -> _AxisMarkList { _AxisMarkList(items: marks) }
    /// An expression of the block.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> any AxisMark { mark }
    /// An `if` without `else`.
    public static func buildOptional(_ marks: (any AxisMark)?) -> any AxisMark { marks ?? _AxisMarkList(items: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: any AxisMark) -> any AxisMark { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: any AxisMark) -> any AxisMark { second }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ marks: any AxisMark) -> any AxisMark { marks }
}

/// Mark pieces in a row.
public struct _AxisMarkList: AxisMark, AxisMarkRecording {
    let items: [any AxisMark]
    func pieces(into pieces: inout [AxisMarkPiece]) {
        for item in items { (item as? any AxisMarkRecording)?.pieces(into: &pieces) }
    }
}

/// Grid lines, ticks and labels at values along an axis.
public struct AxisMarks: AxisContent, AxisContentRecording {
    let record: AxisMarksRecord

    /// The axis's marks at `values` (round values by default), on the axis's side or at `position`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        record = AxisMarksRecord(position: position, values: values, stroke: stroke, content: nil)
    }

    /// Marks of your own at `values`: `content` gives the grid line, tick and label at each.
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic,
                                   @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        record = AxisMarksRecord(position: position, values: values, stroke: nil) { value in
            var pieces: [AxisMarkPiece] = []
            (content(value) as? any AxisMarkRecording)?.pieces(into: &pieces)
            return pieces
        }
    }

    /// The axis's marks at the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: AxisMarkValues(values.map { plotValue(of: $0) }), stroke: stroke)
    }

    /// Marks of your own at the given values.
    public init<Value: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic,
                                                     position: AxisMarkPosition = .automatic, values: [Value],
                                                     @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: AxisMarkValues(values.map { plotValue(of: $0) }), content: content)
    }

    /// Marks of your own at `values`, the same at every value.
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
    }

    /// Marks of your own at the given values, the same at every value.
    public init<Value: Plottable, Content: AxisMark>(preset: AxisMarkPreset = .automatic,
                                                     position: AxisMarkPosition = .automatic, values: [Value],
                                                     @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
    }

    /// The axis's grid lines, ticks and labels, the labels written with `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                     position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                     stroke: StrokeStyle? = nil)
        where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in
            AxisGridLine(stroke: stroke)
            AxisTick(stroke: stroke)
            AxisValueLabel(format: format)
        }
    }

    func records(into records: inout [AxisMarksRecord]) { records.append(record) }
}

/// A value along an axis, given to the content of `AxisMarks`.
public struct AxisValue {
    let plotted: PlotValue
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int

    /// The value as `type`, if it is one.
    public func `as`<Value: Plottable>(_ type: Value.Type) -> Value? { plottable(plotted, as: type) }
}

/// Which values an axis marks.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?, minimumStride: Double? = nil)
        case strideNumber(Double)
        case strideDate(Calendar.Component, Int, Calendar)
        case values([PlotValue])
    }
    let kind: Kind
    init(_ values: [PlotValue]) { kind = .values(values) }
    init(kind: Kind) { self.kind = kind }

    /// Round values, about five of them (every category on a band scale).
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))
    /// About `desiredCount` round values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// About `desiredCount` round values, no closer together than `minimumStride`.
    public static func automatic<P: Plottable>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                               roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: plotValue(of: minimumStride).continuous))
    }

    /// Every `step` from a multiple of it.
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .strideNumber(step))
    }
    /// Every `count` of `component` (each day, every three months).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .strideDate(component, count, calendar ?? .current))
    }
}

/// Where an axis's marks are drawn.
public struct AxisMarkPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// The axis's side: the bottom for x, the trailing side for y.
    public static let automatic = AxisMarkPosition(kind: .automatic)
    /// The leading side.
    public static let leading = AxisMarkPosition(kind: .leading)
    /// The trailing side.
    public static let trailing = AxisMarkPosition(kind: .trailing)
    /// The top.
    public static let top = AxisMarkPosition(kind: .top)
    /// The bottom.
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// A ready-made arrangement of axis marks (accepted; Flipbook draws the automatic one).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels beside their grid lines.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Labels inside the plot.
    public static let inset = AxisMarkPreset(name: "inset")
    /// Grid lines past the plot.
    public static let extended = AxisMarkPreset(name: "extended")
}
