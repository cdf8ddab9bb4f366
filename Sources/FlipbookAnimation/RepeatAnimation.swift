import Foundation

/// Plays `animation` `repeatCount` times (nil = forever); with `autoreverses`, every other pass runs backwards
/// and each pass counts. Passes start exactly when the previous one ends when the base's duration is known in
/// advance (all built-in animations), so the result does not depend on the frame rate.
struct RepeatAnimation: CustomAnimation, PredictableDurationAnimation {
    var animation: Animation
    var repeatCount: Int?
    var autoreverses: Bool

    struct State<V: VectorArithmetic> {
        var pass = 0
        var passStart: TimeInterval = 0
        var passState = AnimationState<V>()
        var reversing = false
    }

    struct Key<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: State<V> { State() }
    }

    func isReversed(_ pass: Int) -> Bool { autoreverses && pass % 2 == 1 }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[Key<V>.self]
        defer { context.state[Key<V>.self] = state }
        if let count = repeatCount, count <= 0 { return nil }
        let passDuration = animation.predictedDuration(for: value)
        if let passDuration, passDuration <= 0 { return nil }
        while true {
            if let passDuration, passDuration.isFinite, time - state.passStart > passDuration {
                // Every pass wholly before `time` is skipped at once (a pass of a nanosecond sampled at 100 s is
                // 10¹¹ passes): the pass holding `time` starts a whole number of passes after this one.
                let passes = ((time - state.passStart) / passDuration).rounded(.up) - 1
                let remaining = repeatCount.map { Double($0 - state.pass) } ?? .infinity
                guard passes < remaining, passes < Double(Int.max / 2 - state.pass) else {
                    state.pass = repeatCount ?? state.pass
                    context.isLogicallyComplete = true
                    return nil
                }
                let skipped = max(Int(passes), 1)
                let start = state.passStart + Double(skipped) * passDuration
                state.pass += skipped - 1
                if !startNextPass(&state, at: start) {
                    context.isLogicallyComplete = true
                    return nil
                }
                continue
            }
            var passContext = context.withState(state.passState)
            passContext.isLogicallyComplete = false
            let offset = animation.animate(value: value, time: time - state.passStart, context: &passContext)
            state.passState = passContext.state
            guard let offset else {
                // The pass ended at an unknown instant before `time`: start the next one now and show this
                // pass's end point for this frame.
                let end = isReversed(state.pass) ? V.zero : value
                if !startNextPass(&state, at: time) {
                    context.isLogicallyComplete = true
                    return nil
                }
                return end
            }
            return isReversed(state.pass) ? value - offset : offset
        }
    }

    /// Moves on to the next pass; false when the count is used up.
    private func startNextPass<V>(_ state: inout State<V>, at time: TimeInterval) -> Bool {
        state.pass += 1
        state.passStart = time
        state.passState = AnimationState()
        if let count = repeatCount, state.pass >= count { return false }
        return true
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[Key<V>.self]
        let passContext = context.withState(state.passState)
        guard let v = animation.velocity(value: value, time: time - state.passStart, context: passContext) else { return nil }
        return isReversed(state.pass) ? V.zero - v : v
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        guard let count = repeatCount else { return .infinity }
        return animation.predictedDuration(for: value).map { $0 * Double(max(count, 0)) }
    }
}

extension RepeatAnimation: CustomStringConvertible {
    var description: String {
        "RepeatAnimation(animation: \(animation), repeatCount: \(repeatCount.map(String.init) ?? "nil"), autoreverses: \(autoreverses))"
    }
}
