import Foundation
import Testing
@testable import FlipbookViews

/// A stack shown by `if`, whose square wears a transition of its own.
private struct StackedSquare: View {
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            if shown {
                VStack {
                    Color.green.frame(width: 100, height: 50).transition(.move(edge: .leading))
                }
            }
            Spacer()
            Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.frame(width: 150)
        }
        .frame(width: 200, height: 300)
    }
}

@MainActor
@Suite("Transitions inside a container that comes and goes")
struct ContainerTransitionTests {
    /// SwiftUI takes the transition of the view that comes and goes: the stack has none, so it fades, and the
    /// square inside it, built at rest with the stack, does not move.
    @Test func aContainerFadesAndTheTransitionInsideItDoesNotRun() throws {
        let graph = ViewGraph(rootView: StackedSquare(), size: CGSize(width: 200, height: 300))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let arriving = try #require(graph.fillsWithOpacity(of: .green).first)
        #expect(near(arriving.rect.minX, 50, 0.01), "in its place, not moving in: \(arriving.rect)")
        #expect(near(arriving.opacity, 0.5, 0.01), "fading in: \(arriving.opacity)")
        graph.advance(to: 1.1)
        graph.tap(label: "toggle")
        graph.advance(to: 1.6)
        let leaving = try #require(graph.fillsWithOpacity(of: .green).first)
        #expect(near(leaving.rect.minX, 50, 0.01) && near(leaving.opacity, 0.5, 0.01), "\(graph.fillsWithOpacity(of: .green))")
        graph.advance(to: 2.2)
        #expect(graph.fills(of: .green).isEmpty)
    }
}
