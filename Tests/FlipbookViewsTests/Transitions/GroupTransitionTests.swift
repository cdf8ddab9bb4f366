import Foundation
import Testing
@testable import FlipbookViews

/// Views inserted or removed together in one `if` take their transitions one by one, a transition worn under
/// other modifiers still counts, and a view leaving keeps the environment its modifiers gave it.
private struct Group2: View {
    @State var show = false
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
            HStack(spacing: 0) {
                if show {
                    Color.red.frame(width: 50, height: 50)
                        .transition(.move(edge: .bottom))
                        .zIndex(1)
                    Color.blue.frame(width: 50, height: 50)
                }
            }
            .frame(width: 200, height: 100)
        }
        .frame(width: 200, height: 200)
    }
}

private struct Tinted: View {
    @State var show = true
    var body: some View {
        VStack {
            Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
            if show {
                Text("leaving")
                    .transition(.opacity)
                    .foregroundStyle(.red)
            }
        }
        .frame(width: 200, height: 200)
    }
}

private struct Swapper: View {
    let idFirst: Bool
    @State var n = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("next") { withAnimation(.linear(duration: 1)) { n += 1 } }
            ZStack {
                let card = Color(white: n % 2 == 0 ? 0.2 : 0.8).frame(width: 100, height: 50)
                let swap = AnyTransition.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
                if idFirst {
                    card.id(n).transition(swap)
                } else {
                    card.transition(swap).id(n)
                }
            }
            .frame(width: 200, height: 100)
        }
        .frame(width: 200, height: 200)
    }
}

/// A transition worn under other modifiers: the card around the text moves with it.
private struct Card: View {
    @State var show = true
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
            ZStack {
                if show {
                    Text("A").transition(.scale).frame(width: 100, height: 100).background(Color.blue)
                } else {
                    Text("B").transition(.move(edge: .trailing)).frame(width: 80, height: 80).padding(10)
                        .background(Color.red)
                }
            }
            .frame(width: 200, height: 150)
        }
        .frame(width: 200, height: 200)
    }
}

@MainActor
@Suite("Transitions of groups of views")
struct GroupTransitionTests {
    @Test func eachViewOfAGroupTakesItsOwnTransition() {
        let graph = ViewGraph(rootView: Group2(), size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let red = graph.fillsWithOpacity(of: .red), blue = graph.fillsWithOpacity(of: .blue)
        #expect(red.count == 1 && blue.count == 1)
        // The red square moves up from below its place, unfaded; the blue one, with no transition, fades in.
        #expect(near(red.first?.opacity ?? 0, 1, 1e-9), "\(red)")
        #expect(near(blue.first?.opacity ?? 0, 0.5, 1e-9), "\(blue)")
        #expect(near((red.first?.rect.minY ?? 0) - (blue.first?.rect.minY ?? 0), 25, 1e-6), "half of its height lower")
        graph.advance(to: 2)
        graph.tap(label: "toggle")
        graph.advance(to: 2.5)
        let leavingRed = graph.fillsWithOpacity(of: .red), leavingBlue = graph.fillsWithOpacity(of: .blue)
        #expect(near(leavingRed.first?.opacity ?? 0, 1, 1e-9) && near(leavingBlue.first?.opacity ?? 0, 0.5, 1e-9))
        #expect(near((leavingRed.first?.rect.minY ?? 0) - (leavingBlue.first?.rect.minY ?? 0), 25, 1e-6))
    }

    @Test func aNewIdentityReplacesTheViewWithItsTransitionWhereverTheIDIs() {
        for idFirst in [true, false] {
            let graph = ViewGraph(rootView: Swapper(idFirst: idFirst), size: CGSize(width: 200, height: 200))
            let rest = graph.fills(of: Color(white: 0.2)).first
            #expect(rest != nil, "the first card at rest (id first: \(idFirst))")
            graph.tap(label: "next")
            graph.advance(to: 0.5)
            let leaving = graph.fills(of: Color(white: 0.2)), coming = graph.fills(of: Color(white: 0.8))
            #expect(leaving.count == 1 && coming.count == 1, "both cards while they swap (id first: \(idFirst))")
            // Half of their own 100-point width: the old card out to the leading edge, the new one in from the
            // trailing edge.
            #expect(near((leaving.first?.minX ?? 0) - (rest?.minX ?? 0), -50, 1e-6), "\(leaving), id first: \(idFirst)")
            #expect(near((coming.first?.minX ?? 0) - (rest?.minX ?? 0), 50, 1e-6), "\(coming), id first: \(idFirst)")
            graph.advance(to: 1.5)
            #expect(graph.fills(of: Color(white: 0.2)).isEmpty && graph.fills(of: Color(white: 0.8)).count == 1)
        }
    }

    @Test func aLeavingViewKeepsTheEnvironmentItsModifiersGave() {
        let graph = ViewGraph(rootView: Tinted(), size: CGSize(width: 200, height: 200))
        let red = Color.red.resolve(in: EnvironmentValues())
        func textColor() -> Color.Resolved? {
            var found: Color.Resolved?
            func visit(_ list: DisplayList) {
                for item in list.items {
                    switch item.content {
                    case .text(let text) where text.string == "leaving": found = text.color
                    case .list(let nested), .effect(_, let nested): visit(nested)
                    default: break
                    }
                }
            }
            visit(graph.displayList)
            return found
        }
        #expect(textColor() == red)
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        #expect(textColor() == red, "still red while it fades out")
    }

    /// SwiftUI takes a transition as a trait of the view that comes and goes, wherever it is written in the
    /// view's modifiers: the frame and the background outside `.transition(.scale)` scale with the text.
    @Test func aTransitionWornUnderModifiersMovesTheWholeView() throws {
        let graph = ViewGraph(rootView: Card(), size: CGSize(width: 200, height: 200))
        let resting = try #require(graph.fills(of: .blue).first)
        #expect(near(resting.width, 100, 1e-6))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let leaving = try #require(graph.fills(of: .blue).first)
        #expect(near(leaving.width, 50, 0.01) && near(leaving.midX, resting.midX, 1e-6), "half its size: \(leaving)")
        // The red card, 100 points with its padding, comes in from the trailing edge by its own width.
        let coming = try #require(graph.fills(of: .red).first)
        #expect(near(coming.width, 100, 1e-6))
        #expect(near(coming.midX - resting.midX, 50, 1e-6), "half of its width to the right: \(coming)")
        graph.advance(to: 1.5)
        #expect(graph.fills(of: .blue).isEmpty)
        #expect(near(graph.fills(of: .red).first?.midX ?? 0, resting.midX, 1e-6))
    }
}
