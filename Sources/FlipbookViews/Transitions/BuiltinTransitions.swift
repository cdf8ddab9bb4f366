import Foundation

/// Fades the view in and out.
nonisolated public struct OpacityTransition: Transition, Sendable {
    /// The fade transition.
    public init() {}
    /// The content, transparent unless the phase is identity.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Scales the view from `scale` on its way in and to it on its way out (1e-5 by default, as SwiftUI: not quite
/// zero, so the view's transform stays invertible).
nonisolated public struct ScaleTransition: Transition, Sendable {
    /// The scale the view has when it is not shown.
    public var scale: Double
    /// The point the view scales about.
    public var anchor: UnitPoint

    /// A transition scaling from `scale` (nearly nothing by default) about `anchor`.
    public init(_ scale: Double = 1e-5, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, scaled to `scale` unless the phase is identity.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Moves the view in from an edge of its own frame (its full width or height away) and out to it.
nonisolated public struct MoveTransition: Transition, Sendable {
    /// The edge the view moves in from and out to.
    public var edge: Edge

    /// A transition moving the view in from `edge` and out to it.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved beyond `edge` of its container unless the phase is identity.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeOffsetEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

/// Moves the view in from the leading edge and out to the trailing edge.
nonisolated public struct SlideTransition: Transition, Sendable {
    /// The slide transition.
    public init() {}
    /// The content, moved beyond the leading edge as it arrives and the trailing edge as it leaves.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeOffsetEffect(edge: phase == .didDisappear ? .trailing : .leading,
                                          fraction: phase.isIdentity ? 0 : 1))
    }
}

/// Slides the view in from an edge while fading in, and out towards the opposite edge while fading out.
nonisolated public struct PushTransition: Transition, Sendable {
    /// The edge the view is pushed in from.
    public var edge: Edge

    /// A transition pushing the view in from `edge` and out at the opposite edge.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved and faded in from `edge` or out to the opposite edge.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(EdgeOffsetEffect(edge: phase == .didDisappear ? edge.opposite : edge,
                                       fraction: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Offsets the view by a fixed amount on its way in and out.
nonisolated public struct OffsetTransition: Transition, Sendable {
    /// How far the view is moved when it is not shown.
    public var offset: CGSize

    /// A transition moving the view by `offset`.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// The content, moved by `offset` unless the phase is identity.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// No change: the view appears and disappears at once.
nonisolated public struct IdentityTransition: Transition, Sendable {
    /// The transition that changes nothing.
    public init() {}
    /// The content as it is.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One transition for insertion and another for removal.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition used when the view is inserted.
    public var insertion: Insertion
    /// The transition used when the view is removed.
    public var removal: Removal

    /// A transition using `insertion` on the way in and `removal` on the way out.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    // Both are always applied (keeping the structure), removal outermost, each at identity outside its phase.
    /// The content through `insertion` before it appears and `removal` after it disappears.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(TransitionPhaseModifier(transition: insertion, phase: phase == .didDisappear ? .identity : phase))
            .modifier(TransitionPhaseModifier(transition: removal, phase: phase == .didDisappear ? phase : .identity))
    }
}

/// Two transitions applied together: the first, then the second, in the same phase.
nonisolated public struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    /// The transition applied first.
    public var first: First
    /// The transition applied on top of the first.
    public var second: Second

    /// The content through both transitions.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(TransitionPhaseModifier(transition: first, phase: phase))
            .modifier(TransitionPhaseModifier(transition: second, phase: phase))
    }
}

/// A transition made of a modifier in its active and identity states.
nonisolated public struct ModifierTransition<Modifier: ViewModifier>: Transition {
    /// The modifier applied while the view is not shown.
    public var active: Modifier
    /// The modifier applied while the view is shown.
    public var identity: Modifier

    /// The content with `active` or `identity`, by the phase.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension Transition {
    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
        CombinedTransition(first: self, second: other)
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    nonisolated public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view up from nothing and down to nothing.
    nonisolated public static var scale: ScaleTransition { ScaleTransition() }
    /// Scales the view from `scale` about `anchor`, and back.
    nonisolated public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from `edge` and out to it.
    nonisolated public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge and out to the trailing edge.
    nonisolated public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Pushes the view in from `edge`, fading, and out at the opposite edge.
    nonisolated public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view by `offset` as it comes and goes.
    nonisolated public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Moves the view by `x` and `y` as it comes and goes.
    nonisolated public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == IdentityTransition {
    /// No change: the view appears and disappears at once.
    nonisolated public static var identity: IdentityTransition { IdentityTransition() }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// Offsets a view by `fraction` of its own size towards `edge` (what moves and slides do).
struct EdgeOffsetEffect: GeometryEffect {
    var edge: Edge
    var fraction: CGFloat

    nonisolated var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        let (dx, dy): (CGFloat, CGFloat)
        switch edge {
        case .top: (dx, dy) = (0, -size.height)
        case .bottom: (dx, dy) = (0, size.height)
        case .leading: (dx, dy) = (-size.width, 0)
        case .trailing: (dx, dy) = (size.width, 0)
        }
        return ProjectionTransform(CGAffineTransform(translationX: dx * fraction, y: dy * fraction))
    }
}

extension AsymmetricTransition: Sendable where Insertion: Sendable, Removal: Sendable {}
extension CombinedTransition: Sendable where First: Sendable, Second: Sendable {}
