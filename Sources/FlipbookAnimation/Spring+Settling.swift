import Foundation

extension Spring {
    /// The time after which the spring stays within `epsilon` of `target`.
    ///
    /// Flipbook's choice where SwiftUI's is unknown (reference §3.4): the first time the *envelope* of the
    /// motion drops below `epsilon` — `(|T| + |λT − v0|/ω)·e^(−λt)` when under-damped, `(|T| + |λT − v0|·t)·e^(−λt)`
    /// when critically damped, the sum of both exponential terms when over-damped. The envelope bounds the
    /// distance to the target, so after this time the spring never strays further than `epsilon`. An undamped
    /// spring never settles (infinity).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let eps = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        let lambda = decayConstant
        let omega = angularFrequency
        let T = target.magnitudeSquared.squareRoot()
        let drive = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
        guard lambda > 0 else { return T == 0 && drive == 0 ? 0 : .infinity }
        let omega0 = naturalFrequency
        if omega > 1e-9 * omega0 {
            let amplitude = T + drive / omega
            return max(0, log(amplitude / eps) / lambda)
        }
        let envelope: (Double) -> Double
        if omega < -1e-9 * omega0 {
            let root = -omega, r1 = -lambda + root, r2 = -lambda - root
            let slow = (target.scaled(by: r2) + initialVelocity).magnitudeSquared.squareRoot() / (2 * root)
            let fast = (target.scaled(by: r1) + initialVelocity).magnitudeSquared.squareRoot() / (2 * root)
            envelope = { t in slow * exp(r1 * t) + fast * exp(r2 * t) }
        } else {
            envelope = { t in (T + drive * t) * exp(-lambda * t) }
        }
        // The envelope rises at most until 1/λ, then falls: search from there.
        var lo = max(0, drive > 0 ? 1 / lambda - T / drive : 0)
        if envelope(lo) <= eps { return 0 }
        var hi = lo + 1 / lambda
        while envelope(hi) > eps { hi += (hi - lo) ; if hi > 1e7 { return .infinity } }
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if envelope(mid) > eps { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The settling time of a spring moving from `fromValue` to `toValue`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
