import Foundation

/// Builds a track's content from the keyframes listed in a closure, in order.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _KeyframeSequence(components.flatMap { $0._keyframes().items })
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        _KeyframeSequence(accumulated._keyframes().items + next._keyframes().items)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        _KeyframeSequence<Value>([])
    }

    /// The content of one branch of an `if`/`else` or `switch`.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent where First.Value == ConditionalValue, Second.Value == ConditionalValue {
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
