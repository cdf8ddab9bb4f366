import Foundation

/// A key for a value that views publish while they are focused, for commands and other scenes to read, as
/// SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view publishes, as SwiftUI's `FocusedValues`. Flipbook's scenes are one window with
/// no menu bar, so no command reads them: published values are accepted, and every value reads nil.
public struct FocusedValues {
    init() {}

    /// The value for `key`: nil in Flipbook (see the type's documentation).
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// A value the focused view publishes, read by a command or a view elsewhere, as SwiftUI's `FocusedValue`. It
/// reads nil in Flipbook: nothing is focused across scenes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The value at `keyPath` of the focused view's published values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// The published value, or nil.
    public var wrappedValue: Value? { nil }
}

extension FocusedValue {
    /// The focused view's published object of type `objectType` (iOS 17's form for `@Observable` models).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
}

/// A binding the focused view publishes, as SwiftUI's `FocusedBinding`; nil in Flipbook.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// The binding at `keyPath` of the focused view's published values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The bound value, or nil.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// The binding, or nil.
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// An `ObservableObject` the focused view publishes, as SwiftUI's `FocusedObject`; nil in Flipbook.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The focused view's published object of this type.
    public init() {}

    /// The object, or nil.
    public var wrappedValue: ObjectType? { nil }
}

extension View {
    /// Publishes `value` at `keyPath` while this view is focused (accepted: see ``FocusedValues``).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Publishes `value` at `keyPath`, or nothing when it is nil (accepted).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }

    /// Publishes an `@Observable` object while this view is focused (accepted).
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

    /// Publishes `value` at `keyPath` while this view's scene is focused (accepted).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Publishes an `@Observable` object while this view's scene is focused (accepted).
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

    /// Publishes an `ObservableObject` while this view is focused (accepted).
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// Publishes an `ObservableObject` while this view's scene is focused (accepted).
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
