import Foundation
import FlipbookGeometry

/// SwiftUI multiplies small-range quantities (radians, unit points) by 128 in their animatable data, so that
/// spring rest thresholds treat them like point-sized values.
let unitScale: Double = 128

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// Origin first, then size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// Radians × 128.
    public var animatableData: Double {
        get { radians * unitScale }
        set { radians = newValue / unitScale }
    }
}

extension UnitPoint: Animatable {
    /// Both coordinates × 128.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * CGFloat(unitScale), y * CGFloat(unitScale)) }
        set { (x, y) = (newValue.first / CGFloat(unitScale), newValue.second / CGFloat(unitScale)) }
    }
}

extension EdgeInsets: Animatable {
    /// top, then leading, bottom, trailing, nested.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension StrokeStyle: Animatable {
    /// lineWidth, miterLimit and dashPhase; the dash array itself does not animate.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
