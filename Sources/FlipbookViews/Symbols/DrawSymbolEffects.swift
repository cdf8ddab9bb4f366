import Foundation

/// The pose of a symbol an effect hides: what a transition with that effect starts or ends at.
protocol HidingSymbolEffect {
    var hidden: _SymbolPose { get }
}

extension AppearSymbolEffect: HidingSymbolEffect {}
extension DisappearSymbolEffect: HidingSymbolEffect {}

/// iOS 26's draw-on effect: the symbol is drawn stroke by stroke as it becomes visible, and is hidden while the
/// effect is active (as `.symbolEffect(.drawOn, isActive: !isDrawn)` writes it). Flipbook's symbols carry no
/// draw data, so the symbol fades in and out instead, over 0.5 s, without changing layout.
public struct DrawOnSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, HidingSymbolEffect, Equatable {
    /// The draw-on effect.
    public init() {}
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: DrawOnSymbolEffect { self }
    /// The effect one layer at a time (the same as the whole symbol here).
    public var individually: DrawOnSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: DrawOnSymbolEffect { self }
    var hidden: _SymbolPose { _SymbolPose(opacity: 0) }
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .state(duration: 0.5, active: hidden), repeatsWhileActive: false)
    }
}

/// iOS 26's draw-off effect: the symbol is erased stroke by stroke and stays hidden while the effect is active.
/// As with `.drawOn`, Flipbook fades it instead, over 0.5 s.
public struct DrawOffSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, HidingSymbolEffect, Equatable {
    /// The draw-off effect.
    public init() {}
    /// The effect layer by layer (the stand-ins have one layer: the same as the whole symbol).
    public var byLayer: DrawOffSymbolEffect { self }
    /// The effect one layer at a time (the same as the whole symbol here).
    public var individually: DrawOffSymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: DrawOffSymbolEffect { self }
    var hidden: _SymbolPose { _SymbolPose(opacity: 0) }
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .state(duration: 0.5, active: hidden), repeatsWhileActive: false)
    }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// The symbol drawn on (faded in, in Flipbook).
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// The symbol drawn off (faded out, in Flipbook).
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}
