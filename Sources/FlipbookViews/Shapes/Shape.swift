import Foundation

/// A 2-D outline drawn as a view: filled with the foreground style unless told otherwise. Its
/// `animatableData` is interpolated and `path(in:)` called with every presented value.
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The outline in a rectangle of the view's (presented) size.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal: the proposal, unspecified dimensions replaced by 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the shape's path is mirrored in a layout direction (by default, in a right-to-left one).
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// What the shape is for (filling by default).
    static var role: ShapeRole { get }
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    @MainActor public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// A shape is drawn by the shape view of its `body`, which animates the shape's data itself: the shape is
    /// not one of the `Animatable` views whose body is evaluated at every frame.
    @MainActor public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(CustomViewNode<Self>(graph: graph))
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The outline of the shape, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The outline of the shape, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline of the shape drawn with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(style: style).fill(content)
    }

    /// The outline of the shape drawn with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape moved by an offset.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// This shape with its path mapped by `transform` (in the coordinates of the rectangle it is drawn in).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }

    /// The shape rotated about an anchor of its bounds.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled about an anchor of its bounds.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
}

/// A shape that can be inset, so that a border can be stroked inside its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline stroked inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The shape's outline stroked inside its bounds with `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked inside its bounds with `style`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// The shape's outline stroked inside its bounds in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape drawn as a view, with a style.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, Sendable {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }
}

/// A shape's outline, stroked.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
    public nonisolated var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A part of a shape's outline.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public nonisolated var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let fits: @Sendable (ProposedViewSize) -> CGSize
    /// Wraps `shape`, hiding its type.
    public init<S: Shape>(_ shape: S) {
        let box = UncheckedBox(shape)
        makePath = { rect in MainActor.assumeIsolated { box.value.path(in: rect) } }
        fits = { proposal in MainActor.assumeIsolated { box.value.sizeThatFits(proposal) } }
    }
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
}

struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
