import Foundation

/// The store of an app's models, in memory: what `modelContainer(for:)` makes for a view or a scene, and what its
/// `mainContext` inserts into and fetches from.
public final class ModelContainer: @unchecked Sendable {
    /// The model types the container was made for.
    public let schema: Schema
    /// The configurations it was made with (accepted: every store is in memory).
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    private var context: ModelContext?

    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.init(schema: schema, configurations: configurations)
    }

    /// A container for `schema` (making one in memory cannot fail).
    init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.configurations = configurations
    }

    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for the model types `types`.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }

    /// The context views use (`@Environment(\.modelContext)` and `@Query` read it).
    @MainActor public var mainContext: ModelContext {
        if let context { return context }
        let made = ModelContext(self)
        context = made
        return made
    }

    /// Removes every model from the store.
    public func deleteAllData() {
        store.removeAll()
    }
}
