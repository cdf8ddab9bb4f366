import Dispatch
import Foundation

/// `DispatchQueue` as SwiftUI code uses it. Work sent to `DispatchQueue.main` from inside a Flipbook host
/// (a view's body, a `GeometryEffect`, a `Shape`'s path, an action) runs between the host's frames at host time,
/// so it is deterministic; everywhere else this forwards to Dispatch. `Dispatch.DispatchQueue` stays available.
public final class DispatchQueue: @unchecked Sendable {
    let queue: Dispatch.DispatchQueue
    private let isMain: Bool

    private init(queue: Dispatch.DispatchQueue, isMain: Bool) {
        self.queue = queue
        self.isMain = isMain
    }

    /// A serial queue.
    public convenience init(label: String, qos: DispatchQoS = .unspecified,
                            attributes: Dispatch.DispatchQueue.Attributes = []) {
        self.init(queue: Dispatch.DispatchQueue(label: label, qos: qos, attributes: attributes), isMain: false)
    }

    /// The main queue.
    public static let main = DispatchQueue(queue: .main, isMain: true)

    /// A global concurrent queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(queue: .global(qos: qos), isMain: false)
    }

    /// Runs `work` later: on the main queue inside a host, between frames.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        async(group: nil, qos: .unspecified, flags: [], execute: work)
    }

    /// Runs `work` later: on the main queue inside a host, between frames. As in Dispatch, `group` (if any) is
    /// entered now and left once `work` has run; the quality of service and flags only matter off the host.
    /// (The plain `async(execute:)` beside it keeps `DispatchQueue.main.async { }` unambiguous in a file that
    /// imports Dispatch too: the overload with fewer parameters wins.)
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMain, let host = HostMainQueue.current {
            group?.enter()
            host.async {
                work()
                group?.leave()
            }
        } else {
            queue.async(group: group, qos: qos, flags: flags, execute: work)
        }
    }

    /// Runs `work` at `deadline`: on the main queue inside a host, after the same delay of host time.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }

    /// Runs `work` at `deadline`: on the main queue inside a host, after the same delay of host time.
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMain, let host = HostMainQueue.current {
            host.asyncAfter(delay: Self.delay(until: deadline), work)
        } else {
            queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
        }
    }

    /// Runs `workItem` later, unless it is cancelled first: on the main queue inside a host, between frames.
    public func async(execute workItem: DispatchWorkItem) {
        if isMain, let host = HostMainQueue.current {
            host.async { if !workItem.isCancelled { workItem.perform() } }
        } else {
            queue.async(execute: workItem)
        }
    }

    /// Runs `workItem` at `deadline` unless it is cancelled first (`workItem.cancel()`, the usual way to call off
    /// a delayed step): on the main queue inside a host, after the same delay of host time.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        if isMain, let host = HostMainQueue.current {
            host.asyncAfter(delay: Self.delay(until: deadline)) { if !workItem.isCancelled { workItem.perform() } }
        } else {
            queue.asyncAfter(deadline: deadline, execute: workItem)
        }
    }

    /// Runs `work` at the wall-clock `wallDeadline`: on the main queue inside a host, after the same delay of host
    /// time (`.now() + 1` is a second of host time, as `deadline:` is).
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified,
                           flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMain, let host = HostMainQueue.current {
            host.asyncAfter(delay: Self.delay(until: wallDeadline), work)
        } else {
            queue.asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
        }
    }

    /// Runs `workItem` at the wall-clock `wallDeadline` unless it is cancelled first: on the main queue inside a
    /// host, after the same delay of host time.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute workItem: DispatchWorkItem) {
        if isMain, let host = HostMainQueue.current {
            host.asyncAfter(delay: Self.delay(until: wallDeadline)) { if !workItem.isCancelled { workItem.perform() } }
        } else {
            queue.asyncAfter(wallDeadline: wallDeadline, execute: workItem)
        }
    }

    /// Seconds from now to a wall-clock deadline (0 if it has passed; for `.distantFuture`, as long as
    /// `DispatchTime.distantFuture` is: never reached). Dispatch keeps a wall time as the negated nanoseconds
    /// since 1970.
    private static func delay(until deadline: DispatchWallTime) -> TimeInterval {
        guard deadline != .distantFuture else { return Double(Int64.max) / 1e9 }
        func nanoseconds(_ time: DispatchWallTime) -> Int64 { -Int64(bitPattern: time.rawValue) }
        let remaining = nanoseconds(deadline) - nanoseconds(.now())
        return remaining > 0 ? Double(remaining) / 1e9 : 0
    }

    /// Seconds from now to `deadline` (0 if it has passed).
    private static func delay(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        return deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
    }

    /// Runs `work` and waits for it.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if isMain, HostMainQueue.current != nil { return try work() }
        return try queue.sync(execute: work)
    }
}
