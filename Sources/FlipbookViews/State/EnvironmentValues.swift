/// A key for a value in ``EnvironmentValues``.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value views see until an ancestor sets one.
    static var defaultValue: Value { get }
}

/// Values passed down the view tree: fonts, colours, the colour scheme, and custom keys.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values, in a box that is never changed: a change makes a new box, so two environments with the same
    /// box are the same, and nodes tell cheaply whether theirs changed (without a counter shared by all graphs).
    private var storage = EnvironmentStorage.empty

    /// Every value at its default.
    public init() {}

    /// The value for `key`, or the key's default if none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: a missing value cast to an optional `Value` would be a present nil, not the default.
            guard let value = storage.values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            let old = storage.values[id]
            if let old, let equatable = old as? any Equatable, equatable.isEqual(to: newValue) { return }
            if old == nil, let equatable = K.defaultValue as? any Equatable, equatable.isEqual(to: newValue) {
                return
            }
            var values = storage.values
            values[id] = newValue
            storage = EnvironmentStorage(values: values)
        }
    }

    /// Whether `other` holds the very same values (set by the same writes), without comparing them.
    func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }

    public var description: String { "EnvironmentValues(\(storage.values.count) values)" }
}

/// The values of an environment; immutable once made.
private final class EnvironmentStorage: @unchecked Sendable {
    static let empty = EnvironmentStorage(values: [:])
    let values: [ObjectIdentifier: Any]

    init(values: [ObjectIdentifier: Any]) {
        self.values = values
    }
}

/// The light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light or the dark appearance.
    case light, dark
}

/// Reading order of the interface.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, or right to left.
    case leftToRight, rightToLeft
}

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The appearance: light unless the host or `preferredColorScheme` says dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The reading order: left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Pixels per point of the display (1 unless set).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Whether controls inside respond (false under `disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Reads a value of the environment of the view that declares it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// The value in an environment (nil: an object nobody gave).
    let read: (EnvironmentValues) -> Value?
    let link = EnvironmentLink<Value>()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of this type that an ancestor gave with `environment(_:)`; reading it when
    /// none did stops the program, with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.observableObjects[ObjectIdentifier(Value.self)] as? Value }
    }

    /// Reads the `@Observable` object of this type that an ancestor gave, if any.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0.observableObjects[ObjectIdentifier(T.self)] as? T) }
    }

    /// The value the view's environment holds now.
    public var wrappedValue: Value {
        guard let value = link.value ?? read(EnvironmentValues()) else {
            fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
        }
        return value
    }
}

final class EnvironmentLink<Value>: @unchecked Sendable {
    var value: Value?
    init() {}
}

extension Environment: InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String) {
        link.value = read(host.environment)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Rewrites the environment of this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}

/// Writes one environment value for the modified content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

struct EnvironmentTransformModifier<Value>: ViewModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var transform: (inout Value) -> Void
    func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension _EnvironmentKeyWritingModifier: EnvironmentModifying {
    func modify(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension EnvironmentTransformModifier: EnvironmentModifying {
    func modify(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

/// Modifiers that only change the environment their content is resolved in.
@MainActor
protocol EnvironmentModifying {
    func modify(_ environment: inout EnvironmentValues)
}
