import Testing
@testable import FlipbookAnimation

/// Values measured against Apple's UnitCurve (reference §2.2), tolerance 0.01.
@Suite struct UnitCurveTests {
    /// Apple's measured value and velocity at p = 0.25, 0.5, 0.75, and the velocities at p = 0 and p = 1.
    struct Measured: Sendable, CustomTestStringConvertible {
        var name: String
        var curve: UnitCurve
        var values: [Double]
        var velocities: [Double]
        var endVelocities: (start: Double, end: Double)
        var testDescription: String { name }
    }

    static let measured = [
        Measured(name: "easeIn", curve: .easeIn, values: [0.09, 0.32, 0.62], velocities: [0.67, 1.07, 1.37],
                 endVelocities: (0, 0)),
        Measured(name: "easeOut", curve: .easeOut, values: [0.38, 0.68, 0.91], velocities: [1.37, 1.07, 0.67],
                 endVelocities: (1, 0)),
        Measured(name: "easeInOut", curve: .easeInOut, values: [0.13, 0.50, 0.87], velocities: [1.06, 1.72, 1.06],
                 endVelocities: (0, 0)),
    ]

    @Test(arguments: measured)
    func bezierCurvesMatchApple(_ m: Measured) {
        for (p, (value, velocity)) in zip([0.25, 0.5, 0.75], zip(m.values, m.velocities)) {
            expectClose(m.curve.value(at: p), value, within: 0.01, "\(m.name) value at \(p)")
            expectClose(m.curve.velocity(at: p), velocity, within: 0.01, "\(m.name) velocity at \(p)")
        }
        #expect(m.curve.velocity(at: 0) == m.endVelocities.start)
        #expect(m.curve.velocity(at: 1) == m.endVelocities.end)
    }

    @Test func circularCurvesMatchApple() {
        for (p, value, velocity) in [(0.25, 0.032, 0.258), (0.5, 0.134, 0.577), (0.75, 0.339, 1.134)] {
            expectClose(UnitCurve.circularEaseIn.value(at: p), value, within: 0.001)
            expectClose(UnitCurve.circularEaseIn.velocity(at: p), velocity, within: 0.001)
        }
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        for (p, value) in [(0.25, 0.661), (0.5, 0.866), (0.75, 0.968)] {
            expectClose(UnitCurve.circularEaseOut.value(at: p), value, within: 0.001)
        }
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        for (p, value) in [(0.25, 0.067), (0.5, 0.5), (0.75, 0.933)] {
            expectClose(UnitCurve.circularEaseInOut.value(at: p), value, within: 0.001)
        }
    }

    @Test func linearAndEndpoints() {
        for p in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(UnitCurve.linear.value(at: p) == p)
            #expect(UnitCurve.linear.velocity(at: p) == 1)
        }
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0, "progress is clamped")
            #expect(curve.value(at: 7) == 1, "progress is clamped")
        }
    }

    @Test func bezierValuesAreRoundedToTwoToTheMinusTwenty() {
        let v = UnitCurve.easeInOut.value(at: 0.3)
        #expect(v * 1_048_576 == (v * 1_048_576).rounded())
    }

    @Test func inverseSwapsAxes() {
        let curve = UnitCurve.bezier(startControlPoint: .init(x: 0.2, y: 0.6), endControlPoint: .init(x: 0.7, y: 0.9))
        for p in [0.1, 0.4, 0.8] {
            expectClose(curve.inverse.value(at: curve.value(at: p)), p, within: 1e-4)
        }
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: .init(x: 0, y: 0.42), endControlPoint: .init(x: 1, y: 1)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
    }

    @Test func velocityAgreesWithTheSlopeOfValue() {
        let h = 1e-4
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseInOut] {
            for p in [0.2, 0.45, 0.7] {
                let slope = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                expectClose(curve.velocity(at: p), slope, within: 0.02, "\(curve) at \(p)")
            }
        }
    }
}
