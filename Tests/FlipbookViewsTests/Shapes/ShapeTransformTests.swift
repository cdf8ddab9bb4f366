import Foundation
import Testing
@testable import FlipbookViews

/// The shape modifiers that move a shape's path within its rectangle: offset, rotation, scale and transform.
@Suite struct ShapeTransformTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test func offsetRotationScaleAndTransformMapThePath() {
        #expect(Rectangle().offset(x: 10, y: 5).path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 100, height: 50))
        #expect(Rectangle().scale(x: 0.5, y: 2).path(in: rect).boundingRect == CGRect(x: 25, y: -25, width: 50, height: 100))
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9 && abs(turned.midX - 50) < 1e-9)
        let sheared = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))
        #expect(sheared.path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 150, height: 50),
                "x' = x + y: the bottom edge slides 50 to the right")
        var animated = Circle().transform(.identity)
        animated.animatableData = EmptyAnimatableData()
        #expect(animated.transform == .identity)
    }

    @Test func aMovedOrTurnedShapeInsetsAsItsShapeDoes() {
        let moved = RoundedRectangle(cornerRadius: 8).offset(x: 10, y: 5).inset(by: 4)
        #expect(moved.path(in: rect).boundingRect == CGRect(x: 14, y: 9, width: 92, height: 42))
        let turned = Rectangle().rotation(.degrees(90)).inset(by: 5).path(in: rect).boundingRect
        #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 90) < 1e-9 && abs(turned.midX - 50) < 1e-9,
                "inset first (90 by 40), then turned about the centre: \(turned)")
        #expect(RotatedShape(shape: Circle(), angle: .degrees(30)).anchor == .center)
        #expect(ScaledShape(shape: Circle(), scale: CGSize(width: 2, height: 2)).anchor == .center)
        #expect(OffsetShape(shape: Capsule(), offset: CGSize(width: 3, height: 0)).offset.width == 3)
    }
}
