import Foundation

/// The `spring(…)` animation: a spring integrated numerically (velocity Verlet at 300 Hz) that merges with a
/// running animation, keeping its position and velocity and retargeting. Reference §3.6, with one deliberate
/// difference: SwiftUI simulates a single frame after a stall of over a second; Flipbook's time is simulated and
/// never stalls, so it always integrates every step and a value depends only on the time it is sampled at.
///
/// A spring too stiff or too strongly damped for an explicit step of 1/300 s (a bounce near −1, a response of a
/// few milliseconds) moves by its exact closed-form motion over each step instead, which is stable for any
/// stiffness and damping; and a run asked for far ahead of where it is (more than ``maximumSteps`` steps)
/// jumps there along that closed form instead of stepping through hours of motion.
struct FluidSpringAnimation: CustomAnimation, PredictableDurationAnimation {
    var response: Double
    var dampingFraction: Double
    var blendDuration: TimeInterval

    static let step = 1.0 / 300
    static let restSpeedSquared = 0.0036
    static let restRelativeDistance = 0.01
    /// The explicit step is used while `h·√k` and `h·c` stay below this; past it, the exact step.
    static let explicitStepLimit = 0.5
    /// Past this many steps to integrate in one call, the motion jumps ahead in one exact step.
    static let maximumSteps = 36_000

    struct State<V: VectorArithmetic> {
        var position: V = .zero
        var velocity: V = .zero
        var acceleration: V = .zero
        var integratedTime: TimeInterval = 0
        var startTime: TimeInterval = 0
        var blendStart: TimeInterval = 0
        var blendInterval: Double = 0
        /// What the last evaluation showed: the integrated state interpolated to the sampled time.
        var presentedPosition: V = .zero
        var presentedVelocity: V = .zero
        /// Set on the integration step at which the spring came to rest; it then stays finished.
        var isAtRest = false
    }

    struct Key<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: State<V> { State() }
    }

    /// The response in force at `time`: it glides from a replaced spring's response to ours over
    /// `blendDuration` along a smoothstep.
    func effectiveResponse<V>(_ state: State<V>, time: TimeInterval) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
        return response + state.blendInterval * (1 - (3 * p * p - 2 * p * p * p))
    }

    static func stiffness(response: Double) -> Double {
        guard response > 0 else { return Spring.maximumStiffness }
        let omega = 2 * Double.pi / response
        return min(omega * omega, Spring.maximumStiffness)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[Key<V>.self]
        let finished = advance(&state, target: value, to: time, logicallyComplete: &context.isLogicallyComplete)
        context.state[Key<V>.self] = state
        return finished ? nil : state.presentedPosition
    }

    /// Integrates `state` in whole steps up to `time`, then interpolates within the next step, so the presented
    /// motion is a continuous function of time whatever the sampling. Returns true once the spring is at rest on
    /// `target`.
    func advance<V: VectorArithmetic>(_ state: inout State<V>, target: V, to time: TimeInterval,
                                      logicallyComplete: inout Bool) -> Bool {
        let r = effectiveResponse(state, time: time)
        let k = Self.stiffness(response: r)
        let c = 2 * max(dampingFraction, 0) * k.squareRoot()
        if time - state.startTime >= r { logicallyComplete = true }
        let h = Self.step
        // The rest test runs on every step, not only at sampled times, so when the spring finishes does not depend
        // on which frames were drawn. The tolerance keeps rounding from skipping a step that lands on `time`.
        let remaining = ((time - state.integratedTime) / h).rounded(.down)
        if !state.isAtRest, remaining > Double(Self.maximumSteps) {
            // Hours of motion of one spring towards one target: the closed form is exact for any span.
            Self.exactStep(&state, target: target, stiffness: k, damping: c, duration: (remaining - 1) * h)
            state.isAtRest = Self.isAtRest(state, target: target)
        }
        while !state.isAtRest && state.integratedTime + h <= time + 1e-9 {
            Self.step(&state, target: target, stiffness: k, damping: c)
            state.isAtRest = Self.isAtRest(state, target: target)
        }
        if state.isAtRest { return true }
        state.presentedPosition = state.position
        state.presentedVelocity = state.velocity
        let fraction = (time - state.integratedTime) / h
        if fraction > 1e-9 {
            var next = state
            Self.step(&next, target: target, stiffness: k, damping: c)
            state.presentedPosition = state.position.interpolated(towards: next.position, amount: fraction)
            state.presentedVelocity = state.velocity.interpolated(towards: next.velocity, amount: fraction)
        }
        return false
    }

    /// Still (speed and acceleration at most 0.06) and within 1 % of the target (reference §3.6).
    private static func isAtRest<V: VectorArithmetic>(_ state: State<V>, target: V) -> Bool {
        let still = max(state.velocity.magnitudeSquared, state.acceleration.magnitudeSquared) <= restSpeedSquared
        let targetSquared = target.magnitudeSquared
        let near = targetSquared == 0
            || (target - state.position).magnitudeSquared <= restRelativeDistance * restRelativeDistance * targetSquared
        return still && near
    }

    /// One step of 1/300 s: velocity Verlet (damping evaluated at the half-step velocity) where that is stable and
    /// close to the exact motion, the exact motion where it would not be.
    private static func step<V: VectorArithmetic>(_ state: inout State<V>, target: V, stiffness k: Double, damping c: Double) {
        let h = Self.step
        guard h * k.squareRoot() < explicitStepLimit, h * c < explicitStepLimit else {
            return exactStep(&state, target: target, stiffness: k, damping: c, duration: h)
        }
        let halfVelocity = state.velocity + state.acceleration.scaled(by: h / 2)
        state.position += halfVelocity.scaled(by: h)
        state.acceleration = (target - state.position).scaled(by: k) - halfVelocity.scaled(by: c)
        state.velocity = halfVelocity + state.acceleration.scaled(by: h / 2)
        state.integratedTime += h
    }

    /// The spring's closed-form motion over `duration` from the state's position and velocity (stable for any
    /// stiffness and damping: the solution decays, where an explicit step would grow).
    private static func exactStep<V: VectorArithmetic>(_ state: inout State<V>, target: V, stiffness k: Double,
                                                       damping c: Double, duration: Double) {
        let motion = Spring(mass: 1, stiffness: k, damping: c, allowOverDamping: true).response(at: duration)
        let offset = state.position - target
        let velocity = state.velocity
        state.position = target + offset.scaled(by: 1 - motion.a) + velocity.scaled(by: motion.b)
        state.velocity = velocity.scaled(by: motion.db) - offset.scaled(by: motion.da)
        state.acceleration = (target - state.position).scaled(by: k) - state.velocity.scaled(by: c)
        state.integratedTime += duration
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[Key<V>.self].presentedVelocity
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        let position = previous.animate(value: value, time: time, context: &context) ?? value
        let velocity = previous.velocity(value: value, time: time, context: context)
        var state = context.state[Key<V>.self]
        if let velocity { state.velocity = velocity }
        state.position = position
        state.presentedPosition = position
        state.presentedVelocity = state.velocity
        state.isAtRest = false
        state.integratedTime = time
        state.startTime = time
        if let spring = previous.fluidSpring, spring.response != response {
            state.blendInterval = spring.effectiveResponse(state, time: time) - response
            state.blendStart = time
        } else {
            state.blendInterval = 0
        }
        context.state[Key<V>.self] = state
        return true
    }

    /// Simulates a fresh spring to rest; the integration is fixed-step, so this is the exact removal time.
    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        var state = State<V>()
        var complete = false
        var time = 0.0
        while time < 600 {
            time += Self.step
            if advance(&state, target: value, to: time, logicallyComplete: &complete) { return state.integratedTime }
        }
        return .infinity
    }
}

extension Animation {
    /// The fluid spring this animation is, seen through `.default`.
    var fluidSpring: FluidSpringAnimation? {
        if let spring = base as? FluidSpringAnimation { return spring }
        if base is DefaultAnimation { return DefaultAnimation.resolved }
        return nil
    }
}

extension FluidSpringAnimation: CustomStringConvertible {
    var description: String {
        "FluidSpringAnimation(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}
