import Foundation

/// State that a gesture updates while it runs (through `updating`), and that goes back to its initial value
/// when the gesture ends or is cancelled.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let resetTransaction: Transaction
    /// Called with the value being reset and the transaction of the reset, which it may change.
    var resetBody: ((Value, inout Transaction) -> Void)?
    let link = StateLink<Value>()

    /// Gesture state starting at, and returning to, `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Gesture state starting at, and returning to, `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Gesture state whose return to the initial value uses `resetTransaction` (to animate it, for instance).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        self.resetTransaction = resetTransaction
    }

    /// Gesture state starting at `initialValue`, returning to it in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Gesture state starting at `wrappedValue`; `reset` is called with the value when the gesture ends and may
    /// change the transaction the state returns in (`transaction.animation = .spring()`).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
        resetBody = reset
    }

    /// Gesture state starting at `initialValue`, with a `reset` callback.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value now: the gesture's while it runs, the initial value otherwise.
    public var wrappedValue: Value {
        link.cell?.value ?? initialValue
    }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func write(_ value: Value, transaction: Transaction) {
        link.cell?.set(value, transaction: TransactionContext.current.merging(transaction))
    }

    func reset() {
        var transaction = resetTransaction
        if let resetBody { resetBody(wrappedValue, &transaction) }
        link.cell?.set(initialValue, transaction: TransactionContext.current.merging(transaction))
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional gesture state starting at nil, returning to it in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Optional gesture state starting at nil, with a `reset` callback.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String) {
        let initial = initialValue
        let inbox = host.graph.inbox
        link.cell = host.storage(for: key) { StateCell(initial, owner: host as AnyObject, inbox: inbox) }
    }
}

extension GestureState: IgnoredInComparison {}
