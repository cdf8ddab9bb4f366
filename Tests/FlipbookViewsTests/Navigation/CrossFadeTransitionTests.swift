import Foundation
import Testing
@testable import FlipbookViews

private struct Notes: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.red)
                .navigationDestination(for: Int.self) { _ in
                    Color.blue.overlay(Text("Note"))
                        .navigationTransition(.crossFade)
                }
        }
    }
}

/// `navigationTransition(.crossFade)` (iOS 27): the pushed screen fades in where it will stay while the one below
/// fades out; a pop fades it back out.
@MainActor
@Suite("Cross-fade navigation transition")
struct CrossFadeTransitionTests {
    private func screen(_ graph: ViewGraph, _ color: Color) -> (rect: CGRect, opacity: Double)? {
        graph.fillsWithOpacity(of: color).max { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height }
    }

    @Test func aPushedScreenFadesInPlaceAsTheOneBelowFadesOut() throws {
        let graph = ViewGraph(rootView: Notes(), size: CGSize(width: 300, height: 600))
        graph.tap(label: "Open")
        let pushed = graph.time
        graph.advance(to: pushed + 0.1)
        let coming = try #require(screen(graph, .blue)), going = try #require(screen(graph, .red))
        #expect(near(coming.rect.minX, 0, 0.01), "in place, not sliding: \(coming.rect)")
        #expect(coming.opacity > 0.1 && coming.opacity < 0.9, "\(coming.opacity)")
        #expect(near(going.opacity, 1 - coming.opacity, 1e-9) && near(going.rect.minX, 0, 0.01))
        graph.advance(to: pushed + 1.5)
        #expect(screen(graph, .blue).map { $0.opacity == 1 } == true && screen(graph, .red) == nil)
        graph.tap(label: "Back")
        let popped = graph.time
        graph.advance(to: popped + 0.1)
        let leaving = try #require(screen(graph, .blue))
        #expect(leaving.opacity > 0.1 && leaving.opacity < 0.9 && near(leaving.rect.minX, 0, 0.01))
        graph.advance(to: popped + 1.5)
        #expect(screen(graph, .blue) == nil && screen(graph, .red).map { $0.opacity == 1 } == true)
    }
}
