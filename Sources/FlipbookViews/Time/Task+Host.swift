import Foundation

// `Task { … }` as views write it: started from an action, `onAppear` or a body, it does its work and then
// changes state, often after a `Task.sleep`. In SwiftUI it runs on the main actor soon after; here, started
// inside a host, it runs on the host's executor between frames, and its sleeps wait for host time, so each
// step lands at an exact host time. Outside a host these are the standard library's tasks.
//
// The standard library's initializers take an `@isolated(any)` operation that inherits the caller's actor. A
// main-actor operation would be queued on the real main queue, which nothing drains while a host renders, so
// these overloads (preferred by the compiler for a closure literal, as their parameter is a plain `@Sendable`
// function) take the operation unisolated, as `.task` does.

extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task: inside a host, on the host's executor between frames, with
    /// `Task.sleep` waiting for host time.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: @escaping @Sendable () async -> Success) {
        if let host = HostMainQueue.current {
            self.init(executorPreference: host.executor, priority: priority, operation: operation)
        } else {
            self.init(priority: priority, operation: { await operation() })
        }
    }
}

extension Task where Failure == any Error {
    /// Runs the throwing `operation` as a new top-level task: inside a host, on the host's executor between
    /// frames, with `Task.sleep` waiting for host time.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: @escaping @Sendable () async throws -> Success) {
        if let host = HostMainQueue.current {
            self.init(executorPreference: host.executor, priority: priority, operation: operation)
        } else {
            self.init(priority: priority, operation: { try await operation() })
        }
    }
}
