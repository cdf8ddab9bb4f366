import Foundation

/// A mark on a slider's track at a value (iOS 26), with a label assistive technologies read.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent {
    /// The slider's value type.
    public typealias Value = V

    /// The identity of a tick: its value.
    public struct ID: Hashable, Sendable {
        let value: Double
    }

    /// Where the tick stands.
    public let value: V

    /// A tick at `value`.
    public init(_ value: V) {
        self.value = value
    }

    /// A tick at `value` with a label (for accessibility, which Flipbook does not read; iOS draws the tick as a
    /// dot).
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
    }

    /// The tick's identity.
    public var id: ID { ID(value: Double(value)) }

    /// The tick itself.
    public var body: [SliderTick<V>] { [self] }
}

/// What a slider's `ticks` builder makes: ticks at values of type `Value`.
public protocol SliderTickContent<Value> {
    /// The slider's value type.
    associatedtype Value: BinaryFloatingPoint
    /// The ticks, in order.
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    /// The ticks this content stands for.
    var body: Body { get }
}

/// Ticks put together by a `SliderTickBuilder`.
public struct TupleSliderTickContent<Value: BinaryFloatingPoint>: SliderTickContent {
    /// The ticks, in order.
    public let body: [SliderTick<Value>]
}

/// Ticks made for each element of a collection, as `ForEach` makes views.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable,
                                       Content: SliderTickContent>: SliderTickContent {
    /// The slider's value type.
    public typealias Value = Content.Value

    /// The ticks, in the collection's order.
    public let body: [SliderTick<Content.Value>]

    /// Ticks for each value of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @SliderTickBuilder<Data.Element> content: @escaping (Data.Element) -> Content)
        where Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }

    /// Ticks for each value of `data`, identified by their `id`.
    public init(_ data: Data, @SliderTickBuilder<Data.Element> content: @escaping (Data.Element) -> Content)
        where Data.Element: Identifiable, ID == Data.Element.ID, Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }
}

/// Builds a slider's ticks from `SliderTick`s, `SliderTickContentForEach` and the usual `if`, `switch` and `for`.
@resultBuilder
public enum SliderTickBuilder<Value: BinaryFloatingPoint> {
    /// One piece of tick content.
    public static func buildExpression(_ content: some SliderTickContent<Value>) -> TupleSliderTickContent<Value> {
        TupleSliderTickContent(body: Array(content.body))
    }

    /// The ticks of each piece, in order.
    public static func buildBlock(_ parts: TupleSliderTickContent<Value>...) -> TupleSliderTickContent<Value> {
        TupleSliderTickContent(body: parts.flatMap(\.body))
    }

    /// The ticks of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: TupleSliderTickContent<Value>?) -> TupleSliderTickContent<Value> {
        part ?? TupleSliderTickContent(body: [])
    }

    /// The ticks of an `if`'s first branch.
    public static func buildEither(first part: TupleSliderTickContent<Value>) -> TupleSliderTickContent<Value> {
        part
    }

    /// The ticks of an `if`'s `else` branch.
    public static func buildEither(second part: TupleSliderTickContent<Value>) -> TupleSliderTickContent<Value> {
        part
    }

    /// The ticks of each pass of a `for` loop.
    public static func buildArray(_ parts: [TupleSliderTickContent<Value>]) -> TupleSliderTickContent<Value> {
        TupleSliderTickContent(body: parts.flatMap(\.body))
    }

    /// The ticks of an `if #available` block.
    public static func buildLimitedAvailability(_ part: TupleSliderTickContent<Value>)
        -> TupleSliderTickContent<Value> {
        part
    }
}
