import FlipbookViews

/// The content of a chart: marks, and what groups and styles them, as Swift Charts declares it.
///
/// A type of your own composes marks in its `body`; the marks themselves are the primitives.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that makes marks itself rather than through a body: the marks, the builder's containers and the
/// modifiers.
@MainActor
protocol PrimitiveChartContent {
    /// Adds this content's marks, in order, to `collector`.
    func collectMarks(into collector: inout MarkCollector)
}

extension ChartContent {
    /// Adds the marks of this content to `collector`: its own, or its body's.
    func addMarks(to collector: inout MarkCollector) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.collectMarks(into: &collector)
        } else {
            body.addMarks(to: &collector)
        }
    }
}

/// No content: the builder's empty block.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// Empty content.
    public init() {}
    /// Never read: empty content makes no marks.
    public var body: Never { fatalError("EmptyChartContent has no body") }
    func collectMarks(into collector: inout MarkCollector) {}
}

/// Several pieces of content in a row, as a block of the builder lists them.
public struct TupleChartContent<each Part: ChartContent>: ChartContent, PrimitiveChartContent {
    let parts: (repeat each Part)
    /// Never read: the parts make the marks.
    public var body: Never { fatalError("TupleChartContent has no body") }
    func collectMarks(into collector: inout MarkCollector) {
        var index = 0
        for part in repeat each parts {
            collector.withIdentity(index) { part.addMarks(to: &$0) }
            index += 1
        }
    }
}

/// One of two pieces of content, as an `if`/`else` or `switch` of the builder chooses.
public struct _ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent,
    PrimitiveChartContent {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    /// Never read: the chosen branch makes the marks.
    public var body: Never { fatalError("_ConditionalChartContent has no body") }
    func collectMarks(into collector: inout MarkCollector) {
        switch storage {
        case .first(let content): collector.withIdentity("first") { content.addMarks(to: &$0) }
        case .second(let content): collector.withIdentity("second") { content.addMarks(to: &$0) }
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Never read: the wrapped content, if any, makes the marks.
    public var body: Never { fatalError("Optional chart content has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func collectMarks(into collector: inout MarkCollector) {
        if case .some(let content) = self { content.addMarks(to: &collector) }
    }
}

/// Builds chart content from the marks of a closure, as `@ViewBuilder` builds views.
@resultBuilder @MainActor
public enum ChartContentBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    /// A block of one piece of content.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    /// A block of several pieces of content.
    public static func buildBlock<each Part: ChartContent>(_ part: repeat each Part) -> TupleChartContent<repeat each Part> {
        TupleChartContent(parts: (repeat each part))
    }
    /// An expression of the block.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First)
        -> _ConditionalChartContent<First, Second> {
        _ConditionalChartContent(storage: .first(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second)
        -> _ConditionalChartContent<First, Second> {
        _ConditionalChartContent(storage: .second(second))
    }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}
