import Foundation
import Testing
@testable import FlipbookGeometry

/// `CGPath` and `CGMutablePath` build the same elements as `Path`'s own methods, and convert both ways.
@Suite struct CGPathTests {
    @Test func aMutablePathBuildsWhatPathBuilds() {
        let built = CGMutablePath()
        built.move(to: CGPoint(x: 10, y: 10))
        built.addLine(to: CGPoint(x: 50, y: 10))
        built.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
        built.addCurve(to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 70), control2: CGPoint(x: 20, y: 70))
        built.addArc(center: CGPoint(x: 10, y: 30), radius: 20, startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: true)
        built.closeSubpath()

        var expected = Path()
        expected.move(to: CGPoint(x: 10, y: 10))
        expected.addLine(to: CGPoint(x: 50, y: 10))
        expected.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
        expected.addCurve(to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 70), control2: CGPoint(x: 20, y: 70))
        expected.addArc(center: CGPoint(x: 10, y: 30), radius: 20, startAngle: .radians(.pi / 2),
                        endAngle: .radians(-.pi / 2), clockwise: true)
        expected.closeSubpath()

        #expect(Path(built) == expected)
        #expect(expected.cgPath == built)
        #expect(built.currentPoint == expected.currentPoint)
        #expect(!built.isEmpty && CGMutablePath().isEmpty)
    }

    @Test func transformsApplyToTheAddedPoints() {
        let moved = CGMutablePath()
        let shift = CGAffineTransform(translationX: 100, y: 0)
        moved.addRect(CGRect(x: 0, y: 0, width: 10, height: 20), transform: shift)
        moved.addEllipse(in: CGRect(x: 0, y: 40, width: 10, height: 10), transform: shift)
        #expect(moved.boundingBoxOfPath == CGRect(x: 100, y: 0, width: 10, height: 50))

        var scale = CGAffineTransform(scaleX: 2, y: 2)
        let doubled = withUnsafePointer(to: &scale) { CGPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5), transform: $0) }
        #expect(doubled.boundingBox == CGRect(x: 2, y: 2, width: 10, height: 10))
        #expect(CGPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5), transform: nil) == Path(CGRect(x: 1, y: 1, width: 5, height: 5)).cgPath)
    }

    @Test func roundedRectanglesHaveCircularCorners() {
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10,
                             transform: nil)
        #expect(Path(rounded) == Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerSize: CGSize(width: 10, height: 10),
                                      style: .circular))
    }

    @Test func containsFollowsTheFillRule() {
        let rings = CGMutablePath()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        // Both ellipses run the same way: the centre is inside by winding, a hole by even-odd.
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!rings.contains(CGPoint(x: 200, y: 50)))
        let copy = rings.mutableCopy()
        copy?.addRect(CGRect(x: 200, y: 0, width: 10, height: 10))
        #expect(copy?.contains(CGPoint(x: 205, y: 5)) == true && !rings.contains(CGPoint(x: 205, y: 5)))
    }

    @Test func strokingAndDashingCopiesAreTheOutlineAndTheDashes() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        let stroked = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.boundingBoxOfPath == CGRect(x: 0, y: 8, width: 100, height: 4))
        #expect(stroked.contains(CGPoint(x: 50, y: 11)) && !stroked.contains(CGPoint(x: 50, y: 13)))
        let moved = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10,
                              transform: CGAffineTransform(translationX: 0, y: 20))
        #expect(abs(moved.boundingBoxOfPath.minX + 2) < 0.01 && abs(moved.boundingBoxOfPath.midY - 30) < 0.01,
                "round caps reach 2 points past the ends: \(moved.boundingBoxOfPath)")
        // Dashes of 30 on, 10 off, starting 10 into the pattern: 0–20, 30–60, 70–100.
        let dashed = line.copy(dashingWithPhase: 10, lengths: [30, 10])
        var starts: [CGFloat] = [], ends: [CGFloat] = []
        Path(dashed).forEach { element in
            switch element {
            case .move(let p): starts.append(p.x)
            case .line(let p): ends.append(p.x)
            default: break
            }
        }
        #expect(starts == [0, 30, 70] && ends == [20, 60, 100], "\(starts) \(ends)")
    }
}
