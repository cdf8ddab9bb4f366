import Foundation

// Closed-form motion of a spring released at 0 with velocity v0 towards a target T: x(t) = T·a(t) + v0·b(t).
extension Spring {
    /// The shape functions a, b and their time derivatives for the three damping regimes.
    func response(at t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let lambda = decayConstant
        let omega = angularFrequency
        let omega0 = naturalFrequency
        if omega > 1e-9 * omega0 {
            let decay = exp(-lambda * t), s = sin(omega * t), c = cos(omega * t)
            return (1 - decay * (c + lambda / omega * s), decay * s / omega,
                    decay * (omega0 * omega0 / omega) * s, decay * (c - lambda / omega * s))
        } else if omega < -1e-9 * omega0 {
            let root = -omega
            let r1 = -lambda + root, r2 = -lambda - root
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (1 + (r2 * e1 - r1 * e2) / (2 * root), (e1 - e2) / (2 * root),
                    r1 * r2 * (e1 - e2) / (2 * root), (r1 * e1 - r2 * e2) / (2 * root))
        } else {
            let decay = exp(-lambda * t)
            return (1 - decay * (1 + lambda * t), t * decay, lambda * lambda * t * decay, decay * (1 - lambda * t))
        }
    }

    /// The position at `time` of a spring released at zero with `initialVelocity`, moving towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = response(at: time)
        return target.scaled(by: r.a) + initialVelocity.scaled(by: r.b)
    }

    /// The velocity at `time` of a spring released at zero with `initialVelocity`, moving towards `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = response(at: time)
        return target.scaled(by: r.da) + initialVelocity.scaled(by: r.db)
    }

    /// The value at `time` of a spring moving from `fromValue` to `toValue`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData,
                    initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of a spring moving from `fromValue` to `toValue`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Advances a (value, velocity) pair towards `target` by `deltaTime` seconds, exactly.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let offset = target - value
        let r = response(at: deltaTime)
        let displacement = offset.scaled(by: r.a) + velocity.scaled(by: r.b)
        velocity = offset.scaled(by: r.da) + velocity.scaled(by: r.db)
        value += displacement
    }

    /// The force the spring exerts: `stiffness·(target − position) − damping·velocity`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The force the spring exerts on a value between `fromValue` and `toValue`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData - fromValue.animatableData,
                                      position: position.animatableData - fromValue.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }
}
