import Foundation

/// Builds keyframes from the tracks listed in a closure (`KeyframeTrack(\.scale) { … }`), or from keyframes
/// listed directly, which then animate the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    // Tracks of the value's properties.

    /// A track of one of the value's properties (its key path's root is the value).
    public static func buildExpression<Property, Content>(
        _ expression: KeyframeTrack<Value, Property, Content>
    ) -> _KeyframeTrackSet<Value> {
        _KeyframeTrackSet(_KeyframeTracks(expression))
    }

    /// Any other keyframes of the value (disfavoured: a whole-value `KeyframeTrack` is also `Keyframes` of its
    /// value, and is taken as a track).
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first statement of a block.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    /// A block so far joined with its next statement.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>,
                                         next: some Keyframes<Value>) -> _KeyframeTrackSet<Value> {
        var tracks = _KeyframeTracks<Value>(accumulated)
        next._appendTracks(to: &tracks)
        return _KeyframeTrackSet(tracks)
    }

    /// The results of a `for` loop.
    public static func buildArray(_ components: [some Keyframes<Value>]) -> _KeyframeTrackSet<Value> {
        var tracks = _KeyframeTracks<Value>()
        for component in components { component._appendTracks(to: &tracks) }
        return _KeyframeTrackSet(tracks)
    }

    /// The tracks of an `if` branch taken.
    public static func buildEither(first component: some Keyframes<Value>) -> _KeyframeTrackSet<Value> {
        _KeyframeTrackSet(_KeyframeTracks(component))
    }

    /// The tracks of an `else` branch taken.
    public static func buildEither(second component: some Keyframes<Value>) -> _KeyframeTrackSet<Value> {
        _KeyframeTrackSet(_KeyframeTracks(component))
    }

    /// The statements of a block, in order.
    public static func buildBlock() -> _KeyframeTrackSet<Value> {
        _KeyframeTrackSet(_KeyframeTracks())
    }

    /// The finished content.
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }
}

extension KeyframesBuilder where Value: Animatable {
    // Keyframes listed directly: one track of the whole value.

    /// One statement of the builder, as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
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

    /// The results of a `for` loop.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _KeyframeSequence(components.flatMap { $0._keyframes().items })
    }

    /// The keyframes of an `if` branch taken, in a track of the whole value.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The keyframes of an `else` branch taken, in a track of the whole value.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// The finished content.
    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack { component }
    }
}
