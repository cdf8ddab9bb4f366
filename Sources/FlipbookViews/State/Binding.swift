/// A read-write reference to a value owned elsewhere, usually a parent's `@State`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction used for writes through this binding.
    public var transaction = Transaction()
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    /// The value when the binding was made (in a body: the value that body saw). Two bindings to the same
    /// storage read the same live value, so views holding bindings are compared by this instead.
    let snapshot: Value

    /// A binding reading and writing through two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) })
    }

    /// A binding whose setter also receives the transaction of the write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        snapshot = get()
    }

    /// The binding a `$` projection passes on.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let transaction = self.transaction
            if transaction.animationIsSet || !transaction.values.isEmpty || transaction.disablesAnimations {
                withTransaction(transaction) { setter(newValue, transaction) }
            } else {
                setter(newValue, transaction)
            }
        }
    }

    /// The binding itself, so that `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        var result = Binding<Subject>(get: { self.getter()[keyPath: keyPath] },
                                      set: { value, transaction in
                                          var whole = self.getter()
                                          whole[keyPath: keyPath] = value
                                          self.setter(whole, transaction)
                                      })
        result.transaction = transaction
        return result
    }

    /// The same binding, whose writes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var result = self
        result.transaction.animation = animation
        return result
    }

    /// The same binding, whose writes use `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var result = self
        result.transaction = transaction
        return result
    }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// A binding to an optional value, nil when the source is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

/// A binding is `Sendable` when its value is, as in SwiftUI (a shape that holds one stays a `Sendable` shape).
/// Its closures read and write the value on the main actor, where views are evaluated.
extension Binding: @unchecked Sendable where Value: Sendable {}
