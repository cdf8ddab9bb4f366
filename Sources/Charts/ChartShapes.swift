import Foundation
import FlipbookViews

/// The points of a line or area as one animatable vector (x₀, y₀, x₁, y₁, …): a changed value moves its point.
extension AnimatableVector {
    init(points: [CGPoint]) { self.init(points.flatMap { [Double($0.x), Double($0.y)] }) }
    var points: [CGPoint] {
        stride(from: 0, to: values.count - 1, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) }
    }
}

/// A line through points, joined as its interpolation method says.
struct ChartLineShape: Shape {
    var vector: AnimatableVector
    let count: Int
    let method: InterpolationMethod

    init(points: [CGPoint], method: InterpolationMethod) {
        vector = AnimatableVector(points: points)
        count = points.count
        self.method = method
    }

    var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        ChartCurve.add(Array(vector.points.prefix(count)), method: method, to: &path, moveFirst: true)
        return path
    }
}

/// An area between an upper and a lower line.
struct ChartAreaShape: Shape {
    var vector: AnimatableVector
    let count: Int
    let method: InterpolationMethod

    init(upper: [CGPoint], lower: [CGPoint], method: InterpolationMethod) {
        let count = min(upper.count, lower.count)
        vector = AnimatableVector(points: Array(upper.prefix(count)) + Array(lower.prefix(count)))
        self.count = count
        self.method = method
    }

    var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let points = vector.points
        guard count > 0, points.count >= 2 * count else { return Path() }
        var path = Path()
        ChartCurve.add(Array(points[0..<count]), method: method, to: &path, moveFirst: true)
        ChartCurve.add(Array(points[count..<(2 * count)].reversed()), method: method, to: &path, moveFirst: false)
        path.closeSubpath()
        return path
    }
}

/// A slice of a ring, from `start` to `end` (fractions of a turn from the top, clockwise), its corners rounded by
/// `cornerRadius`.
struct ChartSectorShape: Shape {
    var start: Double
    var end: Double
    var inner: CGFloat
    var outer: CGFloat
    let center: CGPoint
    let inset: CGFloat
    var cornerRadius: CGFloat = 0

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(start, end), AnimatablePair(inner, outer)) }
        set { (start, end, inner, outer) = (newValue.first.first, newValue.first.second, newValue.second.first, newValue.second.second) }
    }

    func path(in rect: CGRect) -> Path {
        guard end > start, outer > 0 else { return Path() }
        // The gap: half the inset on each side, as an angle at each radius.
        func angles(at radius: CGFloat) -> (Double, Double)? {
            let gap = radius > 0 ? Double(inset / 2 / radius) : 0
            let a = start * 2 * .pi - .pi / 2 + gap, b = end * 2 * .pi - .pi / 2 - gap
            return b > a ? (a, b) : nil
        }
        guard let (a, b) = angles(at: outer) else { return Path() }
        let innerAngles = inner > 0 ? angles(at: inner) : nil
        // Corners no rounder than a third of the slice's width and of the ring's thickness allow.
        let thickness = outer - (innerAngles == nil ? 0 : inner)
        let radius = min(cornerRadius, thickness / 3, outer * CGFloat(b - a) / 3)
        guard radius > 0.5 else { return plainPath(outer: (a, b), inner: innerAngles) }
        func point(_ r: CGFloat, _ angle: Double) -> CGPoint {
            CGPoint(x: center.x + r * CGFloat(cos(angle)), y: center.y + r * CGFloat(sin(angle)))
        }
        // Each corner is a tangent arc between the radial edge and the ring's arc; the arcs between them start
        // where the rounding ends.
        let outerTurn = Double(radius / outer)
        var path = Path()
        path.move(to: point(outer - radius, a))
        path.addArc(tangent1End: point(outer, a), tangent2End: point(outer, a + outerTurn), radius: radius)
        path.addArc(center: center, radius: outer, startAngle: .radians(a + outerTurn), endAngle: .radians(b - outerTurn),
                    clockwise: false)
        path.addArc(tangent1End: point(outer, b), tangent2End: point(outer - radius, b), radius: radius)
        if let (c, d) = innerAngles {
            let innerTurn = Double(radius / inner)
            path.addArc(tangent1End: point(inner, d), tangent2End: point(inner, d - innerTurn), radius: radius)
            if d - innerTurn > c + innerTurn {
                path.addArc(center: center, radius: inner, startAngle: .radians(d - innerTurn),
                            endAngle: .radians(c + innerTurn), clockwise: true)
            }
            path.addArc(tangent1End: point(inner, c), tangent2End: point(inner + radius, c), radius: radius)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }

    /// The slice with sharp corners.
    private func plainPath(outer outerAngles: (Double, Double), inner innerAngles: (Double, Double)?) -> Path {
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: .radians(outerAngles.0), endAngle: .radians(outerAngles.1),
                    clockwise: false)
        if let (c, d) = innerAngles {
            path.addArc(center: center, radius: inner, startAngle: .radians(d), endAngle: .radians(c), clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }
}

/// How a line joins its points.
enum ChartCurve {
    /// Adds the curve through `points` to `path`: moving to the first point, or drawing a line to it.
    static func add(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path, moveFirst: Bool) {
        guard let first = points.first else { return }
        if moveFirst { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart, .stepEnd, .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                switch method.kind {
                case .stepStart:
                    path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b)
                case .stepEnd:
                    path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b)
                default:
                    let mid = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
                }
            }
        case .catmullRom:
            cardinal(points, tension: 0, to: &path)
        case .cardinal(let tension):
            cardinal(points, tension: tension, to: &path)
        case .monotone:
            monotone(points, to: &path)
        }
    }

    /// A cardinal spline (Catmull–Rom at tension 0) as cubic Béziers.
    static func cardinal(_ p: [CGPoint], tension: Double, to path: inout Path) {
        let k = CGFloat((1 - min(max(tension, 0), 1)) / 6)
        for i in 0..<(p.count - 1) {
            let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, p.count - 1)]
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k)
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k)
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// A monotone cubic (Fritsch–Carlson): smooth, and never past a neighbouring point's value.
    static func monotone(_ p: [CGPoint], to path: inout Path) {
        let n = p.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            slopes[i] = dx != 0 ? (p[i + 1].y - p[i].y) / dx : 0
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        tangents[0] = slopes[0]
        tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) {
            tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
        }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
            let s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                tangents[i] = t * a * slopes[i]
                tangents[i + 1] = t * b * slopes[i]
            }
        }
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.addCurve(to: p[i + 1], control1: CGPoint(x: p[i].x + dx, y: p[i].y + tangents[i] * dx),
                          control2: CGPoint(x: p[i + 1].x - dx, y: p[i + 1].y - tangents[i + 1] * dx))
        }
    }
}
