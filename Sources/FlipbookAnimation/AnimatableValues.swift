import Foundation

/// Any number of animatable values animated together as one, as iOS 26's `AnimatableValues`: what the
/// `@Animatable` macro makes a type's `animatableData` of, and what a hand-written `animatableData` can use in
/// place of nested `AnimatablePair`s.
///
/// ```swift
/// var animatableData: AnimatableValues<CGFloat, Double, Angle.AnimatableData> {
///     get { AnimatableValues(width, progress, angle.animatableData) }
///     set { (width, progress, angle.animatableData) = newValue.value }
/// }
/// ```
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The values, as a tuple.
    public var value: (repeat each Value)

    /// Groups the values, which then animate together.
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// Every value at zero.
    public static var zero: Self { Self(repeat (each Value).zero) }

    /// The values added one by one.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(repeat (each lhs.value) + (each rhs.value))
    }

    /// The values subtracted one by one.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(repeat (each lhs.value) - (each rhs.value))
    }

    /// Multiplies every value by `rhs`.
    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    /// The dot product of the values with themselves: the sum of each value's.
    public var magnitudeSquared: Double {
        var sum = 0.0
        for element in repeat each value {
            sum += element.magnitudeSquared
        }
        return sum
    }

    /// Whether every value equals its counterpart.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }
}

extension AnimatableValues: Sendable where repeat each Value: Sendable {}

extension Float: Animatable {}
