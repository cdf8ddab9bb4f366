import Foundation
import Testing
@testable import FlipbookViews

/// `Slider`: its value labels, and steps only where one is given.
@MainActor
@Suite struct SliderTests {
    private struct Volume: View {
        @State var level = 0.3
        @State var stepped = 4.0
        var body: some View {
            VStack {
                Slider(value: $level, in: 0...1) { Text("Volume") } minimumValueLabel: {
                    Text("low")
                } maximumValueLabel: {
                    Text("high")
                }
                Slider(value: $stepped, in: 0...10, step: 2) { Text("Steps") } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
                Text(String(format: "level %.2f stepped %.1f", level, stepped))
            }
            .frame(width: 300)
        }
    }

    @Test func valueLabelsSitAtTheEndsOfTheTrack() {
        let graph = ViewGraph(rootView: Volume(), size: CGSize(width: 300, height: 300))
        let frames = Dictionary(graph.laidOutViews.compactMap { view in view.text.map { ($0, view.frame) } },
                                uniquingKeysWith: { first, _ in first })
        let tracks = graph.laidOutViews.filter { $0.type == "Slider" }.map(\.frame)
        #expect(tracks.count == 2)
        // The labels flank the track, 8 points from it, and the label itself is not shown (as on iOS).
        #expect(near(frames["low"]!.minX, 0) && near(tracks[0].minX, frames["low"]!.maxX + 8))
        #expect(near(frames["high"]!.maxX, 300) && near(frames["high"]!.minX, tracks[0].maxX + 8))
        #expect(frames["Volume"] == nil)
    }

    @Test func withoutAStepTheValueIsContinuous() {
        let graph = ViewGraph(rootView: Volume(), size: CGSize(width: 300, height: 300))
        let track = graph.laidOutViews.filter { $0.type == "Slider" }[0].frame
        let travel = track.width - 28
        let thumb = CGPoint(x: track.minX + 14 + 0.3 * travel, y: track.midY)
        graph.drag(from: thumb, to: CGPoint(x: thumb.x + 0.25 * travel, y: thumb.y), duration: 0.2)
        #expect(graph.texts.contains("level 0.55 stepped 4.0"), "\(graph.texts)")
        let steppedTrack = graph.laidOutViews.filter { $0.type == "Slider" }[1].frame
        let steppedTravel = steppedTrack.width - 28
        let steppedThumb = CGPoint(x: steppedTrack.minX + 14 + 0.4 * steppedTravel, y: steppedTrack.midY)
        graph.drag(from: steppedThumb, to: CGPoint(x: steppedThumb.x + 0.13 * steppedTravel, y: steppedThumb.y),
                   duration: 0.2)
        #expect(graph.texts.contains("level 0.55 stepped 6.0"), "a step rounds: \(graph.texts)")
    }

    private struct Progress: View {
        @State var played = 0.3
        let thumb: Visibility
        var body: some View {
            VStack {
                Slider(value: $played).sliderThumbVisibility(thumb)
                Text(String(format: "played %.2f", played))
            }
            .frame(width: 300)
        }
    }

    /// iOS 26's `sliderThumbVisibility(.hidden)`: no white thumb is drawn, and a touch away from where the thumb
    /// would be takes hold, the value following the finger.
    @Test func aHiddenThumbIsNotDrawnAndTheTrackTakesTouches() throws {
        let shown = ViewGraph(rootView: Progress(thumb: .automatic), size: CGSize(width: 300, height: 200))
        let hidden = ViewGraph(rootView: Progress(thumb: .hidden), size: CGSize(width: 300, height: 200))
        #expect(shown.fills(of: .white).count == 1)
        #expect(hidden.fills(of: .white).isEmpty)
        let track = try #require(hidden.views("Slider").first).frame
        let travel = track.width - 28
        let far = CGPoint(x: track.minX + 14 + 0.8 * travel, y: track.midY)
        let farther = CGPoint(x: track.minX + 14 + 0.9 * travel, y: track.midY)
        #expect(!shown.touchDown(at: far), "with a thumb, the track does not take a touch")
        hidden.drag(from: far, to: farther, duration: 0.2)
        #expect(hidden.texts.contains("played 0.90"), "\(hidden.texts)")
    }
}
