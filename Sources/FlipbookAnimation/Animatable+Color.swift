import Foundation
import FlipbookGeometry

extension Color.Resolved: Animatable {
    /// Linear sRGB red, green, blue and opacity, each × 128 (SwiftUI's iOS 18 interpolation space).
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            let k = Float(unitScale)
            return AnimatablePair(linearRed * k, AnimatablePair(linearGreen * k, AnimatablePair(linearBlue * k, opacity * k)))
        }
        set {
            let k = Float(unitScale)
            linearRed = newValue.first / k
            linearGreen = newValue.second.first / k
            linearBlue = newValue.second.second.first / k
            opacity = newValue.second.second.second / k
        }
    }
}
