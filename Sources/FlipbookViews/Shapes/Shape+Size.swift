import Foundation

extension Shape {
    /// The shape made in a rectangle of `size` at the origin of its frame, whatever the frame's size (iOS 17);
    /// the view's layout is unchanged.
    public func size(_ size: CGSize) -> some Shape { FixedSizeShape(shape: self, size: size) }

    /// The shape made in a `width` × `height` rectangle at the origin of its frame.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        size(CGSize(width: width, height: height))
    }
}

/// A shape whose path is made in a rectangle of a fixed size.
struct FixedSizeShape<Content: Shape>: Shape {
    var shape: Content
    var size: CGSize

    nonisolated var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set {
            shape.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }

    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
