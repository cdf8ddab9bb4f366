import Foundation

/// A gesture that follows a finger once it has moved `minimumDistance` points, reporting where it started,
/// where it is and how fast it moves.
public struct DragGesture: Gesture {
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never

    /// Where a drag is, and how it got there.
    public struct Value: Equatable, Sendable {
        /// When this value was produced (the graph's clock as seconds since the reference date).
        public var time: Date
        /// Where the finger is now, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger went down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// Points per second, from the latest moves.
        public var velocity: CGSize
        /// Where the finger would come to rest if it were let go now and slowed down as a scroll view does.
        public var predictedEndLocation: CGPoint

        /// How far the finger has moved since it went down.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would end if the finger lifted now and slowed down as a flick does.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the finger must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The space locations are given in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points, reporting in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension DragGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        DragRecognizer(gesture: self, run: run, context: context)
    }
}

/// Follows a drag: nothing is reported until the finger has moved the minimum distance; a touch lifted before
/// that fails the gesture (its state resets, `onEnded` is not called).
final class DragRecognizer: TouchRecognizer {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private let run: GestureRun<DragGesture.Value>
    private let context: GestureContext
    private var start = CGPoint.zero
    private var isActive = false
    private var samples = VelocitySamples()

    init(gesture: DragGesture, run: GestureRun<DragGesture.Value>, context: GestureContext) {
        minimumDistance = max(0, gesture.minimumDistance)
        space = gesture.coordinateSpace
        self.run = run
        self.context = context
    }

    func began(at canvasPoint: CGPoint, time: TimeInterval) -> Bool {
        let point = context.convert(canvasPoint, to: space)
        start = point
        samples.add(point, at: time)
        if minimumDistance == 0 {
            isActive = true
            run.change(value(at: point, time: time))
        }
        return true
    }

    func moved(to canvasPoint: CGPoint, time: TimeInterval) {
        let point = context.convert(canvasPoint, to: space)
        samples.add(point, at: time)
        if !isActive, hypot(point.x - start.x, point.y - start.y) >= minimumDistance { isActive = true }
        if isActive { run.change(value(at: point, time: time)) }
    }

    func ended(at canvasPoint: CGPoint, time: TimeInterval) {
        let point = context.convert(canvasPoint, to: space)
        samples.add(point, at: time)
        if isActive {
            run.end(value(at: point, time: time))
        } else {
            run.finish()
        }
    }

    private func value(at point: CGPoint, time: TimeInterval) -> DragGesture.Value {
        let velocity = samples.velocity
        let glide = ScrollPhysics.decelerationTime
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: time), location: point,
                                 startLocation: start, velocity: velocity,
                                 predictedEndLocation: CGPoint(x: point.x + velocity.width * glide,
                                                               y: point.y + velocity.height * glide))
    }
}

/// A finger's recent positions, for its velocity: the average over the moves of the last 0.1 s (the latest
/// move alone when they are older). Drag gestures and scroll views measure a finger the same way.
struct VelocitySamples {
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    static let window: TimeInterval = 0.1

    mutating func add(_ point: CGPoint, at time: TimeInterval) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].point = point
        } else {
            samples.append((time, point))
        }
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
    }

    var velocity: CGSize {
        guard let last = samples.last else { return .zero }
        let recent = samples.dropLast().last { last.time - $0.time >= Self.window }
            ?? samples.dropLast().first
        guard let first = recent, last.time > first.time else { return .zero }
        let elapsed = CGFloat(last.time - first.time)
        return CGSize(width: (last.point.x - first.point.x) / elapsed, height: (last.point.y - first.point.y) / elapsed)
    }
}
