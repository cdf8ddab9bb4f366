import Flipbook
import FlipbookCairo
import Foundation
import Testing
@testable import FlipbookTools

/// Charts as PNG (drawn by Flipbook through Cairo) and charts of a scene's view properties.
@MainActor
@Suite struct ChartTests {
    /// A linear move from 0 to 1 over 1 s, charted over 1 s.
    func linearChart() -> TimelineChart {
        let timeline = AnimationTimeline.sample(.linear(duration: 1), at: (0...100).map { Double($0) / 100 })
        return TimelineChart(title: "linear", subtitle: "0 → 1", timeline: timeline, duration: 1)
    }

    @Test func pngChartDrawsTheSeriesWhereTheSVGPutsThem() throws {
        let drawing = linearChart().drawing
        let png = try drawing.pngData(scale: 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString).png").path
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try RasterImage(pngFile: path)
        #expect(image.pixelWidth == 900 && image.pixelHeight == Int(drawing.height))

        guard case let .polyline(points, _, _, role)? = drawing.elements.first(where: {
            if case .polyline(_, _, _, "value") = $0 { return true } else { return false }
        }) else { Issue.record("no value series"); return }
        #expect(role == "value")
        // Halfway along the value line: the series' blue (#2563eb), not the panel's grey.
        let middle = points[points.count / 2]
        let pixel = image.pixel(x: Int(middle.x.rounded()), y: Int(middle.y.rounded()))
        #expect(abs(Int(pixel.red) - 0x25) < 40 && abs(Int(pixel.green) - 0x63) < 40 && abs(Int(pixel.blue) - 0xeb) < 40,
                "\(pixel)")
        // Far from any line, inside the value panel: its light fill (#f8fafc).
        let empty = image.pixel(x: Int(points[0].x) + 40, y: Int(points[0].y) - 200)
        #expect(empty.red == 0xf8 && empty.green == 0xfa && empty.blue == 0xfc, "\(empty)")
        // The title is drawn: dark pixels in its line.
        let titleRow = (60..<400).map { image.pixel(x: $0, y: 25) }
        #expect(titleRow.contains { $0.red < 80 && $0.green < 80 && $0.blue < 80 })
    }

    @Test func svgAndDrawingAgree() {
        let chart = linearChart()
        let svg = chart.svg
        let lines = chart.drawing.elements.filter { if case .line = $0 { true } else { false } }.count
        #expect(svg.components(separatedBy: "<line").count - 1 == lines)
        #expect(svg.contains("class=\"value\""))
    }

    @Test func blobPositionFollowsTheTaps() throws {
        let session = try SceneSession(sceneNamed: "rating-blob-4", script: "tap 360,150 @0.4")
        let property = try SceneProperty(parsing: "animatableData")
        let timeline = try session.timeline(view: "blob", property: property, duration: 1.2, rate: 20)
        #expect(timeline.samples.count == 25)
        #expect(timeline.samples.first?.value == 2, "the scene starts on the middle face")
        #expect(timeline.samples.first?.velocity == 0)
        #expect(timeline.samples.last?.value == 4, "the tap on the fourth face moved it there")
        let moving = try #require(timeline.samples.first { $0.time == 0.5 })
        #expect(moving.value > 2 && moving.value < 4)
        #expect((moving.velocity ?? 0) > 1)
        #expect(!timeline.isStillRunning)
        #expect(session.interactionMarks(within: 1.2).map(\.label) == ["tap 360,150 @0.4"])
    }

    @Test func laidOutPropertiesGetVelocityFromNeighbours() throws {
        var samples = [0.0, 1, 3].enumerated().map { TimelineSample(time: Double($0.offset), value: $0.element, velocity: nil) }
        SceneSession.differentiate(&samples)
        #expect(samples.map(\.velocity) == [1, 1.5, 2])

        let session = try SceneSession(sceneNamed: "rating-blob-4", script: "none")
        let width = try session.timeline(view: "RatingBlob", property: SceneProperty(parsing: "frame.width"),
                                         duration: 0.1, rate: 10)
        #expect(width.samples.map(\.value) == [400, 400])
        #expect(width.samples.map(\.velocity) == [0, 0])
    }

    @Test func badPropertiesAndViewsAreNamed() throws {
        #expect(throws: SceneError.self) { try SceneProperty(parsing: "frame.left") }
        #expect(throws: SceneError.self) { try SceneProperty(parsing: "a b") }
        #expect(try SceneProperty(parsing: "frame[2]").source == .animator(input: "frame", component: 2))
        #expect(try SceneProperty(parsing: "frame.midY").source == .laidOutFrame("midY"))

        let session = try SceneSession(sceneNamed: "rating-blob-4", script: "none")
        do {
            _ = try session.timeline(view: "Slider", property: SceneProperty(parsing: "opacity"), duration: 0.1)
            Issue.record("no error for a missing view")
        } catch let error as SceneError {
            #expect(error.description.contains("no view matching 'Slider'"))
            #expect(error.description.contains("RatingBlob"), "the message lists the scene's views")
        }
        do {
            _ = try session.timeline(view: "blob", property: SceneProperty(parsing: "hue"), duration: 0.1)
            Issue.record("no error for a missing input")
        } catch let error as SceneError {
            #expect(error.description.contains("no animated input 'hue'"))
            #expect(error.description.contains("animatableData"))
        }
    }
}
