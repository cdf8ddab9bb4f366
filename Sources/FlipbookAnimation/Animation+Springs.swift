import Foundation

extension Animation {
    /// A spring with response 0.5 and no bounce (`spring(duration: 0.5, bounce: 0)`).
    public static var spring: Animation { spring() }

    /// A merging spring with a perceptual `duration` and a `bounce` (0 = no bounce).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A merging spring. `response` is the period of the undamped spring; 0 asks for an infinitely stiff one.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A merging spring from a ``Spring`` model.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A stiff spring for interactive motion: duration 0.15, bounce 0.15, blend 0.25.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A stiff spring for interactive motion, with bounce 0.15 plus `extraBounce`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A stiff spring for interactive motion: response 0.15, damping fraction 0.86, blend 0.25 by default.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A smooth spring with no bounce: duration 0.5.
    public static var smooth: Animation { smooth() }
    /// A smooth spring with no bounce, settling in about `duration` seconds; `extraBounce` adds bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce: duration 0.5, bounce 0.15.
    public static var snappy: Animation { snappy() }
    /// A spring with a small bounce (0.15 plus `extraBounce`), settling in about `duration` seconds.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce: duration 0.5, bounce 0.3.
    public static var bouncy: Animation { bouncy() }
    /// A spring with a visible bounce (0.3 plus `extraBounce`), settling in about `duration` seconds.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// An additive spring (it never merges: overlapping ones add up) with duration 0.5 and no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An additive spring from its physical parameters; `initialVelocity` is in fractions of the change per second.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation(SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// An additive spring with a perceptual `duration` and a `bounce`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An additive spring from a ``Spring`` model.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                            initialVelocity: initialVelocity)
    }
}
