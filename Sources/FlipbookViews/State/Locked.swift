import Synchronization

/// A value behind a mutex (state written from closures may run off the main actor).
final class Locked<Value>: @unchecked Sendable {
    private let mutex = Mutex(())
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { _ in body(&value) }
    }
}
