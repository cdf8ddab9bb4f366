import Foundation

extension Path {
    /// Whether `point` is inside the filled path, by the non-zero winding rule or, with `eoFill`, the even-odd
    /// rule. Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let bounds = boundingRect
        guard !bounds.isNull, point.x >= bounds.minX, point.x <= bounds.maxX,
              point.y >= bounds.minY, point.y <= bounds.maxY else { return false }
        var winding = 0
        for (points, _) in flattenedSubpaths(tolerance: 0.05) where points.count > 1 {
            for i in 0..<points.count {
                let a = points[i], b = points[(i + 1) % points.count]
                winding += crossing(from: a, to: b, point: point)
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The signed contribution of edge a→b to the winding number around `point` (ray cast towards +x).
    private func crossing(from a: CGPoint, to b: CGPoint, point p: CGPoint) -> Int {
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y {
            if b.y > p.y && side > 0 { return 1 }
        } else if b.y <= p.y && side < 0 {
            return -1
        }
        return 0
    }
}
