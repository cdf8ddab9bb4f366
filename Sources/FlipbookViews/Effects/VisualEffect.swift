import Foundation

/// Effects that change how a view looks without changing layout, as SwiftUI's `VisualEffect`: built by chaining
/// methods on `EmptyVisualEffect` in a `visualEffect` or `scrollTransition` closure (each applies after the
/// ones before it). They may depend on where the view is, because nothing in layout depends on them.
public protocol VisualEffect: Sendable, Animatable {
    /// The effects, innermost first.
    var _steps: [_VisualEffectStep] { get }
}

/// One visual effect.
public enum _VisualEffectStep: Sendable {
    case offset(_OffsetEffect)
    case scale(_ScaleEffect)
    case rotation(_RotationEffect)
    case rotation3D(_Rotation3DEffect)
    case opacity(Double)
    case blur(CGFloat)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)

    /// This step `amount` of the way to `other` (the same kind of step; otherwise whichever is nearer).
    func interpolated(to other: _VisualEffectStep, amount: Double) -> _VisualEffectStep {
        func mix<T: Animatable>(_ a: T, _ b: T) -> T {
            var result = a
            var delta = b.animatableData
            delta -= a.animatableData
            delta.scale(by: amount)
            result.animatableData += delta
            return result
        }
        switch (self, other) {
        case let (.offset(a), .offset(b)): return .offset(mix(a, b))
        case let (.scale(a), .scale(b)): return .scale(mix(a, b))
        case let (.rotation(a), .rotation(b)): return .rotation(mix(a, b))
        case let (.rotation3D(a), .rotation3D(b)): return .rotation3D(mix(a, b))
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a), .blur(b)): return .blur(mix(a, b))
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(mix(a, b))
        default: return amount < 0.5 ? self : other
        }
    }

    /// How this step moves a view of `size`; nil when it changes pixels instead.
    @MainActor
    func transform(size: CGSize) -> ProjectionTransform? {
        switch self {
        case .offset(let e): return e.effectValue(size: size)
        case .scale(let e): return e.effectValue(size: size)
        case .rotation(let e): return e.effectValue(size: size)
        case .rotation3D(let e): return e.effectValue(size: size)
        default: return nil
        }
    }
}

/// The visual effect that changes nothing: where `visualEffect` and `scrollTransition` closures start.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A chain of visual effects.
public struct _VisualEffectChain: VisualEffect {
    public let _steps: [_VisualEffectStep]
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectStep) -> _VisualEffectChain { _VisualEffectChain(_steps: _steps + [step]) }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(_OffsetEffect(offset: offset))) }
    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }
    /// Scales the view about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(_ScaleEffect(scale: scale, anchor: anchor)))
    }
    /// Scales the view uniformly about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// Scales the view about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Turns the view about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(_RotationEffect(angle: angle, anchor: anchor)))
    }
    /// Turns the view about an axis in 3-D, in perspective.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                             perspective: perspective)))
    }
    /// Fades the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius)) }
    /// Brightens the view (the `brightness` modifier's formula).
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Changes the view's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Changes the view's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Removes colour from the view.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Turns the view's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}

/// The steps of two evaluations of a closure, `amount` of the way from `a` to `b` (step by step where they
/// match).
func interpolatedSteps(_ a: [_VisualEffectStep], _ b: [_VisualEffectStep], amount: Double) -> [_VisualEffectStep] {
    if amount <= 0 { return a }
    if amount >= 1 { return b }
    guard a.count == b.count else { return amount < 0.5 ? a : b }
    return zip(a, b).map { $0.interpolated(to: $1, amount: amount) }
}
