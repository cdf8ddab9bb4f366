import Foundation

/// The engine behind a path's boolean operations. Both operands are flattened to polygons and every edge is cut
/// where another crosses or overlaps it. A region operation keeps each cut piece whose two sides differ, filled
/// on one and not on the other, and chains the pieces into closed outlines that run clockwise on screen around a
/// filled region and anticlockwise around a hole: the result traces only boundaries and fills the same by either
/// rule. A line operation keeps the pieces of the first
/// operand's outline that lie inside (or outside) the second's fill.
///
/// Curves come back as straight pieces within the flattening tolerance, a four-thousandth of the operands' extent
/// and never more than 0.05 points.
enum PlanarBoolean {
    /// What a region operation keeps, from whether a point is inside each operand.
    enum RegionOperation {
        case union, intersection, subtraction, symmetricDifference, normalization

        func keeps(insideFirst a: Bool, insideSecond b: Bool) -> Bool {
            switch self {
            case .union: a || b
            case .intersection: a && b
            case .subtraction: a && !b
            case .symmetricDifference: a != b
            case .normalization: a
            }
        }
    }

    /// The outline of the region `operation` makes of the fills of `first` and `second`.
    static func region(_ operation: RegionOperation, _ first: Path, _ second: Path, eoFill: Bool) -> Path {
        path(ofLoops: regionLoops(operation, first, second, eoFill: eoFill))
    }

    /// Closed polygons as a path.
    static func path(ofLoops loops: [[CGPoint]]) -> Path {
        var result = Path()
        for loop in loops {
            result.move(to: loop[0])
            for point in loop.dropFirst() { result.addLine(to: point) }
            result.closeSubpath()
        }
        return result
    }

    /// The region's outlines as closed polygons.
    static func regionLoops(_ operation: RegionOperation, _ first: Path, _ second: Path, eoFill: Bool)
        -> [[CGPoint]] {
        let scale = Scale(first, second)
        let polygonsA = polygons(of: first, tolerance: scale.tolerance)
        let polygonsB = polygons(of: second, tolerance: scale.tolerance)
        var edges = (polygonsA + polygonsB).flatMap(closedEdges)
        cutAtCrossings(&edges, scale: scale)

        let indexA = WindingIndex(polygonsA), indexB = WindingIndex(polygonsB)
        func filled(_ point: CGPoint) -> Bool {
            operation.keeps(insideFirst: isInside(winding: indexA.winding(around: point), eoFill: eoFill),
                            insideSecond: isInside(winding: indexB.winding(around: point), eoFill: eoFill))
        }
        var boundary: [(from: CGPoint, to: CGPoint)] = []
        for (p, q) in uniquePieces(of: edges) {
            let dx = q.x - p.x, dy = q.y - p.y, length = (dx * dx + dy * dy).squareRoot()
            let offset = min(length / 4, scale.sampleOffset) / length
            let middle = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            let left = filled(CGPoint(x: middle.x - dy * offset, y: middle.y + dx * offset))
            let right = filled(CGPoint(x: middle.x + dy * offset, y: middle.y - dx * offset))
            if left != right { boundary.append(left ? (p, q) : (q, p)) }
        }
        return closedLoops(of: boundary)
    }

    /// Twice the signed area of a polygon: positive when it runs clockwise on screen (y pointing down).
    static func doubleSignedArea(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        var a = polygon[polygon.count - 1]
        for b in polygon {
            sum += a.x * b.y - b.x * a.y
            a = b
        }
        return sum
    }

    /// The parts of `first`'s outline inside `second`'s fill or, when `inside` is false, outside it. A closed
    /// subpath that nothing cuts away stays closed; the rest come back as open subpaths.
    static func lines(of first: Path, _ inside: Bool, _ second: Path, eoFill: Bool) -> Path {
        let scale = Scale(first, second)
        let polygonsB = polygons(of: second, tolerance: scale.tolerance)
        let edgesB = polygonsB.flatMap(closedEdges)
        let indexB = WindingIndex(polygonsB)
        var result = Path()
        for subpath in first.flattenedSubpaths(tolerance: scale.tolerance) {
            var points = withoutRepeats(subpath.points)
            if subpath.isClosed, points.count > 1, points.last != points[0] { points.append(points[0]) }
            guard points.count > 1 else { continue }
            var pieces: [(from: CGPoint, to: CGPoint, kept: Bool)] = []
            for (p, q) in zip(points, points.dropFirst()) {
                var edge = Edge(start: p, end: q)
                for var other in edgesB where edge.boxesOverlap(other) { cut(&edge, &other, scale: scale) }
                for (from, to) in edge.pieces {
                    let middle = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
                    let covered = isInside(winding: indexB.winding(around: middle), eoFill: eoFill)
                    pieces.append((from, to, covered == inside))
                }
            }
            if pieces.allSatisfy(\.kept) {
                result.move(to: points[0])
                for point in points.dropFirst().dropLast(subpath.isClosed ? 1 : 0) { result.addLine(to: point) }
                if subpath.isClosed { result.closeSubpath() }
                continue
            }
            if subpath.isClosed, let firstDropped = pieces.firstIndex(where: { !$0.kept }) {
                pieces = Array(pieces[firstDropped...] + pieces[..<firstDropped])
            }
            var drawing = false
            for piece in pieces {
                guard piece.kept else { drawing = false; continue }
                if !drawing { result.move(to: piece.from); drawing = true }
                result.addLine(to: piece.to)
            }
        }
        return result
    }

    // MARK: Polygons and edges

    /// The sizes the operations work at, from the operands' extent.
    struct Scale {
        /// How far flattened curves may stray from the curves.
        var tolerance: CGFloat
        /// How far to either side of a piece its sides are sampled.
        var sampleOffset: CGFloat
        /// How far from a line a point may be and still count as on it.
        var collinearity: CGFloat

        /// The most straight pieces the operands' curves are flattened into; beyond it the tolerance grows, so
        /// that a path of large curves cannot make the quadratic parts of the operations hang.
        static let curvePieceBudget = 1000

        init(_ first: Path, _ second: Path) {
            let bounds = first.boundingRect.union(second.boundingRect)
            var extent = bounds.isNull ? 0 : max(bounds.width, bounds.height, abs(bounds.minX), abs(bounds.minY))
            if !extent.isFinite || extent <= 0 { extent = 1 }
            var tolerance = min(0.05, max(extent / 4000, 1e-9))
            let curves = (first.subpaths + second.subpaths).flatMap(\.segments).filter { $0.degree > 1 }
            // Counted without the per-curve cap, which would hide how far over the budget a huge curve is; a few
            // rounds, as each curve's count is rounded up to a whole piece.
            let budget = CGFloat(Self.curvePieceBudget)
            for _ in 0..<4 {
                let pieces = curves.reduce(CGFloat(0)) { $0 + max(1, $1.flatteningPieceEstimate(tolerance: tolerance)) }
                guard pieces > budget, CGFloat(curves.count) < budget else { break }
                // A curve's piece count goes as one over the square root of the tolerance.
                let ratio = pieces.isFinite ? pieces / budget : 1e6
                tolerance *= ratio * ratio
            }
            self.tolerance = tolerance
            sampleOffset = extent * 1e-7
            collinearity = extent * 1e-10
        }
    }

    /// Each subpath as a closed polygon without repeated points, leaving out those that enclose nothing.
    static func polygons(of path: Path, tolerance: CGFloat) -> [[CGPoint]] {
        path.flattenedSubpaths(tolerance: tolerance).compactMap { subpath in
            var points = withoutRepeats(subpath.points)
            while points.count > 1, points.first == points.last { points.removeLast() }
            return points.count >= 3 ? points : nil
        }
    }

    private static func withoutRepeats(_ points: [CGPoint]) -> [CGPoint] {
        var result: [CGPoint] = []
        result.reserveCapacity(points.count)
        for point in points where point.x.isFinite && point.y.isFinite && result.last != point { result.append(point) }
        return result
    }

    private static func closedEdges(of polygon: [CGPoint]) -> [Edge] {
        zip(polygon, polygon.dropFirst() + [polygon[0]]).map { Edge(start: $0, end: $1) }
    }

    /// A straight edge and the points where others cut it.
    struct Edge {
        var start: CGPoint
        var end: CGPoint
        var cuts: [CGPoint] = []

        var minX: CGFloat { min(start.x, end.x) }
        var maxX: CGFloat { max(start.x, end.x) }

        func boxesOverlap(_ other: Edge) -> Bool {
            minX <= other.maxX && other.minX <= maxX
                && min(start.y, end.y) <= max(other.start.y, other.end.y)
                && min(other.start.y, other.end.y) <= max(start.y, end.y)
        }

        /// The edge cut at its cuts, in order from its start, without empty pieces.
        var pieces: [(CGPoint, CGPoint)] {
            let dx = end.x - start.x, dy = end.y - start.y
            let ordered = cuts.sorted { ($0.x - start.x) * dx + ($0.y - start.y) * dy
                < ($1.x - start.x) * dx + ($1.y - start.y) * dy }
            var result: [(CGPoint, CGPoint)] = []
            var previous = start
            for point in ordered + [end] where point != previous {
                result.append((previous, point))
                previous = point
            }
            return result
        }
    }

    /// Cuts every edge where another crosses it or, lying along it, ends inside it. Edges are swept in order of
    /// their left ends, so only those whose horizontal spans overlap are compared.
    private static func cutAtCrossings(_ edges: inout [Edge], scale: Scale) {
        let order = edges.indices.sorted { edges[$0].minX < edges[$1].minX }
        for (position, i) in order.enumerated() {
            let right = edges[i].maxX
            for j in order[(position + 1)...] {
                if edges[j].minX > right { break }
                guard edges[i].boxesOverlap(edges[j]) else { continue }
                var first = edges[i], second = edges[j]
                cut(&first, &second, scale: scale)
                edges[i] = first
                edges[j] = second
            }
        }
    }

    /// Records where two edges cut each other: a crossing point inside either, or the ends of one that lies along
    /// the other. A crossing within a billionth of an edge's end is that end itself, so that the pieces of both
    /// edges meet at exactly one point.
    static func cut(_ a: inout Edge, _ b: inout Edge, scale: Scale) {
        let r = CGPoint(x: a.end.x - a.start.x, y: a.end.y - a.start.y)
        let s = CGPoint(x: b.end.x - b.start.x, y: b.end.y - b.start.y)
        let rr = r.x * r.x + r.y * r.y, ss = s.x * s.x + s.y * s.y
        guard rr > 0, ss > 0 else { return }
        let qp = CGPoint(x: b.start.x - a.start.x, y: b.start.y - a.start.y)
        let denominator = r.x * s.y - r.y * s.x
        let epsilon: CGFloat = 1e-9
        func isInterior(_ t: CGFloat) -> Bool { t > epsilon && t < 1 - epsilon }

        if abs(denominator) <= 1e-12 * (rr * ss).squareRoot() {
            // Parallel: only edges on one line cut each other, at the ends of the other.
            guard abs(qp.x * r.y - qp.y * r.x) <= scale.collinearity * rr.squareRoot() else { return }
            for point in [b.start, b.end]
            where isInterior(((point.x - a.start.x) * r.x + (point.y - a.start.y) * r.y) / rr) {
                a.cuts.append(point)
            }
            for point in [a.start, a.end]
            where isInterior(((point.x - b.start.x) * s.x + (point.y - b.start.y) * s.y) / ss) {
                b.cuts.append(point)
            }
            return
        }
        let t = (qp.x * s.y - qp.y * s.x) / denominator
        let u = (qp.x * r.y - qp.y * r.x) / denominator
        guard t >= -epsilon, t <= 1 + epsilon, u >= -epsilon, u <= 1 + epsilon else { return }
        let point: CGPoint
        if abs(t) <= epsilon { point = a.start }
        else if abs(t - 1) <= epsilon { point = a.end }
        else if abs(u) <= epsilon { point = b.start }
        else if abs(u - 1) <= epsilon { point = b.end }
        else { point = CGPoint(x: a.start.x + r.x * t, y: a.start.y + r.y * t) }
        if isInterior(t) { a.cuts.append(point) }
        if isInterior(u) { b.cuts.append(point) }
    }

    /// Every edge's pieces, each stretch between two points once whichever edges it came from.
    private static func uniquePieces(of edges: [Edge]) -> [(CGPoint, CGPoint)] {
        var seen = Set<PieceKey>()
        var result: [(CGPoint, CGPoint)] = []
        for edge in edges {
            for piece in edge.pieces where seen.insert(PieceKey(piece.0, piece.1)).inserted { result.append(piece) }
        }
        return result
    }

    // MARK: Chaining

    /// The boundary pieces joined end to start into closed loops, straight runs merged.
    private static func closedLoops(of boundary: [(from: CGPoint, to: CGPoint)]) -> [[CGPoint]] {
        var outgoing: [VertexKey: [Int]] = [:]
        for (index, piece) in boundary.enumerated() { outgoing[VertexKey(piece.from), default: []].append(index) }
        var used = [Bool](repeating: false, count: boundary.count)
        var loops: [[CGPoint]] = []
        for first in boundary.indices where !used[first] {
            used[first] = true
            let start = VertexKey(boundary[first].from)
            var loop = [boundary[first].from]
            var current = boundary[first].to
            var previous = boundary[first].from
            while VertexKey(current) != start {
                loop.append(current)
                let candidates = (outgoing[VertexKey(current)] ?? []).filter { !used[$0] }
                guard let next = sharpestTurn(from: previous, through: current, among: candidates, of: boundary)
                else { break }
                used[next] = true
                (previous, current) = (current, boundary[next].to)
            }
            let merged = mergingStraightRuns(loop)
            if merged.count >= 3 { loops.append(merged) }
        }
        return loops
    }

    /// Where outlines touch at a point, the piece that turns hardest towards the filled side, so that each loop
    /// stays on its own side of the touch instead of crossing into the other's.
    private static func sharpestTurn(from previous: CGPoint, through vertex: CGPoint, among candidates: [Int],
                                     of boundary: [(from: CGPoint, to: CGPoint)]) -> Int? {
        guard candidates.count > 1 else { return candidates.first }
        let incoming = CGPoint(x: vertex.x - previous.x, y: vertex.y - previous.y)
        return candidates.max { turn(incoming, boundary[$0]) < turn(incoming, boundary[$1]) }
    }

    private static func turn(_ incoming: CGPoint, _ piece: (from: CGPoint, to: CGPoint)) -> CGFloat {
        let outgoing = CGPoint(x: piece.to.x - piece.from.x, y: piece.to.y - piece.from.y)
        return atan2(incoming.x * outgoing.y - incoming.y * outgoing.x, incoming.x * outgoing.x + incoming.y * outgoing.y)
    }

    /// The loop without points that lie on a straight line between their neighbours.
    private static func mergingStraightRuns(_ loop: [CGPoint]) -> [CGPoint] {
        func isStraight(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Bool {
            let u = CGPoint(x: b.x - a.x, y: b.y - a.y), v = CGPoint(x: c.x - b.x, y: c.y - b.y)
            let lengths = ((u.x * u.x + u.y * u.y) * (v.x * v.x + v.y * v.y)).squareRoot()
            return abs(u.x * v.y - u.y * v.x) <= 1e-10 * lengths && u.x * v.x + u.y * v.y > 0
        }
        var result: [CGPoint] = []
        for point in loop {
            result.append(point)
            while result.count >= 3, isStraight(result[result.count - 3], result[result.count - 2], point) {
                result.remove(at: result.count - 2)
            }
        }
        while result.count >= 3, isStraight(result[result.count - 2], result[result.count - 1], result[0]) {
            result.removeLast()
        }
        while result.count >= 3, isStraight(result[result.count - 1], result[0], result[1]) {
            result.removeFirst()
        }
        return result
    }

    /// A point compared by its exact value, so that a cut shared by two edges is one vertex.
    struct VertexKey: Hashable {
        let x: UInt64, y: UInt64
        init(_ point: CGPoint) {
            x = (point.x + 0).bitPattern  // + 0 makes -0 and 0 one key
            y = (point.y + 0).bitPattern
        }
    }

    /// A stretch between two points, whichever way it runs.
    private struct PieceKey: Hashable {
        let low: VertexKey, high: VertexKey
        init(_ a: CGPoint, _ b: CGPoint) {
            let ka = VertexKey(a), kb = VertexKey(b)
            (low, high) = (ka.x, ka.y) < (kb.x, kb.y) ? (ka, kb) : (kb, ka)
        }
    }
}
