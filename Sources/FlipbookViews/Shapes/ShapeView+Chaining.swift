import Foundation

// The iOS 17 chain of shape views: `Circle().fill(.red).stroke(.blue, lineWidth: 4)` draws the fill and, over it,
// the stroke of the same shape in the same frame.

@MainActor extension _ShapeView {
    /// This shape view with the shape's outline stroked over it in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }

    /// This shape view with the shape's outline stroked over it in `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: StrokeStyle(lineWidth: lineWidth)))
    }

    /// This shape view with the shape filled with `content` over it.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(content, style: style))
    }
}

@MainActor extension _ShapeView where Content: InsettableShape {
    /// This shape view with the shape's outline stroked inside its frame over it.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style))
    }

    /// This shape view with the shape's outline stroked inside its frame over it, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }
}

extension Shape {
    /// The outline of the shape drawn with `content` (the `antialiased` form; Flipbook always antialiases).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: style)
    }

    /// The outline of the shape drawn with `content`, `lineWidth` wide (the `antialiased` form).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}
