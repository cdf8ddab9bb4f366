import Foundation
import FlipbookViews

/// Inserts, fetches and deletes the models of a container (`@Environment(\.modelContext)`). Changes apply to the
/// container's store at once, so every context and every `@Query` sees them; a change made inside
/// `withAnimation` animates the views that show the results.
public final class ModelContext: @unchecked Sendable {
    /// The container whose store this context changes.
    public let container: ModelContainer
    /// Whether changes are saved without `save()` (accepted: changes always reach the store).
    public var autosaveEnabled = true
    /// Whether there are changes since the last `save()`.
    public private(set) var hasChanges = false
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []
    /// Whether this is the empty context a view without a container reads, whose models are not kept.
    var isStandIn = false

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    private var store: ModelStore { container.store }

    /// Adds `model` (and the models it refers to) to the store.
    public func insert<T: PersistentModel>(_ model: T) {
        if isStandIn {
            GraphWarnings.logOnce("A model was inserted into the model context of a view without a model container: "
                + "it is not kept. Set one with modelContainer(for:) on the view or one of its ancestors.")
        }
        model._$modelContext = self
        if store.insert(model, by: self) {
            inserted.append(model)
            hasChanges = true
        }
    }

    /// Removes `model` from the store.
    public func delete<T: PersistentModel>(_ model: T) {
        if store.remove(model) {
            deleted.append(model)
            hasChanges = true
        }
    }

    /// Removes every model of type `model` that `predicate` accepts (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                           includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// The models `descriptor` asks for: of its type, accepted by its predicate, in its sort order, from its
    /// offset and up to its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        store.insertReachableModels(by: self)
        var models = store.models(of: T.self)
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let end = descriptor.fetchLimit.map { min(offset + max($0, 0), models.count) } ?? models.count
        return Array(models[offset..<end])
    }

    /// How many models `descriptor` asks for.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `descriptor` asks for.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Marks the changes so far saved (the store already has them), adding the models that models in the store
    /// have come to refer to.
    public func save() throws {
        store.insertReachableModels(by: self)
        inserted.removeAll()
        deleted.removeAll()
        hasChanges = false
    }

    /// Undoes the insertions and deletions since the last `save()`.
    public func rollback() {
        for model in inserted { store.remove(model) }
        for model in deleted { store.insert(model, by: self) }
        inserted.removeAll()
        deleted.removeAll()
        hasChanges = false
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Applies pending changes (they already are).
    public func processPendingChanges() {}

    /// The models inserted since the last `save()`.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The models deleted since the last `save()`.
    public var deletedModelsArray: [any PersistentModel] { deleted }

    /// The model with `identifier`, if the store has it.
    public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
        store.models(of: T.self).first { $0.persistentModelID == identifier }
    }
}

/// What to fetch: models of one type, filtered, sorted, and a window of them.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to keep; all of them when nil.
    public var predicate: Predicate<T>?
    /// The order of the results; insertion order when empty.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many results.
    public var fetchLimit: Int?
    /// How many results to skip.
    public var fetchOffset: Int?
    /// Whether unsaved changes count (accepted: they always do).
    public var includePendingChanges = true
    /// The properties to load (accepted: models are whole in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load with the models (accepted).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models `predicate` accepts, in `sortBy`'s order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
