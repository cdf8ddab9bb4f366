import Foundation
import Flipbook
import FlipbookExport

/// A change of target during a sampled run: at `time`, the value heads for `value` with `animation` (the
/// run's own animation when nil).
public struct Retarget: Equatable, Sendable {
    public var time: Double
    public var value: Double
    public var animation: Animation?

    public init(time: Double, value: Double, animation: Animation? = nil) {
        self.time = time; self.value = value; self.animation = animation
    }

    /// Reads `TIME:VALUE` or `TIME:VALUE:ANIMATION`, e.g. `0.3:2` or `0.3:2:.easeIn`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let time = Double(parts[0].trimmingCharacters(in: .whitespaces)), time.isFinite, time >= 0,
              let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw TimelineError.badRetarget(text)
        }
        self.time = time
        self.value = value
        animation = parts.count == 3 ? try AnimationExpression.parse(parts[2]) : nil
    }
}

/// One sampled point.
public struct TimelineSample: Equatable, Sendable {
    public var time: Double
    public var value: Double
    public var velocity: Double?
}

/// What a sampled run shows: samples, the times of retargets, completions and removals.
public struct Timeline: Sendable {
    public var samples: [TimelineSample]
    public var logicalCompletions: [Double]
    public var removals: [Double]
    public var targets: [(time: Double, value: Double)]
    /// Whether the animation was still running at the last sample.
    public var isStillRunning: Bool
}

public enum TimelineError: Error, CustomStringConvertible, Equatable {
    case badRetarget(String)
    case badTimes(String)
    case badRange(String)

    public var description: String {
        switch self {
        case .badRetarget(let text):
            return "bad --retarget '\(text)': expected TIME:VALUE or TIME:VALUE:ANIMATION with TIME ≥ 0, e.g. 0.3:2 or 0.3:2:.easeIn"
        case .badTimes(let text):
            return "bad --times '\(text)': expected finite times ≥ 0 separated by commas (e.g. 0,0.05,0.1), or START..END/STEP"
        case .badRange(let text): return text
        }
    }
}

/// Runs one animated value through an ``Animator``: a change from `from` to `to` with `animation` at time 0,
/// then each retarget, sampled at the given times.
public enum AnimationTimeline {
    public static func sample(_ animation: Animation, from: Double = 0, to: Double = 1, retargets: [Retarget] = [],
                              at times: [Double]) -> Timeline {
        var animator = Animator(from)
        var pending = retargets.sorted { $0.time < $1.time }
        var samples: [TimelineSample] = []
        var logical: [Double] = [], removed: [Double] = []
        var targets: [(Double, Double)] = [(0, to)]
        func record(_ events: [AnimatorEvent]) {
            for event in events {
                switch event {
                case .logicallyComplete(_, let t): logical.append(t)
                case .removed(_, let t): removed.append(t)
                }
            }
        }
        animator.setValue(to, at: 0, animation: animation)
        var running = true
        for time in times.sorted() {
            // `setValue` advances the animator to the retarget's time; completions up to then come with the next sample.
            while let next = pending.first, next.time <= time {
                pending.removeFirst()
                animator.setValue(next.value, at: next.time, animation: next.animation ?? animation)
                targets.append((next.time, next.value))
            }
            let sample = animator.sample(at: time)
            record(sample.events)
            samples.append(TimelineSample(time: time, value: sample.value, velocity: sample.velocity))
            running = sample.isAnimating
        }
        return Timeline(samples: samples, logicalCompletions: logical, removals: removed, targets: targets,
                        isStillRunning: running || !pending.isEmpty)
    }

    /// The time at which everything has settled: the last removal of a run sampled at `rate` Hz, looking at most
    /// `limit` seconds past the last retarget (that horizon is returned when the animation runs forever).
    public static func settleTime(_ animation: Animation, from: Double, to: Double, retargets: [Retarget],
                                  rate: Double = 240, limit: Double = 10) throws -> Double {
        let last = max(retargets.map(\.time).max() ?? 0, 0)
        let count = try InputLimit.samples.count(((last + limit) * rate).rounded(.up),
                                                 for: "following retargets up to \(last) s at \(Int(rate)) Hz")
        let times = (0...count).map { Double($0) / rate }
        let timeline = sample(animation, from: from, to: to, retargets: retargets, at: times)
        if timeline.isStillRunning { return times.last! }
        return max(timeline.removals.max() ?? 0, last)
    }

    /// Reads `0,0.05,0.1` or `START..END/STEP` (e.g. `0..1/0.25`).
    public static func parseTimes(_ text: String) throws -> [Double] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let range = trimmed.range(of: "..") {
            let start = Double(trimmed[..<range.lowerBound]), rest = trimmed[range.upperBound...].split(separator: "/")
            guard let start, rest.count == 2, let end = Double(rest[0]), let step = Double(rest[1]),
                  start.isFinite, end.isFinite, step.isFinite, start >= 0, end >= start, step > 0,
                  (end - start) / step <= 1_000_000 else { throw TimelineError.badTimes(text) }
            let count = Int(((end - start) / step + 1e-9).rounded(.down))
            // Rounded to 12 significant digits so 0..1/0.05 prints 0.15, not 0.15000000000000002.
            return (0...count).map { ((start + Double($0) * step) * 1e12).rounded() / 1e12 }
        }
        let times = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !times.isEmpty, times.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 }) else {
            throw TimelineError.badTimes(text)
        }
        return times.map { $0! }
    }
}
