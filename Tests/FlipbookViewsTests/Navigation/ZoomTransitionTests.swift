import Foundation
import Testing
@testable import FlipbookViews

private struct Album: View {
    @Namespace private var zoom
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink(value: 1) { Color.red.frame(width: 60, height: 60).overlay(Text("Four")) }
                    .matchedTransitionSource(id: 1, in: zoom)
                NavigationLink("Plain", value: 2)
            }
            .navigationDestination(for: Int.self) { number in
                if number == 1 {
                    Text("Big").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue)
                        .navigationTransition(.zoom(sourceID: 1, in: zoom))
                } else {
                    Text("Slid")
                }
            }
        }
    }
}

/// `navigationTransition(.zoom(sourceID:in:))` with `matchedTransitionSource`: a pushed screen grows out of its
/// source view and shrinks back into it when popped.
@MainActor
@Suite struct ZoomTransitionTests {
    private func frame(_ graph: ViewGraph, _ text: String) -> CGRect? {
        graph.laidOutViews.first { $0.text == text }?.frame
    }

    @Test func theFramesGoFromTheSourceFilledToTheScreen() {
        let screen = CGRect(x: 0, y: 100, width: 300, height: 600), source = CGRect(x: 20, y: 150, width: 60, height: 30)
        let start = NavigationScreensNode.zoomFrames(screen: screen, source: source, progress: 0)
        #expect(start.visible == source && start.cornerRadius == 12)
        #expect(start.content.width == 60 && start.content.height == 120, "aspect-fill: 60 / 300 of the screen")
        #expect(start.content.midX == source.midX && start.content.midY == source.midY)
        let half = NavigationScreensNode.zoomFrames(screen: screen, source: source, progress: 0.5)
        #expect(half.visible == CGRect(x: 10, y: 125, width: 180, height: 315) && half.cornerRadius == 6)
        #expect(abs(half.content.width - 180) < 1e-9 && abs(half.content.midX - half.visible.midX) < 1e-9)
        let end = NavigationScreensNode.zoomFrames(screen: screen, source: source, progress: 1)
        #expect(end.visible == screen && end.content == screen && end.cornerRadius == 0)
    }

    @Test func aZoomedScreenGrowsOutOfItsSourceAndShrinksBackIntoIt() throws {
        let graph = ViewGraph(rootView: Album(), size: CGSize(width: 300, height: 600))
        let label = try #require(frame(graph, "Four"))
        let source = CGRect(x: label.midX - 30, y: label.midY - 30, width: 60, height: 60)
        #expect(graph.tap(at: CGPoint(x: source.midX, y: source.midY)))
        let pushed = graph.time
        graph.advance(to: pushed + 1 / 60)
        let early = try #require(frame(graph, "Big"))
        #expect(abs(early.midX - source.midX) < 6 && abs(early.midY - source.midY) < 12, "out of the source: \(early)")
        graph.advance(to: pushed + 0.15)
        let growing = try #require(frame(graph, "Big"))
        #expect(growing.width > early.width * 1.5, "growing: \(early) then \(growing)")
        graph.advance(to: pushed + 1.5)
        let settled = try #require(frame(graph, "Big"))
        #expect(abs(settled.midX - 150) < 0.5 && settled.width > early.width * 3)
        graph.tap(label: "Back")
        let popped = graph.time
        graph.advance(to: popped + 0.15)
        let shrinking = try #require(frame(graph, "Big"))
        #expect(shrinking.width < settled.width * 0.8 && graph.texts.contains("Plain"), "the root shows beneath")
        graph.advance(to: popped + 1.5)
        #expect(frame(graph, "Big") == nil && frame(graph, "Plain") != nil)
    }

    @Test func aScreenWithoutAZoomSlides() throws {
        let graph = ViewGraph(rootView: Album(), size: CGSize(width: 300, height: 600))
        graph.tap(label: "Plain")
        graph.advance(to: graph.time + 0.1)
        let coming = try #require(frame(graph, "Slid"))
        #expect(coming.midX > 160, "sliding in from the trailing edge: \(coming)")
    }
}
