import Foundation

/// Effects that change how a view looks without changing layout, as SwiftUI's `VisualEffect`: built by chaining
/// methods on `EmptyVisualEffect` in a `visualEffect` or `scrollTransition` closure (each applies after the
/// ones before it). They may depend on where the view is, because nothing in layout depends on them.
public protocol VisualEffect: Sendable, Animatable {
    /// The effects, innermost first.
    var _steps: [_VisualEffectStep] { get }
}

/// One visual effect.
public enum _VisualEffectStep: Sendable, Equatable {
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
        moved(by: self, to: other, amount: amount) ?? (amount < 0.5 ? self : other)
    }

    /// This step plus `amount` times the change from `from` to `to` (all of one kind; otherwise nil): how an
    /// animation adds what is left of a change to the latest value.
    func moved(by from: _VisualEffectStep, to: _VisualEffectStep, amount: Double) -> _VisualEffectStep? {
        func add<T: Animatable>(_ base: T, _ a: T, _ b: T) -> T {
            var result = base
            var delta = b.animatableData
            delta -= a.animatableData
            delta.scale(by: amount)
            result.animatableData += delta
            return result
        }
        switch (self, from, to) {
        case let (.offset(s), .offset(a), .offset(b)): return .offset(add(s, a, b))
        case let (.scale(s), .scale(a), .scale(b)): return .scale(add(s, a, b))
        case let (.rotation(s), .rotation(a), .rotation(b)): return .rotation(add(s, a, b))
        case let (.rotation3D(s), .rotation3D(a), .rotation3D(b)): return .rotation3D(add(s, a, b))
        case let (.opacity(s), .opacity(a), .opacity(b)): return .opacity(add(s, a, b))
        case let (.blur(s), .blur(a), .blur(b)): return .blur(add(s, a, b))
        case let (.brightness(s), .brightness(a), .brightness(b)): return .brightness(add(s, a, b))
        case let (.contrast(s), .contrast(a), .contrast(b)): return .contrast(add(s, a, b))
        case let (.saturation(s), .saturation(a), .saturation(b)): return .saturation(add(s, a, b))
        case let (.grayscale(s), .grayscale(a), .grayscale(b)): return .grayscale(add(s, a, b))
        case let (.hueRotation(s), .hueRotation(a), .hueRotation(b)): return .hueRotation(add(s, a, b))
        default: return nil
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
