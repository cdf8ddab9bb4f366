import Foundation
import Testing
@testable import FlipbookGeometry

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite struct CGAffineTransformTests {
    @Test func fieldsMapPointsAsCoreGraphicsDocuments() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 1 + 3 + 5, y: 2 + 4 + 6))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6), "sizes ignore translation")
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    /// The Linux-notes check: translate (10, 20) then rotate 90° maps (1, 0) to (10, 21) in CoreGraphics.
    @Test func verbMethodsPrependTheirOperation() {
        let t = CGAffineTransform.identity.translatedBy(x: 10, y: 20).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 21)))
        let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 1)
        #expect(CGPoint(x: 1, y: 0).applying(s) == CGPoint(x: 8, y: 0))
    }

    /// The C spellings do what the methods do: the Kodeco seating chart's seat is turned with
    /// `CGAffineTransformRotate(CGAffineTransform(translationX:y:), angle)` then `CGAffineTransformTranslate`.
    @Test func theCoreGraphicsFunctionsAreTheMethods() {
        let t = CGAffineTransformTranslate(CGAffineTransformRotate(CGAffineTransformMakeTranslation(10, 20), .pi / 2), -1, 0)
        #expect(close(CGPointApplyAffineTransform(CGPoint(x: 1, y: 0), t), CGPoint(x: 10, y: 20)))
        #expect(close(CGPoint(x: 2, y: 0).applying(t), CGPoint(x: 10, y: 21)))
        let scale = CGAffineTransformScale(CGAffineTransformIdentity, 2, 3)
        #expect(scale == CGAffineTransformMakeScale(2, 3) && CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        #expect(CGSizeApplyAffineTransform(CGSize(width: 1, height: 1), scale) == CGSize(width: 2, height: 3))
        #expect(CGRectApplyAffineTransform(CGRect(x: 0, y: 0, width: 1, height: 1), CGAffineTransformMakeRotation(.pi))
                    .integral == CGRect(x: -1, y: -1, width: 1, height: 1))
        let move = CGAffineTransformMake(1, 0, 0, 1, 5, 0)
        #expect(CGAffineTransformConcat(scale, move) == scale.concatenating(move))
        #expect(CGAffineTransformEqualToTransform(CGAffineTransformConcat(move, CGAffineTransformInvert(move)), .identity))
    }

    @Test func positiveRotationTurnsClockwiseOnAYDownScreen() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGPoint(x: 1, y: 0).applying(r) == CGPoint(x: 0, y: 1))
        #expect(r == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), "quarter turns are exact")
    }

    @Test func invertingUndoes() {
        let t = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let p = CGPoint(x: 3, y: -8)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).a == 1)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular, "a singular transform is returned unchanged")
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func rectsMapToTheirBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -20, y: 0, width: 20, height: 10))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @Test func decompositionRoundTrips() {
        for t in [CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4),
                  CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -3),
                  CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0)] {
            let rebuilt = CGAffineTransform(t.decomposed())
            for (x, y) in [(rebuilt.a, t.a), (rebuilt.b, t.b), (rebuilt.c, t.c), (rebuilt.d, t.d), (rebuilt.tx, t.tx), (rebuilt.ty, t.ty)] {
                #expect(abs(x - y) < 1e-9)
            }
        }
        let c = CGAffineTransform(rotationAngle: 0.5).decomposed()
        #expect(abs(c.rotation - 0.5) < 1e-12)
        #expect(abs(c.scale.width - 1) < 1e-12 && abs(c.horizontalShear) < 1e-12)
    }
}

@Suite struct CATransform3DTests {
    @Test func translateAndConcatFollowCoreAnimation() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3)
        let scaleThenMove = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0)
        // Translate(t, …) = translation · t: the translation applies first, then the scale.
        #expect(scaleThenMove.m41 == 20)
        #expect(CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0)).m41 == 10)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    @Test func zRotationMatchesTheAffineRotation() {
        let r3 = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(CATransform3DIsAffine(r3))
        let affine = CATransform3DGetAffineTransform(r3), r2 = CGAffineTransform(rotationAngle: 0.3)
        #expect(abs(affine.a - r2.a) < 1e-12 && abs(affine.b - r2.b) < 1e-12 && abs(affine.c - r2.c) < 1e-12)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "a zero axis gives the identity")
    }

    @Test func invertUndoesAndKeepsSingularMatrices() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.8, 1, 1, 0)
        t.m34 = -1 / 500
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (a, b) in zip(product.rows.joined(), CATransform3DIdentity.rows.joined()) { #expect(abs(a - b) < 1e-12) }
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }
}

@Suite struct ProjectionTransformTests {
    @Test func translationsAreToldApartFromOtherTransforms() {
        #expect(ProjectionTransform(CGAffineTransform(translationX: 3, y: -4)).isTranslation)
        #expect(ProjectionTransform().isTranslation)
        #expect(!ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)).isTranslation)
        #expect(!ProjectionTransform(CGAffineTransform(rotationAngle: 0.1)).isTranslation)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isTranslation)
        #expect(!ProjectionTransform(CGAffineTransform(translationX: .nan, y: 0)).isTranslation)
    }

    @Test func perspectiveDividesByW() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500.0
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let p = ProjectionTransform(t)
        #expect(!p.isAffine)
        // x' = x·cos / (1 − x·sin·(−m34)...) — check against the 4×4 product directly.
        let x: CGFloat = 100
        let w = x * t.m14 + t.m44
        let expected = CGPoint(x: (x * t.m11 + t.m41) / w, y: (x * t.m12 + t.m42) / w)
        #expect(close(CGPoint(x: 100, y: 0).applying(p), expected))
    }

    @Test func pointsBehindTheEyeAreCulled() {
        var p = ProjectionTransform()
        p.m13 = -0.01
        #expect(p.projecting(CGPoint(x: 200, y: 0)) == nil)
        #expect(CGPoint(x: 200, y: 0).applying(p).x == .infinity)
        #expect(p.projecting(CGPoint(x: 50, y: 0)) != nil)
    }

    @Test func affineFormsConcatenateAndInvert() {
        let a = ProjectionTransform(CGAffineTransform(translationX: 5, y: 1))
        let b = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(a.isAffine)
        #expect(CGPoint(x: 1, y: 1).applying(a.concatenating(b)) == CGPoint(x: 12, y: 6))
        #expect(close(CGPoint(x: 12, y: 6).applying(a.concatenating(b).inverted()), CGPoint(x: 1, y: 1)))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(ProjectionTransform().isIdentity)
    }

    /// Frames measured across layout boundaries (`bounds(of: .scrollView)`, `frame(in:)`) keep their sizes exactly:
    /// a translation inverts to exactly the opposite translation, and moves a rectangle without touching its size.
    /// (Elimination left 343.00000000000006 for a 343-point scroll view, and `Int(1372 / width)` counted 3 pages.)
    @Test func translationsInvertAndMoveRectanglesExactly() throws {
        let there = ProjectionTransform(CGAffineTransform(translationX: 25, y: 334.1))
        let here = ProjectionTransform(CGAffineTransform(translationX: 25.3, y: 510.7))
        let inverse = here.inverted()
        #expect(inverse.m31 == -25.3 && inverse.m32 == -510.7 && inverse.m11 == 1 && inverse.m22 == 1)
        let relative = there.concatenating(inverse)
        let bounds = try #require(CGRect(x: 0, y: 0, width: 343, height: 200).boundingBox(projectedBy: relative))
        #expect(bounds.size == CGSize(width: 343, height: 200))
        // A general affine transform still inverts.
        let skewed = ProjectionTransform(CGAffineTransform(a: 2, b: 1, c: 0.5, d: 3, tx: 7, ty: -4))
        #expect(close(CGPoint(x: 3, y: 9).applying(skewed).applying(skewed.inverted()), CGPoint(x: 3, y: 9)))
    }
}

@Suite struct ValueTypeTests {
    @Test func angles() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect(Angle.degrees(10) < .degrees(20))
        #expect((Angle.degrees(45) * 2).degrees == 90)
    }

    @Test func unitPointsAndEdges() {
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(UnitPoint.leading.point(in: CGRect(x: 10, y: 10, width: 100, height: 50)) == CGPoint(x: 10, y: 35))
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal.contains(.leading) && !Edge.Set.horizontal.contains(.top))
        #expect(EdgeInsets(.vertical, 8) == EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
        // UIKit's directional insets convert as SwiftUI's `EdgeInsets(_:)` does (`contentInsets: .init(.zero)`).
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(EdgeInsets(directional) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(EdgeInsets(.zero) == EdgeInsets())
    }

    @Test func strokeStyleDefaultsMatchSwiftUI() {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1 && style.lineCap == .butt && style.lineJoin == .miter)
        #expect(style.miterLimit == 10 && style.dash.isEmpty && style.dashPhase == 0)
        #expect(FillStyle().isEOFilled == false && FillStyle().isAntialiased)
    }
}
