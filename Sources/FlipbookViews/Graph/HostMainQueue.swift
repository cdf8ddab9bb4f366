import Foundation

/// Work scheduled with `DispatchQueue.main` while a host is running: it runs between frames, at host time,
/// so that what a frame shows stays a pure function of the scene, the script and the time.
final class HostMainQueue: @unchecked Sendable {
    /// The queue of the host doing work on this task or thread right now (nil outside host work:
    /// `DispatchQueue.main` is the real one). A task-local, so hosts on other threads have their own.
    @TaskLocal static var current: HostMainQueue?

    private struct Timer {
        let due: TimeInterval
        let order: Int
        let work: () -> Void
    }

    private let lock = NSLock()
    private var ready: [() -> Void] = []
    private var timers: [Timer] = []
    private var order = 0
    private(set) var now: TimeInterval = 0

    func async(_ work: @escaping () -> Void) {
        lock.withLock { ready.append(work) }
    }

    func asyncAfter(delay: TimeInterval, _ work: @escaping () -> Void) {
        lock.withLock {
            order += 1
            // Rounded to the millisecond: the delay was measured against a moving wall clock.
            let due = now + (max(0, delay) * 1e3).rounded() / 1e3
            timers.append(Timer(due: due, order: order, work: work))
        }
    }

    var isEmpty: Bool { lock.withLock { ready.isEmpty } }
    var hasTimers: Bool { lock.withLock { !timers.isEmpty } }

    func hasDueWork(at time: TimeInterval) -> Bool {
        lock.withLock { !ready.isEmpty || timers.contains { $0.due <= time } }
    }

    /// Runs everything queued and every timer due by `time`, in order; work queued meanwhile runs too.
    func runDue(at time: TimeInterval) {
        lock.withLock { now = time }
        for _ in 0..<1000 {
            let work: (() -> Void)? = lock.withLock {
                if !ready.isEmpty { return ready.removeFirst() }
                let due = timers.enumerated().filter { $0.element.due <= time }
                    .min { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) }
                guard let due else { return nil }
                timers.remove(at: due.offset)
                return due.element.work
            }
            guard let work else { return }
            work()
        }
    }
}
