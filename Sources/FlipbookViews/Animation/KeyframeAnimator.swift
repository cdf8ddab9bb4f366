import Foundation

/// A view that animates its content with keyframes: `content` is evaluated with the keyframes' value at every
/// frame while they play.
///
/// With `repeating: true` the keyframes loop from the moment the view appears, each loop starting again from
/// `initialValue` (with `false`, the content shows `initialValue`). With `trigger:`, they play once each time
/// the trigger changes, starting from the value shown then (`initialValue` at first), and the content keeps
/// the value they end at.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    enum Playback {
        case repeating(Bool)
        case trigger(AnimationTrigger)
    }

    let initialValue: Value
    let playback: Playback
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Loops the keyframes while `repeating` is true.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        playback = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        playback = .trigger(AnimationTrigger(value: trigger))
        self.content = content
        self.keyframes = keyframes
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(KeyframeAnimatorNode<Value, KeyframePath, Content>(graph: graph))
    }
}

/// Plays a ``KeyframeAnimator``'s timeline on the graph's clock: sampled every frame while it plays, the content
/// evaluated with each frame's value after the animations ticked.
final class KeyframeAnimatorNode<Value, KeyframePath: Keyframes, Content: View>: SingleChildNode, ViewNode,
    ReevaluatableNode, AnimatingNode {
    /// Follows the `@Observable` properties the content reads, as a body's reads are followed.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)
    private var view: KeyframeAnimator<Value, KeyframePath, Content>?
    private var context: ResolveContext?
    /// The value the content shows.
    private var shown: Value?
    private var timeline: KeyframeTimeline<Value>?
    /// When the timeline playing now (or its current loop) started.
    private var startTime: TimeInterval = 0
    private var lastTrigger: AnimationTrigger?
    private var isLooping = false
    private var isPlaying = false

    func update(_ view: KeyframeAnimator<Value, KeyframePath, Content>, context: ResolveContext) {
        self.view = view
        self.context = context
        let isFirst = shown == nil
        if isFirst { shown = view.initialValue }
        switch view.playback {
        case .repeating(let repeating):
            if repeating, !isLooping {
                isLooping = true
                play(from: view.initialValue)
            } else if !repeating, isLooping || isFirst {
                isLooping = false
                stop()
                shown = view.initialValue
            }
        case .trigger(let trigger):
            isLooping = false
            if let lastTrigger, !trigger.isSame(as: lastTrigger), let current = shown {
                play(from: current)
            }
            lastTrigger = trigger
        }
        showContent()
    }

    func evaluate(transaction: Transaction) {
        context?.transaction = transaction
        showContent()
    }

    private func showContent() {
        guard let view, let context, let shown else { return }
        setChild(observation.track { view.content(shown) }, context: context)
    }

    /// Starts the timeline `keyframes(value)` from `value` now (interrupting one that plays).
    private func play(from value: Value) {
        guard let view else { return }
        let timeline = KeyframeTimeline(initialValue: value, keyframes: view.keyframes(value))
        for problem in timeline.problems { GraphWarnings.log("keyframeAnimator: \(problem); the track is ignored.") }
        self.timeline = timeline
        startTime = graph.time
        isPlaying = true
        graph.startAnimating(self)
    }

    private func stop() {
        isPlaying = false
        graph.stopAnimating(self)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard isPlaying, var timeline, let view else { return false }
        var elapsed = time - startTime
        if isLooping, elapsed >= timeline.duration {
            guard timeline.duration > 0 else {
                shown = timeline.value(time: 0)
                graph.evaluateWithPresentedValues(self)
                isPlaying = false
                return false
            }
            // A new loop: the keyframes are asked for again, from the initial value.
            let loops = (elapsed / timeline.duration).rounded(.down)
            startTime += loops * timeline.duration
            elapsed = time - startTime
            timeline = KeyframeTimeline(initialValue: view.initialValue, keyframes: view.keyframes(view.initialValue))
            self.timeline = timeline
        }
        shown = timeline.value(time: elapsed)
        graph.evaluateWithPresentedValues(self)
        if !isLooping, elapsed >= timeline.duration {
            isPlaying = false
            return false
        }
        return true
    }

    var animatedInputs: [AnimatedInput] { [AnimatedInput("keyframes", KeyframeReading(node: self))] }

    /// Each track's value and velocity now, one after the other.
    fileprivate var trackSamples: [KeyframeTrackSample] {
        guard let timeline else { return [] }
        let elapsed = isPlaying ? graph.time - startTime : timeline.duration
        return timeline.trackSamples(time: isLooping && timeline.duration > 0
            ? elapsed.truncatingRemainder(dividingBy: timeline.duration) : elapsed)
    }

    fileprivate var isAnimatingNow: Bool { isPlaying }

    override var debugName: String { "KeyframeAnimator" }
}

/// A keyframe animator's tracks as one animated input: every track's components, in declaration order.
private final class KeyframeReading<Value, KeyframePath: Keyframes, Content: View>: AnyAnimatedValue {
    let samples: [KeyframeTrackSample]
    let isAnimating: Bool

    @MainActor
    init(node: KeyframeAnimatorNode<Value, KeyframePath, Content>) {
        samples = node.trackSamples
        isAnimating = node.isAnimatingNow
    }

    var presentedComponents: [Double] { samples.flatMap { vectorComponents($0.value) } }
    var velocityComponents: [Double]? { samples.flatMap { vectorComponents($0.velocity) } }
}
