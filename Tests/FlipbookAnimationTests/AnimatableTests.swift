import Foundation
import Testing
import FlipbookGeometry
@testable import FlipbookAnimation

@Suite struct AnimatableTests {
    @Test func unitScaledData() {
        #expect(Angle(radians: 1).animatableData == 128)
        var angle = Angle.zero
        angle.animatableData = 64 * .pi
        #expect(angle.degrees == 90)
        #expect(UnitPoint(x: 0.5, y: 1).animatableData == AnimatablePair(64, 128))
    }

    @Test func dataLayouts() {
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).animatableData
                == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        #expect(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).animatableData
                == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
        var style = StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [5, 5], dashPhase: 1)
        #expect(style.animatableData == AnimatablePair(2, AnimatablePair(4, 1)))
        style.animatableData = AnimatablePair(8, AnimatablePair(4, 3))
        #expect(style.lineWidth == 8 && style.dashPhase == 3 && style.dash == [5, 5], "the dash array does not animate")
        #expect(3.5.animatableData == 3.5)
    }

    @Test func pairsAndEmptyData() {
        var pair = AnimatablePair(3.0, AnimatablePair(4.0, 0.0))
        #expect(pair.magnitudeSquared == 25)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(6, AnimatablePair(8, 0)))
        #expect(pair - pair == .zero)
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
        #expect(1.0.interpolated(towards: 3, amount: 0.25) == 1.5)
    }

    struct Unanimated: Animatable { typealias AnimatableData = EmptyAnimatableData }

    @Test func emptyDataIsANoOp() {
        var value = Unanimated()
        value.animatableData = EmptyAnimatableData()
        #expect(value.animatableData == EmptyAnimatableData())
    }

    @Test func animatableVectorActsOnTheCommonPrefix() {
        let a: AnimatableVector = [1, 2, 3], b: AnimatableVector = [10, 20]
        #expect(a + b == [11, 22])
        #expect(.zero + a == a && a - .zero == a && .zero - a == [-1, -2, -3])
        #expect(a.magnitudeSquared == 14)
        #expect(a.scaled(by: 2) == [2, 4, 6])
        var animator = Animator(AnimatableVector([0, 0]))
        animator.setValue([10, -10], at: 0, animation: .linear(duration: 1))
        #expect(animator.sample(at: 0.5).value == [5, -5])
    }

    @Test func aVectorOfZerosIsZeroSoAnUnchangedValueDoesNotAnimate() {
        #expect(AnimatableVector([0, 0, 0]) == .zero)
        #expect(AnimatableVector([1, 2, 0]) == [1, 2])
        #expect(AnimatableVector([1, 2]) != [1, 2, 3])
        #expect(Set([AnimatableVector([1, 0]), AnimatableVector([1]), AnimatableVector([-0.0])]).count == 2)
        var animator = Animator(AnimatableVector([4, 5]))
        #expect(animator.setValue([4, 5], at: 0, animation: .linear(duration: 1)) == nil, "no change, no animation")
        #expect(!animator.sample(at: 0.5).isAnimating)
    }
}

@Suite struct ColorAnimationTests {
    /// Colours interpolate in linear sRGB, each channel × 128: halfway from black to white is 0.5 linear,
    /// which is 0.735 in sRGB.
    @Test func resolvedColorsInterpolateInLinearLight() {
        let black = Color.black.resolved(), white = Color.white.resolved()
        #expect(white.animatableData.first == 128)
        var animator = Animator(black.animatableData)
        animator.setValue(white.animatableData, at: 0, animation: .linear(duration: 1))
        var halfway = black
        halfway.animatableData = animator.sample(at: 0.5).value
        #expect(abs(halfway.linearRed - 0.5) < 1e-6)
        #expect(abs(halfway.red - 0.7354) < 1e-3)
    }
}
