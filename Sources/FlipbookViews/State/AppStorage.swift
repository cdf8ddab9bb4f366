import Foundation

/// A value kept under a key for the whole host, as SwiftUI's `AppStorage` keeps it in user defaults: Flipbook
/// keeps it in memory, per host, starting from the default each time a host starts (so frames stay a function
/// of the scene, the script and the time). Every view reading the key updates when it changes.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let stored: HostStoredValue<Value>

    /// A value under `key`, starting at `wrappedValue`; `store` is accepted.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        stored = HostStoredValue(key: "app." + key, defaultValue: wrappedValue)
    }

    /// The value under the key.
    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { stored.binding }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value under `key`, starting at nil.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A value kept under a key for the host's scene, as SwiftUI's `SceneStorage` (in memory, per host).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let stored: HostStoredValue<Value>

    /// A value under `key` for the scene, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) {
        stored = HostStoredValue(key: "scene." + key, defaultValue: wrappedValue)
    }

    /// The value under the key.
    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { stored.binding }
}

extension AppStorage: InstallableProperty {
    func install(on host: DynamicPropertyHost, key slot: String) { stored.install(on: host) }
}

extension SceneStorage: InstallableProperty {
    func install(on host: DynamicPropertyHost, key slot: String) { stored.install(on: host) }
}

/// What the storage wrappers share: a key of the host's storage, its default, and the cell once installed.
struct HostStoredValue<Value> {
    let key: String
    let defaultValue: Value
    let link = HostStorageLink<Value>()

    var value: Value {
        get { link.cell?.value ?? defaultValue }
        nonmutating set { link.cell?.set(newValue, transaction: TransactionContext.current) }
    }

    var binding: Binding<Value> {
        let link = self.link, fallback = defaultValue
        return Binding(get: { link.cell?.value ?? fallback },
                       set: { value, transaction in
                           link.cell?.set(value, transaction: TransactionContext.current.merging(transaction))
                       })
    }

    @MainActor
    func install(on host: DynamicPropertyHost) {
        link.cell = host.graph.hostStorage.cell(for: key, initial: defaultValue, follower: host)
    }
}

final class HostStorageLink<Value>: @unchecked Sendable {
    var cell: HostStorageCell<Value>?
}

/// The stored values of one host, by key.
final class HostStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var cells: [String: AnyObject] = [:]
    private weak var inbox: PendingChanges?

    init(inbox: PendingChanges) { self.inbox = inbox }

    /// The cell of `key` (made with `initial` the first time), with `follower` re-evaluated when it changes.
    func cell<Value>(for key: String, initial: Value, follower: AnyObject) -> HostStorageCell<Value>? {
        let cell: HostStorageCell<Value>? = lock.withLock {
            if let existing = cells[key] { return existing as? HostStorageCell<Value> }
            let made = HostStorageCell(initial, inbox: inbox)
            cells[key] = made
            return made
        }
        cell?.follow(follower)
        return cell
    }
}

/// One stored value and the views that read it.
final class HostStorageCell<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var followers: [WeakFollower] = []
    private weak var inbox: PendingChanges?

    private struct WeakFollower { weak var owner: AnyObject? }

    init(_ value: Value, inbox: PendingChanges?) {
        stored = value
        self.inbox = inbox
    }

    var value: Value { lock.withLock { stored } }

    func follow(_ owner: AnyObject) {
        lock.withLock {
            followers.removeAll { $0.owner == nil }
            if !followers.contains(where: { $0.owner === owner }) { followers.append(WeakFollower(owner: owner)) }
        }
    }

    func set(_ value: Value, transaction: Transaction) {
        let owners = lock.withLock { () -> [AnyObject] in
            stored = value
            return followers.compactMap(\.owner)
        }
        for owner in owners { inbox?.record(owner: owner, transaction: transaction) {} }
    }
}
