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
}
