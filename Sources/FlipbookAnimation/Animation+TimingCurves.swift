import Foundation
import FlipbookGeometry

extension Animation {
    /// The default animation: `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` (iOS 17+).
    public static let `default` = Animation(DefaultAnimation())

    /// Constant speed for 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }

    /// Starts slowly (Bézier (0.42, 0), (1, 1)), 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Starts slowly and speeds up, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }

    /// Ends slowly (Bézier (0, 0), (0.58, 1)), 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Starts quickly and slows down, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }

    /// Starts and ends slowly (Bézier (0.42, 0), (0.58, 1)), 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Starts slowly, speeds up and slows down again, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// A cubic Bézier timing curve through control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
                    duration: duration)
    }

    /// A cubic Bézier timing curve through two control points.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: p1, endControlPoint: p2), duration: duration)
    }

    /// An animation that follows `curve` for `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: curve))
    }
}
