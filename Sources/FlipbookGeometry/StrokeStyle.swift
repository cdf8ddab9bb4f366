import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, CaseIterable, Hashable, Codable, Sendable {
    case butt, round, square
}

/// How the junctions between connected segments of a stroked line are drawn.
public enum CGLineJoin: Int32, CaseIterable, Hashable, Codable, Sendable {
    case miter, round, bevel
}

/// The characteristics of a stroke that traces a path. Defaults match SwiftUI: width 1, butt caps, miter joins,
/// miter limit 10, no dash.
public struct StrokeStyle: Hashable, Codable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

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
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}
