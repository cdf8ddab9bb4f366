import Foundation

/// Which gestures count: the one being added, those of the views inside, both or neither.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures: neither the view's nor its subviews'.
    public static let none = GestureMask([])
    /// The gesture being added only.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture being added and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// How a view's gesture ranks against gestures of the views inside it.
enum GesturePriority {
    /// Inner views' gestures (and controls) take a touch first.
    case normal
    /// This gesture takes the touch before inner views' gestures.
    case high
    /// This gesture and the inner one both follow the touch.
    case simultaneous
}

/// Attaches a gesture to a view.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Attaches `gesture`; gestures of views inside this one take touches first. `mask` turns off the gesture
    /// (`.subviews`), those of the views inside, buttons included (`.gesture`), or both (`.none`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture`, or leaves it off while `isEnabled` is false (the views inside keep theirs).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: .enabling(isEnabled)))
    }

    /// Attaches `gesture` under a name (which UIKit uses to relate recognisers; here it is only kept).
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: .enabling(isEnabled)))
    }

    /// Attaches `gesture` ahead of the gestures of views inside this one.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture` ahead of the gestures inside, or leaves it off while `isEnabled` is false.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: .enabling(isEnabled)))
    }

    /// Attaches `gesture` ahead of the gestures inside, under a name (kept only).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: .enabling(isEnabled)))
    }

    /// Attaches `gesture` so that it follows touches together with the gestures of views inside this one.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches `gesture` beside the gestures inside, or leaves it off while `isEnabled` is false.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: .enabling(isEnabled)))
    }

    /// Attaches `gesture` beside the gestures inside, under a name (kept only).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: .enabling(isEnabled)))
    }
}

extension GestureMask {
    /// All gestures, or those inside only: what `isEnabled` means.
    static func enabling(_ isEnabled: Bool) -> GestureMask { isEnabled ? .all : .subviews }
}

extension _GestureModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { GestureApplication<G>(graph: $0) }
    }
}

/// A view with a gesture: it takes touches that land in its frame and runs them through a fresh recogniser
/// of its current gesture.
class GestureNode: WrappingLayoutNode, DragTarget, TwoFingerTarget {
    private var makeRecognizer: (GestureContext) -> TouchRecognizer? = { _ in nil }
    private var priority = GesturePriority.normal
    private var mask = GestureMask.all
    private let context = GestureContext()
    private var recognizer: TouchRecognizer?

    override init(graph: ViewGraph) {
        super.init(graph: graph)
        let queue = graph.mainQueue
        context.schedule = { delay, work in
            queue.asyncAfter(delay: delay) { MainActor.assumeIsolated { GestureUpdate.run(work) } }
        }
    }

    /// Takes the gesture and priority the modifier attaches.
    func attach(_ erased: any GestureAttaching) {
        priority = erased.priority
        mask = erased.mask
        makeRecognizer = erased.recognizerMaker()
        answersTaps = erased.answersTaps
    }

    /// Whether a quick tap can satisfy this view's gesture (a long press cannot).
    private(set) var answersTaps = true

    override func locateContent(in space: RenderSpace, moved: Bool) {
        context.layoutTransform = layoutTransformToCanvas(in: space)
        context.namedSpaces = space.namedSpaces
        context.size = frame.size
        super.locateContent(in: space, moved: moved)
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        let found = super.hitTest(point, space: space)?.answering
        // Without `.subviews` the views inside still take the touch (it lands on them) but do nothing with it.
        let inner = mask.contains(.subviews) ? found : found.map { HitResult(node: $0.node, action: {}, drag: nil) }
        guard mask.contains(.gesture) else { return inner }
        let inside = content?.hitsContent(point, space: space) ?? false
        guard inside || inner != nil else { return nil }
        // A tap on a gesture inside that a tap cannot satisfy (a long press), or on a view that only follows
        // drags (a scroll view), is this gesture's.
        let innerTakesTaps = mask.contains(.subviews) && (inner?.answersTaps ?? false)
        let action = inner.flatMap { innerTakesTaps ? $0.action : nil } ?? { [weak self] in self?.runTap(at: point) }
        // A tap here is answered by the view inside, or by this gesture if a quick tap can satisfy it.
        let answers = innerTakesTaps || answersTaps
        let node = inner?.node ?? self
        switch priority {
        case .normal:
            // A button's press inside a gesture's view gives way to the gesture, as before presses existed.
            let innerDrag = inner?.drag.flatMap { $0 is PressTarget ? nil : $0 }
            return HitResult(node: node, action: action, drag: innerDrag ?? self, answersTaps: answers)
        case .high:
            return HitResult(node: node, action: action, drag: self, answersTaps: answers)
        case .simultaneous:
            let both: DragTarget = inner?.drag.map { TouchFanOut(targets: [$0, self]) } ?? self
            return HitResult(node: node, action: action, drag: both, answersTaps: answers)
        }
    }

    /// A tap is a touch that goes down and up in place.
    private func runTap(at point: CGPoint) {
        guard dragBegan(at: point) else { return }
        dragEnded(at: point)
    }

    func dragBegan(at point: CGPoint) -> Bool {
        begin { $0.began(at: point, time: $1) }
    }

    /// Makes a recogniser of the current gesture for a new touch and lets it decide whether to take it.
    private func begin(_ began: (TouchRecognizer, TimeInterval) -> Bool) -> Bool {
        context.beginTouch()
        guard let recognizer = makeRecognizer(context) else { return false }
        self.recognizer = recognizer
        return GestureUpdate.run { began(recognizer, graph.time) }
    }

    func dragMoved(to point: CGPoint) {
        guard let recognizer else { return }
        GestureUpdate.run { recognizer.moved(to: point, time: graph.time) }
    }

    func dragEnded(at point: CGPoint) {
        guard let recognizer else { return }
        self.recognizer = nil
        GestureUpdate.run { recognizer.ended(at: point, time: graph.time) }
    }

    func pinchBegan(_ first: CGPoint, _ second: CGPoint) -> Bool {
        begin { $0.began(at: first, second, time: $1) }
    }

    func pinchMoved(_ first: CGPoint, _ second: CGPoint) {
        guard let recognizer else { return }
        GestureUpdate.run { recognizer.moved(to: first, second, time: graph.time) }
    }

    func pinchEnded(_ first: CGPoint, _ second: CGPoint) {
        guard let recognizer else { return }
        self.recognizer = nil
        GestureUpdate.run { recognizer.ended(at: first, second, time: graph.time) }
    }

    override var debugName: String { "Gesture" }
}

/// The transaction of gesture callbacks: continuous, and tracking velocity so that a spring started when the
/// gesture ends can take over its speed.
enum GestureUpdate {
    @MainActor
    static func run<R>(_ body: () -> R) -> R {
        var transaction = TransactionContext.current
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        return withTransaction(transaction, body)
    }
}

/// One touch followed by several views (simultaneous gestures), inner first.
@MainActor
final class TouchFanOut: DragTarget {
    private let targets: [DragTarget]
    private var taken: [DragTarget] = []

    init(targets: [DragTarget]) { self.targets = targets }

    func dragBegan(at point: CGPoint) -> Bool {
        taken = targets.filter { $0.dragBegan(at: point) }
        return !taken.isEmpty
    }

    func dragMoved(to point: CGPoint) { for target in taken { target.dragMoved(to: point) } }

    func dragEnded(at point: CGPoint) {
        for target in taken { target.dragEnded(at: point) }
        taken = []
    }
}

/// `_GestureModifier` seen without its gesture's type.
@MainActor
/// A gesture of type `G` attached to one view.
final class GestureApplication<G: Gesture>: GestureNode, ModifierApplication {
    func apply(_ modifier: _GestureModifier<G>, context: ResolveContext) {
        attach(modifier)
    }
}

@MainActor
protocol GestureAttaching {
    var priority: GesturePriority { get }
    var mask: GestureMask { get }
    func recognizerMaker() -> (GestureContext) -> TouchRecognizer?
    var answersTaps: Bool { get }
}

extension _GestureModifier: GestureAttaching {
    var answersTaps: Bool { (gesture as? TapAnswering)?.answersTaps ?? true }

    func recognizerMaker() -> (GestureContext) -> TouchRecognizer? {
        let gesture = self.gesture
        return { context in GestureResolution.recognizer(for: gesture, run: GestureRun<G.Value>(), context: context) }
    }
}
