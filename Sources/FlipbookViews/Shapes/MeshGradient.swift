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
    /// A grid point with the control points of the edges that leave it. Flipbook draws each edge as a smooth
    /// curve through the grid's points (the control points are kept, not drawn by; see the README).
    public struct BezierPoint: Equatable, Sendable {
        /// Where the point is, in the unit square of the bounds painted.
        public var position: SIMD2<Float>
        /// The control point of the edge towards the point before it in its row.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the point above it.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge towards the point after it in its row.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the point below it.
        public var bottomControlPoint: SIMD2<Float>

        /// A point at `position` with the control points of its four edges.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The grid's points: plain, or with their edges' control points.
    public enum Locations: Equatable, Sendable {
        /// Points, row by row.
        case points([SIMD2<Float>])
        /// Points with control points, row by row.
        case bezierPoints([BezierPoint])

        var positions: [SIMD2<Float>] {
            switch self {
            case .points(let points): return points
            case .bezierPoints(let points): return points.map(\.position)
            }
        }
    }

    /// The grid's colours, one per point.
    public enum Colors: Equatable, Sendable {
        /// Colours resolved in the environment the gradient is drawn in.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])

        func resolved(in environment: EnvironmentValues) -> [Color.Resolved] {
            switch self {
            case .colors(let colors): return colors.map { $0.resolve(in: environment) }
            case .resolvedColors(let colors): return colors
            }
        }

        var count: Int {
            switch self {
            case .colors(let colors): return colors.count
            case .resolvedColors(let colors): return colors.count
            }
        }
    }

    /// The grid's columns and rows of points.
    public var width: Int
    /// The number of rows of points.
    public var height: Int
    /// The points, row by row, in the unit square of the bounds painted.
    public var locations: Locations
    /// Each point's colour.
    public var colors: Colors
    /// What shows outside the mesh.
    public var background: Color
    /// Whether colours blend smoothly across cells (Flipbook blends each cell's corners; see the README).
    public var smoothsColors: Bool
    /// The space colours blend in (accepted; it does not change how Flipbook blends).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points (plain or with control points) and their colours, over `background`.
    public nonisolated init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` × `height` points with a colour each, over `background`.
    public nonisolated init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points with a resolved colour each, over `background`.
    public nonisolated init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points with control points and a colour each, over `background`.
    public nonisolated init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points with control points and a resolved colour each, over `background`.
    public nonisolated init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
                  colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
                  colorSpace: colorSpace)
    }

    nonisolated func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let count = width * height
        let points = locations.positions
        guard width >= 2, height >= 2, points.count >= count, colors.count >= count else {
            GraphWarnings.logOnce("MeshGradient needs width × height points and colours, each at least 2 × 2 "
                                  + "(got \(width) × \(height) with \(points.count) points and \(colors.count) colours)")
            return .color(background.resolve(in: environment))
        }
        var paint = ResolvedPaint(kind: .mesh(columns: width, rows: height),
                                  stops: colors.resolved(in: environment).prefix(count).map {
                                      DisplayList.GradientStop(color: $0, location: 0)
                                  })
        paint.meshPoints = points.prefix(count).map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
        paint.meshBackground = background.resolve(in: environment)
        return paint
    }

    public var body: some View { Rectangle().fill(self) }
}
