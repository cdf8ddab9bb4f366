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

/// Places its subviews along a diagonal, each 10 points further.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max()! + CGFloat(sizes.count - 1) * 10,
                      height: sizes.map(\.height).max()! + CGFloat(sizes.count - 1) * 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 10, y: bounds.minY + CGFloat(index) * 10),
                          proposal: .unspecified)
        }
    }
}

@MainActor
@Suite struct LayoutAlgorithmTests {
    private func rects(_ graph: ViewGraph) -> [CGRect] { graph.views("Rectangle").map(\.frame) }

    @Test func flexibleFramesFillOrClampTheProposal() {
        let graph = ViewGraph(rootView: VStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity).frame(height: 10)
            Color.blue.frame(minWidth: 50, maxWidth: 80).frame(height: 10)
            Color.green.frame(idealWidth: 30).fixedSize(horizontal: true, vertical: false).frame(height: 10)
        }, size: CGSize(width: 200, height: 100))
        #expect(rects(graph).map(\.width) == [200, 80, 30])
    }

    @Test func layoutPrioritySizesAViewFirst() {
        let graph = ViewGraph(rootView: HStack(spacing: 0) {
            Color.red.frame(minWidth: 0, maxWidth: 150)
            Color.blue.frame(minWidth: 0, maxWidth: 150).layoutPriority(1)
        }.frame(height: 10), size: CGSize(width: 200, height: 100))
        #expect(rects(graph).map(\.width) == [50, 150])
    }

    @Test func customLayoutsPlaceSubviews() {
        let graph = ViewGraph(rootView: Diagonal()({
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }), size: CGSize(width: 100, height: 100))
        #expect(rects(graph) == [CGRect(x: 35, y: 35, width: 20, height: 20), CGRect(x: 45, y: 45, width: 20, height: 20)])
    }

    @Test func overlaysAndStacksAlign() {
        let graph = ViewGraph(rootView: ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10)
        }.overlay(alignment: .topLeading) { Color.green.frame(width: 5, height: 5) },
                              size: CGSize(width: 100, height: 100))
        #expect(rects(graph) == [CGRect(x: 30, y: 30, width: 40, height: 40), CGRect(x: 60, y: 60, width: 10, height: 10),
                                 CGRect(x: 30, y: 30, width: 5, height: 5)])
    }

    @Test func aspectRatioAndPosition() {
        let graph = ViewGraph(rootView: ZStack {
            Color.red.aspectRatio(2, contentMode: .fit)
            Color.blue.frame(width: 10, height: 10).position(x: 20, y: 30)
        }, size: CGSize(width: 100, height: 100))
        #expect(rects(graph) == [CGRect(x: 0, y: 25, width: 100, height: 50), CGRect(x: 15, y: 25, width: 10, height: 10)])
    }

    @Test func geometryReaderReportsNamedAndGlobalFrames() {
        let graph = ViewGraph(rootView: VStack {
            GeometryReader { proxy in
                Text("\(Int(proxy.frame(in: .named("card")).minX)) \(Int(proxy.frame(in: .global).minX)) \(Int(proxy.size.width))")
            }
            .frame(width: 40, height: 20)
            .padding(.leading, 10)
        }
        .frame(width: 100, height: 50)
        .coordinateSpace(name: "card"), size: CGSize(width: 200, height: 100))
        #expect(graph.texts == ["35 85 40"])
    }

    /// Records the sizes a reader's content is made from.
    final class Sizes: @unchecked Sendable { var seen: [CGSize] = [] }

    /// Real code divides by the reader's size (`Int(size.height / (size.width / 20))`): made first from a zero
    /// placeholder before layout, such content trapped on a NaN. SwiftUI makes it from the laid-out size only.
    @Test func aGeometryReadersContentIsOnlyMadeFromItsLaidOutSize() {
        let sizes = Sizes()
        let graph = ViewGraph(rootView: GeometryReader { proxy in
            let _ = sizes.seen.append(proxy.size)
            // Written so that a zero size shows as NaN here rather than trapping the test run.
            let rows = proxy.size.height / (proxy.size.width / 20)
            Text(rows.isNaN ? "NaN rows" : "\(Int(rows.rounded())) rows")
        }
        .padding(10), size: CGSize(width: 220, height: 120))
        #expect(graph.texts == ["10 rows"])
        #expect(!sizes.seen.isEmpty && sizes.seen.allSatisfy { $0 == CGSize(width: 200, height: 100) }, "\(sizes.seen)")
    }

    @Test func negativeAndNonFiniteFramesAreIgnored() {
        let graph = ViewGraph(rootView: Color.red.frame(width: -5, height: CGFloat.nan).frame(width: 20, height: 20),
                              size: CGSize(width: CGFloat.nan, height: 100))
        #expect(graph.size == .zero)
        #expect(graph.warnings.contains { $0.contains("Invalid frame dimension") })
        #expect(graph.warnings.contains { $0.contains("Invalid canvas size") })
    }
}

/// A stack whose child takes an infinite proposal whole (a colour in a `ZStack`) is infinite that way too, so
/// that a parent stack gives it the space its siblings leave, as SwiftUI does. The overlay's and the stack's
/// extents used to come out as infinity minus infinity (NaN, read as 0): the stack counted as rigid and got an
/// even share only.
@MainActor
@Suite struct InfiniteChildTests {
    struct Column: View {
        var body: some View {
            VStack {
                ZStack { Color.blue }
                Color.red.frame(height: 34)
                HStack { Color.green }.frame(height: 20)
            }
            .frame(height: 200)
        }
    }

    @Test func aStackAroundAColourFillsWhatItsSiblingsLeave() throws {
        let graph = ViewGraph(rootView: Column(), size: CGSize(width: 300, height: 200))
        let colours = graph.views("Rectangle").map(\.frame)
        try #require(colours.count == 3)
        #expect(colours[0] == CGRect(x: 0, y: 0, width: 300, height: 200 - 34 - 20 - 16))
        #expect(colours[1] == CGRect(x: 0, y: 138, width: 300, height: 34))
        #expect(colours[2] == CGRect(x: 0, y: 180, width: 300, height: 20))
    }

    struct Row: View {
        var body: some View {
            VStack {
                HStack { Color.green }
                Color.red.frame(height: 50)
            }
            .frame(height: 200)
        }
    }

    @Test func aRowAroundAColourIsAsTallAsItsColourAllows() throws {
        let graph = ViewGraph(rootView: Row(), size: CGSize(width: 300, height: 200))
        let colours = graph.views("Rectangle").map(\.frame)
        try #require(colours.count == 2)
        #expect(colours[0] == CGRect(x: 0, y: 0, width: 300, height: 142))
    }
}
