import Foundation

/// A finger moving in a straight line at constant speed: down at the start, one move per 60 Hz frame, up at
/// the end. Expanded into timed touches so that scripts and direct calls drive views the same way.
struct TouchPath {
    var from: CGPoint
    var to: CGPoint
    var start: TimeInterval
    var duration: TimeInterval

    /// One touch of the path at a time.
    struct Touch {
        enum Phase { case down, move, up }
        var time: TimeInterval
        var phase: Phase
        var point: CGPoint

        @MainActor
        func run(_ graph: ViewGraph) {
            switch phase {
            case .down: graph.touchDown(at: point)
            case .move: graph.touchMove(to: point)
            case .up: graph.touchUp(at: point)
            }
        }
    }

    func point(at time: TimeInterval) -> CGPoint {
        let progress = duration > 0 ? CGFloat(min(max((time - start) / duration, 0), 1)) : 1
        return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
    }

    var touches: [Touch] {
        var result = [Touch(time: start, phase: .down, point: from)]
        let end = start + duration
        var frame = (start * 60).rounded(.down) + 1
        while frame / 60 < end {
            result.append(Touch(time: frame / 60, phase: .move, point: point(at: frame / 60)))
            frame += 1
        }
        result.append(Touch(time: end, phase: .up, point: to))
        return result
    }
}

extension ViewHost {
    /// Drags a finger from `from` to `to` (canvas points) over `duration` seconds starting now, moving it once a
    /// frame; the clock ends at the drag's end.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        let path = TouchPath(from: from, to: to, start: time, duration: max(0, duration.isFinite ? duration : 0))
        for touch in path.touches {
            advance(to: touch.time)
            touch.run(graph)
        }
    }

    /// Queues a scripted drag's touches, merged in time order with any still pending.
    func schedule(_ path: TouchPath) {
        pendingTouches = (pendingTouches + path.touches).sorted { $0.time < $1.time }
    }
}
