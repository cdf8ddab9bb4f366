import Foundation

/// Work scheduled on a host's clock while it runs: `DispatchQueue.main`, `Timer`s, timer publishers and the
/// async work of `.task` (whose jobs run here, and whose `Task.sleep` waits for host time). It all runs between
/// frames, at host time, so that what a frame shows stays a pure function of the scene, the script and the time.
final class HostMainQueue: @unchecked Sendable {
    /// The queue of the host doing work on this task or thread right now (nil outside host work:
    /// `DispatchQueue.main` is the real one). A task-local, so hosts on other threads have their own, and the
    /// tasks a host starts inherit it.
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
    private var cancelled = Set<Int>()
    private(set) var now: TimeInterval = 0
    /// The date at host time 0.
    let startDate: Date
    /// Runs the jobs of the tasks the host starts (`.task`), when the host drains it between frames.
    let executor = HostTaskExecutor()

    init(startDate: Date) {
        self.startDate = startDate
    }

    /// The host clock's date now.
    var date: Date { startDate.addingTimeInterval(lock.withLock { now }) }

    /// The host clock's time now, in seconds since host time 0.
    var time: TimeInterval { lock.withLock { now } }

    func async(_ work: @escaping () -> Void) {
        lock.withLock { ready.append(work) }
    }

    func asyncAfter(delay: TimeInterval, _ work: @escaping () -> Void) {
        // Rounded to the millisecond: the delay was measured against a moving wall clock.
        let delay = (max(0, delay.isFinite ? delay : 0) * 1e3).rounded() / 1e3
        _ = schedule(at: lock.withLock { now } + delay, work)
    }

    /// Runs `work` when host time reaches `due`; returns a number that ``cancel(_:)`` takes.
    @discardableResult
    func schedule(at due: TimeInterval, _ work: @escaping () -> Void) -> Int {
        lock.withLock {
            order += 1
            timers.append(Timer(due: due.isNaN ? now : due, order: order, work: work))
            return order
        }
    }

    /// Drops a scheduled timer that has not run.
    func cancel(_ timer: Int) {
        lock.withLock { timers.removeAll { $0.order == timer } }
    }

    /// Foundation timers this host fires (`Timer.scheduledTimer`, `RunLoop.add`), so that one added to a run loop
    /// after it was scheduled (`RunLoop.main.add(timer, forMode: .common)`, to keep it firing while scrolling)
    /// does not fire twice.
    private var foundationTimers = Set<ObjectIdentifier>()

    /// Takes `timer` on, unless the host fires it already.
    func adopt(_ timer: Foundation.Timer) -> Bool {
        lock.withLock { foundationTimers.insert(ObjectIdentifier(timer)).inserted }
    }

    /// Lets `timer` go once it has fired for the last time or was invalidated.
    func release(_ timer: Foundation.Timer) {
        _ = lock.withLock { foundationTimers.remove(ObjectIdentifier(timer)) }
    }

    var isEmpty: Bool { lock.withLock { ready.isEmpty } && !executor.hasJobs }
    var hasTimers: Bool { lock.withLock { !timers.isEmpty } }
    /// How many timers are set and have not run.
    var pendingTimers: Int { lock.withLock { timers.count } }

    func hasDueWork(at time: TimeInterval) -> Bool {
        executor.hasJobs || lock.withLock { !ready.isEmpty || timers.contains { $0.due <= time } }
    }

    /// Runs everything queued, every timer due by `time` and the task jobs they wake, in order; work queued
    /// meanwhile runs too. While a timer runs, the clock reads its due time (a timer due at 2 s that runs in
    /// the frame at 2.02 s still sees 2 s, and what it schedules counts from there); then it reads `time`.
    /// Main-actor isolated: the task jobs it runs are on the main actor too, which `MainActor.run` relies on.
    @MainActor
    func runDue(at time: TimeInterval) {
        defer { lock.withLock { now = max(now, time) } }
        var mainActorRounds = 0
        for _ in 0..<1000 {
            if executor.runJobs() > 0 { continue }
            let work: (() -> Void)? = lock.withLock {
                if !ready.isEmpty { return ready.removeFirst() }
                let due = timers.enumerated().filter { $0.element.due <= time }
                    .min { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) }
                guard let due else { return nil }
                timers.remove(at: due.offset)
                now = max(now, due.element.due)
                return due.element.work
            }
            if let work {
                work()
                continue
            }
            // Nothing of the host's left: the main actor's jobs (a `Task { @MainActor in … }`, an `async` method
            // of a `@MainActor` model) run now, and whatever they hand back to the host runs after them.
            guard mainActorRounds < 16, MainActorQueue.drain() else { return }
            mainActorRounds += 1
            if !executor.hasJobs, lock.withLock({ ready.isEmpty }) { return }
        }
    }
}

/// The executor of the tasks a host starts: their jobs wait here until the host runs them between frames, on
/// the host's thread, so async work resumes at host times only.
final class HostTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }

    /// Whether the current task prefers this executor (it was started by the host, or by a task that was).
    var isCurrent: Bool {
        withUnsafeCurrentTask { task in task?.unownedTaskExecutor == asUnownedTaskExecutor() }
    }

    /// Runs the jobs waiting, and those they enqueue; returns how many ran.
    func runJobs() -> Int {
        var count = 0
        while count < 10_000, let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        return count
    }
}
