import Foundation

/// `smoothstep`: eases a fraction in and out.
private func eased(_ u: Double) -> Double { u * u * (3 - 2 * u) }

/// A brief scale up (or down) and back: 0.5 s, ±20 %.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var shrinks = false
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
    public init() {}
    public var byLayer: PulseSymbolEffect { self }
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
    public init() {}
    init(hides: Bool) { self.hides = hides }
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(hides: false) }
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
    public init() {}
    init(factor: CGFloat) { self.factor = factor }
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(factor: 0.8) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .state(duration: 0.25, active: _SymbolPose(scale: factor)), repeatsWhileActive: false)
    }
}

/// Shows the symbol while active, hides it (scaled to 50 %, or 150 % with `.down`, and transparent) while not,
/// without changing layout: 0.25 s either way. As a transition it inserts and removes the view.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Equatable {
    var hiddenScale: CGFloat = 0.5
    public init() {}
    init(hiddenScale: CGFloat) { self.hiddenScale = hiddenScale }
    public var up: AppearSymbolEffect { AppearSymbolEffect(hiddenScale: 0.5) }
    public var down: AppearSymbolEffect { AppearSymbolEffect(hiddenScale: 1.5) }
    public var byLayer: AppearSymbolEffect { self }
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
    public init() {}
    init(hiddenScale: CGFloat) { self.hiddenScale = hiddenScale }
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(hiddenScale: 1.5) }
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(hiddenScale: 0.5) }
    public var byLayer: DisappearSymbolEffect { self }
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
    public init() {}
    init(oldScale: CGFloat, oldVanishes: Bool = false) {
        self.oldScale = oldScale
        self.oldVanishes = oldVanishes
    }
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(oldScale: 0.5) }
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(oldScale: 1.5) }
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(oldScale: 1, oldVanishes: true) }
    public var byLayer: ReplaceSymbolEffect { self }
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

/// The symbol swells to 110 % and back, smoothly (with `.pulse` its opacity dips to 70 % too): 2 s.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Equatable {
    var pulses = false
    public init() {}
    init(pulses: Bool) { self.pulses = pulses }
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(pulses: false) }
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(pulses: true) }
    public var byLayer: BreatheSymbolEffect { self }
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
    public init() {}
    init(style: Style) { self.style = style }
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(style: .turn(1)) }
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(style: .turn(-1)) }
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(1, 0)) }
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(-1, 0)) }
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(-1, 0)) }
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(1, 0)) }
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(0, -1)) }
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(style: .move(0, 1)) }
    /// Moves along `angle` (0° is right, 90° down).
    public static func custom(angle: Angle) -> WiggleSymbolEffect {
        WiggleSymbolEffect(style: .move(CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians))))
    }
    public func custom(angle: Angle) -> WiggleSymbolEffect { Self.custom(angle: angle) }
    public var byLayer: WiggleSymbolEffect { self }
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
    public init() {}
    init(sign: Double) { self.sign = sign }
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(sign: 1) }
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(sign: -1) }
    public var byLayer: RotateSymbolEffect { self }
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
