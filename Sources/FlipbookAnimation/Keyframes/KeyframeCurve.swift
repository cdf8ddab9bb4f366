import Foundation

/// One track's keyframes resolved against the value the track starts from: segments at fixed times, each with
/// the values and velocities at its ends. The formulas are in the README's behaviour reference ("Keyframes").
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Motion {
        /// Jumps to the target when the segment starts (a ``MoveKeyframe``; its segment takes no time).
        case move
        /// `from + (to − from) · curve(u)`.
        case linear(UnitCurve)
        /// A cubic Hermite curve from `from` leaving at `startVelocity` to `to` arriving at `endVelocity`.
        case cubic(startVelocity: Data, endVelocity: Data)
        /// `from + spring.value(target: to − from, initialVelocity:, time: t − start)`.
        case spring(Spring, startVelocity: Data)
    }

    struct Segment {
        let start: TimeInterval
        let duration: TimeInterval
        /// The value the segment starts from (where the previous one ended).
        let from: Data
        /// The keyframe's value: carries what `animatableData` does not (a value's non-animated parts).
        let target: Value
        let motion: Motion
        /// Where the segment ends: the target, except for a spring cut short by its keyframe's duration.
        let end: Data
        let endVelocity: Data
    }

    let initialValue: Value
    let segments: [Segment]
    let duration: TimeInterval

    init(from initialValue: Value, keyframes: [KeyframeItem<Value>]) {
        self.initialValue = initialValue
        let durations = keyframes.map { Self.duration(of: $0) }
        var starts: [TimeInterval] = []
        var clock: TimeInterval = 0
        for duration in durations {
            starts.append(clock)
            clock += duration
        }
        var segments: [Segment] = []
        segments.reserveCapacity(keyframes.count)
        var from = initialValue.animatableData
        var arrivingVelocity = Data.zero
        for (index, keyframe) in keyframes.enumerated() {
            let duration = durations[index], start = starts[index], to = keyframe.target.animatableData
            let motion: Motion
            let end: Data
            let endVelocity: Data
            switch keyframe.kind {
            case .move:
                motion = .move
                end = to
                endVelocity = .zero
            case .linear(let curve):
                motion = .linear(curve)
                end = to
                endVelocity = duration > 0 ? (to - from).scaled(by: Self.finite(curve.velocity(at: 1)) / duration) : .zero
            case .spring(let spring, let startVelocity):
                let velocity = startVelocity ?? arrivingVelocity
                motion = .spring(spring, startVelocity: velocity)
                if keyframe.duration == nil {
                    // Run until settled: the next keyframe starts from the target itself.
                    end = to
                } else {
                    end = from + spring.value(target: to - from, initialVelocity: velocity, time: duration)
                }
                endVelocity = spring.velocity(target: to - from, initialVelocity: velocity, time: duration)
            case .cubic(let givenStart, let givenEnd):
                let previous = index > 0 ? keyframes[index - 1] : nil
                let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
                let startVelocity: Data
                if let givenStart {
                    startVelocity = givenStart
                } else if case .cubic(_, let previousEnd)? = previous?.kind {
                    startVelocity = previousEnd ?? Self.catmullRom(from: segments[index - 1].from,
                                                              beforeTime: starts[index - 1], to: to,
                                                              afterTime: start + duration)
                } else {
                    startVelocity = arrivingVelocity
                }
                let arrivalVelocity: Data
                if let givenEnd {
                    arrivalVelocity = givenEnd
                } else if let next {
                    let afterTime = start + duration + durations[index + 1]
                    switch next.kind {
                    case .cubic(let nextStart, _):
                        arrivalVelocity = nextStart ?? Self.catmullRom(from: from, beforeTime: start,
                                                               to: next.target.animatableData, afterTime: afterTime)
                    case .linear(let curve):
                        let nextDuration = durations[index + 1]
                        arrivalVelocity = nextDuration > 0
                            ? (next.target.animatableData - to).scaled(by: Self.finite(curve.velocity(at: 0)) / nextDuration)
                            : .zero
                    case .spring(_, let nextStart):
                        arrivalVelocity = nextStart ?? Self.catmullRom(from: from, beforeTime: start,
                                                               to: next.target.animatableData, afterTime: afterTime)
                    case .move:
                        arrivalVelocity = .zero
                    }
                } else {
                    arrivalVelocity = .zero
                }
                motion = .cubic(startVelocity: startVelocity, endVelocity: arrivalVelocity)
                end = to
                endVelocity = arrivalVelocity
            }
            segments.append(Segment(start: start, duration: duration, from: from, target: keyframe.target,
                                    motion: motion, end: end, endVelocity: endVelocity))
            from = end
            arrivingVelocity = endVelocity
        }
        self.segments = segments
        duration = clock
    }

    /// A keyframe's segment length: its duration, a spring's settling duration when it has none; a duration
    /// that is negative or not finite counts as 0.
    private static func duration(of keyframe: KeyframeItem<Value>) -> TimeInterval {
        if case .move = keyframe.kind { return 0 }
        var duration = keyframe.duration
        if duration == nil, case .spring(let spring, _) = keyframe.kind { duration = spring.settlingDuration }
        guard let duration, duration.isFinite, duration > 0 else { return 0 }
        return duration
    }

    /// The Catmull-Rom slope at a knot: from the value before its segment to the value after the next one.
    private static func catmullRom(from before: Data, beforeTime: TimeInterval, to after: Data,
                                   afterTime: TimeInterval) -> Data {
        let span = afterTime - beforeTime
        return span > 0 ? (after - before).scaled(by: 1 / span) : .zero
    }

    private static func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }

    /// The segment playing at `time`, if the track has not ended (a segment that takes no time has passed as
    /// soon as it starts).
    private func segment(at time: TimeInterval) -> Segment? {
        segments.first { time < $0.start + $0.duration }
    }

    /// The track's value at `time` (before 0: the initial value; after the end: where the last segment ended).
    func value(at time: TimeInterval) -> Value {
        guard let segment = segment(at: time.isNaN ? 0 : max(time, 0)) else {
            guard let last = segments.last else { return initialValue }
            return Self.value(last.target, withData: last.end)
        }
        return Self.value(segment.target, withData: segment.data(at: time))
    }

    /// The track's velocity at `time`, per second.
    func velocity(at time: TimeInterval) -> Data {
        guard !time.isNaN, let segment = segment(at: max(time, 0)) else { return .zero }
        return segment.velocity(at: time)
    }

    private static func value(_ template: Value, withData data: Data) -> Value {
        var value = template
        value.animatableData = data
        return value
    }
}

extension KeyframeCurve.Segment {
    typealias Data = Value.AnimatableData

    func data(at time: TimeInterval) -> Data {
        let elapsed = max(0, time - start)
        let u = duration > 0 ? min(elapsed / duration, 1) : 1
        switch motion {
        case .move:
            return end
        case .linear(let curve):
            return from + (end - from).scaled(by: curve.value(at: u))
        case .cubic(let v0, let v1):
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            return from.scaled(by: h00) + v0.scaled(by: h10 * duration) + end.scaled(by: h01)
                + v1.scaled(by: h11 * duration)
        case .spring(let spring, let v0):
            return from + spring.value(target: target.animatableData - from, initialVelocity: v0, time: elapsed)
        }
    }

    func velocity(at time: TimeInterval) -> Data {
        let elapsed = max(0, time - start)
        guard duration > 0 else { return .zero }
        let u = min(elapsed / duration, 1)
        switch motion {
        case .move:
            return .zero
        case .linear(let curve):
            return (end - from).scaled(by: curve.finiteVelocity(at: u) / duration)
        case .cubic(let v0, let v1):
            let u2 = u * u
            let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1, d01 = -6 * u2 + 6 * u, d11 = 3 * u2 - 2 * u
            return from.scaled(by: d00 / duration) + v0.scaled(by: d10) + end.scaled(by: d01 / duration)
                + v1.scaled(by: d11)
        case .spring(let spring, let v0):
            return spring.velocity(target: target.animatableData - from, initialVelocity: v0, time: elapsed)
        }
    }
}
