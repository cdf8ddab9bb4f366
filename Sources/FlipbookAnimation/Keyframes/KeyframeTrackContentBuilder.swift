import Foundation

/// Builds a track's content from the keyframes listed in a closure, in order.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// One statement of the builder, as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The results of a `for` loop.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _KeyframeSequence(components.flatMap { $0._keyframes().items })
    }

    /// The keyframes of an `if` branch taken.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    /// The keyframes of an `else` branch taken.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    /// The first statement of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// A block so far joined with its next statement.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        _KeyframeSequence(accumulated._keyframes().items + next._keyframes().items)
    }

    /// The statements of a block, in order.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        _KeyframeSequence<Value>([])
    }

    /// The content of one branch of an `if`/`else` or `switch`.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        /// The type of value both branches animate.
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        public var body: Self { self }

        public func _keyframes() -> _KeyframeList<ConditionalValue> {
            switch storage {
            case .first(let content): content._keyframes()
            case .second(let content): content._keyframes()
            }
        }
    }
}
