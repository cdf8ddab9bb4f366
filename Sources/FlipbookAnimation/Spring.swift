import Foundation

/// A representation of a spring's motion, with SwiftUI's parameterisations and closed-form evaluation.
///
/// Stored as angular frequency (signed: negative when over-damped), decay constant and mass, so every
/// initializer describes the same physical spring: `ω0 = 2π / duration`, stiffness `k = m·ω0²`, damping
/// `c = 2·ζ·√(k·m)`, with damping ratio `ζ = 1 − bounce` (or `1 / (1 + bounce)` for negative bounce).
public struct Spring: Hashable, Sendable {
    /// Damped angular frequency ω_d; negative for over-damped springs, 0 for critical damping.
    let angularFrequency: Double
    /// Decay constant λ = ζ·ω0.
    let decayConstant: Double
    /// The mass attached to the spring.
    public let mass: Double

    /// The stiffest spring animations use (a response of 0 asks for an infinitely stiff spring).
    static let maximumStiffness = 45_000.0

    init(naturalFrequency omega0: Double, dampingRatio zeta: Double, mass: Double = 1) {
        let w0 = omega0.isFinite && omega0 > 0 ? omega0 : Spring.maximumStiffness.squareRoot()
        let z = zeta.isFinite ? max(zeta, 0) : 1
        let dampedSquared = w0 * w0 * (1 - z * z)
        let damped = abs(dampedSquared).squareRoot()
        self.angularFrequency = abs(1 - z) < 1e-12 ? 0 : (dampedSquared >= 0 ? damped : -damped)
        self.decayConstant = z * w0
        self.mass = mass.isFinite && mass > 0 ? mass : 1
    }

    /// A spring with a perceptual `duration` (the period of the undamped spring) and a `bounce` in −1…1:
    /// 0 is critically damped, positive values bounce, negative values are over-damped.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.init(naturalFrequency: 2 * .pi / duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// A spring with a `response` (the period of the undamped spring) and a damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.init(naturalFrequency: 2 * .pi / response, dampingRatio: dampingRatio)
    }

    /// A spring from its physical parameters. Unless `allowOverDamping`, a damping above critical is reduced
    /// to critical damping.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : Spring.maximumStiffness
        let omega0 = (k / m).squareRoot()
        var zeta = (damping.isFinite ? max(damping, 0) : 0) / (2 * (k * m).squareRoot())
        if !allowOverDamping { zeta = min(zeta, 1) }
        self.init(naturalFrequency: omega0, dampingRatio: zeta, mass: m)
    }

    /// A spring that settles (comes within `epsilon` of a unit target, from rest) in `settlingDuration`
    /// seconds. The ratio is clamped to (0, 1] and the duration to 0.01…10 s.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.001), 1)
        let duration = min(max(settlingDuration.isFinite ? settlingDuration : 1, 0.01), 10)
        // Settling time scales as 1/ω0 for a fixed ratio, so measure a unit spring and rescale.
        let unit = Spring(naturalFrequency: 1, dampingRatio: zeta)
        let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        self.init(naturalFrequency: unitSettling / duration, dampingRatio: zeta)
    }

    static func dampingRatio(bounce: Double) -> Double {
        guard bounce.isFinite else { return 1 }
        let b = min(bounce, 1)
        return b >= 0 ? 1 - b : 1 / (1 + max(b, -0.999_999))
    }

    /// The undamped angular frequency ω0.
    var naturalFrequency: Double {
        (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// The perceptual duration: the period of the undamped spring, `2π / ω0`.
    public var duration: TimeInterval { 2 * .pi / naturalFrequency }

    /// The same as ``duration``.
    public var response: Double { duration }

    /// ζ: 1 is critical damping, below 1 bounces, above 1 is over-damped.
    public var dampingRatio: Double { decayConstant / naturalFrequency }

    /// How bouncy the spring is: `1 − ζ`, or `1/ζ − 1` when over-damped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Stiffness k = m·ω0².
    public var stiffness: Double { mass * naturalFrequency * naturalFrequency }

    /// Damping coefficient c = 2·m·λ.
    public var damping: Double { 2 * mass * decayConstant }

    /// The time to come within 0.001 of a unit target from rest (see ``settlingDuration(target:initialVelocity:epsilon:)``).
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }
}

// MARK: Presets

extension Spring {
    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    public static var smooth: Spring { smooth() }
    /// A smooth spring with a predefined duration and no bounce (plus `extraBounce`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a small amount of bounce: duration 0.5, bounce 0.15.
    public static var snappy: Spring { snappy() }
    /// A spring with a small amount of bounce (0.15 plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a higher amount of bounce: duration 0.5, bounce 0.3.
    public static var bouncy: Spring { bouncy() }
    /// A spring with a higher amount of bounce (0.3 plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Spring: CustomStringConvertible {
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
