import Foundation

// `Task { … }` started by host work (an action, `onAppear`, a timer, `onChange`) runs on the host's executor, as
// `.task` does: between frames, at host time, its `Task.sleep` waiting for host time. Swift's own initializer
// would put the task on the main actor, whose queue a host never drains, so it would never run; or, started
// from nonisolated code, on the global executor, racing the frames. These initializers shadow Swift's (a
// module's declarations shadow those of the modules it imports), so user code spells them as it always has.

extension Task where Failure == Never {
    /// Starts `operation` as a new top-level task. In a host it runs on the host's executor, on the host's clock;
    /// elsewhere as a task of its own.
    ///
    /// Unlike Swift's, the closure does not inherit the main actor (a host runs it on its own executor): Swift 6
    /// code that changes a view's state in it gets a warning, not an error, as in `.task`. A closure marked
    /// `@MainActor` runs on the main actor, which a host does not drive.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: sending @escaping @Sendable () async -> Success) {
        self = Task(executorPreference: HostMainQueue.current?.executor, priority: priority, operation: operation)
    }
}

extension Task where Failure == Error {
    /// Starts the throwing `operation` as a new top-level task. In a host it runs on the host's executor, on the
    /// host's clock; elsewhere as a task of its own.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: sending @escaping @Sendable () async throws -> Success) {
        self = Task(executorPreference: HostMainQueue.current?.executor, priority: priority, operation: operation)
    }
}
