import Foundation

/// The winding number of closed polygons around `point`: how many times their edges turn around it, counted by
/// the edges a ray towards +x crosses, upward ones positive. Each polygon is closed from its last point to its
/// first.
func windingNumber<Polygons: Sequence>(of polygons: Polygons, around point: CGPoint) -> Int
    where Polygons.Element == [CGPoint] {
    var winding = 0
    for points in polygons where points.count > 1 {
        var a = points[points.count - 1]
        for b in points {
            winding += crossing(from: a, to: b, around: point)
            a = b
        }
    }
    return winding
}

/// Whether a winding number is inside by the non-zero rule or, with `eoFill`, the even-odd rule.
func isInside(winding: Int, eoFill: Bool) -> Bool {
    eoFill ? winding % 2 != 0 : winding != 0
}

/// The signed contribution of edge a→b to the winding number around `p`. An edge counts at its lower end and not
/// its upper one, so a ray through a vertex counts it once.
private func crossing(from a: CGPoint, to b: CGPoint, around p: CGPoint) -> Int {
    let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    if a.y <= p.y {
        if b.y > p.y && side > 0 { return 1 }
    } else if b.y <= p.y && side < 0 {
        return -1
    }
    return 0
}

/// Polygons' edges sorted into horizontal bands, so that a winding number reads only the edges that span the
/// point's height: what the path operations ask for every piece they classify.
struct WindingIndex {
    private var edges: [[(CGPoint, CGPoint)]]
    private let minY: CGFloat
    private let bandHeight: CGFloat

    init(_ polygons: [[CGPoint]]) {
        var all: [(CGPoint, CGPoint)] = []
        for points in polygons where points.count > 1 {
            var a = points[points.count - 1]
            for b in points {
                if a.y != b.y { all.append((a, b)) }  // a level edge never crosses a ray towards +x
                a = b
            }
        }
        let low = all.map { min($0.0.y, $0.1.y) }.min() ?? 0
        let high = all.map { max($0.0.y, $0.1.y) }.max() ?? 0
        let count = max(1, min(all.count / 4, 1024))
        minY = low
        bandHeight = high > low && (high - low).isFinite ? (high - low) / CGFloat(count) : 0
        edges = Array(repeating: [], count: bandHeight > 0 ? count : 1)
        for edge in all {
            for band in bands(from: min(edge.0.y, edge.1.y), to: max(edge.0.y, edge.1.y)) { edges[band].append(edge) }
        }
    }

    private func band(_ y: CGFloat) -> Int {
        guard bandHeight > 0 else { return 0 }
        let index = ((y - minY) / bandHeight).rounded(.down)
        guard index.isFinite else { return 0 }
        return Int(max(0, min(index, CGFloat(edges.count - 1))))
    }

    private func bands(from low: CGFloat, to high: CGFloat) -> ClosedRange<Int> { band(low)...band(high) }

    /// The winding number around `point`, as `windingNumber(of:around:)` counts it.
    func winding(around point: CGPoint) -> Int {
        guard point.y.isFinite else { return 0 }
        var winding = 0
        for (a, b) in edges[band(point.y)] { winding += crossing(from: a, to: b, around: point) }
        return winding
    }
}
