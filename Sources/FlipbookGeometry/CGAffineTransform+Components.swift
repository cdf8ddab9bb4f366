import Foundation

/// The decomposition of an affine transform into scale, shear, rotation and translation, as CoreGraphics defines
/// it: the transform equals `scale · shear · rotation · translation` applied in that order.
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// Scale in x and y; a reflection shows up as a negative `height`.
    public var scale: CGSize
    /// Shear along x, applied after the scale.
    public var horizontalShear: CGFloat
    /// Rotation in radians, applied after the shear.
    public var rotation: CGFloat
    /// Translation, applied last.
    public var translation: CGVector

    /// The components of the identity transform.
    public init() { self.init(scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: .zero) }

    /// Components from a scale, a shear, a rotation in radians and a translation.
    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale; self.horizontalShear = horizontalShear
        self.rotation = rotation; self.translation = translation
    }
}

extension CGAffineTransform {
    /// Builds the transform `scale · shear · rotation · translation`.
    public init(_ components: CGAffineTransformComponents) {
        let scale = CGAffineTransform(scaleX: components.scale.width, y: components.scale.height)
        let shear = CGAffineTransform(a: 1, b: 0, c: components.horizontalShear, d: 1, tx: 0, ty: 0)
        let rotation = CGAffineTransform(rotationAngle: components.rotation)
        let translation = CGAffineTransform(translationX: components.translation.dx, y: components.translation.dy)
        self = scale.concatenating(shear).concatenating(rotation).concatenating(translation)
    }

    /// Splits the transform into scale, horizontal shear, rotation and translation (see
    /// ``CGAffineTransformComponents``); `CGAffineTransform(t.decomposed())` reproduces `t`.
    public func decomposed() -> CGAffineTransformComponents {
        // M = S·H·R with H = [[1, 0], [k, 1]] (x' = x + k·y): M's first row is sx·(cos θ, sin θ),
        // so θ comes from (a, b); undoing R leaves [[sx, 0], [sy·k, sy]].
        let sx = (a * a + b * b).squareRoot()
        let rotation = sx == 0 ? 0 : atan2(Double(b), Double(a))
        let (s, co) = (CGFloat(sin(rotation)), CGFloat(cos(rotation)))
        let sy = d * co - c * s
        let shear = sy == 0 ? 0 : (c * co + d * s) / sy
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear,
            rotation: CGFloat(rotation), translation: CGVector(dx: tx, dy: ty))
    }
}
