import Foundation

/// Animations that interrupted one another without merging, running together (reference §5.2).
///
/// Entry i animates from wherever the entries before it have brought the value, `r`, towards its own target:
/// `r += A_i(target_i − r, t − start_i)`. A finished entry pins `r` to its target. For animations linear in
/// their delta this hands the remaining distance over progressively, so the position stays continuous and
/// the velocity too whenever the newcomer starts slowly. The whole finishes when the newest entry does.
struct CombinedAnimation: CustomAnimation {
    var animations: [Animation]
    var startTimes: [TimeInterval]

    struct Entry<V: VectorArithmetic> {
        var target: V
        var state = AnimationState<V>()
        var isFinished = false
        var isLogicallyComplete = false
    }

    struct State<V: VectorArithmetic> {
        var entries: [Entry<V>] = []
        /// Velocity worked out by the last `animate`, at `velocityTime`.
        var velocity: V? = nil
        var velocityTime: TimeInterval = -.infinity
    }

    struct Key<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: State<V> { State() }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[Key<V>.self]
        var offset = V.zero
        var velocity: V? = .zero
        for i in state.entries.indices {
            var entry = state.entries[i]
            defer { state.entries[i] = entry }
            if entry.isFinished {
                offset = entry.target
                velocity = .zero
                continue
            }
            let remaining = entry.target - offset
            var entryContext = context.withState(entry.state)
            entryContext.isLogicallyComplete = entry.isLogicallyComplete
            let localTime = time - startTimes[i]
            let step = animations[i].animate(value: remaining, time: localTime, context: &entryContext)
            entry.state = entryContext.state
            entry.isLogicallyComplete = entryContext.isLogicallyComplete
            guard let step else {
                entry.isFinished = true
                entry.isLogicallyComplete = true
                offset = entry.target
                velocity = .zero
                continue
            }
            // d/dt [r + A(target − r, t)] = v_r·(1 − f) + V_A, with f = A's progress along its delta.
            let own = animations[i].velocity(value: remaining, time: localTime, context: entryContext)
            let progress = Self.progress(of: step, along: remaining)
            if let previous = velocity, let own { velocity = previous.scaled(by: 1 - progress) + own } else { velocity = nil }
            offset += step
        }
        let last = state.entries.last
        context.isLogicallyComplete = last?.isLogicallyComplete ?? true
        state.velocity = velocity
        state.velocityTime = time
        context.state[Key<V>.self] = state
        if last?.isFinished ?? true { return nil }
        return offset
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[Key<V>.self]
        return state.velocityTime == time ? state.velocity : nil
    }

    /// The scalar projection of `step` on `delta`, as a fraction of `delta`.
    static func progress<V: VectorArithmetic>(of step: V, along delta: V) -> Double {
        let deltaSquared = delta.magnitudeSquared
        guard deltaSquared > 0 else { return 1 }
        let dot = ((step + delta).magnitudeSquared - step.magnitudeSquared - deltaSquared) / 2
        return dot / deltaSquared
    }

    /// Whether each entry has reported logical completion, in order.
    static func logicalCompletion<V>(_ context: AnimationContext<V>) -> [Bool] {
        context.state[Key<V>.self].entries.map(\.isLogicallyComplete)
    }

    /// Starts (or extends) a combination: the running animation keeps its state and target, the new one is
    /// appended with `newTarget`, starting at `time`.
    static func combining<V: VectorArithmetic>(running: Animation, runningContext: AnimationContext<V>,
                                               runningTarget: V, new: Animation, newTarget: V,
                                               at time: TimeInterval) -> (CombinedAnimation, AnimationContext<V>) {
        var context = runningContext
        var combined: CombinedAnimation
        var state: State<V>
        if let existing = running.base as? CombinedAnimation {
            combined = existing
            state = runningContext.state[Key<V>.self]
        } else {
            combined = CombinedAnimation(animations: [running], startTimes: [0])
            state = State(entries: [Entry(target: runningTarget, state: runningContext.state,
                                          isLogicallyComplete: runningContext.isLogicallyComplete)])
            context = runningContext.withState(AnimationState<V>())
        }
        combined.animations.append(new)
        combined.startTimes.append(time)
        state.entries.append(Entry(target: newTarget))
        context.state[Key<V>.self] = state
        context.isLogicallyComplete = false
        return (combined, context)
    }
}

extension CombinedAnimation: CustomStringConvertible {
    var description: String { "CombinedAnimation(animations: \(animations), startTimes: \(startTimes))" }
}
