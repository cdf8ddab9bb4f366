import Foundation

// Core Graphics' `equalTo(_:)` on points, sizes and rectangles, which Apple's Foundation has and Linux's does not.
// Code that guards on an empty size (`guard !size.equalTo(.zero)`) uses it.

extension CGPoint {
    /// Whether the two points are the same (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area, as Core Graphics' `CGRectEqualToRect` compares them: a
    /// rectangle with a negative width or height equals its standardized form, and every null rectangle equals
    /// another null rectangle.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
