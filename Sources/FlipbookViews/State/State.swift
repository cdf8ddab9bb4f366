import Foundation

/// A value a view owns; changing it updates the views that read it.
///
/// The value lives in the view graph, tied to the view's structural identity: it survives re-evaluation of the
/// view and is dropped when the view leaves the tree.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link = StateLink<Value>()

    /// State starting at `value`; the view graph keeps it while the view is on screen.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// State starting at `value`.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value; setting it updates the views that read it, in the current transaction.
    public var wrappedValue: Value {
        get { link.cell?.value ?? link.detachedValue ?? initialValue }
        nonmutating set {
            if let cell = link.cell {
                cell.set(newValue, transaction: TransactionContext.current)
            } else {
                GraphWarnings.log("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                link.detachedValue = newValue
            }
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let link = self.link
        let initial = initialValue
        return Binding(get: { link.cell?.value ?? link.detachedValue ?? initial },
                       set: { value, transaction in
                           if let cell = link.cell {
                               cell.set(value, transaction: TransactionContext.current.merging(transaction))
                           } else {
                               link.detachedValue = value
                           }
                       })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String) {
        let initial = initialValue
        let inbox = host.graph.inbox
        link.cell = host.storage(for: key) { StateCell(initial, owner: host as AnyObject, inbox: inbox) }
    }
}

/// The per-value box of a `State`, pointing at the persistent cell once installed.
final class StateLink<Value>: @unchecked Sendable {
    var cell: StateCell<Value>?
    var detachedValue: Value?
}

/// The persistent storage of one `@State`, owned by a view node.
///
/// A write is seen at once by code outside view updates (an action reading back what it wrote), but bodies see
/// it only when the graph processes the write's transaction: two `withAnimation` blocks in a row animate their
/// own changes with their own animations, as in SwiftUI.
final class StateCell<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var latestValue: Value
    /// What bodies see: the value as of the last processed write.
    private var committedValue: Value
    private weak var owner: AnyObject?
    private weak var inbox: PendingChanges?

    init(_ value: Value, owner: AnyObject, inbox: PendingChanges) {
        latestValue = value
        committedValue = value
        self.owner = owner
        self.inbox = inbox
    }

    var value: Value {
        let seesCommitted = StateReads.seeCommitted
        return lock.withLock { seesCommitted ? committedValue : latestValue }
    }

    func set(_ newValue: Value, transaction: Transaction) {
        let unchanged = lock.withLock { () -> Bool in
            let same = Self.isSame(latestValue, newValue)
            latestValue = newValue
            return same
        }
        guard !unchanged else { return }
        guard let owner, let inbox else {
            lock.withLock { committedValue = newValue }
            return
        }
        inbox.record(owner: owner, transaction: transaction) { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.committedValue = newValue }
        }
    }

    /// Writing an equal value does not invalidate anything (so feedback writes from `effectValue` settle).
    private static func isSame(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

/// Whether state reads on this thread see committed values (while the graph evaluates bodies and lays out).
enum StateReads {
    @TaskLocal static var seeCommitted = false
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// State writes waiting for one graph: it drains them at its next update point.
final class PendingChanges: @unchecked Sendable {
    struct Change {
        let owner: AnyObject
        let transaction: Transaction
        /// Makes the written value visible to bodies.
        let commit: () -> Void
    }
    private let changes = Locked<[Change]>([])

    func record(owner: AnyObject, transaction: Transaction, commit: @escaping () -> Void) {
        changes.withLock { $0.append(Change(owner: owner, transaction: transaction, commit: commit)) }
    }

    func take() -> [Change] {
        changes.withLock { changes in
            let taken = changes
            changes = []
            return taken
        }
    }

    var isEmpty: Bool { changes.withLock { $0.isEmpty } }
}

/// SwiftUI-style runtime warnings. Code running for a graph logs to that graph's ``WarningLog`` (the graph binds
/// it to the task or thread doing its work); a warning raised outside any graph is printed.
package enum GraphWarnings {
    @TaskLocal static var current: WarningLog?

    package static func log(_ message: String) {
        if let current {
            current.record(message)
        } else {
            FileHandle.standardError.write(Data("[Flipbook] \(message)\n".utf8))
        }
    }

    /// Logs `message` unless this graph logged it before (for warnings raised on every frame, such as a missing
    /// asset met while drawing, which would otherwise fill the log).
    package static func logOnce(_ message: String) {
        if let current {
            current.recordOnce(message)
        } else {
            log(message)
        }
    }
}

/// The runtime warnings of one graph, in order: each is printed to standard error the first time it occurs.
final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var recorded: [String] = []

    /// Every warning logged, repeats included.
    var messages: [String] { lock.withLock { recorded } }

    func recordOnce(_ message: String) {
        guard !lock.withLock({ seen.contains(message) }) else { return }
        record(message)
    }

    func record(_ message: String) {
        let isNew = lock.withLock { () -> Bool in
            recorded.append(message)
            return seen.insert(message).inserted
        }
        if isNew { FileHandle.standardError.write(Data("[Flipbook] \(message)\n".utf8)) }
    }
}
