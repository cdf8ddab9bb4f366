import Foundation

// Measuring a path along its length: not part of SwiftUI's API, but what following a path needs.
extension Path {
    /// The total arc length of the path, closing lines included.
    public var length: CGFloat {
        subpaths.reduce(0) { total, subpath in total + subpath.segments.reduce(0) { $0 + $1.length() } }
    }

    /// The point at `fraction` (0…1, clamped) of the path's length, or nil for a path with no length.
    public func point(atFractionOfLength fraction: CGFloat) -> CGPoint? {
        locate(fraction).map { $0.segment.point(at: $0.t) }
    }

    /// The direction of travel at `fraction` of the path's length, as a unit vector; nil for a path with no
    /// length.
    public func tangent(atFractionOfLength fraction: CGFloat) -> CGVector? {
        locate(fraction).map { location in
            let d = location.segment.direction(at: location.t)
            return CGVector(dx: d.x, dy: d.y)
        }
    }

    /// The angle of the direction of travel at `fraction` of the path's length (0 = towards +x, increasing
    /// clockwise on screen).
    public func tangentAngle(atFractionOfLength fraction: CGFloat) -> Angle? {
        tangent(atFractionOfLength: fraction).map { Angle(radians: atan2(Double($0.dy), Double($0.dx))) }
    }

    /// The segment and parameter at a fraction of the total length.
    private func locate(_ fraction: CGFloat) -> (segment: BezierSegment, t: CGFloat)? {
        guard fraction.isFinite else { return nil }
        let segments = subpaths.flatMap(\.segments)
        let lengths = segments.map { $0.length() }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return nil }
        var remaining = min(max(fraction, 0), 1) * total
        for (segment, length) in zip(segments, lengths) where length > 0 {
            if remaining <= length {
                return (segment, segment.parameter(atLength: remaining, totalLength: length))
            }
            remaining -= length
        }
        let lastIndex = lengths.lastIndex { $0 > 0 }!
        return (segments[lastIndex], 1)
    }
}
