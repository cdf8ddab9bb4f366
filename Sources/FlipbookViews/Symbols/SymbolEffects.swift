import Foundation

/// `smoothstep`: eases a fraction in and out.
private func eased(_ u: Double) -> Double { u * u * (3 - 2 * u) }

/// A brief scale up (or down) and back: 0.5 s, ±20 %.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var shrinks = false
    /// The bounce effect: the symbol scales down and springs back.
    public init() {}
    init(down: Bool) { shrinks = down }
    /// Bounces up (grows).
    public var up: BounceSymbolEffect { BounceSymbolEffect(down: false) }
    /// Each layer separately (the same for Flipbook's one-layer symbols).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
    public var _motion: _SymbolMotion {
        let sign: CGFloat = shrinks ? -1 : 1
        return _SymbolMotion(kind: .cycle(duration: 0.5) { u in _SymbolPose(scale: 1 + sign * 0.2 * sin(.pi * u)) },
                             repeatsWhileActive: true)
    }
}

extension BounceSymbolEffect {
    /// Bounces down (shrinks).
    public var down: BounceSymbolEffect { BounceSymbolEffect(down: true) }
}

/// The symbol's opacity dips to 30 % and back: 1 s.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    /// The pulse effect: the symbol's opacity fades and returns.
    public init() {}
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: PulseSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .cycle(duration: 1) { u in _SymbolPose(opacity: 1 - 0.7 * sin(.pi * u)) },
                      repeatsWhileActive: true)
    }
}

/// The symbol's variable layers light in turn; a one-layer symbol dims to 35 % and back (hidden with
/// `hideInactiveLayers`): 1.2 s.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var hides = false
    /// The variable-colour effect: the symbol's layers light up in turn.
    public init() {}
    init(hides: Bool) { self.hides = hides }
    /// Lights one layer at a time (the stand-ins have one layer: accepted as it is).
    public var iterative: VariableColorSymbolEffect { self }
    /// Lights the layers one after another and keeps them lit (accepted as it is).
    public var cumulative: VariableColorSymbolEffect { self }
    /// Runs the sequence forwards and then backwards (accepted as it is).
    public var reversing: VariableColorSymbolEffect { self }
    /// Runs the sequence forwards only (accepted as it is).
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Dims the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(hides: false) }
    /// Hides the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(hides: true) }
    public var _motion: _SymbolMotion {
        let depth = hides ? 1.0 : 0.65
        return _SymbolMotion(kind: .cycle(duration: 1.2) { u in _SymbolPose(opacity: 1 - depth * sin(.pi * u)) },
                             repeatsWhileActive: true)
    }
}

/// Holds the symbol larger (120 %) or smaller (80 %) while active, reached in 0.25 s.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Equatable {
    var factor: CGFloat = 1.2
    /// The scale effect: the symbol grows while it is active.
    public init() {}
    init(factor: CGFloat) { self.factor = factor }
    /// Scales the symbol up, to 120 %.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
    /// Scales the symbol down, to 80 %.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(factor: 0.8) }
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: ScaleSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .state(duration: 0.25, active: _SymbolPose(scale: factor)), repeatsWhileActive: false)
    }
}

/// Shows the symbol while active, hides it (scaled to 50 %, or 150 % with `.down`, and transparent) while not,
/// without changing layout: 0.25 s either way. As a transition it inserts and removes the view.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Equatable {
    var hiddenScale: CGFloat = 0.5
    /// The appear effect: the symbol fades and scales in.
    public init() {}
    init(hiddenScale: CGFloat) { self.hiddenScale = hiddenScale }
    /// Appears growing from 50 %.
    public var up: AppearSymbolEffect { AppearSymbolEffect(hiddenScale: 0.5) }
    /// Appears shrinking from 150 %.
    public var down: AppearSymbolEffect { AppearSymbolEffect(hiddenScale: 1.5) }
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: AppearSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { self }
    /// The pose of the hidden symbol.
    var hidden: _SymbolPose { _SymbolPose(scale: hiddenScale, opacity: 0) }
    public var _motion: _SymbolMotion {
        // Active means shown: the state effect is the hidden pose, applied inverted by the node.
        _SymbolMotion(kind: .state(duration: 0.25, active: hidden), repeatsWhileActive: false)
    }
}

/// Hides the symbol while active (scaled to 50 %, or 150 % with `.down`, and transparent), without changing
/// layout: 0.25 s either way. As a transition it removes and inserts the view.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Equatable {
    var hiddenScale: CGFloat = 0.5
    /// The disappear effect: the symbol fades and scales out.
    public init() {}
    init(hiddenScale: CGFloat) { self.hiddenScale = hiddenScale }
    /// Disappears growing to 150 %.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(hiddenScale: 1.5) }
    /// Disappears shrinking to 50 %.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(hiddenScale: 0.5) }
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: DisappearSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { self }
    var hidden: _SymbolPose { _SymbolPose(scale: hiddenScale, opacity: 0) }
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .state(duration: 0.25, active: hidden), repeatsWhileActive: false)
    }
}

/// Replaces one symbol with another: the old one shrinks to 50 % (or grows to 150 % with `.upUp`; vanishes at
/// once with `.offUp`) and fades over the first half, the new one grows from 50 % over the second.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Equatable {
    var oldScale: CGFloat = 0.5
    var oldVanishes = false
    /// The replace transition: the old symbol shrinks out and the new one grows in.
    public init() {}
    init(oldScale: CGFloat, oldVanishes: Bool = false) {
        self.oldScale = oldScale
        self.oldVanishes = oldVanishes
    }
    /// The old symbol shrinks to 50 % as the new one grows in.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(oldScale: 0.5) }
    /// The old symbol grows to 150 % as the new one grows in.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(oldScale: 1.5) }
    /// The old symbol vanishes at once and the new one grows in.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(oldScale: 1, oldVanishes: true) }
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// The old symbol's pose at progress `p` (0…1).
    func leaving(_ p: Double) -> _SymbolPose {
        if oldVanishes { return _SymbolPose(opacity: 0) }
        let u = min(1, p * 2)
        return _SymbolPose(scale: 1 + (oldScale - 1) * CGFloat(u), opacity: 1 - u)
    }
    /// The new symbol's pose at progress `p`.
    func arriving(_ p: Double) -> _SymbolPose {
        let u = max(0, p * 2 - 1)
        return _SymbolPose(scale: 0.5 + 0.5 * CGFloat(u), opacity: u)
    }
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .cycle(duration: 0.5) { _ in .identity }, repeatsWhileActive: false)
    }
}

extension ReplaceSymbolEffect {
    /// The old symbol shrinks to 50 % as the new one grows in (as a fallback: `.magic(fallback: .downUp)`).
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect().downUp }
    /// The old symbol grows to 150 % as the new one grows in.
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect().upUp }
    /// The old symbol vanishes at once and the new one grows in.
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect().offUp }

    /// iOS 18's magic replace, which morphs the layers two symbols share and replaces the rest with `fallback`.
    /// The stand-in glyphs share no layers: they are replaced with `fallback`, as iOS does for symbols that share
    /// none.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect {
        MagicReplaceSymbolEffect(fallback: fallback)
    }
}

/// iOS 18's magic replace (`.replace.magic(fallback:)`): drawn as its fallback replacement (see `magic`).
public struct MagicReplaceSymbolEffect: ContentTransitionSymbolEffect, Equatable {
    let fallback: ReplaceSymbolEffect
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: MagicReplaceSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: MagicReplaceSymbolEffect { self }
    public var _motion: _SymbolMotion { fallback._motion }
}

/// The symbol swells to 110 % and back, smoothly (with `.pulse` its opacity dips to 70 % too): 2 s.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var pulses = false
    /// The breathe effect: the symbol swells and settles smoothly.
    public init() {}
    init(pulses: Bool) { self.pulses = pulses }
    /// Breathes by scale only.
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(pulses: false) }
    /// Breathes by scale and opacity together.
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(pulses: true) }
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: BreatheSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { self }
    public var _motion: _SymbolMotion {
        let pulses = self.pulses
        return _SymbolMotion(kind: .cycle(duration: 2) { u in
            let s = sin(.pi * u) * sin(.pi * u)
            return _SymbolPose(scale: 1 + 0.1 * s, opacity: pulses ? 1 - 0.3 * s : 1)
        }, repeatsWhileActive: true)
    }
}

/// A damped shake: turns of up to 15° (clockwise first, or counter-clockwise), or moves of up to 4 points in a
/// direction: 0.8 s, two swings.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    enum Style: Equatable { case turn(Double), move(CGFloat, CGFloat) }
    var style = Style.turn(1)
    /// The wiggle effect: the symbol shakes back and forth.
    public init() {}
    init(style: Style) { self.style = style }
    /// Wiggles by turning clockwise first.
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(style: .turn(1)) }
    /// Wiggles by turning counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(style: .turn(-1)) }
    /// Wiggles along the reading direction (right, in a left-to-right layout).
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(1, 0)) }
    /// Wiggles against the reading direction.
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(-1, 0)) }
    /// Wiggles to the left.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(-1, 0)) }
    /// Wiggles to the right.
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(1, 0)) }
    /// Wiggles upwards.
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(0, -1)) }
    /// Wiggles downwards.
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(0, 1)) }
    /// Moves along `angle` (0° is right, 90° down).
    public static func custom(angle: Angle) -> WiggleSymbolEffect {
        WiggleSymbolEffect(style: .move(CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians))))
    }
    /// Wiggles along the direction of `angle`.
    public func custom(angle: Angle) -> WiggleSymbolEffect { Self.custom(angle: angle) }
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: WiggleSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { self }
    public var _motion: _SymbolMotion {
        let style = self.style
        return _SymbolMotion(kind: .cycle(duration: 0.8) { u in
            let swing = sin(4 * .pi * u) * (1 - u)
            switch style {
            case .turn(let sign): return _SymbolPose(rotation: sign * 15 * .pi / 180 * swing)
            case .move(let x, let y): return _SymbolPose(offset: CGSize(width: 4 * x * swing, height: 4 * y * swing))
            }
        }, repeatsWhileActive: true)
    }
}

/// One full turn, eased in and out (counter-clockwise with `.counterClockwise`): 1 s.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var sign = 1.0
    /// The rotate effect: the symbol turns a full circle.
    public init() {}
    init(sign: Double) { self.sign = sign }
    /// Turns clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(sign: 1) }
    /// Turns counterclockwise.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(sign: -1) }
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: RotateSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { self }
    public var _motion: _SymbolMotion {
        let sign = self.sign
        return _SymbolMotion(kind: .cycle(duration: 1) { u in _SymbolPose(rotation: sign * 2 * .pi * eased(u)) },
                             repeatsWhileActive: true)
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A brief scale up and back.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// An opacity dip and back.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A larger or smaller symbol while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol shown while active.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol hidden while active.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replacing another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A slow swell and back.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A damped shake.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// A full turn.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
