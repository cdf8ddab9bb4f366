import Foundation
import Testing
@testable import FlipbookViews

/// iOS 26's `ConcentricRectangle`: in Flipbook's square-cornered hosts a concentric corner is square unless it has a
/// minimum, and fixed corners are rounded at their radius.
@Suite struct ConcentricRectangleTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    /// Whether the corner at `corner` is cut away by a radius of at least `radius` (a point just inside the
    /// corner, 0.3 of the radius in along both edges, lies outside a rounding of that size).
    private func isRounded(_ path: Path, near corner: CGPoint, inward: CGVector, radius: CGFloat) -> Bool {
        let probe = CGPoint(x: corner.x + inward.dx * radius * 0.15, y: corner.y + inward.dy * radius * 0.15)
        return !path.contains(probe)
    }

    @Test func concentricCornersAreSquareUnlessGivenAMinimum() {
        let square = ConcentricRectangle().path(in: rect)
        #expect(square.contains(CGPoint(x: 0.5, y: 0.5)) && square.contains(CGPoint(x: 99.5, y: 59.5)))
        let minimum = ConcentricRectangle(corners: .concentric(minimum: .fixed(20))).path(in: rect)
        #expect(isRounded(minimum, near: .zero, inward: CGVector(dx: 1, dy: 1), radius: 20))
        #expect(minimum.contains(CGPoint(x: 50, y: 0.5)), "the edge between corners is straight")
        #expect(minimum.boundingRect == rect)
    }

    @Test func eachCornerHasItsOwnStyleAndUniformTakesTheLargest() {
        let mixed = ConcentricRectangle(topLeadingCorner: 24, topTrailingCorner: .concentric,
                                        bottomLeadingCorner: .fixed(0), bottomTrailingCorner: 12.5)
            .path(in: rect)
        #expect(isRounded(mixed, near: .zero, inward: CGVector(dx: 1, dy: 1), radius: 24))
        #expect(mixed.contains(CGPoint(x: 99.5, y: 0.5)), "a concentric corner in a square host is square")
        #expect(mixed.contains(CGPoint(x: 0.5, y: 59.5)))
        #expect(isRounded(mixed, near: CGPoint(x: 100, y: 60), inward: CGVector(dx: -1, dy: -1), radius: 12.5))
        let uniform = ConcentricRectangle(uniformTopCorners: .fixed(24), uniformBottomCorners: .concentric)
            .path(in: rect)
        #expect(isRounded(uniform, near: CGPoint(x: 100, y: 0), inward: CGVector(dx: -1, dy: 1), radius: 24))
        #expect(uniform.contains(CGPoint(x: 99.5, y: 59.5)))
        let evened: ConcentricRectangle = .rect(corners: .concentric(minimum: 10), isUniform: true)
        let evenedPath = evened.path(in: rect)
        #expect(isRounded(evenedPath, near: CGPoint(x: 0, y: 60), inward: CGVector(dx: 1, dy: -1), radius: 10))
    }

    @Test func insettingShrinksTheRectangleAndItsRadii() {
        let inset = ConcentricRectangle(corners: .fixed(20)).inset(by: 5).path(in: rect)
        #expect(inset.boundingRect == rect.insetBy(dx: 5, dy: 5))
        #expect(isRounded(inset, near: CGPoint(x: 5, y: 5), inward: CGVector(dx: 1, dy: 1), radius: 15))
        #expect(ConcentricRectangle(corners: .fixed(.nan)).path(in: rect).boundingRect == rect, "NaN is square")
        #expect(ConcentricRectangle().path(in: .zero).isEmpty)
    }
}
