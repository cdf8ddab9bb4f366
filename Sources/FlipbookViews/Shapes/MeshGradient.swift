import Foundation

extension Gradient {
    /// The space gradients mix colours in (iOS 18). Flipbook mixes in sRGB, as the device space does.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// The display's space.
        public static let device = ColorSpace(isPerceptual: false)
        /// A perceptually even space (mixed as `device` here).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

/// A gradient over a grid of points, each with its colour (iOS 18): a view, and a shape style. Changing its
/// points or colours in an animated transaction animates them.
public struct MeshGradient: ShapeStyle, View, ResolvableShapeStyle {
    /// The grid's columns and rows of points.
    public var width: Int
    /// The number of rows of points.
    public var height: Int
    /// The points, row by row, in the unit square of the bounds painted.
    public var points: [SIMD2<Float>]
    /// Each point's colour.
    public var colors: [Color]
    /// What shows outside the mesh.
    public var background: Color
    /// Whether colours blend smoothly across cells (Flipbook blends each cell's corners; see the README).
    public var smoothsColors: Bool
    /// The space colours blend in (accepted; it does not change how Flipbook blends).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points with a colour each, over `background`.
    public nonisolated init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    nonisolated func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let count = width * height
        guard width >= 2, height >= 2, points.count >= count, colors.count >= count else {
            GraphWarnings.logOnce("MeshGradient needs width × height points and colours, each at least 2 × 2 "
                                  + "(got \(width) × \(height) with \(points.count) points and \(colors.count) colours)")
            return .color(background.resolve(in: environment))
        }
        var paint = ResolvedPaint(kind: .mesh(columns: width, rows: height),
                                  stops: colors.prefix(count).map {
                                      DisplayList.GradientStop(color: $0.resolve(in: environment), location: 0)
                                  })
        paint.meshPoints = points.prefix(count).map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
        paint.meshBackground = background.resolve(in: environment)
        return paint
    }

    public var body: some View { Rectangle().fill(self) }
}
