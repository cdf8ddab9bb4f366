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
}
