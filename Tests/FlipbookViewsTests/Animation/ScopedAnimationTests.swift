import Foundation
import Testing
@testable import FlipbookViews

/// `animation(_:body:)` and `transaction(_:body:)`: the body's modifiers animate as the scope says, the view
/// inside keeps its own transaction.
@MainActor
@Suite struct ScopedAnimationTests {
    struct Scoped: View {
        @State var on = false
        var body: some View {
            VStack {
                Color.red.frame(width: on ? 100 : 50, height: 20)
                    .animation(.linear(duration: 1)) { content in
                        content.opacity(on ? 0.2 : 1)
                    }
                Button("toggle") { on.toggle() }
                Button("animated") { withAnimation(.linear(duration: 2)) { on.toggle() } }
            }
        }
    }

    private func red(_ graph: ViewGraph) -> (width: CGFloat, opacity: Double) {
        let view = graph.views("Rectangle").first { $0.frame.height == 20 }
        return (view?.frame.width ?? -1, view?.opacity ?? -1)
    }

    @Test func theBodyAnimatesWhileTheContentJumps() {
        let graph = ViewGraph(rootView: Scoped(), size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        #expect(red(graph).width == 100, "the frame is the content's: no animation, it jumps")
        #expect(near(red(graph).opacity, 0.6), "the opacity is the body's: linear 1 s, half-way")
        graph.advance(to: 1.2)
        #expect(near(red(graph).opacity, 0.2))
    }

    @Test func theContentKeepsItsOwnAnimation() {
        let graph = ViewGraph(rootView: Scoped(), size: CGSize(width: 200, height: 200))
        graph.tap(label: "animated")
        graph.advance(to: 0.5)
        #expect(near(red(graph).width, 62.5), "the content follows withAnimation's linear 2 s")
        #expect(near(red(graph).opacity, 0.6), "the body follows its own linear 1 s")
    }

    struct NoAnimationInside: View {
        @State var on = false
        var body: some View {
            VStack {
                Color.blue.frame(width: 40, height: on ? 80 : 40)
                    .transaction { transaction in
                        transaction.animation = nil
                    } body: { content in
                        content.offset(x: on ? 50 : 0)
                    }
                Button("go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
    }

    @Test func aTransactionScopeRewritesOnlyItsBody() {
        let graph = ViewGraph(rootView: NoAnimationInside(), size: CGSize(width: 200, height: 200))
        let start = graph.views("Rectangle").first { $0.frame.width == 40 }?.frame.minX ?? .nan
        graph.tap(label: "go")
        graph.advance(to: 0.5)
        let blue = graph.views("Rectangle").first { $0.frame.width == 40 }
        #expect(near(blue?.frame.height ?? -1, 60), "the content's height animates with the transaction")
        #expect(near((blue?.frame.minX ?? .nan) - start, 50), "the offset in the scope jumps")
    }
}
