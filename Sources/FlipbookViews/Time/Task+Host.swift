import Foundation

// `Task { … }` started by host work (an action, `onAppear`, a timer, `onChange`) runs on the host's executor, as
// `.task` does: between frames, at host time, its `Task.sleep` waiting for host time. Swift's own initializer
// would put the task on the main actor, whose queue a host drains only where its program allows it (see
// `MainActorQueue`), so in a test it would run whenever Swift got to it; or, started from nonisolated code, on
// the global executor, racing the frames. These initializers shadow Swift's (a
// module's declarations shadow those of the modules it imports), so user code spells them as it always has.

extension Task where Failure == Never {
    /// Starts `operation` as a new top-level task. In a host it runs on the host's executor, on the host's clock;
    /// elsewhere as a task of its own.
    ///
    /// Unlike Swift's, the closure does not inherit the main actor (a host runs it on its own executor): Swift 6
    /// code that changes a view's state in it gets a warning, not an error, as in `.task`. A closure marked
    /// `@MainActor` runs on the main actor, whose queue `flipbook` drains between frames (see `MainActorQueue`).
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_implicitSelfCapture operation: sending @escaping @Sendable () async -> Success) {
        self = Task(executorPreference: HostMainQueue.current?.executor, priority: priority, operation: operation)
    }
}

extension Task where Failure == Error {
    /// Starts the throwing `operation` as a new top-level task. In a host it runs on the host's executor, on the
    /// host's clock; elsewhere as a task of its own.
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_implicitSelfCapture operation: sending @escaping @Sendable () async throws -> Success) {
        self = Task(executorPreference: HostMainQueue.current?.executor, priority: priority, operation: operation)
    }
}

extension MainActor {
    /// Runs `body` on the main actor. In a task a host runs (`Task { }` from an action, `.task`), `body` runs right
    /// there, between frames: the host's tasks already run one at a time on the main actor, and the main actor's
    /// own queue is one a host drains only where its program allows it (see `MainActorQueue`).
    public static func run<T: Sendable>(resultType: T.Type = T.self,
                                        body: @MainActor @Sendable () throws -> T) async rethrows -> T {
        if let host = HostMainQueue.current, host.executor.isCurrent { return try inline(body) }
        return try await onMainActor(body)
    }

    /// `body`, run in place from a host's task: a host runs its tasks' jobs from its own work on the main actor
    /// (`HostMainQueue.runDue` is main-actor isolated), so the main actor is already held.
    private static func inline<T: Sendable>(_ body: @MainActor @Sendable () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated { try body() }
    }

    @MainActor
    private static func onMainActor<T: Sendable>(_ body: @MainActor @Sendable () throws -> T) rethrows -> T {
        try body()
    }
}
