import Foundation

/// A transition with its type erased, as `.transition(_:)` takes it; the older spelling of transitions.
@MainActor
public struct AnyTransition {
    /// The transition's body for a phase, around the content.
    let apply: @MainActor (AnyView, TransitionPhase) -> any View
    /// The animation the transition runs with instead of the one of the change, if any.
    var animation: Animation?

    public init<T: Transition>(_ transition: T) {
        apply = { content, phase in content.modifier(TransitionPhaseModifier(transition: transition, phase: phase)) }
    }

    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    public static var scale: AnyTransition { AnyTransition(ScaleTransition()) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(scale, anchor: anchor))
    }
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }
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

/// An `AnyTransition` used where a `Transition` type is needed (inside asymmetric and combined transitions).
struct ErasedTransition: Transition {
    let base: AnyTransition
    init(_ base: AnyTransition) { self.base = base }

    func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(base.apply(AnyView(content), phase))
    }
}
