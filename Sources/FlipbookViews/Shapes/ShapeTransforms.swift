import Foundation

// The shapes that `offset`, `rotation`, `scale` and `transform` on a shape return: the shape's path moved,
// turned, scaled or mapped in its own rect.

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize
    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape whose path is mapped by an affine transform (its animatable data is the shape's: the transform jumps).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to the shape's path.
    public var transform: CGAffineTransform
    /// `shape` transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public nonisolated var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape rotated about an anchor.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// How far it is turned (clockwise on screen).
    public var angle: Angle
    /// The point it turns about, as a unit point of its bounds.
    public var anchor: UnitPoint
    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(anchor.point(in: rect)))
    }
}

/// A shape scaled about an anchor.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The scale along x and y.
    public var scale: CGSize
    /// The point it scales about, as a unit point of its bounds.
    public var anchor: UnitPoint
    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor.point(in: rect)))
    }
}

// A moved or turned shape insets as its shape does (as in SwiftUI); a scaled or transformed one does not, since
// the inset would be scaled too.

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape inset by `amount`.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The turned shape inset by `amount`.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
