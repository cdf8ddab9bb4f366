import Foundation

/// An ``Animator`` in a reference cell, stepped through entry points pre-specialized for the usual kinds of
/// animatable data.
///
/// `AnimatedValue` is generic over the user's own types, so its code is never specialized; stepping a struct
/// field of type `Animator<Value.AnimatableData>` from there looks up that type's metadata and copies the
/// animator on every frame of every input. A final class is called through its instance instead, and its
/// `@_specialize` entries (taking and returning nothing generic but the data itself, in place) run the frame at
/// full speed for scalars, points, sizes and rectangles.
final class AnimatorCell<Data: VectorArithmetic> {
    var animator: Animator<Data>

    init(_ value: Data) {
        animator = Animator(value)
    }

    /// Moves the animator to `time`; while an animation runs, writes the presented data into `presented`.
    @_specialize(where Data == Double)
    @_specialize(where Data == CGFloat)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    func step(to time: TimeInterval, presented: inout Data) -> AnimatorStep {
        animator.step(to: time, presented: &presented)
    }
}
