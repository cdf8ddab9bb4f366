import Foundation

/// The iOS 17 shape operations: each makes a shape whose path is the two shapes' paths in the same rectangle,
/// combined by the `Path` operation of the same name. Both shapes' animatable data animate.
extension Shape {
    /// A shape whose filled region is everything in either shape.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// A shape whose filled region is what both shapes fill.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// A shape whose filled region is this shape's with `other`'s removed.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// A shape whose filled region is what exactly one of the two shapes fills.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// A shape made of the parts of this shape's line inside `other`'s filled region.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// A shape made of the parts of this shape's line outside `other`'s filled region.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}

/// Two shapes combined by a path operation.
struct CombinedShape<First: Shape, Second: Shape>: Shape {
    enum Operation {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    var first: First
    var second: Second
    var operation: Operation
    var eoFill: Bool

    nonisolated var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }
}
