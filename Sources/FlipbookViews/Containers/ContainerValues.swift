import Foundation

/// A key for a value a view gives its container, as iOS 18's `ContainerValueKey`: declared with
/// `@Entry var accent: Color = .blue` in `extension ContainerValues`, set with `containerValue(_:_:)` and read
/// from a `Subview`'s `containerValues`.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a subview has until it sets one.
    static var defaultValue: Value { get }
}

/// The values views give the containers that resolve them into subviews (`Group(subviews:)`,
/// `ForEach(subviews:)`), by key.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values: every key reads its default.
    public init() {}

    /// The value for `key`, or the key's default if the view set none.
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// These values with `inner`'s on top: the value set closest to the view wins.
    func overlaid(with inner: ContainerValues) -> ContainerValues {
        var result = self
        result.values.merge(inner.values) { _, closer in closer }
        return result
    }

    /// Whether both hold the same keys with equal values; a value that is not `Equatable` counts as changed.
    @MainActor
    func isSame(as other: ContainerValues) -> Bool {
        values.count == other.values.count && values.allSatisfy { key, value in
            other.values[key].map { ViewComparison.fieldEqual(value, $0) } ?? false
        }
    }
}

/// A view that gives its container a value: drawn as its content.
public struct _ContainerValueView<Content: View>: View {
    let content: Content
    let apply: (inout ContainerValues) -> Void

    /// The content, carrying the value for a ``Layout`` that reads its subviews' `containerValues`.
    public var body: ModifiedContent<Content, _ContainerValueModifier> {
        content.modifier(_ContainerValueModifier(apply: apply))
    }
}

/// Holds a view's container values for the ``Layout`` that places it (`LayoutSubview.containerValues`).
public struct _ContainerValueModifier: ViewModifier {
    let apply: (inout ContainerValues) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ContainerValueNode(graph: $0) }
    }
}

/// The container values one `containerValue(_:_:)` sets, over those of the views it wraps.
final class ContainerValueNode: WrappingLayoutNode, ModifierApplication {
    private var values = ContainerValues()

    func apply(_ modifier: _ContainerValueModifier, context: ResolveContext) {
        var values = ContainerValues()
        modifier.apply(&values)
        // A layout reads them as it lays out: new values lay it out again (equal ones do not).
        if values.isSame(as: self.values) { return }
        self.values = values
        invalidateLayout()
    }

    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        guard key == ObjectIdentifier(ContainerValues.self) else { return content?.layoutValue(for: key) }
        let inner = content?.layoutValue(for: key) as? ContainerValues ?? ContainerValues()
        return values.overlaid(with: inner)
    }

    override var debugName: String { "ContainerValue" }
}

extension LayoutSubview {
    /// The values this subview gave its container with `containerValue(_:_:)` (iOS 18), each key's default
    /// where it gave none.
    public var containerValues: ContainerValues {
        nonisolated(unsafe) var found: ContainerValues?
        MainActor.assumeIsolated {
            found = node.layoutValue(for: ObjectIdentifier(ContainerValues.self)) as? ContainerValues
        }
        return found ?? ContainerValues()
    }
}

extension View {
    /// Gives this view's container `value` at `keyPath`, read from the `Subview`'s `containerValues` by
    /// `Group(subviews:)` and `ForEach(subviews:)`. On a group of views, each of them gets it.
    public func containerValue<Value>(_ keyPath: WritableKeyPath<ContainerValues, Value>,
                                      _ value: Value) -> _ContainerValueView<Self> {
        _ContainerValueView(content: self) { $0[keyPath: keyPath] = value }
    }
}
