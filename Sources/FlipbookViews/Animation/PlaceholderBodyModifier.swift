import Foundation

/// A modifier whose body is a view made around a `PlaceholderContentView<Base>` standing for the modified view
/// (how `keyframeAnimator` and `phaseAnimator` hand their `content` closure the view they modify).
struct PlaceholderBodyModifier<Base: View, Body: View>: ViewModifier {
    let view: Body

    func body(content: Content) -> Body { view }

    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(PlaceholderBodyNode<V, Self>(graph: graph))
    }
}

/// Evaluates a ``PlaceholderBodyModifier``: `PlaceholderContentView` of the modified view's type stands for it.
final class PlaceholderBodyNode<Content: View, M: ViewModifier>: CustomModifierNode<Content, M> {
    override var contentPlaceholder: ObjectIdentifier { ObjectIdentifier(PlaceholderContentView<Content>.self) }
}

extension View {
    /// Loops `keyframes` while `repeating` is true, evaluating `content` with this view (as its placeholder) and
    /// the keyframes' value at every frame.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        modifier(PlaceholderBodyModifier<Self, _>(view: KeyframeAnimator(
            initialValue: initialValue, repeating: repeating,
            content: { value in content(PlaceholderContentView<Self>(), value) }, keyframes: keyframes)))
    }

    /// Plays `keyframes` each time `trigger` changes, evaluating `content` with this view (as its placeholder)
    /// and the keyframes' value at every frame.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        modifier(PlaceholderBodyModifier<Self, _>(view: KeyframeAnimator(
            initialValue: initialValue, trigger: trigger,
            content: { value in content(PlaceholderContentView<Self>(), value) }, keyframes: keyframes)))
    }

    /// Cycles through `phases`, evaluating `content` with this view (as its placeholder) and the current phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(PlaceholderBodyModifier<Self, _>(view: PhaseAnimator(
            phases, content: { phase in content(PlaceholderContentView<Self>(), phase) }, animation: animation)))
    }

    /// Runs through `phases` once each time `trigger` changes, evaluating `content` with this view (as its
    /// placeholder) and the current phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(PlaceholderBodyModifier<Self, _>(view: PhaseAnimator(
            phases, trigger: trigger, content: { phase in content(PlaceholderContentView<Self>(), phase) },
            animation: animation)))
    }
}
