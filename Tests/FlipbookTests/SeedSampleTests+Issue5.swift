import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

extension SeedSampleHarness.Snapshot {
    /// The blue picture-in-picture rectangle: the filled rounded rectangle (the placeholders are stroked).
    var pictureInPicture: CGRect {
        views(ofType: "RoundedRectangle").first?.frame ?? .null
    }
}

extension SeedSampleHarness.Snapshot {
    /// The canvas bounds of the trace: every solid black stroke or fill (the placeholders are grey and dashed).
    var traceBounds: CGRect {
        var bounds = CGRect.null
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case let .stroke(path, .color(color), style) where style.dash.isEmpty && color.opacity > 0.9:
                    bounds = bounds.union(path.boundingRect.mapped(by: item.transform))
                case let .fill(path, .color(color), _) where color.red < 0.1 && color.blue < 0.1 && color.opacity > 0.9:
                    bounds = bounds.union(path.boundingRect.mapped(by: item.transform))
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(displayList)
        return bounds
    }
}

extension SeedSampleHarness.Snapshot {
    /// Canvas bounds of the fills in a colour, each with the opacity of the groups around it.
    func fillsWithOpacity(where match: (Color.Resolved) -> Bool) -> [(rect: CGRect, opacity: Double)] {
        var found: [(CGRect, Double)] = []
        func visit(_ list: DisplayList, opacity: Double) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _) where match(color):
                    found.append((path.boundingRect.mapped(by: item.transform), opacity))
                case .effect(.opacity(let faded), let nested): visit(nested, opacity: opacity * faded)
                case .list(let nested), .effect(_, let nested): visit(nested, opacity: opacity)
                default: break
                }
            }
        }
        visit(displayList, opacity: 1)
        return found
    }

    var redSquare: CGRect { fills { $0.red > 0.9 && $0.green < 0.5 }.first ?? .null }
    var blueDot: (rect: CGRect, opacity: Double)? { fillsWithOpacity { $0.blue > 0.9 && $0.red < 0.1 }.first }
}

/// The seed scenes of issue 5: matched geometry, geometry groups, traces.
@Suite("Seed samples: shared geometry")
struct SeedSampleIssue5Tests {
    private static let corners = [CGPoint(x: 16, y: 16), CGPoint(x: 269, y: 16), CGPoint(x: 16, y: 464),
                                  CGPoint(x: 269, y: 464)]

    private func at(_ rect: CGRect, corner: Int, _ tolerance: CGFloat = 0.5) -> Bool {
        near(rect.minX, Self.corners[corner].x, tolerance) && near(rect.minY, Self.corners[corner].y, tolerance)
            && near(rect.width, 105, 0.5) && near(rect.height, 120, 0.5)
    }

    @Test func followerSitsOverTheTopLeftPlaceholder() throws {
        let s = try seedSnapshots("FaceTimeMatchedRoot", 390, 600, script: "none", times: [0, 1])
        #expect(at(s[0]!.pictureInPicture, corner: 0), "\(s[0]!.pictureInPicture)")
        #expect(at(s[1]!.pictureInPicture, corner: 0))
    }

    @Test func tapsSendTheRectangleGlidingToEachCorner() throws {
        let times = [0.4, 0.9, 1.6, 3.0, 4.6]
        let s = try seedSnapshots("FaceTimeCornersRoot", 390, 600,
                                  script: "tap 321.5,76 @0.5; tap 321.5,524 @2.0; tap 68.5,524 @3.5", times: times)
        #expect(at(s[0.4]!.pictureInPicture, corner: 0))
        // Mid-glide along the top edge: between the corners, at the same height.
        let mid = s[0.9]!.pictureInPicture
        #expect(mid.minX > 30 && mid.minX < 260 && near(mid.minY, 16, 0.5), "\(mid)")
        #expect(at(s[1.6]!.pictureInPicture, corner: 1, 1))
        #expect(at(s[3.0]!.pictureInPicture, corner: 3, 1))
        #expect(at(s[4.6]!.pictureInPicture, corner: 2, 1))
    }

    @Test func anInterruptedGlideBendsWithoutAKink() throws {
        let times = stride(from: 0.9, through: 1.2, by: 1.0 / 60).map { ($0 * 600).rounded() / 600 } + [6.0]
        let s = try seedSnapshots("FaceTimeCornersSlowRoot", 390, 600, script: "tap 321.5,76 @0.5; tap 68.5,524 @1.0",
                                  times: times)
        #expect(at(s[6.0]!.pictureInPicture, corner: 2, 1), "\(s[6.0]!.pictureInPicture)")
        // Frame-to-frame steps around the interruption: the speed never drops or jumps, and the direction turns
        // a little every frame (a bend), not all at once (a kink).
        let points = times.dropLast().map { s[$0]!.pictureInPicture.origin }
        let steps = zip(points, points.dropFirst()).map { CGVector(dx: $1.x - $0.x, dy: $1.y - $0.y) }
        for (a, b) in zip(steps, steps.dropFirst()) {
            let ratio = hypot(b.dx, b.dy) / hypot(a.dx, a.dy)
            #expect(ratio > 0.8 && ratio < 1.25, "speed jumps: \(a) then \(b)")
            let turn = abs(atan2(b.dy, b.dx) - atan2(a.dy, a.dx)) * 180 / .pi
            #expect(turn < 15, "turns \(turn)° in one frame: \(a) then \(b)")
        }
        let turns = zip(steps, steps.dropFirst()).map { abs(atan2($1.dy, $1.dx) - atan2($0.dy, $0.dx)) }
        #expect(turns.filter { $0 > 0.05 }.count >= 5, "the bend is spread over many frames")
        #expect(steps.allSatisfy { hypot($0.dx, $0.dy) > 0.05 }, "the rectangle never stops")
    }

    @Test func uncorrectedTraceRidesAlongWithTheRectangle() throws {
        let s = try seedSnapshots("FaceTimeTraceUncorrectedRoot", 390, 600, script: "tap 321.5,76 @0.5", times: [4.6])
        // Global points (16…269, 16) drawn in the local space of the rectangle at (269, 16): x 285…538 at y 32
        // (the 1 pt line is half a point thick either side, the path's bounds are the points').
        let line = s[4.6]!.traceBounds
        #expect(near(line.minX, 285, 0.01) && near(line.maxX, 538, 0.01) && near(line.midY, 32, 0.01), "\(line)")
    }

    @Test func easeInOutTraceStaysOnTheCanvasAndCurvesDownToTheCorner() throws {
        let s = try seedSnapshots("FaceTimeTraceEaseInOutRoot", 390, 600,
                                  script: "tap 321.5,76 @0.5; tap 321.5,524 @2.5", times: [2.5, 4.0, 6.6])
        let early = s[2.5]!.traceBounds
        #expect(near(early.minX, 15.5, 0.6) && near(early.maxX, 143, 1.5) && near(early.midY, 16, 0.01),
                "straight along the top edge: \(early)")
        // Mid-way the trace still starts at the first corner, where the rectangle no longer is.
        let middle = s[4.0]!.traceBounds
        #expect(near(middle.minX, 15.5, 0.6) && near(middle.minY, 15.5, 0.6) && middle.maxY > 40)
        #expect(!s[4.0]!.pictureInPicture.contains(CGPoint(x: 20, y: 16)))
        let full = s[6.6]!.traceBounds
        #expect(near(full.maxX, 269.5, 0.6) && near(full.maxY, 464.5, 0.6), "ends at (269, 464): \(full)")
        #expect(at(s[6.6]!.pictureInPicture, corner: 3, 0.5))
    }

    @Test func springTraceEndsOverTheBottomRightPlaceholder() throws {
        let s = try seedSnapshots("FaceTimeTraceSpringRoot", 390, 600,
                                  script: "tap 321.5,76 @0.5; tap 321.5,524 @2.0", times: [8.0])
        let trace = s[8.0]!.traceBounds
        // The < 1 % overshoot of the 0.85-damped spring may carry the line a little past the corner.
        #expect(near(trace.minX, 15.5, 0.6) && near(trace.minY, 15.5, 0.6), "\(trace)")
        #expect(trace.maxX > 268.5 && trace.maxX < 272 && trace.maxY > 463.5 && trace.maxY < 468, "\(trace)")
        #expect(at(s[8.0]!.pictureInPicture, corner: 3, 0.5))
    }

    @Test func geometryGroupCarriesTheInsertedDotWithTheGrowingSquare() throws {
        let s = try seedSnapshots("GeometryGroupRoot", 300, 300, script: "tap 150,150 @0.5; tap 150,150 @2.0",
                                  times: [0.4, 0.6, 0.7, 1.9, 3.5])
        #expect(s[0.4]!.redSquare == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(s[0.4]!.blueDot == nil)
        for time in [0.6, 0.7] {
            let square = s[time]!.redSquare, dot = try #require(s[time]!.blueDot)
            #expect(square.minX < 99 && square.minX > 51, "growing at \(time): \(square)")
            #expect(near(dot.rect.minX, square.minX, 0.5) && near(dot.rect.minY, square.minY, 0.5),
                    "the dot rides the square's corner at \(time): \(dot.rect) vs \(square)")
            #expect(dot.opacity > 0 && dot.opacity < 1, "fading in: \(dot.opacity)")
        }
        #expect(near(s[1.9]!.redSquare.minX, 50, 0.01) && near(s[1.9]!.redSquare.width, 200, 0.01))
        #expect(s[1.9]!.blueDot.map { near($0.rect.minX, 50, 0.01) && $0.opacity == 1 } == true)
        #expect(s[3.5]!.redSquare == CGRect(x: 100, y: 100, width: 100, height: 100) && s[3.5]!.blueDot == nil)
    }

    @Test func withoutTheGroupTheDotAppearsAtItsFinalPlace() throws {
        let s = try seedSnapshots("NoGeometryGroupRoot", 300, 300, script: "tap 150,150 @0.5; tap 150,150 @2.0",
                                  times: [0.6, 0.7, 1.9])
        for time in [0.6, 0.7] {
            let square = s[time]!.redSquare, dot = try #require(s[time]!.blueDot)
            #expect(square.minX > 51, "still growing at \(time): \(square)")
            #expect(near(dot.rect.minX, 50, 0.01) && near(dot.rect.minY, 50, 0.01),
                    "the dot is already at its final corner, outside the red square: \(dot.rect)")
            #expect(dot.opacity > 0 && dot.opacity < 1)
        }
        #expect(near(s[1.9]!.redSquare.minX, 50, 0.01) && near(s[1.9]!.redSquare.width, 200, 0.01))
    }
}
