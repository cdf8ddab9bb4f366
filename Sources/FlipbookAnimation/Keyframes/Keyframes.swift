import Foundation

/// A type that defines how a value changes over time: tracks of keyframes, each animating the whole value or one
/// of its properties, all starting together.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Self.Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The tracks these keyframes are made of.
    @KeyframesBuilder<Value> var body: Self.Body { get }
    /// Adds these keyframes' tracks, as tracks of a `Root` value, to `tracks` (how Flipbook reads keyframes).
    func _appendTracks<Root>(to tracks: inout _KeyframeTracks<Root>)
}

extension Keyframes {
    public func _appendTracks<Root>(to tracks: inout _KeyframeTracks<Root>) {
        body._appendTracks(to: &tracks)
    }
}

/// The tracks of a keyframe timeline over a `Root` value, in the order they were declared.
public struct _KeyframeTracks<Root> {
    var tracks: [any KeyframeTrackPlan<Root>] = []
    /// Tracks that could not take part, described (a track of another root type than the timeline's).
    var problems: [String] = []

    init() {}

    init(_ keyframes: some Keyframes) {
        keyframes._appendTracks(to: &self)
    }
}

/// Tracks put together by a ``KeyframesBuilder``.
public struct _KeyframeTrackSet<Value>: Keyframes {
    let tracks: _KeyframeTracks<Value>

    init(_ tracks: _KeyframeTracks<Value>) {
        self.tracks = tracks
    }

    public var body: Self { self }

    public func _appendTracks<Root>(to tracks: inout _KeyframeTracks<Root>) {
        guard let own = self.tracks as? _KeyframeTracks<Root> else {
            tracks.problems.append("keyframes of \(Value.self) cannot animate a value of type \(Root.self)")
            return
        }
        tracks.tracks += own.tracks
        tracks.problems += own.problems
    }
}

/// One track before it knows the value it starts from: a key path into the root and its keyframes.
protocol KeyframeTrackPlan<Root> {
    associatedtype Root
    /// The track resolved against the timeline's initial value.
    func resolved(from initialValue: Root) -> any ResolvedKeyframeTrack<Root>
}

/// A track with its segments at fixed times, ready to be sampled.
protocol ResolvedKeyframeTrack<Root> {
    associatedtype Root
    var duration: TimeInterval { get }
    /// Writes the track's value at `time` (clamped to the track) into `root`.
    func apply(at time: TimeInterval, to root: inout Root)
    /// The track's value and velocity at `time`, as the property's animatable data.
    func sample(at time: TimeInterval) -> KeyframeTrackSample
}

/// A track's value and velocity (per second) at one time, as its property's animatable data.
package struct KeyframeTrackSample {
    package let value: any VectorArithmetic
    package let velocity: any VectorArithmetic
}

/// The keyframes of one property of `Root`.
struct PropertyKeyframes<Root, Value: Animatable>: KeyframeTrackPlan {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [KeyframeItem<Value>]

    func resolved(from initialValue: Root) -> any ResolvedKeyframeTrack<Root> {
        ResolvedPropertyKeyframes(keyPath: keyPath,
                                  curve: KeyframeCurve(from: initialValue[keyPath: keyPath], keyframes: keyframes))
    }
}

struct ResolvedPropertyKeyframes<Root, Value: Animatable>: ResolvedKeyframeTrack {
    let keyPath: WritableKeyPath<Root, Value>
    let curve: KeyframeCurve<Value>

    var duration: TimeInterval { curve.duration }

    func apply(at time: TimeInterval, to root: inout Root) {
        root[keyPath: keyPath] = curve.value(at: time)
    }

    func sample(at time: TimeInterval) -> KeyframeTrackSample {
        KeyframeTrackSample(value: curve.value(at: time).animatableData, velocity: curve.velocity(at: time))
    }
}
