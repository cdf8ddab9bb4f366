import Testing
@testable import FlipbookViews

@MainActor
private func frames(_ graph: ViewGraph) -> [(String, CGRect)] {
    graph.laidOutViews.map { ($0.type, $0.frame) }
}

@MainActor
@Suite struct LayoutTests {
    @Test func fixedFramesInAVStackAreCentredWithDefaultSpacing() {
        let graph = ViewGraph(rootView: VStack {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 200, height: 30)
        }, size: CGSize(width: 400, height: 300))
        let shapes = graph.laidOutViews.filter { $0.type == "Rectangle" }
        #expect(shapes.map(\.frame) == [CGRect(x: 150, y: 106, width: 100, height: 50),
                                        CGRect(x: 100, y: 164, width: 200, height: 30)])
    }

    @Test func spacersShareTheRemainingSpaceOfAnHStack() {
        let graph = ViewGraph(rootView: HStack(spacing: 0) {
            Spacer()
            Color.red.frame(width: 100, height: 50)
            Spacer()
            Color.blue.frame(width: 50, height: 50)
        }, size: CGSize(width: 400, height: 100))
        let shapes = graph.laidOutViews.filter { $0.type == "Rectangle" }
        #expect(shapes.map(\.frame.minX) == [125, 350])
    }

    @Test func paddingAddsSixteenPointsByDefault() {
        let graph = ViewGraph(rootView: Color.red.frame(width: 10, height: 10).padding(), size: CGSize(width: 100, height: 100))
        let shape = graph.laidOutViews.first { $0.type == "Rectangle" }!
        #expect(shape.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
    }
}

private struct Mover: View {
    @State var right = false
    var body: some View {
        Color.red.frame(width: 20, height: 20)
            .offset(x: right ? 100 : 0)
            .onAppear { withAnimation(.linear(duration: 1)) { right = true } }
    }
}

@MainActor
@Suite struct AnimationTests {
    @Test func onAppearWithAnimationAnimatesAnOffsetLinearly() {
        let graph = ViewGraph(rootView: Mover(), size: CGSize(width: 200, height: 100))
        let x0 = graph.laidOutViews.first { $0.type == "Rectangle" }!.frame.minX
        #expect(x0 == 90)
        graph.advance(to: 0.5)
        #expect(abs(graph.laidOutViews.first { $0.type == "Rectangle" }!.frame.minX - 140) < 1e-6)
        graph.advance(to: 2)
        #expect(graph.laidOutViews.first { $0.type == "Rectangle" }!.frame.minX == 190)
    }
}
