import Foundation

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration` nanoseconds: of host time in a task a host started (`.task`, `Task { }`), so that
    /// what it does next happens at an exact host time; of real time elsewhere. Throws `CancellationError` if
    /// the task is cancelled meanwhile (the view left).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends the task for `duration`: host time in a task a host started, real time elsewhere.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    private static func sleep(seconds: Double) async throws {
        // Host time in the tasks whose jobs the host runs (`.task`, and `Task { }` started by host work), and in
        // their main-actor code, which the host's thread runs: a task started outside a host, or detached, runs
        // concurrently with any host, so it sleeps for real time.
        guard let host = HostMainQueue.current, host.executor.isCurrent || Thread.isMainThread else {
            try await ContinuousClock().sleep(until: .now + .nanoseconds(Int64(max(0, min(seconds, 9e9)) * 1e9)))
            return
        }
        try Task<Never, Never>.checkCancellation()
        let wait = HostSleep()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                wait.start(continuation, on: host, after: seconds)
            }
        } onCancel: {
            wait.cancel()
        }
    }
}

/// One `Task.sleep` on a host's clock: resumed by a host timer, or with `CancellationError` when its task is
/// cancelled, whichever comes first.
private final class HostSleep: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var timer: (queue: HostMainQueue, token: Int)?
    private var isCancelled = false

    func start(_ continuation: CheckedContinuation<Void, Error>, on host: HostMainQueue, after seconds: Double) {
        let cancelled = lock.withLock {
            self.continuation = continuation
            return isCancelled
        }
        if cancelled { return finish(throwing: true) }
        let delay = seconds.isFinite ? max(0, seconds) : .greatestFiniteMagnitude
        let token = host.schedule(at: host.now + delay) { [self] in finish(throwing: false) }
        lock.withLock { timer = (host, token) }
    }

    func cancel() {
        let started = lock.withLock {
            isCancelled = true
            return continuation != nil
        }
        if started { finish(throwing: true) }
    }

    private func finish(throwing: Bool) {
        let (continuation, timer) = lock.withLock {
            defer { self.continuation = nil; self.timer = nil }
            return (self.continuation, self.timer)
        }
        if throwing, let timer { timer.queue.cancel(timer.token) }
        if throwing {
            continuation?.resume(throwing: CancellationError())
        } else {
            continuation?.resume()
        }
    }
}
