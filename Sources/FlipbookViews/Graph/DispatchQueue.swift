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
        if isMain, let host = HostMainQueue.current {
            host.async(work)
        } else {
            queue.async(execute: work)
        }
    }

    /// Runs `work` at `deadline`: on the main queue inside a host, after the same delay of host time.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMain, let host = HostMainQueue.current {
            let now = DispatchTime.now().uptimeNanoseconds
            let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
            host.asyncAfter(delay: delay, work)
        } else {
            queue.asyncAfter(deadline: deadline, execute: work)
        }
    }

    /// Runs `work` and waits for it.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if isMain, HostMainQueue.current != nil { return try work() }
        return try queue.sync(execute: work)
    }
}
