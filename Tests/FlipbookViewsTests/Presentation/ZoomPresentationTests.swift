import Foundation
import Testing
@testable import FlipbookViews

private struct Photo: Identifiable { let id: Int }

private struct Gallery: View {
    @Namespace private var zoom
    @State private var shown: Photo?
    @State private var plain = false

    var body: some View {
        VStack(spacing: 20) {
            Color.orange.frame(width: 60, height: 60)
                .matchedTransitionSource(id: 1, in: zoom)
                .onTapGesture { shown = Photo(id: 1) }
            Button("Plain") { plain = true }
        }
        .fullScreenCover(item: $shown) { photo in
            Color.purple
                .overlay(Text("photo \(photo.id)"))
                .onTapGesture { shown = nil }
                .navigationTransition(.zoom(sourceID: photo.id, in: zoom))
        }
        .sheet(isPresented: $plain) { Color.green }
    }
}

/// A sheet or cover whose content asks for `navigationTransition(.zoom(sourceID:in:))` grows out of its source
/// and shrinks back into it, showing its item all the while; one that does not slides up.
@MainActor
@Suite struct ZoomPresentationTests {
    private let canvas = CGSize(width: 300, height: 600)

    @Test func aCoverZoomsOutOfItsSourceAndBackIntoIt() throws {
        let graph = ViewGraph(rootView: Gallery(), size: canvas)
        let source = try #require(graph.fills(of: .orange).first)
        #expect(graph.tap(at: CGPoint(x: source.midX, y: source.midY)))
        let presented = graph.time
        graph.advance(to: presented + 1 / 60)
        let early = try #require(graph.fills(of: .purple).first)
        // Scaled to fill the source (60 of 300 points wide: a fifth, 60 × 120), centred on it, a little grown.
        #expect(abs(early.midX - source.midX) < 3 && abs(early.midY - source.midY) < 6, "\(early) from \(source)")
        #expect(early.width < 90, "\(early)")
        graph.advance(to: presented + 1.5)
        let settled = try #require(graph.fills(of: .purple).first)
        #expect(abs(settled.width - 300) < 0.5 && abs(settled.height - 600) < 0.5 && abs(settled.minY) < 0.5)
        #expect(graph.tap(at: CGPoint(x: 150, y: 500)))
        let dismissed = graph.time
        graph.advance(to: dismissed + 0.15)
        let shrinking = try #require(graph.fills(of: .purple).first)
        let distance = { (rect: CGRect) in hypot(rect.midX - source.midX, rect.midY - source.midY) }
        #expect(shrinking.width < 250 && distance(shrinking) < distance(settled), "shrinking towards the source: \(shrinking)")
        #expect(graph.displayList.description.contains("\"photo 1\""), "the item still shows while it leaves")
        graph.advance(to: dismissed + 1.5)
        #expect(graph.fills(of: .purple).isEmpty)
    }

    @Test func aPresentationWithoutAZoomSlidesUp() throws {
        let graph = ViewGraph(rootView: Gallery(), size: canvas)
        graph.tap(label: "Plain")
        let presented = graph.time
        graph.advance(to: presented + 0.1)
        let rising = try #require(graph.fills(of: .green).first)
        #expect(abs(rising.width - 300) < 0.5, "full width, sliding: \(rising)")
        graph.advance(to: presented + 1.5)
        let settled = try #require(graph.fills(of: .green).first)
        #expect(rising.minY > settled.minY + 50, "up from below: \(rising) then \(settled)")
    }
}
