import Foundation

/// One segment of a path as a Bézier curve of degree 1, 2 or 3, with the math that measuring, trimming,
/// bounding, hit testing and stroking share.
struct BezierSegment: Equatable {
    /// 1 = line, 2 = quadratic, 3 = cubic.
    var degree: Int
    /// Control points; only the first `degree + 1` are meaningful.
    var p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint

    static func line(_ a: CGPoint, _ b: CGPoint) -> BezierSegment {
        BezierSegment(degree: 1, p0: a, p1: b, p2: b, p3: b)
    }
    static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> BezierSegment {
        BezierSegment(degree: 2, p0: a, p1: c, p2: b, p3: b)
    }
    static func cubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint) -> BezierSegment {
        BezierSegment(degree: 3, p0: a, p1: c1, p2: c2, p3: b)
    }

    var start: CGPoint { p0 }
    var end: CGPoint {
        switch degree { case 1: return p1; case 2: return p2; default: return p3 }
    }

    /// The element that draws this segment from the current point.
    var element: Path.Element {
        switch degree {
        case 1: return .line(to: p1)
        case 2: return .quadCurve(to: p2, control: p1)
        default: return .curve(to: p3, control1: p1, control2: p2)
        }
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch degree {
        case 1: return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
        case 2:
            let a = u * u, b = 2 * u * t, c = t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
        default:
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                           y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    func derivative(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch degree {
        case 1: return CGPoint(x: p1.x - p0.x, y: p1.y - p0.y)
        case 2:
            return CGPoint(x: 2 * (u * (p1.x - p0.x) + t * (p2.x - p1.x)),
                           y: 2 * (u * (p1.y - p0.y) + t * (p2.y - p1.y)))
        default:
            let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
            return CGPoint(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                           y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
        }
    }

    /// The unit direction of travel at `t`; where the derivative vanishes (coincident control points) it looks a
    /// little further along, then falls back on the chord.
    func direction(at t: CGFloat) -> CGPoint {
        var d = unitVector(derivative(at: t))
        if d != .zero { return d }
        let nudge: CGFloat = t < 0.5 ? 1e-4 : -1e-4
        d = unitVector(derivative(at: t + nudge))
        if d != .zero { return d }
        return unitVector(CGPoint(x: end.x - start.x, y: end.y - start.y))
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau).
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> BezierSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        var s = self
        if t1 < 1 { s = s.split(at: t1).left }
        if t0 > 0 { s = s.split(at: t1 <= 0 ? 0 : t0 / t1).right }
        return s
    }

    func split(at t: CGFloat) -> (left: BezierSegment, right: BezierSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        switch degree {
        case 1:
            let m = lerp(p0, p1)
            return (.line(p0, m), .line(m, p1))
        case 2:
            let a = lerp(p0, p1), b = lerp(p1, p2), m = lerp(a, b)
            return (.quad(p0, a, m), .quad(m, b, p2))
        default:
            let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
            let ab = lerp(a, b), bc = lerp(b, c), m = lerp(ab, bc)
            return (.cubic(p0, a, ab, m), .cubic(m, bc, c, p3))
        }
    }

    func applying(_ t: CGAffineTransform) -> BezierSegment {
        BezierSegment(degree: degree, p0: p0.applying(t), p1: p1.applying(t), p2: p2.applying(t), p3: p3.applying(t))
    }

    // MARK: Flattening

    /// How many straight pieces keep the polyline within `tolerance` of the curve (Wang's bound), at most 4096.
    func flatteningPieceCount(tolerance: CGFloat) -> Int {
        let n = flatteningPieceEstimate(tolerance: tolerance)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 4096))
    }

    /// Wang's bound without the cap: how many pieces the tolerance would take (infinite for a curve out of range).
    func flatteningPieceEstimate(tolerance: CGFloat) -> CGFloat {
        guard degree > 1 else { return 1 }
        let m: CGFloat
        if degree == 2 {
            m = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        } else {
            m = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        }
        let factor: CGFloat = degree == 2 ? 0.25 : 0.75
        return (factor * m / max(tolerance, 1e-6)).squareRoot().rounded(.up)
    }

    /// Points along the segment after its start, ending exactly at its end.
    func flattened(tolerance: CGFloat) -> [CGPoint] {
        let n = flatteningPieceCount(tolerance: tolerance)
        if n == 1 { return [end] }
        var points = (1..<n).map { point(at: CGFloat($0) / CGFloat(n)) }
        points.append(end)
        return points
    }

    // MARK: Arc length

    /// Arc length between parameters `a` and `b` by 5-point Gauss–Legendre quadrature on each flattening piece.
    func length(from a: CGFloat = 0, to b: CGFloat = 1) -> CGFloat {
        if degree == 1 { return hypot(p1.x - p0.x, p1.y - p0.y) * abs(b - a) }
        let pieces = max(1, flatteningPieceCount(tolerance: 0.05))
        var total: CGFloat = 0
        let width = (b - a) / CGFloat(pieces)
        for i in 0..<pieces {
            let lo = a + CGFloat(i) * width
            total += gaussLegendre(from: lo, to: lo + width)
        }
        return total
    }

    private static let nodes: [(CGFloat, CGFloat)] = [
        (0, 0.5688888888888889),
        (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
        (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
    ]

    private func gaussLegendre(from a: CGFloat, to b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum: CGFloat = 0
        for (x, w) in Self.nodes {
            let d = derivative(at: mid + half * x)
            sum += w * hypot(d.x, d.y)
        }
        return sum * half
    }

    /// The parameter at which the arc length from the start equals `target` (clamped to the segment).
    func parameter(atLength target: CGFloat, totalLength: CGFloat) -> CGFloat {
        guard totalLength > 0, target > 0 else { return 0 }
        if target >= totalLength { return 1 }
        if degree == 1 { return target / totalLength }
        var lo: CGFloat = 0, hi: CGFloat = 1
        var t = target / totalLength
        for _ in 0..<30 {
            let error = length(to: t) - target
            if abs(error) < 1e-9 * max(1, totalLength) { break }
            if error > 0 { hi = t } else { lo = t }
            let d = derivative(at: t)
            let speed = hypot(d.x, d.y)
            var next = speed > 0 ? t - error / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    // MARK: Bounds

    /// Parameters strictly inside (0, 1) where x or y reaches an extremum.
    func extremaParameters() -> [CGFloat] {
        var result: [CGFloat] = []
        func add(_ t: CGFloat) { if t > 0 && t < 1 { result.append(t) } }
        switch degree {
        case 2:
            for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
                let denominator = a - 2 * b + c
                if denominator != 0 { add((a - b) / denominator) }
            }
        case 3:
            for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
                // Derivative / 3 = A t² + B t + C.
                let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
                if abs(qa) < 1e-12 {
                    if qb != 0 { add(-qc / qb) }
                } else {
                    let disc = qb * qb - 4 * qa * qc
                    if disc >= 0 {
                        let root = disc.squareRoot()
                        add((-qb + root) / (2 * qa)); add((-qb - root) / (2 * qa))
                    }
                }
            }
        default: break
        }
        return result
    }
}
