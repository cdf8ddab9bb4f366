import Foundation

/// `task`: async work started when the view appears and cancelled when it leaves (or restarted when its `id`
/// changes). In a host the work runs on the host's executor, between frames, and `Task.sleep` waits for host
/// time, so every step of it happens at an exact host time.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(TaskNode<V, ID>(graph: graph))
    }
}

extension View {
    /// Starts `action` when the view appears; cancels it when the view leaves.
    ///
    /// Unlike SwiftUI's, the closure is not isolated to the main actor (a host runs it on its own executor,
    /// on its clock): Swift 6 code that changes a view's state in it gets a warning, not an error.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again (cancelling the last run) whenever `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}

final class TaskNode<Content: View, ID: Equatable>: SingleChildNode, ViewNode {
    private var id: ID?
    private var running: Task<Void, Never>?

    func update(_ view: ModifiedContent<Content, _TaskModifier<ID>>, context: ResolveContext) {
        let modifier = view.modifier
        if id == nil || id != modifier.id {
            id = modifier.id
            graph.runAfterUpdate { [weak self] in self?.start(modifier) }
        }
        setChild(view.content, context: context)
    }

    private func start(_ modifier: _TaskModifier<ID>) {
        guard !isRemoved else { return }
        running?.cancel()
        let action = modifier.action
        running = Task(executorPreference: graph.mainQueue.executor, priority: modifier.priority) {
            await action()
        }
    }

    override func didRemove() {
        running?.cancel()
        running = nil
    }
}
