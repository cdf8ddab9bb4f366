import Foundation
import Testing
@testable import FlipbookViews

private struct Inserting: View {
    let transition: AnyTransition
    @State var show = false
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
            if show {
                Color.red.frame(width: 50, height: 50).transition(transition)
            }
        }
        .frame(width: 200, height: 200)
    }
}

/// Transitions kept off the main actor, as SwiftUI allows.
let slideAndFade = AnyTransition.move(edge: .leading).combined(with: .opacity)

enum TransitionLibrary {
    static let popIn: AnyTransition = .scale(scale: 0.5).combined(with: .opacity).animation(.spring(duration: 0.3))
}

@MainActor
@Suite("Insertion transitions")
struct InsertionTransitionTests {
    private func inserted(_ transition: AnyTransition, at time: Double) -> LaidOutView? {
        let graph = ViewGraph(rootView: Inserting(transition: transition), size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: time)
        return graph.laidOutViews.last { near($0.frame.height, 50, 30) && $0.type != "Text" && $0.text == nil }
    }

    @Test func opacityFadesIn() {
        let half = inserted(.opacity, at: 0.5)!
        #expect(near(half.opacity, 0.5, 1e-9))
        #expect(near(inserted(.opacity, at: 1.0)!.opacity, 1, 1e-9))
    }

    @Test func moveComesFromTheViewsOwnEdge() {
        let rest = inserted(.identity, at: 0.5)!.frame
        let half = inserted(.move(edge: .leading), at: 0.5)!.frame
        #expect(near(half.minX, rest.minX - 25, 1e-6), "half of its own 50 pt width: \(half) vs \(rest)")
        let push = inserted(.push(from: .bottom), at: 0.25)!
        #expect(near(push.frame.minY, rest.minY + 37.5, 1e-6) && near(push.opacity, 0.25, 1e-9))
    }

    @Test func scaleAndOffsetAndCombinations() {
        let rest = inserted(.identity, at: 0.5)!.frame
        let scaled = inserted(.scale, at: 0.5)!.frame
        #expect(near(scaled.width, 25 + 0.5e-5 * 50, 1e-3) && near(scaled.midX, rest.midX, 1e-6))
        let offset = inserted(.offset(x: 40, y: -20), at: 0.75)!.frame
        #expect(near(offset.minX, rest.minX + 10, 1e-6) && near(offset.minY, rest.minY - 5, 1e-6))
        let both = inserted(AnyTransition.opacity.combined(with: .offset(x: 40)), at: 0.5)!
        #expect(near(both.opacity, 0.5, 1e-9) && near(both.frame.minX, rest.minX + 20, 1e-6))
        let asymmetric = inserted(.asymmetric(insertion: .offset(x: 40), removal: .opacity), at: 0.5)!
        #expect(near(asymmetric.opacity, 1, 1e-9) && near(asymmetric.frame.minX, rest.minX + 20, 1e-6))
    }

    @Test func aTransitionsOwnAnimationWins() {
        let graph = ViewGraph(rootView: Inserting(transition: AnyTransition.opacity.animation(.linear(duration: 4))),
                              size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: 1)
        let view = graph.laidOutViews.last { $0.text == nil && near($0.frame.height, 50, 1) }!
        #expect(near(view.opacity, 0.25, 1e-9))
    }

    @Test func aTransitionTypesOwnAnimationWinsToo() {
        let graph = ViewGraph(rootView: Inserting(transition: AnyTransition(.opacity.animation(.linear(duration: 4)))),
                              size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: 1)
        let view = graph.laidOutViews.last { $0.text == nil && near($0.frame.height, 50, 1) }!
        #expect(near(view.opacity, 0.25, 1e-9))
    }

    @Test func transitionsAreValuesMadeOffTheMainActor() async {
        // A global and a static property, both nonisolated, as SwiftUI code keeps its transitions.
        let fromTask = await Task.detached { slideAndFade.combined(with: .scale) }.value
        let graph = ViewGraph(rootView: Inserting(transition: fromTask), size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let view = graph.laidOutViews.last { $0.text == nil && $0.frame.height > 1 && $0.frame.height < 50 }
        #expect(view.map { near($0.opacity, 0.5, 1e-9) } == true)
        #expect(TransitionLibrary.popIn.animation == .spring(duration: 0.3))
    }

    @Test func customTransitionsSeeEachPhase() {
        struct Spin: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.rotationEffect(.degrees(phase.value * 90))
            }
        }
        let graph = ViewGraph(rootView: Inserting(transition: AnyTransition(Spin())), size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let view = graph.laidOutViews.last { $0.text == nil && $0.frame.width > 40 }!
        let angle = atan2(view.transform.m12, view.transform.m11) * 180 / .pi
        #expect(near(angle, -45, 1e-6), "from -90° (willAppear) halfway to 0°: \(angle)")
    }
}
