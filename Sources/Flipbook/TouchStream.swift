import Foundation

/// The touches of one scripted gesture, made one at a time as the clock reaches them: down at the start, a move
/// on every 60 Hz frame, up at the end. A drag scripted to last a day is not five million touches made up front;
/// only the next one exists.
struct TouchStream {
    let start: TimeInterval
    let end: TimeInterval
    /// The touch of a phase at a time (the gesture's fingers there).
    let touch: (TimeInterval, TouchPath.Touch.Phase) -> TouchPath.Touch
    /// The first 60 Hz frame after the start, numbered in frames since time 0.
    private let firstFrame: Double
    /// 0: the down; k ≥ 1: the k-th frame's move, or the up once the frames reach the end; nil when done.
    private var index: Double? = 0

    init(start: TimeInterval, duration: TimeInterval,
         touch: @escaping (TimeInterval, TouchPath.Touch.Phase) -> TouchPath.Touch) {
        self.start = start
        self.end = start + duration
        self.touch = touch
        firstFrame = (start * 60).rounded(.down) + 1
    }

    /// The next touch, or nil when the gesture has ended.
    var next: TouchPath.Touch? {
        guard let index else { return nil }
        if index == 0 { return touch(start, .down) }
        let frameTime = (firstFrame + index - 1) / 60
        return frameTime < end ? touch(frameTime, .move) : touch(end, .up)
    }

    /// Moves past the next touch.
    mutating func advance() {
        guard let current = index else { return }
        let wasUp = current > 0 && (firstFrame + current - 1) / 60 >= end
        index = wasUp ? nil : current + 1
    }
}

/// The scripted gestures still under way, merged in time order (a touch of an earlier gesture first at a tie).
struct PendingTouches {
    private var streams: [TouchStream] = []

    mutating func add(_ stream: TouchStream) { streams.append(stream) }

    /// The earliest next touch of any gesture.
    var first: TouchPath.Touch? {
        streams.compactMap(\.next).min { $0.time < $1.time }
    }

    /// Takes the earliest next touch.
    mutating func removeFirst() -> TouchPath.Touch? {
        var best: Int?
        for (i, stream) in streams.enumerated() {
            guard let time = stream.next?.time else { continue }
            if best == nil || time < streams[best!].next!.time { best = i }
        }
        guard let best, let touch = streams[best].next else { return nil }
        streams[best].advance()
        if streams[best].next == nil { streams.remove(at: best) }
        return touch
    }
}
