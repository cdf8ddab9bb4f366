/// A key for a value an animation keeps between frames in ``AnimationState``.
public protocol AnimationStateKey {
    /// The type of the value stored under this key.
    associatedtype Value
    /// The value before the animation first writes one.
    static var defaultValue: Value { get }
}

/// Per-animator storage for custom animations, keyed by type.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Empty storage: every key reads its default value.
    public init() {}

    /// The value stored under `key`, or the key's default value if none was written.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Context an animation receives on each evaluation: its state, and whether it has finished logically.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps between frames.
    public var state: AnimationState<Value>

    /// Set by an animation once it is logically complete (it may keep moving imperceptibly, e.g. a spring's
    /// tail). If an animation never sets it, logical completion happens when it finishes.
    public var isLogicallyComplete: Bool

    /// Values the host attaches (the view layer puts the environment here); carried into sub-contexts.
    package var hostValues: [ObjectIdentifier: Any]

    /// A context with `state` that says whether the animation has finished logically.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.hostValues = [:]
    }

    /// A context for a sub-animation with its own state, sharing everything else.
    public func withState<T>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
        context.hostValues = hostValues
        return context
    }
}
