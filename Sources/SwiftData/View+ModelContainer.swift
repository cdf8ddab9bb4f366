import FlipbookViews

extension View {
    /// Gives the views inside `container` (its main context is their `modelContext`).
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the views inside a container for `modelType`, made once for this view and kept while it is shown.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in })
        -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the views inside a container for `modelTypes`, made once for this view and kept while it is shown.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in })
        -> some View {
        _ModelContainerOwner(content: self, types: modelTypes, onSetup: onSetup)
    }

    /// Gives the views inside `context` as their `modelContext`.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

extension Scene {
    /// Gives the views of the scene's windows `container`.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        _modifyingWindows { $0.modelContainer(container) }
    }

    /// Gives the views of the scene's windows a container for `modelType`, made once.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in })
        -> some Scene {
        _modifyingWindows { $0.modelContainer(for: [modelType], onSetup: onSetup) }
    }

    /// Gives the views of the scene's windows a container for `modelTypes`, made once.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in })
        -> some Scene {
        _modifyingWindows { $0.modelContainer(for: modelTypes, onSetup: onSetup) }
    }

    /// Gives the views of the scene's windows `context` as their `modelContext`.
    public func modelContext(_ context: ModelContext) -> some Scene {
        _modifyingWindows { $0.modelContext(context) }
    }
}

/// Owns the container `modelContainer(for:)` makes: made when the view first appears and kept in its state,
/// so the models survive the parent's updates.
struct _ModelContainerOwner<Content: View>: View {
    let content: Content
    @State private var container: ModelContainer

    init(content: Content, types: [any PersistentModel.Type],
         onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void) {
        self.content = content
        self.onSetup = onSetup
        // `State` keeps the first value it is given: later updates' containers are dropped unused.
        _container = State(initialValue: ModelContainer(schema: Schema(types), configurations: []))
    }

    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void

    var body: some View {
        content
            .environment(\.modelContext, container.mainContext)
            .onAppear { onSetup(.success(container)) }
    }
}
