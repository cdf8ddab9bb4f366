import Foundation

/// A view that animates its content through a sequence of phases: `content` is evaluated with the current phase,
/// and each move to the next phase is animated with `animation(nextPhase)`.
///
/// Without a trigger the phases cycle for as long as the view is shown, starting as it appears; with `trigger:`,
/// each change of the trigger runs through the phases once and back to the first. A phase begins when the
/// animation into the previous one is logically complete; a move that animates nothing (a `nil` animation, or
/// content that does not change) lasts one frame (1/60 s).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimationTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnimationTrigger(value: trigger)
        self.content = content
        self.animation = animation
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(PhaseAnimatorNode<Phase, Content>(graph: graph))
    }
}

/// Moves a ``PhaseAnimator`` from phase to phase: each move is a change of its own, made in a transaction with
/// the next phase's animation and a completion that makes the following move.
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: SingleChildNode, ViewNode, ReevaluatableNode,
    AnimatingNode {
    /// Follows the `@Observable` properties the content reads, as a body's reads are followed.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)
    private var view: PhaseAnimator<Phase, Content>?
    private var context: ResolveContext?
    private(set) var index = 0
    /// Bumped whenever a run starts, so that the completions of an interrupted run do nothing.
    private var run = 0
    private var isRunning = false
    private var lastTrigger: AnimationTrigger?
    private var warnedEmpty = false

    func update(_ view: PhaseAnimator<Phase, Content>, context: ResolveContext) {
        let isFirst = self.view == nil
        self.view = view
        self.context = context
        if index >= view.phases.count { index = 0 }
        if let trigger = view.trigger {
            if let lastTrigger, !trigger.isSame(as: lastTrigger) { start() }
            lastTrigger = trigger
        } else if isFirst || !isRunning {
            start()
        }
        showContent()
    }

    func evaluate(transaction: Transaction) {
        context?.transaction = transaction
        showContent()
    }

    private func showContent() {
        guard let view, let context else { return }
        guard view.phases.indices.contains(index) else {
            if !warnedEmpty {
                warnedEmpty = true
                GraphWarnings.log("PhaseAnimator was given no phases: it shows nothing.")
            }
            clearChild()
            return
        }
        let phase = view.phases[index]
        setChild(observation.track { view.content(phase) }, context: context)
    }

    /// Starts a run through the phases after this update (a trigger's change restarts from the phase shown).
    private func start() {
        guard let view, view.phases.count > 1 else { return }
        run += 1
        isRunning = true
        // Sampled while running, so the live page's animator chart shows the phase.
        graph.startAnimating(self)
        let run = run
        graph.runAfterUpdate { [weak self] in self?.advance(in: run) }
    }

    /// Moves to the next phase, animated with its animation; its completion makes the move after it, unless
    /// this move ends a triggered run.
    private func advance(in run: Int) {
        guard run == self.run, !isRemoved, let view, view.phases.count > 1 else { return }
        let next = (index + 1) % view.phases.count
        let endsRun = view.trigger != nil && next == 0
        var transaction = Transaction(animation: view.animation(view.phases[next]))
        transaction.batch = TransactionBatch()
        let startedAt = graph.time
        if endsRun {
            isRunning = false
        } else {
            transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak self] in
                self?.phaseReached(in: run, startedAt: startedAt)
            }
        }
        graph.inbox.record(owner: self, transaction: transaction) { [weak self] in
            self?.index = next
        }
    }

    private func phaseReached(in run: Int, startedAt: TimeInterval) {
        guard run == self.run, !isRemoved else { return }
        if graph.time > startedAt {
            advance(in: run)
        } else {
            // Nothing animated: the next move waits for the next frame rather than looping within this one.
            graph.mainQueue.asyncAfter(delay: 0.001) { [weak self] in
                self?.advance(in: run)
            }
        }
    }

    func tick(at time: TimeInterval) -> Bool { isRunning }

    var animatedInputs: [AnimatedInput] {
        [AnimatedInput("phase", PhaseReading(index: index, isRunning: isRunning))]
    }

    override func didRemove() {
        run += 1
    }

    override var debugName: String { "PhaseAnimator" }
}

/// A phase animator's current phase, as its index.
private final class PhaseReading: AnyAnimatedValue {
    let index: Int
    let isAnimating: Bool
    init(index: Int, isRunning: Bool) {
        self.index = index
        isAnimating = isRunning
    }
    var presentedComponents: [Double] { [Double(index)] }
    var velocityComponents: [Double]? { nil }
}
