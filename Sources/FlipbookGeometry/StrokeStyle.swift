import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, CaseIterable, Hashable, Codable, Sendable {
    /// Ends flat at the end point, rounded by half the width, or squared off by half the width.
    case butt, round, square
}

/// How the junctions between connected segments of a stroked line are drawn.
public enum CGLineJoin: Int32, CaseIterable, Hashable, Codable, Sendable {
    /// Corners meet in a point (up to the miter limit), rounded, or cut flat.
    case miter, round, bevel
}

/// The characteristics of a stroke that traces a path. Defaults match SwiftUI: width 1, butt caps, miter joins,
/// miter limit 10, no dash.
public struct StrokeStyle: Hashable, Codable, Sendable {
    /// The width of the line, in points.
    public var lineWidth: CGFloat
    /// How open ends look.
    public var lineCap: CGLineCap
    /// How corners look.
    public var lineJoin: CGLineJoin
    /// How long a pointed corner may grow, as a multiple of the width, before it is cut flat.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke of the given width, ends, corners and dashes.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// A style for rasterising vector shapes.
public struct FillStyle: Hashable, Codable, Sendable {
    /// Whether to use the even-odd rule instead of non-zero winding.
    public var isEOFilled: Bool
    /// Whether to smooth edges.
    public var isAntialiased: Bool

    /// A fill by the non-zero rule, or the even-odd rule when `eoFill`.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill; isAntialiased = antialiased
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Codable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners with continuous curvature (Apple's "squircle").
    case continuous
}

/// The radii of each corner of a rounded rectangle.
public struct RectangleCornerRadii: Hashable, Codable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner, zero by default.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}
