import Foundation

/// How a value changes over time, described by keyframes: unlike an ``Animation``, the keyframes define the
/// whole path, so the timeline has a fixed duration and can be evaluated at any time, without a view.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(.zero, duration: 0.7)
/// }
/// let point = timeline.value(time: 0.45)
/// ```
///
/// Tracks (`KeyframeTrack(\.scale) { … }`) play in parallel, each starting from the initial value's property;
/// they write the value in the order they are declared, so of two tracks of the same property the last wins.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [any ResolvedKeyframeTrack<Value>]
    /// Tracks that could not take part, described.
    package let problems: [String]

    /// A timeline that starts at `initialValue` and follows the keyframes of `content`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    /// A timeline of keyframes whose value type is known only to match at run time (a view's `keyframes`
    /// closure returns `some Keyframes`).
    package init(initialValue: Value, keyframes: some Keyframes) {
        let lowered = _KeyframeTracks<Value>(keyframes)
        self.initialValue = initialValue
        tracks = lowered.tracks.map { $0.resolved(from: initialValue) }
        problems = lowered.problems
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The duration of the longest track, in seconds.
    public let duration: TimeInterval

    /// The value at `time` seconds from the start (clamped to the timeline: the initial value before it, where
    /// every track ended after it).
    public func value(time: Double) -> Value {
        let time = time.isNaN ? 0 : min(max(time, 0), duration)
        var value = initialValue
        for track in tracks { track.apply(at: time, to: &value) }
        return value
    }

    /// The value at `progress` (0 to 1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: (progress.isNaN ? 0 : progress) * duration)
    }

    /// Each track's value and velocity at `time`, in the order the tracks were declared (for charts).
    package func trackSamples(time: Double) -> [KeyframeTrackSample] {
        let time = time.isNaN ? 0 : min(max(time, 0), duration)
        return tracks.map { $0.sample(at: time) }
    }
}
