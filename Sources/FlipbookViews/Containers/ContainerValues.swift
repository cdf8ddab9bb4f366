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
}

/// A view that gives its container a value: drawn as its content.
public struct _ContainerValueView<Content: View>: View {
    let content: Content
    let apply: (inout ContainerValues) -> Void

    /// The content, as it is.
    public var body: Content { content }
}

extension View {
    /// Gives this view's container `value` at `keyPath`, read from the `Subview`'s `containerValues` by
    /// `Group(subviews:)` and `ForEach(subviews:)`. On a group of views, each of them gets it.
    public func containerValue<Value>(_ keyPath: WritableKeyPath<ContainerValues, Value>,
                                      _ value: Value) -> _ContainerValueView<Self> {
        _ContainerValueView(content: self) { $0[keyPath: keyPath] = value }
    }
}
