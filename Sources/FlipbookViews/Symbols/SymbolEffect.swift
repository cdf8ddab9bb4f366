import Foundation

/// An animation of a symbol image, as SwiftUI's symbol effects. Flipbook's symbols are glyphs of one layer, so
/// each effect moves, scales, turns or fades the whole view it is applied to (`.byLayer` and `.wholeSymbol`
/// look the same); the timings and magnitudes are Flipbook's, as SwiftUI does not publish its own (see the
/// README's symbol effect table).
public protocol SymbolEffect: Sendable {
    /// How the effect moves the symbol.
    var _motion: _SymbolMotion { get }
}

/// An effect played once per change of a value (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect applied while a condition holds (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that inserts or removes a symbol (`.transition(.symbolEffect(_:))`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Where the symbol is drawn during an effect, relative to where it rests: scaled and turned around its
/// centre, moved, and faded.
public struct _SymbolPose: Equatable, Sendable {
    var scale: CGFloat = 1
    var rotation: Double = 0
    var offset: CGSize = .zero
    var opacity: Double = 1

    static let identity = _SymbolPose()

    /// The pose `amount` of the way from the identity to this one.
    func scaled(by amount: Double) -> _SymbolPose {
        let a = CGFloat(amount)
        return _SymbolPose(scale: 1 + (scale - 1) * a, rotation: rotation * amount,
                           offset: CGSize(width: offset.width * a, height: offset.height * a),
                           opacity: 1 + (opacity - 1) * amount)
    }

    /// Both poses at once (scales and opacities multiplied, turns and moves added).
    func combined(with other: _SymbolPose) -> _SymbolPose {
        _SymbolPose(scale: scale * other.scale, rotation: rotation + other.rotation,
                    offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
                    opacity: opacity * other.opacity)
    }
}

/// How an effect moves the symbol: a cycle played from start to end, or a pose held while the effect is active.
public struct _SymbolMotion: Sendable {
    enum Kind: Sendable {
        /// One play of `duration` seconds; `pose` takes the fraction played, 0…1.
        case cycle(duration: Double, pose: @Sendable (Double) -> _SymbolPose)
        /// Held while active, reached in `duration` seconds (and left as fast).
        case state(duration: Double, active: _SymbolPose)
    }
    let kind: Kind
    /// Whether an indefinite effect of this kind repeats while active unless told not to.
    let repeatsWhileActive: Bool
}

/// How an effect plays: how often and how fast.
public struct SymbolEffectOptions: Equatable, Sendable {
    /// How an effect repeats.
    public struct RepeatBehavior: Equatable, Sendable {
        let count: Int?
        let delay: Double
        /// Repeats with a pause of `delay` seconds (0.5 if nil) between plays, `count` times or forever.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: max(0, delay ?? 0.5))
        }
        /// Repeats back to back, forever.
        public static let continuous = RepeatBehavior(count: nil, delay: 0)
        /// Repeats with a pause between plays.
        public static let periodic = RepeatBehavior.periodic()
    }

    /// nil: the effect's own default (discrete effects play once; indefinite ones repeat while active).
    var repetition: RepeatBehavior?
    var playsOnce = false
    var speedFactor: Double = 1

    /// The effect's own behaviour.
    public static let `default` = SymbolEffectOptions()
    /// Repeats the effect as long as it applies.
    public static let repeating = SymbolEffectOptions(repetition: .continuous)
    /// Plays the effect once.
    public static let nonRepeating = SymbolEffectOptions(playsOnce: true)

    /// Plays the effect `count` times (nil: forever).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// Repeats the effect as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions.default.repeat(behavior)
    }
    /// Plays the effect `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options, played `count` times (nil: forever).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var copy = self
        copy.repetition = RepeatBehavior(count: count.map { max(1, $0) }, delay: 0)
        copy.playsOnce = count == 1
        return copy
    }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repetition = behavior
        copy.playsOnce = false
        return copy
    }
    /// These options, repeating as long as the effect applies.
    public var repeating: SymbolEffectOptions { self.repeat(.continuous) }
    /// These options, played once.
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        copy.repetition = nil
        copy.playsOnce = true
        return copy
    }
    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }
}
