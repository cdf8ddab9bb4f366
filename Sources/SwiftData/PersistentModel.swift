import Foundation
import Observation

/// A model a `ModelContext` keeps: a class made with `@Model`. Models are equal when they are the same object.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The identity of the model in its store.
    var persistentModelID: PersistentIdentifier { get }
    /// The context that last inserted the model (`@Model` declares it; read `modelContext`).
    var _$modelContext: ModelContext? { get set }
}

extension PersistentModel {
    /// The identity of the model: the object itself.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }

    /// The context that inserted the model, while it is in its store.
    public var modelContext: ModelContext? {
        guard let context = _$modelContext, context.container.store.contains(self) else { return nil }
        return context
    }

    /// Models are identified by their persistent identifier, unless they declare an `id` of their own.
    public var id: PersistentIdentifier { persistentModelID }

    /// Whether two models are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The identity of a model in its store.
public struct PersistentIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    let object: ObjectIdentifier

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.object < rhs.object }

    public var description: String { "PersistentIdentifier(\(object.debugDescription))" }
}
