import Foundation

/// A body's reads of `@Observable` objects, followed for its node: the first change to any of them after the
/// body was evaluated re-evaluates it, in the transaction the change was made in (so a change inside
/// `withAnimation` animates).
final class ObservationFollower: @unchecked Sendable {
    private weak var owner: AnyObject?
    private weak var inbox: PendingChanges?
    private let lock = NSLock()
    /// Bumped by each evaluation: a change seen by an older evaluation's tracking is already covered.
    private var generation = 0

    init(owner: AnyObject, inbox: PendingChanges) {
        self.owner = owner
        self.inbox = inbox
    }

    /// Evaluates `body`, following the observable properties it reads.
    func track<T>(_ body: () -> T) -> T {
        let current = lock.withLock {
            generation += 1
            return generation
        }
        return withObservationTracking(body) { [self] in
            guard lock.withLock({ generation == current }), let owner, let inbox else { return }
            inbox.record(owner: owner, transaction: TransactionContext.current) {}
        }
    }
}

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable`: `$model.name` for
/// `@Bindable var model`, or `Bindable(model).name`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value: AnyObject & Observable> {
    /// The observable object.
    public var wrappedValue: Value

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to the same object as `projectedValue`.
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }

    /// Itself: `$model.name` is a binding to the object's `name`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension View {
    /// Gives this view and its descendants `object`, read with `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.observableObjects) { objects in
            objects[ObjectIdentifier(T.self)] = object
        }
    }
}
