import Foundation

/// A path decomposed into subpaths of Bézier segments, the form every measurement works on.
struct Subpath {
    var start: CGPoint
    var segments: [BezierSegment]
    /// Whether the subpath was closed; the closing line (when it has length) is the last segment.
    var isClosed: Bool
    /// Whether the last segment is the implicit closing line rather than an element of the path.
    var hasClosingSegment: Bool

    /// The subpath's own segments, without the implicit closing line.
    var drawnSegments: ArraySlice<BezierSegment> {
        hasClosingSegment ? segments.dropLast() : segments[...]
    }
}

extension Path {
    /// The subpaths in order. A lone `move` gives a subpath with no segments.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point: CGPoint?
        func finish() { if let s = current { result.append(s) }; current = nil }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath(start: p, segments: [], isClosed: false, hasClosingSegment: false)
                point = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                guard let from = point else { continue }
                if current == nil { current = Subpath(start: from, segments: [], isClosed: false, hasClosingSegment: false) }
                switch element {
                case .line: current!.segments.append(.line(from, p))
                case .quadCurve(_, let c): current!.segments.append(.quad(from, c, p))
                case .curve(_, let c1, let c2): current!.segments.append(.cubic(from, c1, c2, p))
                default: break
                }
                point = p
            case .closeSubpath:
                guard var s = current else { continue }
                if let from = point, from != s.start {
                    s.segments.append(.line(from, s.start))
                    s.hasClosingSegment = true
                }
                s.isClosed = true
                point = s.start
                current = s
                finish()
            }
        }
        finish()
        return result
    }

    /// Each subpath as a polyline within `tolerance` of the curves, starting with its first point.
    package func flattenedSubpaths(tolerance: CGFloat) -> [(points: [CGPoint], isClosed: Bool)] {
        subpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments { points.append(contentsOf: segment.flattened(tolerance: tolerance)) }
            return (points, subpath.isClosed)
        }
    }
}
