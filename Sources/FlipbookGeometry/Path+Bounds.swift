import Foundation

extension Path {
    /// The smallest rectangle containing every point of the path, not counting Bézier control points that lie
    /// off the curve. The null rectangle for an empty path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                points.append(p); current = p; subpathStart = p
            case .line(let p):
                points.append(p); current = p
            case .quadCurve(let p, let c):
                if let from = current {
                    let segment = BezierSegment.quad(from, c, p)
                    points.append(contentsOf: segment.extremaParameters().map(segment.point(at:)))
                }
                points.append(p); current = p
            case .curve(let p, let c1, let c2):
                if let from = current {
                    let segment = BezierSegment.cubic(from, c1, c2, p)
                    points.append(contentsOf: segment.extremaParameters().map(segment.point(at:)))
                }
                points.append(p); current = p
            case .closeSubpath:
                current = subpathStart
            }
        }
        return CGRect.enclosing(points)
    }

    /// The same as ``boundingRect``; CoreGraphics' name, which pasted sample code uses.
    public var boundingBox: CGRect { boundingRect }
}
