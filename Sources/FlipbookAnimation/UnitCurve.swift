import Foundation
import FlipbookGeometry

/// A function from input progress in [0, 1] to output progress, defined by a 2-D curve from (0, 0) to (1, 1).
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    }

    let function: Function

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two given control points. Their x components are
    /// clamped to [0, 1] when the curve is evaluated, so the curve is a function of x.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint))
    }

    /// Constant speed: progress equals time.
    public static let linear = UnitCurve(function: .linear)
    /// Control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter of a unit circle: `1 − √(1 − p²)`.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// A quarter of a unit circle: `√(1 − (1 − p)²)`.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// `circularEaseIn` for the first half, `circularEaseOut` for the second.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)
    /// The same curve as `easeInOut`, under its older name.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut

    /// The output progress at `progress` (clamped to [0, 1]). Bézier values are rounded to a multiple of 2⁻²⁰,
    /// as SwiftUI's solver does.
    public func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .linear: return p
        case .circularEaseIn: return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut: return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? (1 - (1 - 4 * p * p).squareRoot()) / 2 : ((8 * p - 4 * p * p - 3).squareRoot() + 1) / 2
        case .bezier(let c1, let c2):
            return CubicTimingSolver(c1, c2).value(at: p)
        }
    }

    /// The rate of change of the output with respect to the input at `progress` (clamped to [0, 1]).
    public func velocity(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .linear: return 1
        case .circularEaseIn: return p / (1 - p * p).squareRoot()
        case .circularEaseOut: return (1 - p) / (p * (2 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? 2 * p / (1 - 4 * p * p).squareRoot() : (2 - 2 * p) / (8 * p - 4 * p * p - 3).squareRoot()
        case .bezier(let c1, let c2):
            return CubicTimingSolver(c1, c2).velocity(at: p)
        }
    }

    /// The velocity an animation along the curve reports: ``velocity(at:)``, except where the curve is vertical (a
    /// circular ease at its steep end, a Bézier whose x turns back) and the slope is infinite; there it is the
    /// slope of the chord over the next millionth of progress, so a velocity is always a number.
    func finiteVelocity(at progress: Double) -> Double {
        let slope = velocity(at: progress)
        if slope.isFinite { return slope }
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let step = 1e-6
        let (a, b) = p + step <= 1 ? (p, p + step) : (p - step, p)
        return (value(at: b) - value(at: a)) / step
    }

    /// The curve with x and y swapped, mapping output progress back to input progress. The circular ease-in and
    /// ease-out swap; `circularEaseInOut` is its own inverse here, as in SwiftUI.
    public var inverse: UnitCurve {
        switch function {
        case .linear: return .linear
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return .circularEaseInOut
        case .bezier(let c1, let c2):
            return .bezier(startControlPoint: UnitPoint(x: c1.y, y: c1.x), endControlPoint: UnitPoint(x: c2.y, y: c2.x))
        }
    }

    /// The equivalent cubic Bézier control points (circular curves use their usual Bézier stand-ins).
    var bezierControlPoints: (UnitPoint, UnitPoint) {
        switch function {
        case .linear: return (UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 1))
        case .circularEaseIn: return (UnitPoint(x: 0.55, y: 0), UnitPoint(x: 1, y: 0.45))
        case .circularEaseOut: return (UnitPoint(x: 0, y: 0.55), UnitPoint(x: 0.45, y: 1))
        case .circularEaseInOut: return (UnitPoint(x: 0.85, y: 0), UnitPoint(x: 0.15, y: 1))
        case .bezier(let c1, let c2): return (c1, c2)
        }
    }
}

extension UnitCurve: CustomStringConvertible {
    public var description: String {
        switch function {
        case .linear: return "UnitCurve.linear"
        case .circularEaseIn: return "UnitCurve.circularEaseIn"
        case .circularEaseOut: return "UnitCurve.circularEaseOut"
        case .circularEaseInOut: return "UnitCurve.circularEaseInOut"
        case .bezier(let c1, let c2):
            switch self {
            case .easeIn: return "UnitCurve.easeIn"
            case .easeOut: return "UnitCurve.easeOut"
            case .easeInOut: return "UnitCurve.easeInOut"
            default: return "UnitCurve.bezier(startControlPoint: (\(c1.x), \(c1.y)), endControlPoint: (\(c2.x), \(c2.y)))"
            }
        }
    }
}

/// The classic timing-function solver: the curve in polynomial form, x solved for by Newton's method with a
/// bisection fallback to within 2⁻²⁰, results rounded to a multiple of 2⁻²⁰.
struct CubicTimingSolver {
    private let ax, bx, cx, ay, by, cy: Double
    private static let epsilon = 1.0 / 1_048_576

    init(_ start: UnitPoint, _ end: UnitPoint) {
        let x1 = min(max(Double(start.x), 0), 1), x2 = min(max(Double(end.x), 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * Double(start.y)
        by = 3 * (Double(end.y) - Double(start.y)) - cy
        ay = 1 - cy - by
    }

    func value(at p: Double) -> Double {
        let s = solve(p)
        return Self.round(((ay * s + by) * s + cy) * s)
    }

    /// dy/dx at progress `p`. Where both derivatives vanish (a control point on an end point) the slope is the
    /// 0/0 case: SwiftUI reports 1 at the start and 0 at the end (measured on Apple's easeOut and easeIn).
    func velocity(at p: Double) -> Double {
        let s = solve(p)
        let dx = (3 * ax * s + 2 * bx) * s + cx
        let dy = (3 * ay * s + 2 * by) * s + cy
        if abs(dx) < 1e-12 && abs(dy) < 1e-12 { return p >= 1 ? 0 : 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return Self.round(dy / dx)
    }

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    private func solve(_ p: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        var s = p
        for _ in 0..<8 {
            let error = x(s) - p
            if abs(error) < Self.epsilon { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = p
        for _ in 0..<64 {
            let value = x(s)
            if abs(value - p) < Self.epsilon { break }
            if value < p { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    private static func round(_ v: Double) -> Double { (v * 1_048_576).rounded() / 1_048_576 }
}
