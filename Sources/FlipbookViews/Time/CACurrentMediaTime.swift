import Foundation

/// Core Animation's type for a span of seconds.
public typealias CFTimeInterval = Double

/// Core Animation's clock, which hand-driven animation loops read (`let delta = CACurrentMediaTime() - last`).
///
/// In host work (a `body`, an action, a `.task` and the tasks it starts) it reads the host's clock, so a loop that
/// steps itself by it advances with the frames being rendered, exactly and repeatably; the host's time 0 reads as
/// 0. Elsewhere it is the seconds since the machine started, as on iOS.
public func CACurrentMediaTime() -> CFTimeInterval {
    HostMainQueue.current?.time ?? ProcessInfo.processInfo.systemUptime
}
