import Foundation
import Testing
@testable import FlipbookGeometry

/// The iOS 17 path operations: the regions they trace, how they turn, both fill rules, and the line operations.
@Suite struct PathBooleanOperationsTests {
    let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
    let shifted = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    /// Each subpath's signed area (positive: clockwise on screen).
    func areas(_ path: Path) -> [CGFloat] {
        path.flattenedSubpaths(tolerance: 0.01).map { PlanarBoolean.doubleSignedArea($0.points) / 2 }
    }

    func vertices(_ path: Path) -> Set<[CGFloat]> {
        Set(path.flattenedSubpaths(tolerance: 0.01).flatMap { $0.points.map { [$0.x, $0.y] } })
    }

    @Test func theUnionOfTwoSquaresIsOneClockwiseOutline() {
        let union = square.union(shifted)
        #expect(areas(union) == [700])
        #expect(vertices(union) == [[0, 0], [20, 0], [20, 10], [30, 10], [30, 30], [10, 30], [10, 20], [0, 20]])
    }

    @Test func intersectionSubtractionAndSymmetricDifference() {
        #expect(areas(square.intersection(shifted)) == [100])
        #expect(vertices(square.intersection(shifted)) == [[10, 10], [20, 10], [20, 20], [10, 20]])
        #expect(areas(square.subtracting(shifted)) == [300])
        #expect(areas(shifted.subtracting(square)) == [300])
        let either = square.symmetricDifference(shifted)
        #expect(areas(either).reduce(0, +) == 600)
        #expect(areas(either).allSatisfy { $0 > 0 })
        #expect(areas(either).count == 2, "the two L shapes touch at two corners and stay two outlines")
    }

    @Test func squaresSharingAnEdgeMergeIntoOneRectangle() {
        let right = Path(CGRect(x: 20, y: 0, width: 20, height: 20))
        let union = square.union(right)
        #expect(areas(union) == [800])
        #expect(vertices(union) == [[0, 0], [40, 0], [40, 20], [0, 20]])
        #expect(square.intersection(right).isEmpty)
        #expect(areas(square.subtracting(right)) == [400])
    }

    @Test func aSubtractionInsideLeavesAHoleTurnedTheOtherWay() {
        let big = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        let ring = big.subtracting(Path(CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(areas(ring).sorted() == [-100, 1600])
        for eoFill in [false, true] {
            #expect(!ring.contains(CGPoint(x: 15, y: 15), eoFill: eoFill))
            #expect(ring.contains(CGPoint(x: 5, y: 5), eoFill: eoFill))
        }
    }

    @Test func overlappingCirclesMatchTheirAreasAndEveryPointAgrees() {
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = Path(ellipseIn: CGRect(x: 60, y: 0, width: 100, height: 100))
        let lens = 2 * 2500 * acos(0.6) - 30 * 80
        let circle = CGFloat.pi * 2500
        let cases: [(Path, CGFloat, (Bool, Bool) -> Bool)] = [
            (a.union(b), 2 * circle - lens, { $0 || $1 }),
            (a.intersection(b), lens, { $0 && $1 }),
            (a.subtracting(b), circle - lens, { $0 && !$1 }),
            (a.symmetricDifference(b), 2 * circle - 2 * lens, { $0 != $1 }),
        ]
        for (result, area, rule) in cases {
            let measured = areas(result).reduce(0, +)
            #expect(abs(measured - area) < area * 0.002, "area \(measured), expected \(area)")
            for x in stride(from: -5.3, through: 165, by: 4.1) {
                for y in stride(from: -5.3, through: 105, by: 4.1) {
                    let point = CGPoint(x: x, y: y)
                    let nearA = abs(hypot(x - 50, y - 50) - 50) < 0.5, nearB = abs(hypot(x - 110, y - 50) - 50) < 0.5
                    guard !nearA, !nearB else { continue }
                    let expected = rule(a.contains(point), b.contains(point))
                    #expect(result.contains(point) == expected, "\(point)")
                    #expect(result.contains(point, eoFill: true) == expected, "\(point), even-odd")
                }
            }
        }
    }

    @Test func randomCrossingPolygonsAgreeWithTheirOperandsAtEveryPoint() {
        var seed: UInt64 = 0x5eed
        func random() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 11) / CGFloat(1 << 53)
        }
        func polygon() -> (Path, [CGPoint]) {
            let points = (0..<7).map { _ in CGPoint(x: random() * 100, y: random() * 100) }
            var path = Path()
            path.addLines(points)
            path.closeSubpath()
            return (path, points)
        }
        func distance(_ p: CGPoint, toOutline points: [CGPoint]) -> CGFloat {
            zip(points, points.dropFirst() + [points[0]]).map { a, b in
                let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
                let t = max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)))
                return hypot(p.x - a.x - d.x * t, p.y - a.y - d.y * t)
            }.min()!
        }
        let rules: [(String, (Bool, Bool) -> Bool, (Path, Path, Bool) -> Path)] = [
            ("union", { $0 || $1 }, { $0.union($1, eoFill: $2) }),
            ("intersection", { $0 && $1 }, { $0.intersection($1, eoFill: $2) }),
            ("subtracting", { $0 && !$1 }, { $0.subtracting($1, eoFill: $2) }),
            ("symmetricDifference", { $0 != $1 }, { $0.symmetricDifference($1, eoFill: $2) }),
        ]
        for _ in 0..<20 {
            let (a, pointsA) = polygon(), (b, pointsB) = polygon()
            for eoFill in [false, true] {
                for (name, rule, operation) in rules {
                    let result = operation(a, b, eoFill)
                    for _ in 0..<60 {
                        let p = CGPoint(x: random() * 110 - 5, y: random() * 110 - 5)
                        guard distance(p, toOutline: pointsA) > 1e-3, distance(p, toOutline: pointsB) > 1e-3 else { continue }
                        let expected = rule(a.contains(p, eoFill: eoFill), b.contains(p, eoFill: eoFill))
                        #expect(result.contains(p) == expected && result.contains(p, eoFill: true) == expected,
                                "\(name), eoFill \(eoFill), at \(p), of \(a) and \(b)")
                    }
                }
            }
        }
    }

    @Test func aPathWithItselfIsItself() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50))
        let area = areas(circle.union(circle)).reduce(0, +)
        #expect(abs(area - .pi * 625) < 2)
        #expect(abs(areas(circle.intersection(circle)).reduce(0, +) - area) < 1e-9)
        #expect(circle.subtracting(circle).isEmpty)
        #expect(circle.symmetricDifference(circle).isEmpty)
    }

    @Test func theFillRuleDecidesWhatIsInsideEachOperand() {
        var nested = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(areas(nested.normalized(eoFill: false)) == [900])
        #expect(areas(nested.normalized()).sorted() == [-100, 900])
        #expect(areas(nested.union(Path(), eoFill: true)).sorted() == [-100, 900])
        let corner = Path(CGRect(x: 15, y: 15, width: 30, height: 30))
        #expect(areas(nested.intersection(corner, eoFill: true)) == [225 - 25])
        #expect(areas(nested.intersection(corner)) == [225])
    }

    @Test func aSelfCrossingStarNormalizesToOutlinesByEitherRule() {
        var star = Path()
        for k in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
            let point = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        let centre = CGPoint(x: 50, y: 50)
        let solid = star.normalized(eoFill: false), hollow = star.normalized(eoFill: true)
        #expect(areas(solid).count == 1 && solid.contains(centre) && solid.contains(centre, eoFill: true))
        #expect(!hollow.contains(centre) && !hollow.contains(centre, eoFill: true))
        #expect(areas(hollow).count == 5, "the five tips touch at points and stay five outlines")
        #expect(areas(hollow).allSatisfy { $0 > 0 })
        let innerRadius = 40 * cos(0.4 * CGFloat.pi) / cos(0.2 * CGFloat.pi)
        let pentagon = 2.5 * innerRadius * innerRadius * sin(0.4 * CGFloat.pi)
        #expect(abs(areas(solid)[0] - areas(hollow).reduce(0, +) - pentagon) < 1e-9)
    }

    @Test func lineOperationsKeepTheLineInsideOrOutside() {
        var line = Path()
        line.move(to: CGPoint(x: -10, y: 5))
        line.addLine(to: CGPoint(x: 40, y: 5))
        let inside = line.lineIntersection(square)
        #expect(inside.elements == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 20, y: 5))])
        let outside = line.lineSubtraction(square)
        #expect(outside.elements == [.move(to: CGPoint(x: -10, y: 5)), .line(to: CGPoint(x: 0, y: 5)),
                                     .move(to: CGPoint(x: 20, y: 5)), .line(to: CGPoint(x: 40, y: 5))])
    }

    @Test func aClosedSubpathStaysClosedUnlessItIsCut() {
        let small = Path(CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(small.lineIntersection(square) == small)
        #expect(small.lineSubtraction(square).isEmpty)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let rightHalf = circle.lineSubtraction(Path(CGRect(x: -5, y: -5, width: 25, height: 50)))
        let moves = rightHalf.elements.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == 1, "the kept arc runs through the circle's start, and stays one piece")
        #expect(!rightHalf.elements.contains(.closeSubpath))
        let bounds = rightHalf.boundingRect
        #expect(abs(bounds.minX - 20) < 1e-9 && abs(bounds.maxX - 40) < 1e-3 && abs(bounds.height - 40) < 1e-3)
    }

    @Test func emptyAndNonFiniteOperandsGiveEmptyOrPartialResults() {
        #expect(Path().union(Path()).isEmpty)
        #expect(square.intersection(Path()).isEmpty)
        #expect(areas(square.union(Path())) == [400])
        var broken = Path()
        broken.move(to: CGPoint(x: CGFloat.nan, y: 0))
        broken.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        broken.addLine(to: CGPoint(x: 5, y: 5))
        #expect(square.union(broken) == square.union(Path()))
        #expect(broken.lineIntersection(square).isEmpty)
    }

    @Test func manyLargeCurvesAreFlattenedWithinABudget() {
        var crowd = Path()
        for k in 0..<100 {
            crowd.addEllipse(in: CGRect(x: CGFloat(k) * 500, y: 0, width: 200_000, height: 150_000))
        }
        let budget = PlanarBoolean.Scale.curvePieceBudget
        let scale = PlanarBoolean.Scale(crowd, Path())
        let pieces = PlanarBoolean.polygons(of: crowd, tolerance: scale.tolerance).map(\.count).reduce(0, +)
        #expect(pieces <= budget + budget / 10 && pieces > budget / 2, "\(pieces) pieces")
        let union = crowd.normalized(eoFill: false)
        #expect(abs(union.boundingRect.width - (99 * 500 + 200_000)) < scale.tolerance * 2)
    }

    @Test func cgPathOperationsAndComponents() {
        let a = square.cgPath, b = shifted.cgPath
        #expect(Path(a.union(b)) == square.union(shifted))
        #expect(Path(a.intersection(b, using: .evenOdd)) == square.intersection(shifted, eoFill: true))
        #expect(a.intersects(b))
        #expect(!a.intersects(Path(CGRect(x: 50, y: 50, width: 5, height: 5)).cgPath))

        let parts = CGMutablePath()
        parts.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        parts.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        parts.addRect(CGRect(x: 100, y: 0, width: 10, height: 10))
        let components = parts.componentsSeparated(using: .evenOdd)
        #expect(components.map { areas(Path($0)).sorted() } == [[-100, 1600], [100]])

        let flat = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath.flattened(threshold: 0.5)
        #expect(Path(flat).elements.allSatisfy { if case .curve = $0 { false } else { true } })
        #expect(Path(flat).elements.last == .closeSubpath)
    }
}
