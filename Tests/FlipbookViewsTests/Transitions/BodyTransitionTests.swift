import Foundation
import Testing
@testable import FlipbookViews

/// A toast that wears its transition in its own body, as components do.
private struct Toast: View {
    var body: some View {
        Color.green
            .frame(width: 100, height: 40)
            .transition(.move(edge: .top))
    }
}

/// A card whose body passes up the transition of the toast at its base.
private struct Card: View {
    var body: some View { Toast().padding(10) }
}

/// Shows a toast under modifiers written where it is used.
private struct ToastHost: View {
    enum Kind { case toast, card }
    var kind = Kind.toast
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            if shown {
                switch kind {
                case .toast: Toast().background(Color.red).padding(.top, 40)
                case .card: Card().background(Color.red)
                }
            }
            Spacer()
            Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        }
        .frame(width: 200, height: 300)
    }
}

@MainActor
@Suite("Transitions worn in a custom view's body")
struct BodyTransitionTests {
    /// The green toast over its red background: both move together, from above the top edge.
    @Test func theTransitionInABodyMovesTheModifiersAtTheUseSite() throws {
        let graph = ViewGraph(rootView: ToastHost(), size: CGSize(width: 200, height: 300))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let green = try #require(graph.fills(of: .green).first), red = try #require(graph.fills(of: .red).first)
        // The moving view is the padded card: 80 points tall from the top, so it starts 80 points up.
        #expect(near(green.minY, 40 - 40, 0.01), "\(green)")
        #expect(near(red.minY, green.minY, 0.01), "the background moves with the toast: \(red)")
        graph.advance(to: 1)
        #expect(near(try #require(graph.fills(of: .green).first).minY, 40, 0.01))
        #expect(near(try #require(graph.fills(of: .red).first).minY, 40, 0.01))
        graph.tap(label: "toggle")
        graph.advance(to: 1.5)
        #expect(near(try #require(graph.fills(of: .red).first).minY, 0, 0.01), "it leaves the same way")
        graph.advance(to: 2.1)
        #expect(graph.fills(of: .red).isEmpty && graph.fills(of: .green).isEmpty)
    }

    /// A custom view whose body is another custom view with modifiers passes the transition up too.
    @Test func aBodyPassesUpTheTransitionOfTheCustomViewAtItsBase() throws {
        let graph = ViewGraph(rootView: ToastHost(kind: .card), size: CGSize(width: 200, height: 300))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let green = try #require(graph.fills(of: .green).first), red = try #require(graph.fills(of: .red).first)
        // The card is 60 points tall: halfway, it is 30 points up.
        #expect(near(red.minY, -30, 0.01) && near(green.minY, -20, 0.01), "\(red) \(green)")
    }
}
