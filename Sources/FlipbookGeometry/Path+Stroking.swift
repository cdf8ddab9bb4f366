import Foundation

extension Path {
    /// The outline of the area a stroke with `style` covers, as a path to fill with the non-zero rule.
    ///
    /// Curves are flattened (within 0.05 units), dashes applied along the arc length, and every piece — segment
    /// bodies, joins and caps — is emitted as its own positively oriented polygon, so their union is exactly
    /// the stroked area under non-zero filling.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0, halfWidth.isFinite else { return Path() }
        var outline = Path()
        for (points, isClosed) in dashedPolylines(style) {
            outline.addStroke(of: points, closed: isClosed, halfWidth: halfWidth, style: style)
        }
        return outline
    }

    /// The path cut into its dashes: each dash an open subpath along the line (curves flattened within 0.05
    /// units), as Core Graphics' `copy(dashingWithPhase:lengths:)` gives them. Without a usable pattern, the path
    /// flattened.
    func dashed(_ pattern: [CGFloat], phase: CGFloat) -> Path {
        var result = Path()
        for (points, isClosed) in dashedPolylines(StrokeStyle(dash: pattern, dashPhase: phase)) where !points.isEmpty {
            result.addLines(points)
            if isClosed { result.closeSubpath() }
        }
        return result
    }

    /// The flattened subpaths, cut into dashes when `style.dash` has a usable pattern.
    private func dashedPolylines(_ style: StrokeStyle) -> [(points: [CGPoint], isClosed: Bool)] {
        let flat = flattenedSubpaths(tolerance: 0.05).map { (removingRepeats($0.points, closed: $0.isClosed), $0.isClosed) }
        let pattern = style.dash.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite, style.dashPhase.isFinite else { return flat }
        var dashes: [(points: [CGPoint], isClosed: Bool)] = []
        for (points, isClosed) in flat {
            var polyline = points
            if isClosed, let first = polyline.first { polyline.append(first) }
            dashes.append(contentsOf: dash(polyline, pattern: pattern, period: period, phase: style.dashPhase)
                .map { ($0, false) })
        }
        return dashes
    }

    private func dash(_ points: [CGPoint], pattern: [CGFloat], period: CGFloat, phase: CGFloat) -> [[CGPoint]] {
        var position = phase.truncatingRemainder(dividingBy: period)
        if position < 0 { position += period }
        var index = 0
        while position >= pattern[index] { position -= pattern[index]; index = (index + 1) % pattern.count }
        var remainingInDash = pattern[index] - position
        var on = index % 2 == 0
        var result: [[CGPoint]] = []
        var current: [CGPoint] = on ? [points[0]] : []
        for i in 1..<max(points.count, 1) {
            var a = points[i - 1]
            let b = points[i]
            var segmentLeft = hypot(b.x - a.x, b.y - a.y)
            while segmentLeft > remainingInDash {
                let f = remainingInDash / segmentLeft
                let cut = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                if on { current.append(cut); result.append(current); current = [] } else { current = [cut] }
                on.toggle()
                segmentLeft -= remainingInDash
                a = cut
                index = (index + 1) % pattern.count
                remainingInDash = pattern[index]
            }
            remainingInDash -= segmentLeft
            if on { current.append(b) }
        }
        if on && current.count > 1 { result.append(current) }
        return result
    }

    private mutating func addStroke(of points: [CGPoint], closed: Bool, halfWidth w: CGFloat, style: StrokeStyle) {
        guard let first = points.first else { return }
        if points.count == 1 {
            // A zero-length subpath shows only its caps: a dot for round caps, a square for square caps.
            switch style.lineCap {
            case .round: addEllipse(in: CGRect(x: first.x - w, y: first.y - w, width: 2 * w, height: 2 * w))
            case .square: addPolygon([CGPoint(x: first.x - w, y: first.y - w), CGPoint(x: first.x + w, y: first.y - w),
                                      CGPoint(x: first.x + w, y: first.y + w), CGPoint(x: first.x - w, y: first.y + w)])
            case .butt: break
            }
            return
        }
        let count = points.count
        let segmentCount = closed ? count : count - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % count]
            let n = normal(a, b, w)
            addPolygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
        }
        let joins = closed ? Array(0..<count) : Array(1..<(count - 1))
        for i in joins {
            addJoin(at: points[i], from: points[(i - 1 + count) % count], to: points[(i + 1) % count],
                    halfWidth: w, style: style)
        }
        if !closed {
            addCap(at: points[0], awayFrom: points[1], halfWidth: w, cap: style.lineCap)
            addCap(at: points[count - 1], awayFrom: points[count - 2], halfWidth: w, cap: style.lineCap)
        }
    }

    private mutating func addJoin(at p: CGPoint, from a: CGPoint, to b: CGPoint, halfWidth w: CGFloat,
                                  style: StrokeStyle) {
        let d0 = unitVector(CGPoint(x: p.x - a.x, y: p.y - a.y))
        let d1 = unitVector(CGPoint(x: b.x - p.x, y: b.y - p.y))
        let turn = d0.x * d1.y - d0.y * d1.x
        guard abs(turn) > 1e-9 || d0.x * d1.x + d0.y * d1.y < 0 else { return }
        if style.lineJoin == .round {
            addEllipse(in: CGRect(x: p.x - w, y: p.y - w, width: 2 * w, height: 2 * w))
            return
        }
        // The outer side is opposite the turn.
        let side: CGFloat = turn > 0 ? -1 : 1
        let n0 = CGPoint(x: -d0.y * w * side, y: d0.x * w * side)
        let n1 = CGPoint(x: -d1.y * w * side, y: d1.x * w * side)
        let o0 = CGPoint(x: p.x + n0.x, y: p.y + n0.y), o1 = CGPoint(x: p.x + n1.x, y: p.y + n1.y)
        if style.lineJoin == .miter {
            let cosTheta = max(-1, min(1, -(d0.x * d1.x + d0.y * d1.y)))
            let miterRatio = 1 / max(CGFloat(sin(acos(Double(cosTheta)) / 2)), 1e-12)
            if miterRatio <= style.miterLimit {
                let bisector = unitVector(CGPoint(x: n0.x + n1.x, y: n0.y + n1.y))
                let tip = CGPoint(x: p.x + bisector.x * w * miterRatio, y: p.y + bisector.y * w * miterRatio)
                addPolygon([p, o0, tip, o1])
                return
            }
        }
        addPolygon([p, o0, o1])
    }

    private mutating func addCap(at p: CGPoint, awayFrom q: CGPoint, halfWidth w: CGFloat, cap: CGLineCap) {
        let d = unitVector(CGPoint(x: p.x - q.x, y: p.y - q.y))
        let n = CGPoint(x: -d.y * w, y: d.x * w)
        switch cap {
        case .butt: break
        case .square:
            let e = CGPoint(x: d.x * w, y: d.y * w)
            addPolygon([CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: p.x + n.x + e.x, y: p.y + n.y + e.y),
                        CGPoint(x: p.x - n.x + e.x, y: p.y - n.y + e.y), CGPoint(x: p.x - n.x, y: p.y - n.y)])
        case .round:
            addEllipse(in: CGRect(x: p.x - w, y: p.y - w, width: 2 * w, height: 2 * w))
        }
    }

    /// Adds a closed polygon oriented so its signed area is positive (clockwise on screen), like ellipses.
    private mutating func addPolygon(_ polygon: [CGPoint]) {
        var area: CGFloat = 0
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        addLines(area > 0 ? polygon : polygon.reversed())
        closeSubpath()
    }

    private func normal(_ a: CGPoint, _ b: CGPoint, _ w: CGFloat) -> CGPoint {
        let d = unitVector(CGPoint(x: b.x - a.x, y: b.y - a.y))
        return CGPoint(x: -d.y * w, y: d.x * w)
    }

    private func removingRepeats(_ points: [CGPoint], closed: Bool) -> [CGPoint] {
        var result: [CGPoint] = []
        for p in points where result.last != p { result.append(p) }
        if closed, result.count > 1, result.first == result.last { result.removeLast() }
        return result
    }
}
