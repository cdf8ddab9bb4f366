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

/// Rows made by a `ForEach` that wears the transition itself.
private struct SlidingRows: View {
    @State private var rows = [0]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows, id: \.self) { _ in
                HStack { Color.green.frame(width: 100, height: 30) }
            }
            .transition(.move(edge: .leading))
            .foregroundStyle(.primary)
            Spacer()
            Button("add") { withAnimation(.linear(duration: 1)) { rows.append(rows.count) } }.frame(width: 150)
            Button("remove") { withAnimation(.linear(duration: 1)) { _ = rows.removeLast() } }
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
        #expect(near(leaving.rect.minX, 50, 0.01) && near(leaving.opacity, 0.5, 0.01),
                "\(graph.fillsWithOpacity(of: .green))")
        graph.advance(to: 2.2)
        #expect(graph.fills(of: .green).isEmpty)
    }

    /// `.transition(_:)` on a `ForEach` is worn by each view it makes, under other modifiers too: a row added
    /// slides in from the leading edge, and a row removed slides out, while the other rows stay.
    @Test func aTransitionOnAForEachIsEachRows() throws {
        let graph = ViewGraph(rootView: SlidingRows(), size: CGSize(width: 200, height: 300))
        graph.tap(label: "add")
        graph.advance(to: 0.5)
        let xs = graph.fills(of: .green).map(\.minX).sorted()
        #expect(xs.count == 2 && near(xs[0], 0, 0.01) && near(xs[1], 50, 0.01), "\(xs)")
        graph.advance(to: 1.1)
        graph.tap(label: "remove")
        graph.advance(to: 1.6)
        let leaving = graph.fills(of: .green).map(\.minX).sorted()
        #expect(leaving.count == 2 && near(leaving[0], 0, 0.01) && near(leaving[1], 50, 0.01), "\(leaving)")
    }
}
