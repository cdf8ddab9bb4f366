import Foundation

/// A pinch: how far apart two fingers are, relative to where they started. It starts once the scale has
/// changed by `minimumScaleDelta`.
public struct MagnifyGesture: Gesture {
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        /// When the gesture last changed, on the host's clock.
        public var time: Date
        /// The distance between the fingers over their distance at the start (1 at the start).
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// The midpoint of the fingers at the start, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The midpoint of the fingers at the start, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// The smallest change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts once the scale has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A twist: how far the line between two fingers has turned since they went down. It starts once it has
/// turned `minimumAngleDelta`.
public struct RotateGesture: Gesture {
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        /// When the gesture last changed, on the host's clock.
        public var time: Date
        /// How far the line between the fingers has turned since the start (clockwise positive).
        public var rotation: Angle
        /// How fast the rotation changes, per second.
        public var velocity: Angle
        /// The midpoint of the fingers at the start, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The midpoint of the fingers at the start, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// The smallest turn that starts the gesture.
    public var minimumAngleDelta: Angle

    /// A twist that starts once the fingers have turned by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// The older name of ``MagnifyGesture``, whose value is the scale alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never
    /// The smallest change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts once the scale has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The older name of ``RotateGesture``, whose value is the angle alone.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never
    /// The smallest turn that starts the gesture.
    public var minimumAngleDelta: Angle
    /// A twist that starts once the fingers have turned by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Follows two fingers: their distance and the angle of the line between them against where they went down,
/// reporting through `report` once `isActive` says the change is big enough.
final class TwoFingerRecognizer: TouchRecognizer {
    struct Reading {
        var time: TimeInterval
        /// Current distance over starting distance.
        var scale: CGFloat
        /// Radians turned, clockwise on screen.
        var angle: Double
        var scaleVelocity: CGFloat
        var angleVelocity: Double
        /// Where the fingers' midpoint started, in the view's coordinates and as a fraction of its size.
        var startLocation: CGPoint
        var startAnchor: UnitPoint
    }

    private let context: GestureContext
    private let isActive: (Reading) -> Bool
    private let report: (Reading) -> Void
    private let finish: (Reading?) -> Void
    private var start: (distance: CGFloat, angle: Double, location: CGPoint)?
    private var last: Reading?
    private var active = false

    init(context: GestureContext, isActive: @escaping (Reading) -> Bool, report: @escaping (Reading) -> Void,
         finish: @escaping (Reading?) -> Void) {
        self.context = context
        self.isActive = isActive
        self.report = report
        self.finish = finish
    }

    // One finger is not enough.
    func began(at point: CGPoint, time: TimeInterval) -> Bool { false }
    func moved(to point: CGPoint, time: TimeInterval) {}
    func ended(at point: CGPoint, time: TimeInterval) {}

    func began(at first: CGPoint, _ second: CGPoint, time: TimeInterval) -> Bool {
        let a = context.convert(first, to: .local), b = context.convert(second, to: .local)
        let distance = hypot(b.x - a.x, b.y - a.y)
        guard distance > 0 else { return false }
        start = (distance, atan2(Double(b.y - a.y), Double(b.x - a.x)), CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
        return true
    }

    func moved(to first: CGPoint, _ second: CGPoint, time: TimeInterval) {
        guard let reading = read(first, second, time: time) else { return }
        if !active, isActive(reading) { active = true }
        last = reading
        if active { report(reading) }
    }

    func ended(at first: CGPoint, _ second: CGPoint, time: TimeInterval) {
        finish(active ? (read(first, second, time: time) ?? last) : nil)
    }

    private func read(_ first: CGPoint, _ second: CGPoint, time: TimeInterval) -> Reading? {
        guard let start else { return nil }
        let a = context.convert(first, to: .local), b = context.convert(second, to: .local)
        let scale = hypot(b.x - a.x, b.y - a.y) / start.distance
        var angle = atan2(Double(b.y - a.y), Double(b.x - a.x)) - start.angle
        angle = remainder(angle, 2 * .pi)
        var scaleVelocity: CGFloat = 0, angleVelocity = 0.0
        if let last, time > last.time {
            scaleVelocity = (scale - last.scale) / CGFloat(time - last.time)
            angleVelocity = (angle - last.angle) / (time - last.time)
        }
        let size = context.size
        let anchor = UnitPoint(x: size.width > 0 ? start.location.x / size.width : 0.5,
                               y: size.height > 0 ? start.location.y / size.height : 0.5)
        return Reading(time: time, scale: scale, angle: angle, scaleVelocity: scaleVelocity,
                       angleVelocity: angleVelocity, startLocation: start.location, startAnchor: anchor)
    }
}

extension MagnifyGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        func value(_ r: TwoFingerRecognizer.Reading) -> Value {
            Value(time: Date(timeIntervalSinceReferenceDate: r.time), magnification: r.scale, velocity: r.scaleVelocity,
                  startAnchor: r.startAnchor, startLocation: r.startLocation)
        }
        let minimum = minimumScaleDelta
        return TwoFingerRecognizer(context: context, isActive: { abs($0.scale - 1) >= minimum },
                                   report: { run.change(value($0)) },
                                   finish: { reading in reading.map { run.end(value($0)) } ?? run.finish() })
    }
}

extension RotateGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        func value(_ r: TwoFingerRecognizer.Reading) -> Value {
            Value(time: Date(timeIntervalSinceReferenceDate: r.time), rotation: .radians(r.angle),
                  velocity: .radians(r.angleVelocity), startAnchor: r.startAnchor, startLocation: r.startLocation)
        }
        let minimum = abs(minimumAngleDelta.radians)
        return TwoFingerRecognizer(context: context, isActive: { abs($0.angle) >= minimum },
                                   report: { run.change(value($0)) },
                                   finish: { reading in reading.map { run.end(value($0)) } ?? run.finish() })
    }
}

extension MagnificationGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<CGFloat>, context: GestureContext) -> TouchRecognizer? {
        let minimum = minimumScaleDelta
        return TwoFingerRecognizer(context: context, isActive: { abs($0.scale - 1) >= minimum },
                                   report: { run.change($0.scale) },
                                   finish: { reading in reading.map { run.end($0.scale) } ?? run.finish() })
    }
}

extension RotationGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Angle>, context: GestureContext) -> TouchRecognizer? {
        let minimum = abs(minimumAngleDelta.radians)
        return TwoFingerRecognizer(context: context, isActive: { abs($0.angle) >= minimum },
                                   report: { run.change(.radians($0.angle)) },
                                   finish: { reading in reading.map { run.end(.radians($0.angle)) } ?? run.finish() })
    }
}
