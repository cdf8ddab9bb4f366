import Foundation
import Testing
@testable import FlipbookViews

/// `accessibilityReduceMotion` set by the host, read by views and by custom animations.
@MainActor
@Suite struct ReduceMotionTests {
    /// Jumps when the host asks for less motion, as careful custom animations do.
    struct RespectfulLinear: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            if context.environment.accessibilityReduceMotion { return nil }
            return time >= 1 ? nil : value.scaled(by: time)
        }
    }

    struct Mover: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var moved = false
        var body: some View {
            VStack {
                Text(reduceMotion ? "still" : "moving")
                Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                Button("go") { withAnimation(Animation(RespectfulLinear())) { moved = true } }
            }
        }
    }

    private func run(reduceMotion: Bool) -> (text: String?, x: CGFloat?) {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        let graph = ViewGraph(rootView: Mover(), size: CGSize(width: 300, height: 200), environment: environment)
        let start = graph.views("Rectangle").first?.frame.minX ?? .nan
        graph.tap(label: "go")
        graph.advance(to: 0.5)
        return (graph.texts.first, graph.views("Rectangle").first.map { $0.frame.minX - start })
    }

    @Test func viewsAndCustomAnimationsSeeTheHostsSetting() {
        let normal = run(reduceMotion: false)
        #expect(normal.text == "moving")
        #expect(normal.x.map { near($0, 50) } == true, "half-way at 0.5 s: \(String(describing: normal.x))")
        let reduced = run(reduceMotion: true)
        #expect(reduced.text == "still")
        #expect(reduced.x == 100, "the animation read the environment and jumped")
    }
}
