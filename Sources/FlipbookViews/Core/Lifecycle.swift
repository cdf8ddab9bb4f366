import Foundation

/// `onAppear`/`onDisappear`: actions run right after the update in which the view is inserted or removed.
public struct _AppearanceActionModifier: ViewModifier {
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `onChange(of:)`: an action run right after an update in which the value changed.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    var value: Value
    var initial: Bool
    var action: (Value, Value) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Runs `action` when the view appears (at t = 0 for the root's first frame).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` when the view is removed.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with the old and new value when `value` changes (and first, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and first, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}

final class AppearanceNode<Content: View>: SingleChildNode, ViewNode {
    private var disappear: (() -> Void)?

    func update(_ view: ModifiedContent<Content, _AppearanceActionModifier>, context: ResolveContext) {
        let isNew = disappear == nil && child == nil
        disappear = view.modifier.disappear
        setChild(view.content, context: context)
        if isNew, let appear = view.modifier.appear { graph.runAfterUpdate(appear) }
    }

    override func didRemove() {
        if let disappear { graph.runAfterUpdate(disappear) }
    }
}

final class ValueActionNode<Content: View, Value: Equatable>: SingleChildNode, ViewNode {
    private var value: Value?

    func update(_ view: ModifiedContent<Content, _ValueActionModifier<Value>>, context: ResolveContext) {
        let modifier = view.modifier
        let new = modifier.value
        if let old = value, old != new {
            graph.runAfterUpdate { modifier.action(old, new) }
        } else if value == nil, modifier.initial {
            graph.runAfterUpdate { modifier.action(new, new) }
        }
        value = new
        setChild(view.content, context: context)
    }
}

extension _AppearanceActionModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(AppearanceNode<V>(graph: graph))
    }
}

extension _ValueActionModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(ValueActionNode<V, Value>(graph: graph))
    }
}
