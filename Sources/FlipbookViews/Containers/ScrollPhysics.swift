import Foundation
import FlipbookAnimation

/// How a scroll view's offset moves, one axis at a time, as functions of time (UIScrollView's behaviour).
enum ScrollPhysics {
    /// How much of an overshoot past the end the content follows: UIKit's rubber band, which gives way less
    /// the further it is pulled (`dimension` is the viewport's length on the axis).
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * 0.55 / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// An offset dragged to `raw`, with the part outside `0...maximum` rubber-banded.
    static func dragged(_ raw: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < 0 { return rubberBand(raw, dimension: dimension) }
        if raw > maximum { return maximum + rubberBand(raw - maximum, dimension: dimension) }
        return raw
    }

    /// The time constant of a fling's slow-down: UIKit's normal deceleration keeps 0.998 of the speed per
    /// millisecond.
    static let decelerationTime = -1 / (1000 * log(0.998))

    /// Where a fling that leaves `start` at `velocity` (points per second) is after `elapsed` seconds: it slows
    /// exponentially and stops at the ends of the range.
    static func glide(from start: CGFloat, velocity: CGFloat, elapsed: TimeInterval, maximum: CGFloat) -> CGFloat {
        let travelled = velocity * decelerationTime * (1 - exp(-elapsed / decelerationTime))
        return min(max(start + travelled, 0), maximum)
    }

    /// Whether a fling has slowed below a point per second or reached an end.
    static func glideIsOver(from start: CGFloat, velocity: CGFloat, elapsed: TimeInterval, maximum: CGFloat) -> Bool {
        let speed = abs(velocity) * exp(-elapsed / decelerationTime)
        let position = glide(from: start, velocity: velocity, elapsed: elapsed, maximum: maximum)
        let atEnd = (velocity < 0 && position <= 0) || (velocity > 0 && position >= maximum)
        return speed < 1 || atEnd
    }

    /// The spring that pulls an overscrolled offset back to the end (critically damped, 0.4 s response).
    static let bounceBack = Spring(response: 0.4, dampingRatio: 1)

    /// Where an offset released at `start`, outside the range, is `elapsed` seconds later on its way to `end`.
    static func bounce(from start: CGFloat, to end: CGFloat, elapsed: TimeInterval) -> CGFloat {
        start + bounceBack.value(target: end - start, time: elapsed)
    }

    /// The spring that carries a released scroll to where a scroll target behaviour rests it (critically damped,
    /// 0.35 s response, starting at the finger's speed).
    static let settle = Spring(response: 0.35, dampingRatio: 1)
}
