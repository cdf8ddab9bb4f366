import Foundation

/// `.transition(.symbolEffect(_:))`: the view inserted and removed with an appear or disappear effect's pose
/// (scaled to 50 % and transparent outside the screen).
nonisolated public struct SymbolEffectTransition: Transition, Sendable {
    let hidden: _SymbolPose

    /// The symbol scaled and faded by the phase.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let pose = phase.isIdentity ? _SymbolPose.identity : hidden
        return content.scaleEffect(pose.scale).opacity(pose.opacity)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// Inserted with `.appear`, removed with `.disappear`.
    nonisolated public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(hidden: AppearSymbolEffect().hidden) }

    /// Inserted and removed with `effect` (`.appear`, `.disappear`, `.drawOn`, `.drawOff` and their variants).
    nonisolated public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(hidden: (effect as? HidingSymbolEffect)?.hidden ?? AppearSymbolEffect().hidden)
    }
}

extension AnyTransition {
    /// Inserted with `.appear`, removed with `.disappear`.
    public static var symbolEffect: AnyTransition { AnyTransition(SymbolEffectTransition.symbolEffect) }
    /// Inserted and removed with `effect`.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition(SymbolEffectTransition.symbolEffect(effect, options: options))
    }
}

/// `.blurReplace`: the view fades in and out blurred (radius 7) and scaled (90 %, or 110 % leaving with `.upUp`),
/// as SwiftUI's `BlurReplaceTransition` (the numbers OpenSwiftUI uses).
nonisolated public struct BlurReplaceTransition: Transition, Sendable {
    /// Which way the view grows.
    public struct Configuration: Equatable, Sendable {
        let leavingScale: CGFloat
        /// Shrinks on the way out, grows on the way in.
        public static let downUp = Configuration(leavingScale: 0.9)
        /// Grows on the way out and on the way in.
        public static let upUp = Configuration(leavingScale: 1.1)
    }

    let configuration: Configuration

    /// A blur-replace transition of `configuration`.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The content blurred, scaled and faded by the phase.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat
        switch phase {
        case .identity: scale = 1
        case .willAppear: scale = 0.9
        case .didDisappear: scale = configuration.leavingScale
        }
        return content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 7)
            .scaleEffect(scale)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// `.blurReplace(.downUp)`.
    nonisolated public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// A blur-replace transition of `configuration`.
    nonisolated public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension ContentTransition {
    /// A symbol replaced with `.replace` (its old glyph shrinking away, the new one growing in).
    public static var symbolEffect: ContentTransition { .symbolEffect(ReplaceSymbolEffect()) }

    /// A symbol replaced with `effect` (`.replace`, `.replace.downUp`, `.upUp`, `.offUp`, and
    /// `.replace.magic(fallback:)` as its fallback).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        let replace = (effect as? ReplaceSymbolEffect) ?? (effect as? MagicReplaceSymbolEffect)?.fallback
        return ContentTransition(kind: .symbolReplace(replace ?? ReplaceSymbolEffect()))
    }
}
