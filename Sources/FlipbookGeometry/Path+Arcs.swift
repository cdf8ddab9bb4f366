import Foundation

extension Path {
    /// Adds an arc of a circle given by start and end angles.
    ///
    /// Angles are measured from the positive x-axis; the point at angle θ is `center + radius·(cos θ, sin θ)`, so
    /// in SwiftUI's y-down space increasing angles run clockwise on screen. `clockwise` has CoreGraphics' meaning
    /// (decreasing angles), which therefore looks **counter-clockwise** on screen. If the path has an open
    /// subpath, a line joins its current point to the arc's start; otherwise the arc starts a new subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let fullTurn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta > 0 { delta = fmod(delta, fullTurn) - fullTurn }
            delta = max(delta, -fullTurn)
        } else {
            if delta < 0 { delta = fullTurn - fmod(-delta, fullTurn) }
            delta = min(delta, fullTurn)
        }
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta, transform: transform)
    }

    /// Adds an arc of a circle that sweeps `delta` from `startAngle` (positive: increasing angle, clockwise on
    /// screen). The arc joins an open subpath with a line, or starts a new one.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End`, preceded by a straight line to the first tangent point. Degenerate cases
    /// (collinear points, zero radius) add a line to `tangent1End`. Without a current point it starts at
    /// `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0User = currentPoint else {
            append(.move(to: p1.applying(transform)))
            return
        }
        // The current point is already in path space; the tangents are in user space: bring p0 back.
        let p0 = p0User.applying(transform.inverted())
        let d0 = unitVector(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y))
        let d2 = unitVector(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        let cosTheta = d0.x * d2.x + d0.y * d2.y
        let cross = d0.x * d2.y - d0.y * d2.x
        guard radius > 0, radius.isFinite, d0 != .zero, d2 != .zero, abs(cross) > 1e-12 else {
            addLine(to: p1.applying(transform))
            return
        }
        let halfAngle = acos(Double(max(-1, min(1, cosTheta)))) / 2
        let distance = radius / CGFloat(tan(halfAngle))
        let t0 = CGPoint(x: p1.x + d0.x * distance, y: p1.y + d0.y * distance)
        let t2 = CGPoint(x: p1.x + d2.x * distance, y: p1.y + d2.y * distance)
        let bisector = unitVector(CGPoint(x: d0.x + d2.x, y: d0.y + d2.y))
        let centerDistance = radius / CGFloat(sin(halfAngle))
        let center = CGPoint(x: p1.x + bisector.x * centerDistance, y: p1.y + bisector.y * centerDistance)
        let a0 = atan2(Double(t0.y - center.y), Double(t0.x - center.x))
        let a2 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var sweep = a2 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        append(.line(to: t0.applying(transform)))
        appendArcCurves(center: center, radius: radius, start: a0, sweep: sweep, transform: transform)
    }

    /// Joins or starts a subpath at the arc's start, then appends the arc as cubic pieces of at most 90°.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double,
                                    transform: CGAffineTransform) {
        guard radius.isFinite, start.isFinite, sweep.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let r = abs(radius)
        let startPoint = CGPoint(x: center.x + r * CGFloat(cos(start)), y: center.y + r * CGFloat(sin(start)))
            .applying(transform)
        if hasOpenSubpath {
            append(.line(to: startPoint))
        } else {
            append(.move(to: startPoint))
        }
        appendArcCurves(center: center, radius: r, start: start, sweep: sweep, transform: transform)
    }

    private mutating func appendArcCurves(center: CGPoint, radius: CGFloat, start: Double, sweep: Double,
                                          transform: CGAffineTransform) {
        guard sweep != 0, radius > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a = start + Double(i) * step, b = a + step
            let (sa, ca) = (sin(a), cos(a)), (sb, cb) = (sin(b), cos(b))
            func point(_ x: Double, _ y: Double) -> CGPoint {
                CGPoint(x: center.x + radius * CGFloat(x), y: center.y + radius * CGFloat(y)).applying(transform)
            }
            append(.curve(to: point(cb, sb),
                                   control1: point(ca - handle * sa, sa + handle * ca),
                                   control2: point(cb + handle * sb, sb - handle * cb)))
        }
    }
}

func unitVector(_ v: CGPoint) -> CGPoint {
    let length = (v.x * v.x + v.y * v.y).squareRoot()
    guard length > 0, length.isFinite else { return .zero }
    return CGPoint(x: v.x / length, y: v.y / length)
}
