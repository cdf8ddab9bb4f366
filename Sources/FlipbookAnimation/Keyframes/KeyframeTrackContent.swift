import Foundation

/// A group of keyframes that define how one animatable value moves over time: a keyframe, or keyframes put
/// together by a ``KeyframeTrackContentBuilder``.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The content this one is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Self.Body { get }
    /// The keyframes in the order they play (how Flipbook reads the content; keyframes give themselves).
    func _keyframes() -> _KeyframeList<Value>
}

extension KeyframeTrackContent where Body.Value == Value {
    public func _keyframes() -> _KeyframeList<Value> { body._keyframes() }
}

/// Keyframes in the order they play, as Flipbook flattens track content.
public struct _KeyframeList<Value: Animatable> {
    var items: [KeyframeItem<Value>]

    init(_ items: [KeyframeItem<Value>] = []) {
        self.items = items
    }
}

/// One keyframe: where it goes, how long its segment takes (nil: the spring's settling duration) and how it gets
/// there.
struct KeyframeItem<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }

    let target: Value
    let duration: TimeInterval?
    let kind: Kind
}

/// Keyframes joined by a builder.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    let list: _KeyframeList<Value>

    init(_ items: [KeyframeItem<Value>]) {
        list = _KeyframeList(items)
    }

    public var body: Self { self }
    public func _keyframes() -> _KeyframeList<Value> { list }
}
