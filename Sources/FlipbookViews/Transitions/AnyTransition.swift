import Foundation

/// A transition with its type erased, as `.transition(_:)` takes it; the older spelling of transitions. As in
/// SwiftUI it is a plain value, made anywhere (a global or a static property, off the main actor); its body is
/// evaluated on the main actor.
public struct AnyTransition: Sendable {
    /// The transition's body for a phase, around the content.
    let apply: @MainActor @Sendable (AnyView, TransitionPhase) -> any View
    /// The animation the transition runs with instead of the one of the change, if any.
    var animation: Animation?

    /// Wraps `transition`, hiding its type.
    public init<T: Transition>(_ transition: T) {
        let box = UncheckedSendable(transition)
        apply = { content, phase in content.modifier(TransitionPhaseModifier(transition: box.value, phase: phase)) }
        animation = (transition as? any TransitionWithAnimation)?.transitionAnimation
    }

    /// Fades the view in and out.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// Scales the view up from nothing and down to nothing.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition()) }
    /// Scales the view from `scale` about `anchor`, and back.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(scale, anchor: anchor))
    }
    /// Moves the view in from the leading edge and out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
    /// Moves the view in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }
    /// Pushes the view in from `edge`, fading, and out at the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }
    /// Moves the view by `offset` as it comes and goes.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }
    /// Moves the view by `x` and `y` as it comes and goes.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }
    /// No change: the view appears and disappears at once.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }

    /// `insertion` on the way in, `removal` on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: ErasedTransition(insertion), removal: ErasedTransition(removal)))
    }

    /// `active` applied before insertion and after removal, `identity` on screen.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(CombinedTransition(first: ErasedTransition(self), second: ErasedTransition(other)))
    }

    /// The transition, run with `animation` whatever animation the change has.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var result = self
        result.animation = animation
        return result
    }
}

/// A transition value carried into the main actor's body evaluation (transitions are plain values that SwiftUI
/// code builds anywhere; they are only read there).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// An `AnyTransition` used where a `Transition` type is needed (inside asymmetric and combined transitions).
nonisolated struct ErasedTransition: Transition, Sendable {
    let base: AnyTransition
    init(_ base: AnyTransition) { self.base = base }

    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(base.apply(AnyView(content), phase))
    }
}

/// A transition that runs with its own animation (`Transition.animation(_:)`).
protocol TransitionWithAnimation {
    var transitionAnimation: Animation? { get }
}

/// A transition run with `animation` whatever animation the change has.
nonisolated public struct _AnimatedTransition<Base: Transition>: Transition, TransitionWithAnimation {
    let base: Base
    let transitionAnimation: Animation?

    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(TransitionPhaseModifier(transition: base, phase: phase))
    }
}

extension _AnimatedTransition: Sendable where Base: Sendable {}

extension Transition {
    /// The transition, run with `animation` whatever animation the change has.
    nonisolated public func animation(_ animation: Animation?) -> _AnimatedTransition<Self> {
        _AnimatedTransition(base: self, transitionAnimation: animation)
    }
}
