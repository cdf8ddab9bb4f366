import Foundation

/// Core Foundation's type for a moment, in seconds since 1 January 2001.
public typealias CFAbsoluteTime = Double

/// Core Foundation's wall clock, which timing code reads as Apple platforms give it with Foundation
/// (`let elapsed = CFAbsoluteTimeGetCurrent() - start`).
///
/// In host work it reads the host's date, so that differences are host time, exactly and repeatably; elsewhere
/// it is the current date's seconds since the reference date, as on Apple platforms.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    (HostMainQueue.current?.date ?? Date()).timeIntervalSinceReferenceDate
}
