import Foundation

/// An immutable Core Graphics path, as CoreGraphics' `CGPath`: a class around a `Path`, for code that builds
/// shapes with `CGMutablePath` or reads `path.cgPath`. Angles are in radians and `clockwise` has Core Graphics'
/// meaning, as in `Path`'s own methods.
open class CGPath: Equatable, @unchecked Sendable {
    /// The path's elements.
    var path: Path

    init(path: Path) {
        self.path = path
    }

    /// A rectangle, transformed by `transform` if given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// The ellipse inscribed in `rect`, transformed by `transform` if given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// A rectangle with circular-arc corners of `cornerWidth` × `cornerHeight`, transformed if asked.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingBox }
    /// The smallest rectangle containing the path's outline, control points excluded.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// The end of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Whether `point`, transformed by `transform`, is inside the path by `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.contains(point.applying(transform), eoFill: rule == .evenOdd)
    }

    /// The path itself (paths are immutable).
    public func copy() -> CGPath? { CGPath(path: path) }

    /// A copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// The outline of the area a stroke of this path covers, to fill with the non-zero rule.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(path: path.strokedPath(style).applying(transform))
    }

    /// The path cut into dashes of `lengths` (on, off, …) starting `phase` into the pattern.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        CGPath(path: path.dashed(lengths, phase: phase).applying(transform))
    }

    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
}

/// How the inside of a path is decided.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills it, non-zero winding.
    case fill
    /// Fills it, even-odd.
    case eoFill
    /// Strokes it.
    case stroke
    /// Fills it (non-zero winding), then strokes it.
    case fillStroke
    /// Fills it (even-odd), then strokes it.
    case eoFillStroke
}

/// A path built element by element, as CoreGraphics' `CGMutablePath`. Each method takes an optional transform
/// applied to its points.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(path: Path()) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Straight lines between `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// A quadratic Bézier curve to `end`, bent towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// A cubic Bézier curve to `end`, bent towards `control1` then `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians), joined to an open subpath by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
    }

    /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// An arc sweeping `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                            delta: .radians(Double(delta)), transform: transform)
    }

    /// A rectangle, as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// Rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// The ellipse inscribed in `rect`, as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// A rectangle with circular-arc corners of `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform)
    }

    /// Another path's elements, transformed by `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        path.closeSubpath()
    }
}

extension Path {
    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }

    /// The path of a Core Graphics path.
    public init(_ path: CGPath) {
        self = path.path
    }
}
