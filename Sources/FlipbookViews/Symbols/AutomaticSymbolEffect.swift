import Foundation

/// `.automatic`: the symbol effect the system picks for the context. Replacing a symbol
/// (`.contentTransition(.symbolEffect(.automatic))`) it is the default replace, the old symbol shrinking out as
/// the new one grows in; inserting or removing one (`.transition(.symbolEffect(.automatic))`) it is appear and
/// disappear.
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, TransitionSymbolEffect, HidingSymbolEffect,
    Hashable {
    /// The automatic effect.
    public init() {}
    var hidden: _SymbolPose { AppearSymbolEffect().hidden }
    public var _motion: _SymbolMotion { ReplaceSymbolEffect()._motion }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The effect the context calls for: a replace between symbols, appear and disappear for a symbol inserted
    /// or removed.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
