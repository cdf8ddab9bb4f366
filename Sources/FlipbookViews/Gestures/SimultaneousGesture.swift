import Foundation

/// Two gestures recognised at the same time on one touch; the value holds the latest value of each (nil until
/// it has one, and for one that failed).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// A primitive gesture: recognised by the view graph from its two parts.
    public typealias Body = Never

    public struct Value {
        /// The first gesture's value, while it is recognised.
        public var first: First.Value?
        /// The second gesture's value, while it is recognised.
        public var second: Second.Value?
    }

    /// One of the gestures.
    public var first: First
    /// The other gesture.
    public var second: Second

    /// `first` and `second`, recognised at the same time.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other`, recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

extension SimultaneousGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        let state = PairState<First.Value, Second.Value>()
        let firstRun = GestureRun<First.Value>(), secondRun = GestureRun<Second.Value>()
        firstRun.changed.append { state.value.first = $0; run.change(Value(first: state.value.first, second: state.value.second)) }
        secondRun.changed.append { state.value.second = $0; run.change(Value(first: state.value.first, second: state.value.second)) }
        firstRun.ended.append { state.value.first = $0; state.succeeded = true }
        secondRun.ended.append { state.value.second = $0; state.succeeded = true }
        // Each part finishes (ended or failed); when both have, the pair ends if either succeeded.
        let partFinished = {
            state.finished += 1
            guard state.finished == 2 else { return }
            if state.succeeded {
                run.end(Value(first: state.value.first, second: state.value.second))
            } else {
                run.finish()
            }
        }
        firstRun.finished.append(partFinished)
        secondRun.finished.append(partFinished)
        // A part that cannot be recognised, or refuses the touch, counts as failed at once.
        return RecognizerPair([
            (GestureResolution.recognizer(for: first, run: firstRun, context: context), { firstRun.finish() }),
            (GestureResolution.recognizer(for: second, run: secondRun, context: context), { secondRun.finish() }),
        ])
    }
}

/// The values a pair of gestures has reported, and how many of the two are over.
@MainActor
final class PairState<A, B> {
    var value: (first: A?, second: B?) = (nil, nil)
    var finished = 0
    var succeeded = false
}

/// Hands every touch event to several recognisers; each part's `refused` runs if it has no recogniser or
/// does not take the touch.
final class RecognizerPair: TouchRecognizer {
    private let parts: [(recognizer: TouchRecognizer?, refused: () -> Void)]
    private var taken: [TouchRecognizer] = []

    init(_ parts: [(recognizer: TouchRecognizer?, refused: () -> Void)]) {
        self.parts = parts
    }

    func began(at point: CGPoint, time: TimeInterval) -> Bool {
        taken = []
        for part in parts {
            if let recognizer = part.recognizer, recognizer.began(at: point, time: time) {
                taken.append(recognizer)
            } else {
                part.refused()
            }
        }
        return !taken.isEmpty
    }

    func moved(to point: CGPoint, time: TimeInterval) {
        for recognizer in taken { recognizer.moved(to: point, time: time) }
    }

    func ended(at point: CGPoint, time: TimeInterval) {
        for recognizer in taken { recognizer.ended(at: point, time: time) }
    }

    func began(at first: CGPoint, _ second: CGPoint, time: TimeInterval) -> Bool {
        taken = []
        for part in parts {
            if let recognizer = part.recognizer, recognizer.began(at: first, second, time: time) {
                taken.append(recognizer)
            } else {
                part.refused()
            }
        }
        return !taken.isEmpty
    }

    func moved(to first: CGPoint, _ second: CGPoint, time: TimeInterval) {
        for recognizer in taken { recognizer.moved(to: first, second, time: time) }
    }

    func ended(at first: CGPoint, _ second: CGPoint, time: TimeInterval) {
        for recognizer in taken { recognizer.ended(at: first, second, time: time) }
    }
}
