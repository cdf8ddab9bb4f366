import FlipbookViews

/// The models of the view's model context that a fetch asks for, kept current: `@Query(sort: \Item.date) var
/// items: [Item]`. A view reading it is evaluated again when a model is inserted or deleted, or when a property
/// its filter or order reads changes, in the transaction of the change (so `withAnimation` animates it).
///
/// SwiftData spells the type `Query<Element, Result>`; Flipbook's has the element alone, since the compiler on
/// Linux cannot infer a second parameter for `@Query var items: [Item]` written without arguments.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>

    /// Every model of the type, in insertion order.
    public init() {
        descriptor = FetchDescriptor()
    }

    /// The models, fetched now.
    @MainActor public var wrappedValue: [Element] {
        (try? context.fetch(descriptor)) ?? []
    }

    /// The error of the last fetch (nil: Flipbook's fetches do not fail).
    public var fetchError: (any Error)? { nil }

    /// The context the query fetches from.
    @MainActor public var modelContext: ModelContext { context }
}

extension Query {
    /// The models `descriptor` asks for; `animation` is accepted (a change animates in its own transaction).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
    }

    /// The models `descriptor` asks for; `transaction` is accepted.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor)
    }

    /// The models `filter` accepts, in `sort`'s order (all of them, in insertion order, by default).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models `filter` accepts, in `sort`'s order; `transaction` is accepted.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models `filter` accepts, ordered by the property at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, ordered by the optional property at `keyPath` (models without a value first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

/// The context of the environment's model container.
struct ModelContextKey: EnvironmentKey {
    /// Without a container: an empty one of its own, as a view without `modelContainer` shows no models.
    static var defaultValue: ModelContext {
        // A default value is made for each read, so a context is made here rather than shared.
        let context = ModelContext(ModelContainer(schema: Schema([]), configurations: []))
        context.isStandIn = true
        return context
    }
}

extension EnvironmentValues {
    /// The model context of the container set with `modelContainer(_:)` or `modelContainer(for:)`.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}
