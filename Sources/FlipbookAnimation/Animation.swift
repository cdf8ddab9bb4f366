import Foundation

/// How a change to an animatable value plays out over time.
///
/// Wraps any ``CustomAnimation``; the built-in constructors (`.linear`, `.spring(…)`, `.bouncy`, …) and
/// modifiers (`delay`, `speed`, `repeatCount`, …) mirror SwiftUI's, with the same constants.
public struct Animation: Hashable, Sendable {
    let base: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        if let animation = base as? Animation {
            self = animation
        } else {
            self.base = base
        }
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    /// Evaluates the animation: the offset along `value` at `time`, or nil once finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The animation's velocity at `time`, if it reports one.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous` when it interrupts it.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

extension Animation: CustomAnimation {}

extension CustomAnimation {
    func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped animation's own description, e.g. `FluidSpringAnimation(response: 0.5, dampingFraction:
    /// 0.825, blendDuration: 0.0)`, as SwiftUI prints it.
    public var description: String { String(describing: base) }
    public var debugDescription: String { description }
}
