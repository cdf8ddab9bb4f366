import Foundation

/// A gesture that runs `second` once `first` has succeeded, on the same touch (a long press, then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// A primitive gesture: recognised by the view graph from its two parts.
    public typealias Body = Never

    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first gesture succeeded with its value; the second is running (nil until it reports).
        case second(First.Value, Second.Value?)
    }

    /// The gesture that must succeed first.
    public var first: First
    /// The gesture recognised after the first succeeds.
    public var second: Second

    /// `first`, then `second` once `first` has succeeded.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two gestures on one touch where the first wins: the second counts only if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// A primitive gesture: recognised by the view graph from its two parts.
    public typealias Body = Never

    public enum Value {
        /// The first gesture is the one recognised, with its value.
        case first(First.Value)
        /// The second gesture is the one recognised, with its value.
        case second(Second.Value)
    }

    /// The gesture that wins when both could be recognised.
    public var first: First
    /// The gesture recognised when the first fails.
    public var second: Second

    /// `first`, or `second` when `first` fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture, then `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension SequenceGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        let firstRun = GestureRun<First.Value>(), secondRun = GestureRun<Second.Value>()
        guard let firstRecognizer = GestureResolution.recognizer(for: first, run: firstRun, context: context),
              let secondRecognizer = GestureResolution.recognizer(for: second, run: secondRun, context: context)
        else { return nil }
        let sequence = SequenceRecognizer(first: firstRecognizer, second: secondRecognizer)
        var firstValue: First.Value?
        firstRun.changed.append { value in firstValue = value; run.change(.first(value)) }
        firstRun.ended.append { value in
            firstValue = value
            run.change(.second(value, nil))
            sequence.firstSucceeded()
        }
        firstRun.finished.append { if !sequence.isInSecond { run.finish() } }
        secondRun.changed.append { value in if let firstValue { run.change(.second(firstValue, value)) } }
        secondRun.ended.append { value in if let firstValue { run.end(.second(firstValue, value)) } }
        secondRun.finished.append { run.finish() }
        return sequence
    }
}

/// Feeds the touch to the first recogniser, then, from the moment it succeeds, to the second (which starts
/// where the finger is then).
@MainActor
final class SequenceRecognizer: TouchRecognizer {
    private let first: TouchRecognizer
    private let second: TouchRecognizer
    private(set) var isInSecond = false
    private var lastPoint = CGPoint.zero
    private var lastTime: TimeInterval = 0
    private var secondTook = false

    init(first: TouchRecognizer, second: TouchRecognizer) {
        self.first = first
        self.second = second
    }

    func firstSucceeded() {
        isInSecond = true
        secondTook = second.began(at: lastPoint, time: lastTime)
    }

    func began(at point: CGPoint, time: TimeInterval) -> Bool {
        (lastPoint, lastTime) = (point, time)
        return first.began(at: point, time: time)
    }

    func moved(to point: CGPoint, time: TimeInterval) {
        (lastPoint, lastTime) = (point, time)
        if isInSecond {
            if secondTook { second.moved(to: point, time: time) }
        } else {
            first.moved(to: point, time: time)
        }
    }

    func ended(at point: CGPoint, time: TimeInterval) {
        (lastPoint, lastTime) = (point, time)
        if isInSecond {
            if secondTook { second.ended(at: point, time: time) }
        } else {
            first.ended(at: point, time: time)
        }
    }
}

extension ExclusiveGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        let state = ExclusiveState()
        let firstRun = GestureRun<First.Value>(), secondRun = GestureRun<Second.Value>()
        firstRun.changed.append { run.change(.first($0)) }
        firstRun.ended.append { value in
            state.firstSucceeded = true
            run.end(.first(value))
        }
        firstRun.finished.append {
            state.firstIsOver = true
            if state.firstSucceeded {
                state.held = []
            } else {
                // The first failed: what the second did meanwhile counts after all.
                let held = state.held
                state.held = []
                held.forEach { $0() }
            }
        }
        // The second's events (and its own callbacks') wait until the first is decided.
        secondRun.gate = { event in
            if !state.firstIsOver {
                state.held.append(event)
            } else if !state.firstSucceeded {
                event()
            }
        }
        secondRun.changed.append { run.change(.second($0)) }
        secondRun.ended.append { run.end(.second($0)) }
        // Both failed: the pair failed (after an end this does nothing, the run is already over).
        secondRun.finished.append { run.finish() }
        return RecognizerPair([
            (GestureResolution.recognizer(for: first, run: firstRun, context: context), { firstRun.finish() }),
            (GestureResolution.recognizer(for: second, run: secondRun, context: context), { secondRun.finish() }),
        ])
    }
}

@MainActor
final class ExclusiveState {
    var firstIsOver = false
    var firstSucceeded = false
    /// The second gesture's events, held until the first is decided.
    var held: [@MainActor () -> Void] = []
}
