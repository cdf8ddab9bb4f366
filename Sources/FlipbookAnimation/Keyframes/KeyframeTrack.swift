import Foundation

/// A sequence of keyframes animating one property of a `Root` value (or, without a key path, the whole value).
/// Tracks in the same timeline play in parallel, each starting from the timeline's initial value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Animates the property of the root value at `keyPath` through the keyframes of `content`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    public var body: Self { self }

    public func _appendTracks<Target>(to tracks: inout _KeyframeTracks<Target>) {
        // A track is declared over `Root`; a timeline of another type can still take it when that type is the
        // property's own (a whole-value track built without the builder's help).
        let path = keyPath as? WritableKeyPath<Target, Value> ?? (\Value.self as? WritableKeyPath<Target, Value>)
        guard let path else {
            tracks.problems.append("a KeyframeTrack of \(Root.self) cannot animate a value of type \(Target.self)")
            return
        }
        tracks.tracks.append(PropertyKeyframes(keyPath: path, keyframes: content._keyframes().items))
    }
}

extension KeyframeTrack where Root == Value {
    /// Animates the whole value through the keyframes of `content`.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\Root.self, content: content)
    }
}
