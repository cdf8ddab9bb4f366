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

final class AppearanceNode: SingleChildNode {
    private var disappear: (() -> Void)?

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        let modifier = modified.anyModifier as! _AppearanceActionModifier
        let isNew = disappear == nil && child == nil
        disappear = modifier.disappear
        setChild(any: modified.anyContent, context: context)
        if isNew, let appear = modifier.appear { graph.runAfterUpdate(appear) }
    }

    override func didRemove() {
        if let disappear { graph.runAfterUpdate(disappear) }
    }
}

final class ValueActionNode<Value: Equatable>: SingleChildNode {
    private var value: Value?

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        let modifier = modified.anyModifier as! _ValueActionModifier<Value>
        let new = modifier.value
        if let old = value, old != new {
            graph.runAfterUpdate { modifier.action(old, new) }
        } else if value == nil, modifier.initial {
            graph.runAfterUpdate { modifier.action(new, new) }
        }
        value = new
        setChild(any: modified.anyContent, context: context)
    }
}

extension _AppearanceActionModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { AppearanceNode(graph: graph) }
}

extension _ValueActionModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { ValueActionNode<Value>(graph: graph) }
}
