import Foundation

/// A view node's subscription to an observable object: each announced change re-evaluates the node's body in
/// the transaction the change was made in (so a change inside `withAnimation` animates).
final class ObjectSubscription<ObjectType: ObservableObject>: @unchecked Sendable {
    private(set) var object: ObjectType?
    private var cancellable: AnyCancellable?

    init(object: ObjectType?) { self.object = object }

    /// Follows `object` for `owner` (again only if it is another object).
    func follow(_ object: ObjectType, owner: AnyObject, inbox: PendingChanges) {
        if cancellable != nil, self.object === object { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [weak owner, weak inbox] _ in
            guard let owner, let inbox else { return }
            inbox.record(owner: owner, transaction: TransactionContext.current) {}
        }
    }
}

/// The per-value box of an object wrapper, pointing at the object once installed.
final class ObjectLink<ObjectType: AnyObject>: @unchecked Sendable {
    var object: ObjectType?
}

/// An observable object a view creates once and keeps for as long as it is shown, as SwiftUI's `StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let link = ObjectLink<ObjectType>()

    /// Makes the object (once, when the view first appears) with `thunk`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object. Outside a view (an `App`'s property, say) it is made at the first read and kept.
    public var wrappedValue: ObjectType {
        if let object = link.object { return object }
        let object = make()
        link.object = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

extension StateObject: InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String) {
        let make = self.make
        let subscription = host.storage(for: key) { ObjectSubscription<ObjectType>(object: make()) }
        guard let object = subscription.object else { return }
        subscription.follow(object, owner: host, inbox: host.graph.inbox)
        link.object = object
    }
}

/// An observable object passed to a view, whose changes update it, as SwiftUI's `ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object (settable, as SwiftUI's is, so that an initializer can write `self.model = model`).
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`: the view updates when it announces a change.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`: the view updates when it announces a change.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String) {
        let subscription = host.storage(for: key) { ObjectSubscription<ObjectType>(object: nil) }
        subscription.follow(wrappedValue, owner: host, inbox: host.graph.inbox)
    }
}

/// An observable object put in the environment by an ancestor (`environmentObject(_:)`), as SwiftUI's
/// `EnvironmentObject`. Reading it when no ancestor gave one stops the program, with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = ObjectLink<ObjectType>()

    /// Reads the object of this type an ancestor put in the environment.
    public init() {}

    /// The object from the environment; reading it when no ancestor gave one stops the program, as in SwiftUI.
    public var wrappedValue: ObjectType {
        guard let object = link.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String) {
        guard let object = host.environment.observableObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            GraphWarnings.log("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
            link.object = nil
            return
        }
        let subscription = host.storage(for: key) { ObjectSubscription<ObjectType>(object: nil) }
        subscription.follow(object, owner: host, inbox: host.graph.inbox)
        link.object = object
    }
}

struct ObservableObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
    /// The objects `environmentObject(_:)` gave, by type.
    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }
}

extension View {
    /// Gives this view and its descendants `object`, read with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.observableObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
