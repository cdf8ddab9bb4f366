import Foundation

/// How often a ``TimelineView`` updates: the dates at which it shows its content again.
public protocol TimelineSchedule {
    /// Whether the schedule may update less often.
    typealias Mode = TimelineScheduleMode
    /// The type of the sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates of the timeline, in increasing order, from `startDate` (when the view appeared).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule may update less often (a host always runs in `.normal`).
public enum TimelineScheduleMode: Sendable {
    /// Updates as often as the schedule asks.
    case normal
    /// Updates less often, to save power (never the case in a host).
    case lowFrequency
}

/// Updates at every frame (60 per second of host time), or at most once per `minimumInterval`; `paused` stops it.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Every frame, or every `minimumInterval` seconds; `paused` stops the updates.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: paused ? nil : minimumInterval ?? 1.0 / 60)
    }

    /// The frames' dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: Double?

        public mutating func next() -> Date? {
            defer { upcoming = interval.flatMap { interval in upcoming?.addingTimeInterval(interval) } }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates at every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates at every frame, at most once per `minimumInterval` seconds; not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// Updates every `interval` seconds, at `startDate + k · interval`. A start date after the view appears (such as
/// `.now`, which reads the wall clock, not the host's) counts as the moment it appears, so the entries stay a
/// function of host time.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite, interval > 0 else { return Entries(upcoming: self.startDate, interval: nil) }
        guard self.startDate < startDate else { return Entries(upcoming: startDate, interval: interval) }
        // The latest entry at or before the view's start, so that the view shows one at once.
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }

    /// The entries' dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval?

        public mutating func next() -> Date? {
            defer { upcoming = interval.flatMap { interval in upcoming?.addingTimeInterval(interval) } }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// At the start of every minute.
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }

    /// The view's start, then the start of each following minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?

        public mutating func next() -> Date? {
            guard let current = upcoming else { return nil }
            let minute = (current.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
            upcoming = Date(timeIntervalSinceReferenceDate: minute)
            return current
        }
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// Updates at the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// At each of `dates`.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
    /// Updates at the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
