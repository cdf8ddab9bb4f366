import Foundation

// SwiftUI code's timers, on the host's clock. These declarations have Foundation's own signatures, so they
// shadow Foundation's in code that imports Flipbook: `Timer` stays `Foundation.Timer`, and a timer scheduled
// inside a host (from a view's body, an action, `onAppear` or a task) fires at host times, at exact multiples
// of its interval from when it was scheduled. Elsewhere it is scheduled on the current run loop as before.
// A timer made here and added to a run loop is scheduled the same way (see `RunLoop+HostTimers.swift`).
extension Foundation.Timer {
    /// A timer that runs `block` `interval` seconds after it is added to a run loop (`RunLoop.main.add`), and
    /// every `interval` seconds if it repeats. Made inside a host, its fire date is on the host's clock.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (Timer) -> Void) {
        let now = HostMainQueue.current?.date ?? Date()
        self.init(fire: now.addingTimeInterval(interval.isFinite ? max(interval, 0) : 0), interval: interval,
                  repeats: repeats, block: block)
    }

    /// Schedules a timer that runs `block` after `interval` seconds, and every `interval` seconds if it repeats:
    /// on the host's clock inside a host, on the current run loop elsewhere.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let interval = interval.isFinite ? max(interval, 0.0001) : 0.0001
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if let host = HostMainQueue.current {
            _ = host.adopt(timer)
            scheduleOnHost(timer, host: host, at: host.now + interval, interval: interval, repeats: repeats)
        } else {
            RunLoop.current.Foundation::add(timer, forMode: .default)
        }
        return timer
    }

    static func scheduleOnHost(_ timer: Timer, host: HostMainQueue, at due: TimeInterval,
                               interval: TimeInterval, repeats: Bool) {
        timer.fireDate = host.startDate.addingTimeInterval(due)
        host.schedule(at: due) {
            guard timer.isValid else { return host.release(timer) }
            if repeats {
                scheduleOnHost(timer, host: host, at: due + interval, interval: interval, repeats: true)
            } else {
                host.release(timer)
            }
            timer.fire()
        }
    }

    /// A publisher of the date every `interval` seconds once connected (`.autoconnect()` connects it when a
    /// view subscribes with `onReceive`), as Combine's `Timer.publish`. Inside a host it ticks on the host's
    /// clock and publishes the host's date.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Publishes the date every `interval` seconds while connected: on the host's clock when connected inside
    /// a host.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each tick, on the host's clock.
        public typealias Output = Date
        /// The publisher never fails.
        public typealias Failure = Never

        /// Seconds between dates.
        public let interval: TimeInterval
        /// How late a date may come (unused: host timers are exact).
        public let tolerance: TimeInterval?
        /// The run loop the timer uses outside a host.
        public let runLoop: RunLoop
        /// The run loop mode the timer uses outside a host.
        public let mode: RunLoop.Mode
        private let subscribers = SubscriberList<Date, Never>()

        /// A publisher that is not connected yet.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: Never? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func _subscribe(_ receiver: _Receiver<Date, Never>) -> AnyCancellable { subscribers.add(receiver) }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> Cancellable {
            let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] timer in
                guard let self else { return timer.invalidate() }
                let date = HostMainQueue.current?.date ?? Date()
                for receiver in self.subscribers.current { receiver.receiveValue(date) }
            }
            return AnyCancellable { timer.invalidate() }
        }
    }
}
