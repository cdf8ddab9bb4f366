import Foundation

extension Path {
    /// Whether `point` is inside the filled path, by the non-zero winding rule or, with `eoFill`, the even-odd
    /// rule. Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let bounds = boundingRect
        guard !bounds.isNull, point.x >= bounds.minX, point.x <= bounds.maxX,
              point.y >= bounds.minY, point.y <= bounds.maxY else { return false }
        let polygons = flattenedSubpaths(tolerance: 0.05).lazy.map(\.points)
        return isInside(winding: windingNumber(of: polygons, around: point), eoFill: eoFill)
    }
}
