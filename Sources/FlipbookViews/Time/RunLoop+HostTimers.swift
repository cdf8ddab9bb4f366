import Foundation

// `RunLoop.add(_:forMode:)` with Foundation's signature, shadowing Foundation's in code that imports Flipbook, as
// `Timer.scheduledTimer` does: a run loop a host never runs would never fire the timer.
extension RunLoop {
    /// Adds `timer` to the run loop. Inside a host it fires on the host's clock instead, at its fire date and then
    /// every `timeInterval` seconds if it repeats; a timer the host fires already (`Timer.scheduledTimer`, then
    /// `RunLoop.main.add(timer, forMode: .common)` to keep it firing while scrolling) is not added twice.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard let host = HostMainQueue.current else { return self.Foundation::add(timer, forMode: mode) }
        guard host.adopt(timer) else { return }
        let now = host.now
        let interval = timer.timeInterval.isFinite && timer.timeInterval > 0 ? max(timer.timeInterval, 0.0001) : 0
        // A fire date from the host's clock (a timer made in a host), else one interval from now.
        let fromFireDate = timer.fireDate.timeIntervalSince(host.startDate)
        let due = fromFireDate.isFinite && fromFireDate >= now - 1 && fromFireDate <= now + 1e7
            ? max(now, fromFireDate) : now + interval
        Timer.scheduleOnHost(timer, host: host, at: due, interval: interval, repeats: interval > 0)
    }
}
