import Foundation
import Testing
@testable import FlipbookGeometry

@Suite struct PathBuildingTests {
    @Test func rectangleElementsAndCurrentPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.description == "0 0 m 10 0 l 10 20 l 0 20 l h")
        #expect(path.currentPoint == CGPoint(x: 0, y: 0), "after closing, the current point is the subpath start")
        #expect(Path().currentPoint == nil && Path().isEmpty)
        var open = Path()
        open.addLine(to: CGPoint(x: 5, y: 5))
        #expect(open.isEmpty, "a line without a current point is ignored")
    }

    @Test func theCurrentPointAfterACloseIsTheStartOfTheSubpathJustClosed() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        #expect(path.currentPoint == CGPoint(x: 60, y: 50))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 50, y: 50), "the second subpath's start, not the first's")
        path.addLine(to: CGPoint(x: 50, y: 70))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 50, y: 50), "lines after a close continue the same subpath")
        #expect(path.description == "0 0 m 10 0 l 10 10 l 0 10 l h 50 50 m 60 50 l h 50 70 l h")
    }

    @Test func descriptionRoundTrips() throws {
        var path = Path()
        path.move(to: CGPoint(x: 1.5, y: -2))
        path.addLine(to: CGPoint(x: 10, y: 0.25))
        path.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 15, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 20, y: 40), control2: CGPoint(x: 0.1, y: 35))
        path.closeSubpath()
        let text = path.description
        #expect(text == "1.5 -2 m 10 0.25 l 15 0 20 20 q 20 40 0.1 35 0 30 c h")
        #expect(Path(text) == path)
        #expect(Path("0 0 5 5 re") == Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
        for bad in ["0 0 l", "1 m", "0 0 m 1 x", "5 5 l", "0 0 m 1 2 3 l"] { #expect(Path(bad) == nil, "\(bad)") }
    }

    @Test func arcsUseSwiftUIsFlippedClockwise() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // Increasing angle: from (10, 0) down to (0, 10) — a quarter turn clockwise on screen.
        #expect(close(quarter.currentPoint!, CGPoint(x: 0, y: 10)))
        expectLength(quarter.length, .pi * 5)
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        expectLength(long.length, .pi * 15, "clockwise: true from 0° to 90° draws the long 270° arc")
        #expect(long.boundingRect.minY < -9.99)
        var full = Path()
        full.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        expectLength(full.length, .pi * 20)
    }

    @Test func arcsJoinOpenSubpathsWithALine() {
        var path = Path()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        expectLength(path.length, 10 + .pi * 10)
        var relative = Path()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-90))
        #expect(close(relative.currentPoint!, CGPoint(x: 0, y: -10)))
    }

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(close(path.currentPoint!, CGPoint(x: 100, y: 20), 1e-9))
        expectLength(path.length, 80 + .pi * 10)
    }

    @Test func ellipseStartsAtThreeOClockRunningClockwiseOnScreen() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(circle.point(atFractionOfLength: 0)!, CGPoint(x: 100, y: 50), 1e-6))
        #expect(close(circle.point(atFractionOfLength: 0.25)!, CGPoint(x: 50, y: 100), 0.01))
        expectLength(circle.length, .pi * 100, tolerance: 0.05)
    }

    @Test func roundedRectangles() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let circular = Path(roundedRect: rect, cornerRadius: 20, style: .circular)
        expectLength(circular.length, 2 * (160 + 60) + 2 * .pi * 20, tolerance: 0.02)
        #expect(circular.boundingRect == rect)
        let continuous = Path(roundedRect: rect, cornerRadius: 20)
        #expect(continuous.boundingRect == rect)
        // The continuous corner leaves the edge 1.52866 radii from the vertex.
        #expect(close(continuous.point(atFractionOfLength: 0)!, CGPoint(x: 30.5733, y: 0), 1e-3))
        #expect(!continuous.contains(CGPoint(x: 2, y: 2)) && continuous.contains(CGPoint(x: 10, y: 10)))
        // A capsule-sized radius blends to circular corners: radius clamped to half the height.
        let capsule = Path(roundedRect: rect, cornerRadius: 80)
        expectLength(capsule.length, 2 * 100 + .pi * 100, tolerance: 0.05)
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        // An infinite radius, a common way to ask for a capsule, is one.
        for style in [RoundedCornerStyle.circular, .continuous] {
            #expect(Path(roundedRect: rect, cornerRadius: .infinity, style: style)
                    == Path(roundedRect: rect, cornerRadius: 80, style: style))
        }
        #expect(Path(roundedRect: rect, cornerRadius: .nan) == Path(rect), "NaN draws square corners")
    }
}

@Suite struct PathMeasuringTests {
    @Test func boundingRectIgnoresControlPoints() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(abs(path.boundingRect.maxY - 75) < 1e-9, "the curve peaks at 3/4 of its control points")
        #expect(path.boundingBox == path.boundingRect)
        #expect(Path().boundingRect.isNull)
    }

    @Test func trimmingByArcLengthAcrossSubpaths() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        path.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 300, y: 50)])
        let middle = path.trimmedPath(from: 0.125, to: 0.5)
        #expect(middle.description == "50 0 m 100 0 l 0 50 m 100 50 l")
        #expect(path.trimmedPath(from: 0, to: 1) == path)
        #expect(path.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(path.trimmedPath(from: .nan, to: 1).isEmpty)
    }

    @Test func trimmingKeepsCurvesExact() {
        let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
        let half = circle.trimmedPath(from: 0, to: 0.5)
        expectLength(half.length, .pi * 50, tolerance: 0.05)
        #expect(close(half.currentPoint!, CGPoint(x: -50, y: 0), 0.02))
        var curves = 0
        half.forEach { if case .curve = $0 { curves += 1 } }
        #expect(curves == 2)
        let wrapped = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.5, to: 1)
        #expect(wrapped.description == "10 10 m 0 10 l 0 0 l")
    }

    @Test func pointAndTangentAlongTheLength() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        #expect(path.point(atFractionOfLength: 0.75) == CGPoint(x: 100, y: 50))
        #expect(path.tangent(atFractionOfLength: 0.25) == CGVector(dx: 1, dy: 0))
        #expect(path.tangentAngle(atFractionOfLength: 0.75) == .degrees(90))
        #expect(Path().point(atFractionOfLength: 0.5) == nil)
    }

    @Test func containsWithBothFillRules() {
        var rings = Path()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(rings.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 99, y: 1)))
        #expect(!rings.contains(CGPoint(x: CGFloat.nan, y: 1)))
    }

    @Test func transformingAndOffsetting() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.offsetBy(dx: 5, dy: -5).boundingRect == CGRect(x: 5, y: -5, width: 10, height: 10))
        #expect(path.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
        var combined = Path()
        combined.addPath(path, transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(combined.boundingRect.minX == 100)
    }

    @Test func strokedPathCoversTheStroke() {
        var line = Path()
        line.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(butt.boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
        #expect(butt.contains(CGPoint(x: 50, y: 4)) && !butt.contains(CGPoint(x: 50, y: 6)))
        let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(square.contains(CGPoint(x: -4, y: 0)) && !butt.contains(CGPoint(x: -4, y: 0)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 15, y: 0)) && dashed.contains(CGPoint(x: 25, y: 0)))
        var corner = Path()
        corner.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)])
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(miter.contains(CGPoint(x: 54, y: -4)) && !bevel.contains(CGPoint(x: 54, y: -4)))
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }
}

func expectLength(_ actual: CGFloat, _ expected: CGFloat, _ comment: Comment? = nil, tolerance: CGFloat = 0.01,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "length \(actual), expected \(expected). \(comment?.rawValue ?? "")",
            sourceLocation: sourceLocation)
}
