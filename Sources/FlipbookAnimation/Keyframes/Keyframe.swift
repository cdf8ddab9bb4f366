import Foundation

/// A keyframe that interpolates to its value in a straight line, its progress shaped by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let item: KeyframeItem<Value>

    /// Moves to `to` over `duration` seconds (the segment ending at this keyframe).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        item = KeyframeItem(target: to, duration: duration, kind: .linear(timingCurve))
    }

    public var body: Self { self }
    public func _keyframes() -> _KeyframeList<Value> { _KeyframeList([item]) }
}

/// A keyframe reached along a cubic curve: neighbouring cubic keyframes form a Catmull-Rom spline, unless
/// velocities are given.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let item: KeyframeItem<Value>

    /// Moves to `to` over `duration` seconds, leaving the previous keyframe at `startVelocity` and arriving at
    /// `endVelocity` (units per second; nil: chosen for smooth motion).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        item = KeyframeItem(target: to, duration: duration,
                            kind: .cubic(startVelocity: startVelocity?.animatableData,
                                         endVelocity: endVelocity?.animatableData))
    }

    public var body: Self { self }
    public func _keyframes() -> _KeyframeList<Value> { _KeyframeList([item]) }
}

/// A keyframe reached by a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let item: KeyframeItem<Value>

    /// Moves to `to` with `spring`, for `duration` seconds (nil: the spring's settling duration), starting at
    /// `startVelocity` (nil: the velocity the track has when the segment begins).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        item = KeyframeItem(target: to, duration: duration,
                            kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }

    public var body: Self { self }
    public func _keyframes() -> _KeyframeList<Value> { _KeyframeList([item]) }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let item: KeyframeItem<Value>

    /// Jumps to `to` at once, when the keyframe starts.
    public init(_ to: Value) {
        item = KeyframeItem(target: to, duration: 0, kind: .move)
    }

    public var body: Self { self }
    public func _keyframes() -> _KeyframeList<Value> { _KeyframeList([item]) }
}
