import Foundation

extension DisplayList {
    /// How a region is painted.
    public enum Paint: Equatable, Sendable, Codable {
        /// One colour everywhere.
        case color(Color.Resolved)
        /// Colours changing along the line from `start` to `end`, in the painted region's space.
        case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
        /// Colours changing from `startRadius` to `endRadius` around `center`.
        case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours changing through the circles from the one of `startRadius` around `start` to the one of
        /// `endRadius` around `end` (Core Graphics' `drawRadialGradient` with two centres). Where no circle
        /// between them reaches, the region is clear, unless `extends`: the circles then go on beyond both ends in
        /// the end colours.
        case twoCircleGradient(stops: [GradientStop], start: CGPoint, startRadius: CGFloat, end: CGPoint,
                               endRadius: CGFloat, extends: Bool)
        /// Colours changing around `center` from `startAngle` to `endAngle` (clockwise on screen).
        case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)
        /// A mesh gradient (iOS 18's `MeshGradient`): a grid of `columns × rows` points, row by row, each with its
        /// colour, over `background`.
        case mesh(MeshPaint)
        /// A picture tiled over the region (`ImagePaint`).
        case image(ImagePattern)
    }

    /// A picture repeated in both directions from an origin, as `ImagePaint` paints.
    public struct ImagePattern: Equatable, Sendable, Codable {
        /// The picture.
        public var file: ImageFile
        /// The part of the picture that is repeated, in unit coordinates of the picture (the whole of it: 0, 0, 1, 1).
        public var sourceRect: CGRect
        /// Points per pixel of the picture: 0.5 draws it at half its size.
        public var scale: CGFloat
        /// Where a tile's top-left corner is, in the painted region's space.
        public var origin: CGPoint
        /// The opacity the picture is drawn with.
        public var opacity: Double

        /// `sourceRect` of `file`, `scale` points per pixel, tiled from `origin`, at `opacity`.
        public init(file: ImageFile, sourceRect: CGRect, scale: CGFloat, origin: CGPoint, opacity: Double = 1) {
            self.file = file
            self.sourceRect = sourceRect
            self.scale = scale
            self.origin = origin
            self.opacity = opacity
        }
    }

    /// The grid of a mesh gradient, in the painted region's space.
    public struct MeshPaint: Equatable, Sendable, Codable {
        /// The number of points across the grid.
        public var columns: Int
        /// The number of points down the grid.
        public var rows: Int
        /// The grid's points, row by row (`columns × rows` of them).
        public var points: [CGPoint]
        /// Each point's colour, in the same order.
        public var colors: [Color.Resolved]
        /// What shows where the mesh does not reach.
        public var background: Color.Resolved

        /// A mesh of `columns × rows` points with their colours over `background`.
        public init(columns: Int, rows: Int, points: [CGPoint], colors: [Color.Resolved], background: Color.Resolved) {
            self.columns = columns
            self.rows = rows
            self.points = points
            self.colors = colors
            self.background = background
        }

        /// Whether the grid is whole: at least 2 × 2 points, one colour for each.
        public var isValid: Bool {
            columns >= 2 && rows >= 2 && points.count == columns * rows && colors.count == points.count
        }
    }

    /// A colour at a location (0…1) of a gradient.
    public struct GradientStop: Equatable, Sendable, Codable {
        /// The stop's colour.
        public var color: Color.Resolved
        /// Where the stop is along the gradient, from 0 to 1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color.Resolved, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}
