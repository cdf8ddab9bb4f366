import Foundation
import Observation

/// A container's models in the order they were inserted, and a revision that reads follow: a view that fetched
/// from the store is evaluated again when a model is inserted or deleted.
@Observable
final class ModelStore {
    /// Bumped by every insertion and deletion.
    private(set) var revision = 0
    @ObservationIgnored private var models: [any PersistentModel] = []
    @ObservationIgnored private var identities: Set<ObjectIdentifier> = []
    /// Models deleted while others still refer to them: reaching them again does not bring them back (only
    /// inserting them does), as SwiftData's delete takes them out of the relationships that held them.
    @ObservationIgnored private var deleted: Set<ObjectIdentifier> = []

    /// The models of type `T` (and its subclasses), in insertion order; reading them follows the store.
    func models<T: PersistentModel>(of type: T.Type) -> [T] {
        _ = revision
        return models.compactMap { $0 as? T }
    }

    /// Whether `model` is in the store.
    func contains(_ model: any PersistentModel) -> Bool { identities.contains(ObjectIdentifier(model)) }

    /// Adds `model` and the models it refers to that are not in the store yet (SwiftData inserts related models
    /// with the model that holds them; inserting a model again adds the ones it has come to refer to). Returns
    /// whether anything was added.
    /// Each model added takes `context` as its `modelContext`.
    @discardableResult
    func insert(_ model: any PersistentModel, by context: ModelContext?) -> Bool {
        var added = false
        var visited: Set<ObjectIdentifier> = []
        deleted.remove(ObjectIdentifier(model))
        var pending: [any PersistentModel] = [model]
        while let next = pending.popLast() {
            guard visited.insert(ObjectIdentifier(next)).inserted, !deleted.contains(ObjectIdentifier(next)) else {
                continue
            }
            if identities.insert(ObjectIdentifier(next)).inserted {
                if let context { next._$modelContext = context }
                models.append(next)
                added = true
            }
            pending += Self.relatedModels(of: next)
        }
        if added { revision += 1 }
        return added
    }

    /// Adds the models that models in the store have come to refer to since they were inserted, found by
    /// `context`.
    func insertReachableModels(by context: ModelContext) {
        for model in models {
            for related in Self.relatedModels(of: model)
            where !contains(related) && !deleted.contains(ObjectIdentifier(related)) {
                insert(related, by: context)
            }
        }
    }

    /// Removes `model`. Returns whether it was there.
    @discardableResult
    func remove(_ model: any PersistentModel) -> Bool {
        guard identities.remove(ObjectIdentifier(model)) != nil else { return false }
        deleted.insert(ObjectIdentifier(model))
        models.removeAll { $0 === model }
        revision += 1
        return true
    }

    /// Removes every model.
    func removeAll() {
        guard !models.isEmpty else { return }
        models.removeAll()
        identities.removeAll()
        deleted.removeAll()
        revision += 1
    }

    /// The models a model's stored properties hold: one, an optional one, or a collection of them.
    static func relatedModels(of model: any PersistentModel) -> [any PersistentModel] {
        var found: [any PersistentModel] = []
        func collect(_ value: Any) {
            if let related = value as? any PersistentModel {
                found.append(related)
                return
            }
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional, .collection, .set:
                for child in mirror.children { collect(child.value) }
            default:
                break
            }
        }
        for child in Mirror(reflecting: model).children { collect(child.value) }
        return found
    }
}
