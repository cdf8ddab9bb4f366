import Foundation
import Testing
@testable import FlipbookViews

/// Readings of the graph's animators: which inputs exist, their presented values and velocities.
@MainActor
@Suite struct AnimatorReadingTests {
    struct Bar: Shape {
        var length: CGFloat
        nonisolated var animatableData: CGFloat {
            get { length }
            set { length = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: length, height: rect.height)) }
    }

    struct Scene: View {
        @State var long = false
        var body: some View {
            VStack {
                Bar(length: long ? 100 : 20).fill(Color.blue).frame(width: 120, height: 10)
                Color.red.frame(width: long ? 80 : 40, height: 10).opacity(long ? 0.5 : 1)
            }
            .onAppear { withAnimation(.linear(duration: 2)) { long = true } }
        }
    }

    @Test func readsEachInputWithValueAndVelocity() throws {
        let graph = ViewGraph(rootView: Scene(), size: CGSize(width: 200, height: 100))
        graph.advance(to: 1)
        let bar = try #require(graph.animators.first { $0.view == "Bar" && $0.input == "animatableData" })
        #expect(bar.value == [60])
        #expect(bar.velocity == [40])
        #expect(bar.isAnimating)
        #expect(bar.name == "Bar.animatableData")

        let opacity = try #require(graph.animators.first { $0.input == "opacity" })
        #expect(opacity.value == [0.75])
        #expect(opacity.velocity == [-0.25])

        // The red rectangle's frame animates its width from 40 to 80: x, y, width, height.
        let frames = graph.animators.filter { $0.input == "frame" && $0.isAnimating }
        #expect(frames.contains { $0.value.count == 4 && near($0.value[2], 60) && $0.velocity.map { near($0[2], 20) } == true })
    }

    @Test func runningAnimatorsAreOnlyThoseAnimating() {
        let graph = ViewGraph(rootView: Scene(), size: CGSize(width: 200, height: 100))
        graph.advance(to: 1)
        let running = graph.runningAnimators
        #expect(!running.isEmpty)
        #expect(running.allSatisfy { $0.isAnimating })
        #expect(running.contains { $0.name == "Bar.animatableData" })
        graph.advance(to: 3)
        #expect(graph.runningAnimators.isEmpty)
        let rested = graph.animators.first { $0.name == "Bar.animatableData" }
        #expect(rested?.value == [100])
        #expect(rested?.velocity == [0])
        #expect(rested?.isAnimating == false)
    }

    @Test func pairsAndVectorsReadComponentWise() {
        #expect(vectorComponents(CGRect(x: 1, y: 2, width: 3, height: 4).animatableData) == [1, 2, 3, 4])
        #expect(vectorComponents(AnimatableVector([5, 6])) == [5, 6])
        #expect(vectorComponents(EmptyAnimatableData()) == [])
        #expect(vectorComponents(2.5) == [2.5])
    }
}
