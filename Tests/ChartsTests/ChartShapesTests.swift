import Foundation
import Testing
@testable import Charts
@testable import FlipbookViews

@Suite struct ChartShapesTests {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
    let center = CGPoint(x: 100, y: 100)

    @Test func aSectorWithRoundedCornersLeavesItsCornersOut() {
        // A quarter of a ring from 12 to 3 o'clock, 50 to 100 points out.
        let sharp = ChartSectorShape(start: 0, end: 0.25, inner: 50, outer: 100, center: center, inset: 0)
        var rounded = sharp
        rounded.cornerRadius = 10
        let nearCorner = CGPoint(x: 101, y: 1.5)  // just inside the outer corner at 12 o'clock
        let middle = CGPoint(x: 100 + 75 * cos(CGFloat.pi / 4), y: 100 - 75 * sin(CGFloat.pi / 4))
        #expect(sharp.path(in: rect).contains(nearCorner) && !rounded.path(in: rect).contains(nearCorner))
        #expect(sharp.path(in: rect).contains(middle) && rounded.path(in: rect).contains(middle))
        // Away from the corners the outline is the ring's.
        let onOuterArc = CGPoint(x: 100 + 98 * cos(CGFloat.pi / 4), y: 100 - 98 * sin(CGFloat.pi / 4))
        #expect(rounded.path(in: rect).contains(onOuterArc) && !rounded.path(in: rect).contains(CGPoint(x: 100, y: 100)))
    }

    @Test func aSliceTooThinForItsRadiusIsRoundedLess() {
        var thin = ChartSectorShape(start: 0, end: 0.01, inner: 0, outer: 100, center: center, inset: 0)
        thin.cornerRadius = 40
        let bounds = thin.path(in: rect).boundingRect
        #expect(bounds.width.isFinite && bounds.height > 90 && bounds.width < 10)
    }
}
