import Foundation

/// CoreGraphics' path operations (iOS 16), over `Path`'s: see `Path.union(_:eoFill:)` for how regions are traced.
extension CGPath {
    /// A path whose filled region is everything in either path.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.union(other.path, eoFill: rule == .evenOdd))
    }

    /// A path whose filled region is what both paths fill.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.intersection(other.path, eoFill: rule == .evenOdd))
    }

    /// A path whose filled region is this path's with `other`'s removed.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.subtracting(other.path, eoFill: rule == .evenOdd))
    }

    /// A path whose filled region is what exactly one of the two paths fills.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.symmetricDifference(other.path, eoFill: rule == .evenOdd))
    }

    /// The parts of this path's line inside `other`'s filled region.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineIntersection(other.path, eoFill: rule == .evenOdd))
    }

    /// The parts of this path's line outside `other`'s filled region.
    public func lineSubtraction(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineSubtraction(other.path, eoFill: rule == .evenOdd))
    }

    /// A copy with the same filled region and no self-intersections.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.normalized(eoFill: rule == .evenOdd))
    }

    /// Whether the two paths' filled regions overlap.
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        !path.intersection(other.path, eoFill: rule == .evenOdd).isEmpty
    }

    /// The path's filled region split into its connected parts, each an outline with the holes inside it,
    /// largest first.
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        let loops = PlanarBoolean.regionLoops(.normalization, path, Path(), eoFill: rule == .evenOdd)
        let areas = loops.map(PlanarBoolean.doubleSignedArea)
        let outlines = loops.indices.filter { areas[$0] > 0 }.sorted { areas[$0] > areas[$1] }
        var members = Dictionary(uniqueKeysWithValues: outlines.map { ($0, [$0]) })
        for hole in loops.indices where areas[hole] <= 0 {
            // A hole belongs to the smallest outline around it.
            let probe = loops[hole][0]
            let owner = outlines.last { windingNumber(of: [loops[$0]], around: probe) != 0 }
            if let owner { members[owner]?.append(hole) }
        }
        return outlines.map { CGPath(path: PlanarBoolean.path(ofLoops: members[$0]!.map { loops[$0] })) }
    }

    /// A copy with its curves replaced by straight lines within `threshold` of them.
    public func flattened(threshold: CGFloat) -> CGPath {
        var flat = Path()
        for subpath in path.flattenedSubpaths(tolerance: max(threshold, 1e-6)) {
            guard let first = subpath.points.first else { continue }
            flat.move(to: first)
            for point in subpath.points.dropFirst() { flat.addLine(to: point) }
            if subpath.isClosed { flat.closeSubpath() }
        }
        return CGPath(path: flat)
    }
}
