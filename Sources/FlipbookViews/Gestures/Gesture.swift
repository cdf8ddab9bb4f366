import Foundation

/// An interaction that a view recognises from touches, producing values as it goes.
///
/// Primitive gestures (`DragGesture`, `LongPressGesture`, …) have no body; a gesture of your own describes
/// itself as another gesture in `body`, as views do.
@MainActor
public protocol Gesture<Value> {
    /// What the gesture reports while it runs and when it ends.
    associatedtype Value
    /// The gesture this gesture is made of.
    associatedtype Body: Gesture
    /// The gesture this gesture is made of.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Never called: the view graph recognises a primitive gesture itself.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// One recognition of a gesture: the callbacks that its modifiers (`onChanged`, `onEnded`, `updating`) hung
/// on it, called by the recogniser as touches arrive.
@MainActor
final class GestureRun<Value> {
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// Run once the gesture is over, ended or cancelled (gesture state goes back to its initial value).
    var finished: [() -> Void] = []

    /// Holds events back while another gesture decides whether this one counts (`exclusively(before:)`):
    /// each event is handed over to run now, later or never.
    var gate: ((@escaping @MainActor () -> Void) -> Void)?

    func change(_ value: Value) {
        pass { for action in self.changed { action(value) } }
    }

    func end(_ value: Value) {
        pass {
            for action in self.ended { action(value) }
            self.runFinished()
        }
    }

    func finish() {
        pass { self.runFinished() }
    }

    private func pass(_ event: @escaping @MainActor () -> Void) {
        if let gate { gate(event) } else { event() }
    }

    private func runFinished() {
        let actions = finished
        finished = []
        for action in actions { action() }
    }
}

/// What follows one finger for a gesture. Points are canvas points (the recogniser converts them with the
/// view's ``GestureContext``); times are the graph's clock.
@MainActor
protocol TouchRecognizer: AnyObject {
    /// Whether the gesture takes a touch that went down here.
    func began(at point: CGPoint, time: TimeInterval) -> Bool
    func moved(to point: CGPoint, time: TimeInterval)
    func ended(at point: CGPoint, time: TimeInterval)
    /// Two fingers (pinches and twists); one-finger gestures do not take them.
    func began(at first: CGPoint, _ second: CGPoint, time: TimeInterval) -> Bool
    func moved(to first: CGPoint, _ second: CGPoint, time: TimeInterval)
    func ended(at first: CGPoint, _ second: CGPoint, time: TimeInterval)
}

extension TouchRecognizer {
    func began(at first: CGPoint, _ second: CGPoint, time: TimeInterval) -> Bool { false }
    func moved(to first: CGPoint, _ second: CGPoint, time: TimeInterval) {}
    func ended(at first: CGPoint, _ second: CGPoint, time: TimeInterval) {}
}

/// Gestures Flipbook recognises itself: primitive ones make their own recogniser; wrapping ones (`onChanged`,
/// `onEnded`, `updating`, `map`, combinations) hang callbacks on the runs of the gestures they wrap.
@MainActor
protocol RecognizableGesture {
    associatedtype Value
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer?
}

enum GestureResolution {
    /// The recogniser of `gesture`, with `run` receiving its values; nil if it cannot be recognised here.
    @MainActor
    static func recognizer<G: Gesture>(for gesture: G, run: GestureRun<G.Value>, context: GestureContext)
        -> TouchRecognizer? {
        if let recognizable = gesture as? any RecognizableGesture {
            return make(recognizable, run: run, context: context)
        }
        guard G.Body.self != Never.self else { return nil }
        // A composed gesture reports its body's values as its own (their types agree in practice).
        let bodyRun = GestureRun<G.Body.Value>()
        guard let recognizer = recognizer(for: gesture.body, run: bodyRun, context: context) else { return nil }
        bodyRun.changed.append { value in (value as? G.Value).map(run.change) }
        bodyRun.ended.append { value in (value as? G.Value).map(run.end) }
        bodyRun.finished.append { run.finish() }
        return recognizer
    }

    @MainActor
    private static func make<R: RecognizableGesture, V>(_ gesture: R, run: GestureRun<V>, context: GestureContext)
        -> TouchRecognizer? {
        guard let run = run as? GestureRun<R.Value> else { return nil }
        return gesture.makeRecognizer(run: run, context: context)
    }
}

/// What recognisers of one view's gesture share: where the view is on the canvas (to convert touch points into
/// the coordinate space a gesture asks for; the view keeps it current as it is drawn), the host's clock for
/// timeouts, and memory that outlives one touch (taps counted towards a double tap).
@MainActor
final class GestureContext {
    var layoutTransform = ProjectionTransform()
    var namedSpaces: [AnyHashable: NamedSpace] = [:]
    /// The view's size.
    var size = CGSize.zero
    /// Runs work after a delay on the host's clock, in a gesture update.
    var schedule: (TimeInterval, @escaping @MainActor () -> Void) -> Void = { _, _ in }
    /// Taps counted by each tap gesture of the view, by its place in the gesture (the order recognisers are made).
    var tapStreaks: [Int: TapStreak] = [:]
    private var nextSlot = 0

    /// Called before the recognisers for a touch are made: they claim their places in the same order each time.
    func beginTouch() { nextSlot = 0 }

    func claimSlot() -> Int {
        defer { nextSlot += 1 }
        return nextSlot
    }

    func convert(_ canvasPoint: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return canvasPoint
        case .local:
            return layoutTransform.inverted().projecting(canvasPoint) ?? canvasPoint
        case .named(let name):
            guard let named = namedSpaces[name] else { return canvasPoint }
            return named.transform.inverted().projecting(canvasPoint) ?? canvasPoint
        }
    }
}
