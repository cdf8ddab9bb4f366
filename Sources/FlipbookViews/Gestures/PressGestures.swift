import Foundation

/// A gesture that succeeds when a finger stays down for `minimumDuration` without moving more than
/// `maximumDistance`. While pressed its value is `true`; `onEnded` runs the moment the duration is reached.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never

    /// How long the finger must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails, in points.
    public var maximumDistance: CGFloat

    /// A press held for `minimumDuration` seconds without moving more than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Bool>, context: GestureContext) -> TouchRecognizer? {
        LongPressRecognizer(gesture: self, run: run, context: context)
    }
}

final class LongPressRecognizer: TouchRecognizer {
    private let gesture: LongPressGesture
    private let run: GestureRun<Bool>
    private let context: GestureContext
    private var start = CGPoint.zero
    private var isOver = false

    init(gesture: LongPressGesture, run: GestureRun<Bool>, context: GestureContext) {
        self.gesture = gesture
        self.run = run
        self.context = context
    }

    func began(at point: CGPoint, time: TimeInterval) -> Bool {
        start = point
        run.change(true)
        context.schedule(max(0, gesture.minimumDuration)) { [weak self] in
            guard let self, !self.isOver else { return }
            self.isOver = true
            self.run.end(true)
        }
        return true
    }

    func moved(to point: CGPoint, time: TimeInterval) {
        guard !isOver, hypot(point.x - start.x, point.y - start.y) > gesture.maximumDistance else { return }
        isOver = true
        run.finish()
    }

    func ended(at point: CGPoint, time: TimeInterval) {
        guard !isOver else { return }
        isOver = true
        run.finish()
    }
}

/// A gesture that succeeds after `count` taps, each within 0.3 s of the one before.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never

    /// How many taps the gesture needs.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A tap gesture that reports where the tap landed.
public struct SpatialTapGesture: Gesture {
    /// A primitive gesture: recognised by the view graph, not made of other gestures.
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        /// Where the tap was, in `coordinateSpace`.
        public var location: CGPoint
    }

    /// How many taps the gesture needs.
    public var count: Int
    /// The space `location` is given in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps that reports where, in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

extension TapGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Void>, context: GestureContext) -> TouchRecognizer? {
        TapRecognizer(count: count, space: .local, context: context) { _ in run.end(()) } failed: { run.finish() }
    }
}

extension SpatialTapGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        TapRecognizer(count: count, space: coordinateSpace, context: context) { location in
            run.end(Value(location: location))
        } failed: {
            run.finish()
        }
    }
}

/// A touch that lifts within 10 pt of where it went down is a tap; the taps counted in the view's context
/// make a multiple tap.
final class TapRecognizer: TouchRecognizer {
    static let allowableMovement: CGFloat = 10

    private let count: Int
    private let space: CoordinateSpace
    private let context: GestureContext
    private let succeeded: (CGPoint) -> Void
    private let failed: () -> Void
    private let slot: Int
    private var start = CGPoint.zero

    init(count: Int, space: CoordinateSpace, context: GestureContext, succeeded: @escaping (CGPoint) -> Void,
         failed: @escaping () -> Void) {
        self.count = max(1, count)
        self.space = space
        self.context = context
        self.succeeded = succeeded
        self.failed = failed
        slot = context.claimSlot()
    }

    func began(at point: CGPoint, time: TimeInterval) -> Bool {
        start = point
        return true
    }

    func moved(to point: CGPoint, time: TimeInterval) {}

    func ended(at point: CGPoint, time: TimeInterval) {
        guard hypot(point.x - start.x, point.y - start.y) <= Self.allowableMovement else { return failed() }
        if context.tapStreaks[slot, default: TapStreak()].tap(at: time, completes: count) {
            return succeeded(context.convert(point, to: space))
        }
        // Part of a multiple tap: it fails only if no further tap comes in time (so that a single tap waiting
        // behind it in `exclusively(before:)` fires only then).
        let (context, slot, failed) = (self.context, self.slot, self.failed)
        context.schedule(TapStreak.interval + 1e-3) {
            if context.tapStreaks[slot]?.lastTime == time { failed() }
        }
    }
}

extension View {
    /// Runs `action` when a finger stays down on the view for `minimumDuration` without moving more than
    /// `maximumDistance`; `onPressingChanged` follows whether a finger is down on it.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressWithPressing(press: LongPressGesture(minimumDuration: minimumDuration,
                                                              maximumDistance: maximumDistance),
                                      pressing: onPressingChanged, action: action))
    }

    /// Runs `action` after a long press; `onPressingChanged` follows whether a finger is down (the older order
    /// of arguments, deprecated in SwiftUI: a lone trailing closure takes the newer form).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// `onLongPressGesture`'s gesture: `pressing` hears `true` when a finger goes down and `false` when the press is
/// over, whether it succeeded (then `action` runs), moved too far or lifted early.
struct LongPressWithPressing: Gesture {
    typealias Value = Bool
    typealias Body = Never
    let press: LongPressGesture
    let pressing: ((Bool) -> Void)?
    let action: () -> Void
    var body: Never { fatalError("LongPressWithPressing has no body") }
}

extension LongPressWithPressing: RecognizableGesture, TapAnswering {
    func makeRecognizer(run: GestureRun<Bool>, context: GestureContext) -> TouchRecognizer? {
        let (pressing, action) = (self.pressing, self.action)
        var isDown = false
        run.changed.append { value in
            guard value, !isDown else { return }
            isDown = true
            pressing?(true)
        }
        run.ended.append { _ in
            isDown = false
            pressing?(false)
            action()
        }
        run.finished.append {
            guard isDown else { return }
            isDown = false
            pressing?(false)
        }
        return press.makeRecognizer(run: run, context: context)
    }

    var answersTaps: Bool { press.answersTaps }
}
