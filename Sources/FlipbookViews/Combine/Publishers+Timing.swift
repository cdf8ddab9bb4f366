import Foundation

// Combine's timing operators. They deliver through a `Scheduler`: inside a host, on the host's clock between
// frames, so a search field's debounce or a delayed banner lands at an exact time of the script.

extension Publishers {
    /// Values and completion delivered through a scheduler: `receive(on:)`, `debounce`, `throttle`, `delay`.
    public struct _Timed<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are timed.
        public let upstream: Upstream
        /// Makes, for one subscription, the receiver that times values on to the downstream one; what it
        /// schedules is cancelled with the subscription.
        let makeReceiver: (_Receiver<Output, Failure>, TimedWork) -> _Receiver<Output, Failure>

        public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            let work = TimedWork()
            let subscription = upstream._subscribe(makeReceiver(receiver, work))
            return AnyCancellable {
                subscription.cancel()
                work.cancelAll()
            }
        }
    }

    /// `receive(on:)`: values delivered later through the scheduler.
    public typealias ReceiveOn<Upstream: Publisher> = _Timed<Upstream>
    /// `debounce`: a value delivered once no other followed it for a while.
    public typealias Debounce<Upstream: Publisher> = _Timed<Upstream>
    /// `throttle`: at most one value per interval.
    public typealias Throttle<Upstream: Publisher> = _Timed<Upstream>
    /// `delay`: every value and the completion, later by an interval.
    public typealias Delay<Upstream: Publisher> = _Timed<Upstream>
}

/// What one subscription to a timed publisher has scheduled and not yet run.
final class TimedWork {
    private var pending: [Int: Cancellable] = [:]
    private var next = 0

    init() {}

    /// Runs `action` through `scheduler` after `seconds`, unless the subscription is cancelled first.
    @discardableResult
    func schedule<S: Scheduler>(_ scheduler: S, after seconds: TimeInterval, _ action: @escaping () -> Void) -> Int {
        next += 1
        let id = next
        var ran = false
        let cancellable = scheduler._schedule(after: seconds) { [weak self] in
            ran = true
            self?.pending[id] = nil
            action()
        }
        if !ran { pending[id] = cancellable }
        return id
    }

    func cancel(_ id: Int) { pending.removeValue(forKey: id)?.cancel() }

    func cancelAll() {
        let all = pending.values
        pending = [:]
        for work in all { work.cancel() }
    }
}

extension Publisher {
    /// Delivers values and completion through `scheduler` (inside a host: between frames, at the same time).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self> {
        Publishers._Timed(upstream: self) { downstream, work in
            _Receiver(receiveValue: { value in work.schedule(scheduler, after: 0) { downstream.receiveValue(value) } },
                      receiveCompletion: { end in work.schedule(scheduler, after: 0) { downstream.receiveCompletion(end) } })
        }
    }

    /// Subscribes on `scheduler` (Flipbook subscribes at once: the work is the same, and its order stays exact).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// Delivers a value only once `dueTime` has passed without another: the last of each burst.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self> {
        Publishers._Timed(upstream: self) { downstream, work in
            var waiting: Int?
            return _Receiver(receiveValue: { value in
                if let waiting { work.cancel(waiting) }
                waiting = work.schedule(scheduler, after: dueTime.timeInterval) {
                    waiting = nil
                    downstream.receiveValue(value)
                }
            }, receiveCompletion: { end in
                if let waiting { work.cancel(waiting) }
                downstream.receiveCompletion(end)
            })
        }
    }

    /// Delivers at most one value per `interval`: the first of a quiet spell at once, then, at the end of each
    /// interval that received more, the latest (`latest: true`) or the first of them.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self> {
        Publishers._Timed(upstream: self) { downstream, work in
            var open = false
            var held: Output?
            func closeWindow() {
                work.schedule(scheduler, after: interval.timeInterval) {
                    if let value = held {
                        held = nil
                        downstream.receiveValue(value)
                        closeWindow()
                    } else {
                        open = false
                    }
                }
            }
            return _Receiver(receiveValue: { value in
                if open {
                    if latest || held == nil { held = value }
                } else {
                    open = true
                    downstream.receiveValue(value)
                    closeWindow()
                }
            }, receiveCompletion: downstream.receiveCompletion)
        }
    }

    /// Delivers every value, and the completion, `interval` later.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self> {
        Publishers._Timed(upstream: self) { downstream, work in
            _Receiver(receiveValue: { value in
                work.schedule(scheduler, after: interval.timeInterval) { downstream.receiveValue(value) }
            }, receiveCompletion: { end in
                work.schedule(scheduler, after: interval.timeInterval) { downstream.receiveCompletion(end) }
            })
        }
    }
}
