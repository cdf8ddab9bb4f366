import Foundation

/// A modifier that transforms its view's coordinates: drawn content, and (unless ignored by layout) the
/// coordinate spaces its descendants see. Its `animatableData` is interpolated and `effectValue(size:)` is
/// called with every presented value.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform to apply, in the view's local space of the given (animated) size.
    func effectValue(size: CGSize) -> ProjectionTransform
    /// Whether descendants' coordinate conversions include the effect.
    static var _affectsLayout: Bool { get }
}

extension GeometryEffect {
    public static var _affectsLayout: Bool { true }

    /// The same effect, drawn but not seen by descendants' coordinate conversions (geometry readers).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(base: self)
    }
}

/// A geometry effect that layout and coordinate conversions do not see.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect drawn. Read and written by the nonisolated `animatableData` (as `Animatable` requires); an effect
    /// is a value.
    public nonisolated(unsafe) var base: Base
    public init(base: Base) { self.base = base }
    public nonisolated var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
    public static var _affectsLayout: Bool { false }
}

extension GeometryEffect {
    /// A geometry effect wraps each view of its content in a coordinate-space boundary of its own.
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { EffectNode<Self>(graph: $0) }
    }
}

/// The node of a geometry effect on one view: a coordinate-space boundary whose transform is the effect's
/// value at the presented `animatableData` and size.
final class EffectNode<E: GeometryEffect>: WrappingBoundaryNode, ModifierApplication {
    private var effect: AnimatedValue<E>?

    func apply(_ modifier: E, context: ResolveContext) {
        effect = fed(effect, modifier, transaction: context.transaction)
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        guard effect?.isAnimating == true else { return false }
        effect!.tick(at: time)
        return effect!.isAnimating
    }

    override var hasEffectTransform: Bool { true }

    override func effectTransform(size: CGSize) -> ProjectionTransform {
        guard let effect else { return ProjectionTransform() }
        let transform = effect.presented.effectValue(size: size)
        return EffectValidation.checked(transform, of: E.self, size: size)
    }

    override var effectAffectsLayout: Bool { E._affectsLayout }
    override var animatedInputs: [AnimatedInput] { super.animatedInputs + [AnimatedInput("animatableData", effect)] }

    override var debugName: String { String(describing: E.self) }
}

enum EffectValidation {
    /// A transform with non-finite entries is replaced by the identity; a singular one (a card turned edge-on by
    /// `rotation3DEffect(.degrees(90))`, a projection onto a line) collapses the view to a vanishing point where
    /// its centre lands, so that nothing of it is drawn, as a singular layer transform draws nothing. Both log
    /// SwiftUI's line.
    static func checked(_ transform: ProjectionTransform, of type: Any.Type, size: CGSize) -> ProjectionTransform {
        let t = transform
        let determinant = t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
            + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
        if determinant.isFinite, determinant != 0 { return transform }
        GraphWarnings.log("ignoring singular matrix: \(type) produced a transform that cannot be inverted.")
        guard determinant.isFinite else { return ProjectionTransform() }
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let landing = t.projecting(center).flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil } ?? center
        let tiny = (2 * CGFloat.leastNormalMagnitude).squareRoot()
        return ProjectionTransform(CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(scaleX: tiny, y: tiny))
            .concatenating(CGAffineTransform(translationX: landing.x, y: landing.y)))
    }
}
