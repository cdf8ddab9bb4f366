import Foundation

/// A finger moving in a straight line at constant speed: down at the start, one move per 60 Hz frame, up at
/// the end. Expanded into timed touches so that scripts and direct calls drive views the same way.
struct TouchPath {
    /// Where the finger is at each of `times`: it goes down at the first, moves straight from each to the next at
    /// constant speed (staying still where two are the same), and lifts at the last.
    var points: [CGPoint]
    /// The clock times of `points`, in order.
    var times: [TimeInterval]

    /// A straight drag from `from` to `to` over `duration` seconds from `start`.
    init(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval) {
        self.init(points: [from, to], times: [start, start + duration])
    }

    init(points: [CGPoint], times: [TimeInterval]) {
        self.points = points
        self.times = times
    }

    var start: TimeInterval { times.first ?? 0 }
    var duration: TimeInterval { (times.last ?? 0) - start }

    /// One touch of the path at a time (with a second finger for pinches and twists).
    struct Touch {
        enum Phase { case down, move, up }
        var time: TimeInterval
        var phase: Phase
        var point: CGPoint
        var second: CGPoint? = nil

        @MainActor
        func run(_ graph: ViewGraph) {
            if let second {
                switch phase {
                case .down: graph.twoFingersDown(at: point, second)
                case .move: graph.twoFingersMove(to: point, second)
                case .up: graph.twoFingersUp(at: point, second)
                }
                return
            }
            switch phase {
            case .down: graph.touchDown(at: point)
            case .move: graph.touchMove(to: point)
            case .up: graph.touchUp(at: point)
            }
        }
    }

    func point(at time: TimeInterval) -> CGPoint {
        guard let last = points.last else { return .zero }
        // The segment the time falls in (the last point once past it).
        guard let end = times.firstIndex(where: { $0 > time }) else { return last }
        guard end > 0 else { return points[0] }
        let (a, b) = (points[end - 1], points[end])
        let span = times[end] - times[end - 1]
        let progress = span > 0 ? CGFloat((time - times[end - 1]) / span) : 1
        return CGPoint(x: a.x + (b.x - a.x) * progress, y: a.y + (b.y - a.y) * progress)
    }

    /// The path's touches, made as the clock reaches them.
    var touches: TouchStream {
        TouchStream(start: start, duration: duration) { time, phase in
            Touch(time: time, phase: phase,
                  point: phase == .down ? points.first ?? .zero : phase == .up ? points.last ?? .zero : point(at: time))
        }
    }
}

extension ViewHost {
    /// Drags a finger from `from` to `to` (canvas points) over `duration` seconds starting now, moving it once a
    /// frame; the clock ends at the drag's end.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        let path = TouchPath(from: from, to: to, start: time, duration: max(0, duration.isFinite ? duration : 0))
        playTouches(path.touches)
    }

    /// Queues a scripted drag's touches, merged in time order with any still pending.
    func schedule(_ path: TouchPath) {
        pendingTouches.add(path.touches)
    }
}

/// Two fingers on either side of a centre, moving apart or together (`spread` is the distance between them) and
/// turning (`angle`, degrees clockwise from horizontal), linearly over the duration, once a frame.
struct TwoFingerPath {
    var center: CGPoint
    var spread: (from: CGFloat, to: CGFloat)
    var angle: (from: Double, to: Double)
    var start: TimeInterval
    var duration: TimeInterval

    func fingers(at time: TimeInterval) -> (CGPoint, CGPoint) {
        let progress = duration > 0 ? min(max((time - start) / duration, 0), 1) : 1
        let half = (spread.from + (spread.to - spread.from) * CGFloat(progress)) / 2
        let radians = (angle.from + (angle.to - angle.from) * progress) * .pi / 180
        let dx = half * CGFloat(cos(radians)), dy = half * CGFloat(sin(radians))
        return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
    }

    /// The fingers' touches, made as the clock reaches them.
    var touches: TouchStream {
        TouchStream(start: start, duration: duration) { time, phase in
            let (a, b) = fingers(at: time)
            return TouchPath.Touch(time: time, phase: phase, point: a, second: b)
        }
    }
}

extension ViewHost {
    /// Pinches with two fingers around `center`, from `from` to `to` points apart, over `duration` seconds
    /// starting now, moving them once a frame; the clock ends at the pinch's end.
    public func pinch(center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval) {
        run(TwoFingerPath(center: center, spread: (from, to), angle: (0, 0), start: time,
                          duration: max(0, duration.isFinite ? duration : 0)))
    }

    /// Twists two fingers 100 pt apart around `center` from `from` to `to` degrees (clockwise from horizontal)
    /// over `duration` seconds starting now; the clock ends at the twist's end.
    public func twist(center: CGPoint, from: Double, to: Double, duration: TimeInterval) {
        run(TwoFingerPath(center: center, spread: (100, 100), angle: (from, to), start: time,
                          duration: max(0, duration.isFinite ? duration : 0)))
    }

    private func run(_ path: TwoFingerPath) {
        playTouches(path.touches)
    }

    /// Plays a gesture's touches now, the clock running through them.
    private func playTouches(_ stream: TouchStream) {
        var touches = stream
        while let touch = touches.next {
            advance(to: touch.time)
            touch.run(graph)
            touches.advance()
        }
    }

    /// Queues a scripted pinch or twist's touches, merged in time order with any still pending.
    func schedule(_ path: TwoFingerPath) {
        pendingTouches.add(path.touches)
    }
}
