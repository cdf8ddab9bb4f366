import Foundation

/// A key for a value a view gives the ``Layout`` that places it (`layoutValue(key:value:)`), read through
/// `subviews[i][Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)`.
public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier {
    let value: Key.Value
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Gives the layout that places this view `value` for `key` (a custom ``Layout`` reads it from its subview).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}

extension LayoutSubview {
    /// The value this subview gave for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // Layouts run on the main actor, in the graph's layout pass; the value does not leave it.
        nonisolated(unsafe) var found: K.Value?
        let identifier = ObjectIdentifier(key)
        MainActor.assumeIsolated { found = node.layoutValue(for: identifier) as? K.Value }
        return found ?? K.defaultValue
    }
}

extension _LayoutValueModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { LayoutValueNode<Key>(graph: $0) }
    }
}

/// Holds one layout value for the layout above; other keys' values come from the views it wraps.
final class LayoutValueNode<Key: LayoutValueKey>: WrappingLayoutNode, ModifierApplication {
    private var value: Key.Value?

    func apply(_ modifier: _LayoutValueModifier<Key>, context: ResolveContext) {
        // A layout reads values as it lays out: a new value lays it out again (an equal one does not).
        if let old = value, let equatable = old as? any Equatable, equatable.isEqual(to: modifier.value) { return }
        value = modifier.value
        invalidateLayout()
    }

    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? value : content?.layoutValue(for: key)
    }

    override var debugName: String { "LayoutValue" }
}
