import Dispatch
import Foundation

/// Where and when a publisher's timing operators (`debounce`, `throttle`, `delay`, `receive(on:)`) deliver, as
/// Combine's `Scheduler`. Inside a host, `DispatchQueue.main`, `RunLoop.main` and the other queues all deliver
/// between frames on the host's clock, so a view model's timing stays a function of the script and the time;
/// elsewhere they use the real queue or run loop.
public protocol Scheduler {
    /// The scheduler's notion of time; its `Stride` is what `.seconds(0.5)` and `.milliseconds(300)` make.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling (none are read).
    associatedtype SchedulerOptions = Never

    /// Runs `action` after `seconds` (at once, later in this turn, for 0); cancelling the result stops it.
    func _schedule(after seconds: TimeInterval, _ action: @escaping () -> Void) -> Cancellable
}

/// A time interval written in units, as `DispatchQueue.SchedulerTimeType.Stride` is.
public protocol SchedulerTimeIntervalConvertible {
    /// An interval of whole seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of seconds.
    static func seconds(_ s: Double) -> Self
    /// An interval of milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
    /// The interval in seconds.
    var timeInterval: TimeInterval { get }
}

/// The time of Flipbook's schedulers: seconds on the clock they run on.
public struct SchedulerTime: Strideable, Hashable, Sendable {
    /// Seconds since an arbitrary start.
    public var seconds: TimeInterval

    /// The time `seconds` after the start.
    public init(seconds: TimeInterval) { self.seconds = seconds }

    public func distance(to other: SchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    public func advanced(by n: Stride) -> SchedulerTime { SchedulerTime(seconds: seconds + n.timeInterval) }

    /// An interval between two scheduler times.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                          Hashable, Sendable {
        /// The interval in seconds.
        public var timeInterval: TimeInterval
        public var magnitude: Stride { Stride(abs(timeInterval)) }

        /// An interval of `seconds`.
        public init(_ seconds: TimeInterval) { timeInterval = seconds }
        public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
        public init(floatLiteral value: Double) { timeInterval = value }
        public init?<T: BinaryInteger>(exactly source: T) { timeInterval = TimeInterval(source) }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

        public static func < (a: Stride, b: Stride) -> Bool { a.timeInterval < b.timeInterval }
        public static func + (a: Stride, b: Stride) -> Stride { Stride(a.timeInterval + b.timeInterval) }
        public static func - (a: Stride, b: Stride) -> Stride { Stride(a.timeInterval - b.timeInterval) }
        public static func * (a: Stride, b: Stride) -> Stride { Stride(a.timeInterval * b.timeInterval) }
        public static func += (a: inout Stride, b: Stride) { a = a + b }
        public static func -= (a: inout Stride, b: Stride) { a = a - b }
        public static func *= (a: inout Stride, b: Stride) { a = a * b }
    }
}

/// Schedules on the host of the current work if there is one, else through `fallback`.
enum HostScheduling {
    static func schedule(after seconds: TimeInterval, _ action: @escaping () -> Void,
                         fallback: (TimeInterval, UncheckedSendable<() -> Void>) -> Void) -> Cancellable {
        let delay = seconds.isFinite ? max(0, seconds) : 0
        if let host = HostMainQueue.current {
            let timer = host.schedule(at: host.now + delay, action)
            return AnyCancellable { host.cancel(timer) }
        }
        let cancelled = Locked(false)
        // Publishers' values are not `Sendable`; Combine's schedulers take the same liberty with them.
        fallback(delay, UncheckedSendable { if !cancelled.withLock({ $0 }) { action() } })
        return AnyCancellable { cancelled.withLock { $0 = true } }
    }
}

extension DispatchQueue: Scheduler {
    /// Time on this queue's clock (the host's, inside a host).
    public typealias SchedulerTimeType = SchedulerTime
    /// Options for scheduling (none are read).
    public typealias SchedulerOptions = Never

    public func _schedule(after seconds: TimeInterval, _ action: @escaping () -> Void) -> Cancellable {
        let queue = self.queue
        return HostScheduling.schedule(after: seconds, action) { delay, run in
            queue.asyncAfter(deadline: .now() + delay) { run.value() }
        }
    }
}

extension RunLoop: Scheduler {
    /// Time on this run loop's clock (the host's, inside a host).
    public typealias SchedulerTimeType = SchedulerTime
    /// Options for scheduling (none are read).
    public typealias SchedulerOptions = Never

    public func _schedule(after seconds: TimeInterval, _ action: @escaping () -> Void) -> Cancellable {
        HostScheduling.schedule(after: seconds, action) { delay, run in
            Dispatch.DispatchQueue.main.asyncAfter(deadline: .now() + delay) { run.value() }
        }
    }
}

/// A scheduler that runs everything at once, on the current thread (`ImmediateScheduler.shared`).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Its time stands still.
    public typealias SchedulerTimeType = SchedulerTime
    /// Options for scheduling (none are read).
    public typealias SchedulerOptions = Never
    /// The immediate scheduler.
    public static let shared = ImmediateScheduler()

    public func _schedule(after seconds: TimeInterval, _ action: @escaping () -> Void) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
