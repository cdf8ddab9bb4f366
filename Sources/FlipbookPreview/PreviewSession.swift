import Flipbook
import Foundation

/// One scene running for the page: its host on the wall clock (times the speed), the touches made so far,
/// and the controls beyond SwiftUI's previews (pause, step, scrub, speed, trace).
///
/// A frame is a pure function of (scene, touches, time), so the session records the touches with their times
/// and shows any earlier moment by replaying them on a new host: that is the timeline scrubber. Playing or
/// touching after scrubbing back drops what was recorded later, as a new take.
@MainActor
final class PreviewSession {
    /// A touch as the page made it, at a session time.
    struct RecordedTouch: Equatable {
        enum Kind: Equatable { case down, move, up, tap }
        var time: TimeInterval
        var kind: Kind
        var point: CGPoint
    }

    let scene: PreviewScene
    private(set) var host: ViewHost
    private(set) var recording: [RecordedTouch] = []
    /// The latest time played: the end of the scrubber.
    private(set) var recordedEnd: TimeInterval = 0
    private(set) var isPaused = false
    private(set) var speed = 1.0
    private(set) var scale = 1.0
    private(set) var trace: PreviewTrace?
    /// Where the finger went down and whether it moved away, to tell a tap from a drag when it lifts.
    private var press: (start: CGPoint, moved: Bool)?
    private var lastWallTime: TimeInterval?
    private var lastSentList: DisplayList?
    private let wallClock: () -> TimeInterval

    /// A wall-clock pause longer than this (a busy machine, a hidden tab) moves the scene on by this much only.
    static let longestStep: TimeInterval = 0.1
    static let frameInterval: TimeInterval = 1.0 / 60
    /// How far a finger may move and still tap when it lifts.
    static let tapSlop: CGFloat = 10

    init(scene: PreviewScene, wallClock: @escaping () -> TimeInterval) {
        self.scene = scene
        self.wallClock = wallClock
        host = ViewHost(scene.makeRoot(), size: scene.size, resources: scene.resources)
    }

    /// Puts the scene on a new host at time 0, with no finger down; a trace keeps its view and starts again.
    private func startOver() {
        host = ViewHost(scene.makeRoot(), size: scene.size, resources: scene.resources)
        press = nil
        trace = trace.map { PreviewTrace(index: $0.index, type: $0.type) }
        lastSentList = nil
    }

    /// Takes one command of the page; returns the frame to send back, if the command asks for one.
    func handle(_ command: PreviewCommand) throws -> PreviewFrame? {
        switch command {
        case .hello(let scale):
            self.scale = scale
            lastSentList = nil
            if lastWallTime == nil { lastWallTime = wallClock() }
            return try frame()
        case .tick:
            followWallClock()
            return try frame()
        case let .pointer(phase, x, y):
            followWallClock()
            beginTake()
            touch(phase, at: CGPoint(x: x, y: y))
            return nil
        case .pause:
            followWallClock()
            isPaused = true
            return nil
        case .play:
            beginTake()
            isPaused = false
            lastWallTime = wallClock()
            return nil
        case .step:
            isPaused = true
            beginTake()
            advance(to: host.time + Self.frameInterval)
            return try frame()
        case .speed(let value):
            followWallClock()
            speed = min(max(value, 0.1), 2)
            return nil
        case .seek(let time):
            isPaused = true
            seek(to: min(max(time, 0), recordedEnd))
            return try frame()
        case let .trace(x, y):
            if let x, let y {
                trace = PreviewTrace(picking: CGPoint(x: x, y: y), in: host.laidOutViews)
                trace?.sample(host.laidOutViews)
            } else {
                trace = nil
            }
            return try frame()
        case .restart:
            startOver()
            recording = []
            recordedEnd = 0
            lastWallTime = wallClock()
            return try frame()
        }
    }

    /// Moves the scene on by the wall-clock time since the last look, times the speed, unless paused.
    private func followWallClock() {
        let now = wallClock()
        defer { lastWallTime = now }
        guard !isPaused, let last = lastWallTime else { return }
        let elapsed = min(max(now - last, 0), Self.longestStep) * speed
        advance(to: host.time + elapsed)
    }

    private func advance(to time: TimeInterval) {
        host.advance(to: time)
        recordedEnd = max(recordedEnd, time)
        trace?.sample(host.laidOutViews)
    }

    /// Playing or touching at a time before the end of the recording starts a new take from there.
    private func beginTake() {
        guard host.time < recordedEnd else { return }
        recording.removeAll { $0.time > host.time }
        recordedEnd = host.time
    }

    private func touch(_ phase: PreviewCommand.PointerPhase, at point: CGPoint) {
        switch phase {
        case .down:
            press = (point, false)
            record(.down, at: point)
        case .move:
            guard var current = press else { return }
            if hypot(point.x - current.start.x, point.y - current.start.y) > Self.tapSlop { current.moved = true }
            press = current
            record(.move, at: point)
        case .up:
            guard let current = press else { return }
            press = nil
            record(.up, at: point)
            if !current.moved { record(.tap, at: point) }
        }
    }

    private func record(_ kind: RecordedTouch.Kind, at point: CGPoint) {
        let touch = RecordedTouch(time: host.time, kind: kind, point: point)
        recording.append(touch)
        Self.apply(touch, to: host)
    }

    private static func apply(_ touch: RecordedTouch, to host: ViewHost) {
        switch touch.kind {
        case .down: host.touchDown(at: touch.point)
        case .move: host.touchMove(to: touch.point)
        case .up: host.touchUp(at: touch.point)
        case .tap: try? host.tap(at: touch.point)
        }
    }

    /// Shows the recording at `time` on a new host, replaying the touches made before it; a trace is sampled
    /// again once a frame along the way.
    private func seek(to time: TimeInterval) {
        startOver()
        var pending = recording.filter { $0.time <= time }[...]
        var frameTime: TimeInterval = 0
        repeat {
            let nextFrame = min(frameTime + Self.frameInterval, time)
            while let touch = pending.first, touch.time <= nextFrame {
                host.advance(to: touch.time)
                Self.apply(touch, to: host)
                pending.removeFirst()
            }
            host.advance(to: nextFrame)
            trace?.sample(host.laidOutViews)
            frameTime = nextFrame
        } while frameTime < time
    }

    /// The frame to send: the display list when the page can draw it exactly, otherwise a PNG; only the state
    /// when nothing changed since the last frame sent.
    /// How many running animators a frame reports at most (the page charts them; a scene animating thousands
    /// of views would otherwise send them all every frame).
    static let chartedAnimators = 12

    private func frame() throws -> PreviewFrame {
        var frame = PreviewFrame(time: host.time, end: recordedEnd, paused: isPaused, speed: speed,
                                 width: Double(scene.size.width), height: Double(scene.size.height))
        frame.trace = trace?.points.map { [Double($0.x), Double($0.y)] }
        frame.animators = host.runningAnimators.prefix(Self.chartedAnimators).map(PreviewAnimator.init)
        let list = host.displayList
        if list == lastSentList { return frame }
        lastSentList = list
        if CanvasDrawable.canDraw(list) {
            frame.list = list
        } else {
            frame.png = try host.pngData(scale: CGFloat(scale)).base64EncodedString()
        }
        return frame
    }
}

/// The path of one view, as the centres of its frame once a frame.
struct PreviewTrace {
    /// The view's place in the laid-out tree and its type: the same view while the tree keeps its shape.
    let index: Int
    let type: String
    private(set) var points: [CGPoint] = []

    init(index: Int, type: String) {
        self.index = index
        self.type = type
    }

    /// Traces the smallest view under `point`, the frontmost of equal ones; nil when no view is there.
    init?(picking point: CGPoint, in views: [LaidOutView]) {
        var best: (index: Int, area: CGFloat)?
        for (index, view) in views.enumerated() where view.frame.contains(point) {
            let area = view.frame.width * view.frame.height
            if best == nil || area <= best!.area { best = (index, area) }
        }
        guard let best else { return nil }
        self.init(index: best.index, type: views[best.index].type)
    }

    /// Adds the view's centre now, if the view is still there.
    mutating func sample(_ views: [LaidOutView]) {
        guard index < views.count, views[index].type == type else { return }
        let center = CGPoint(x: views[index].frame.midX, y: views[index].frame.midY)
        if points.last != center { points.append(center) }
        if points.count > 2_000 { points.removeFirst(points.count - 2_000) }
    }
}

/// What the page is sent after a command: the state of the session and, when the picture changed, the picture.
struct PreviewFrame: Encodable, Equatable {
    var type = "frame"
    var time: TimeInterval
    var end: TimeInterval
    var paused: Bool
    var speed: Double
    var width: Double
    var height: Double
    var list: DisplayList?
    var png: String?
    var trace: [[Double]]?
    /// The animators running at this frame, for the page's chart.
    var animators: [PreviewAnimator] = []
}

/// One running animator as the page charts it: `View.input`, the presented value and its velocity (components).
struct PreviewAnimator: Encodable, Equatable {
    var id: String
    var name: String
    var value: [Double]
    var velocity: [Double]?

    init(_ reading: AnimatorReading) {
        id = "\(reading.viewID).\(reading.input)"
        name = reading.name
        // JSON has no NaN or infinity; a value that is not finite is charted as missing.
        value = reading.value.map { $0.isFinite ? $0 : 0 }
        velocity = reading.velocity?.map { $0.isFinite ? $0 : 0 }
    }
}
