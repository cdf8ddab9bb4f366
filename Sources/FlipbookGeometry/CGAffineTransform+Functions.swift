import Foundation

// Core Graphics' C spellings of the affine transform operations, which Swift on Apple's platforms imports as
// free functions beside the methods (`CGAffineTransformRotate(t, angle)` is `t.rotated(by: angle)`). Code
// ported from Objective-C, or written against older samples, uses them.

/// The identity transform.
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// The transform with the six components.
public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat,
                                  _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

/// A translation by `tx`, `ty`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}

/// A scale by `sx`, `sy`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}

/// A rotation by `angle` radians.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}

/// Whether `t` is the identity.
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }

/// `t` translated by `tx`, `ty` first: ``CGAffineTransform/translatedBy(x:y:)``.
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}

/// `t` scaled by `sx`, `sy` first: ``CGAffineTransform/scaledBy(x:y:)``.
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}

/// `t` rotated by `angle` radians first: ``CGAffineTransform/rotated(by:)``.
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}

/// The inverse of `t` (`t` itself when it cannot be inverted, as Core Graphics does).
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }

/// `t1` then `t2`: ``CGAffineTransform/concatenating(_:)``.
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}

/// Whether `t1` and `t2` are equal.
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }

/// `point` transformed by `t`.
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint { point.applying(t) }

/// `size` transformed by `t` (its translation ignored).
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize { size.applying(t) }

/// The bounding box of `rect` transformed by `t`.
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect { rect.applying(t) }
