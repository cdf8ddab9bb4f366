import Foundation
import Testing
@testable import FlipbookViews

/// Paging and view-aligned scroll targets, and `scrollPosition(id:)`.
@MainActor
@Suite("Scroll targets")
struct ScrollTargetTests {
    private struct Pages: View {
        var behavior: Int = 0
        @State var page: Int?
        var body: some View {
            VStack(spacing: 0) {
                pages.frame(width: 200, height: 100)
                Text("page \(page.map(String.init) ?? "none")")
                Button("Third") { withAnimation(.linear(duration: 1)) { page = 2 } }
            }
        }

        @ViewBuilder private var pages: some View {
            let scroll = ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { index in
                        Text("P\(index)").frame(width: behavior == 0 ? 200 : 90, height: 100)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $page)
            if behavior == 0 { scroll.scrollTargetBehavior(.paging) } else { scroll.scrollTargetBehavior(.viewAligned) }
        }
    }

    /// How far the pages are scrolled: how far the first page's label moved left of where it starts.
    private func offset(_ graph: ViewGraph, pageWidth: CGFloat = 200) -> CGFloat {
        let label = graph.laidOutViews.first { $0.text == "P0" }!.frame
        return (pageWidth - label.width) / 2 - label.minX
    }

    @Test func aSlowDragPastHalfAPageRestsOnTheNextPage() {
        let graph = ViewGraph(rootView: Pages(), size: CGSize(width: 200, height: 200))
        let width: CGFloat = 200
        graph.advance(to: 0.5)
        // 120 pt in 2 s: 60 pt/s, below the flick speed, past half a page.
        graph.drag(from: CGPoint(x: 160, y: 50), to: CGPoint(x: 40, y: 50), duration: 2)
        #expect(near(offset(graph, pageWidth: width), 120, 0.5))
        graph.advance(to: 3)
        let halfway = offset(graph, pageWidth: width)
        #expect(halfway > 120 && halfway < 200, "springing on: \(halfway)")
        graph.advance(to: 5)
        #expect(near(offset(graph, pageWidth: width), 200, 0.01))
        #expect(graph.texts.contains("page 1"), "\(graph.texts)")
    }

    @Test func aSlowShortDragSpringsBackAndAFlickTurnsThePage() {
        let graph = ViewGraph(rootView: Pages(), size: CGSize(width: 200, height: 200))
        let width: CGFloat = 200
        graph.advance(to: 0.5)
        graph.drag(from: CGPoint(x: 160, y: 50), to: CGPoint(x: 100, y: 50), duration: 1)
        graph.advance(to: 4)
        #expect(near(offset(graph, pageWidth: width), 0, 0.01))
        // 40 pt in 0.1 s: 400 pt/s, a flick, though it moved a fifth of a page.
        graph.drag(from: CGPoint(x: 160, y: 50), to: CGPoint(x: 120, y: 50), duration: 0.1)
        graph.advance(to: graph.time + 2)
        #expect(near(offset(graph, pageWidth: width), 200, 0.01))
        #expect(graph.texts.contains("page 1"))
    }

    @Test func writingThePositionScrollsThereAnimated() {
        let graph = ViewGraph(rootView: Pages(), size: CGSize(width: 200, height: 200))
        let width: CGFloat = 200
        graph.tap(label: "Third")
        graph.advance(to: 0.5)
        #expect(near(offset(graph, pageWidth: width), 200, 1), "half of a linear 1 s scroll to 400: \(offset(graph, pageWidth: width))")
        graph.advance(to: 1.5)
        #expect(near(offset(graph, pageWidth: width), 400, 0.01))
        #expect(graph.texts.contains("page 2"))
    }

    @Test func viewAlignedRestsOnAViewsLeadingEdge() {
        let graph = ViewGraph(rootView: Pages(behavior: 1), size: CGSize(width: 200, height: 200))
        let width: CGFloat = 90
        graph.advance(to: 0.5)
        // Views are 90 wide: a slow drag to 100 rests on the nearest edge, 90.
        graph.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 50, y: 50), duration: 2)
        graph.advance(to: 5)
        #expect(near(offset(graph, pageWidth: width), 90, 0.01))
        #expect(graph.texts.contains("page 1"))
        // A flick moves one view on, however fast.
        graph.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.05)
        graph.advance(to: graph.time + 2)
        #expect(near(offset(graph, pageWidth: width), 180, 0.01))
    }

    /// A carousel as WWDC23's "Beyond scroll views" writes it: pages as wide as the scroll view inside its content
    /// margins, each resting with its leading edge on the margin. (`contentMargins` used to be accepted and
    /// ignored: pages were as wide as the scroll view and rested at its edge.)
    ///
    /// With `asSafeArea`, the margins are added as safe area instead, as the iOS 17 carousel pattern writes it: the
    /// scroll view extends under the added area (it used to be padded by it, pages clipped at its inset edges).
    struct Carousel: View {
        var asSafeArea = false
        var body: some View {
            let scroll = ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(0..<4, id: \.self) { index in
                        ZStack { Color.blue; Text("card \(index)") }
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            if asSafeArea {
                scroll.scrollTargetBehavior(.viewAligned).safeAreaPadding(.horizontal, 32)
            } else {
                scroll.contentMargins(.horizontal, 32, for: .scrollContent).scrollTargetBehavior(.viewAligned)
            }
        }
    }

    @Test func contentMarginsInsetThePagesAndTheirRestingPlace() throws {
        let graph = ViewGraph(rootView: Carousel(), size: CGSize(width: 300, height: 200))
        let cards = { graph.views("Rectangle").map(\.frame) }
        #expect(cards()[0] == CGRect(x: 32, y: 0, width: 236, height: 200))
        #expect(near(cards()[1].minX, 32 + 236 + 16, 0.001))
        graph.advance(to: 0.5)
        graph.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.05)
        graph.advance(to: 3)
        #expect(near(cards()[1].minX, 32, 0.01), "the next card rests on the margin: \(cards()[1])")
    }

    @Test func safeAreaPaddingInsetsAScrollViewsContentNotItsFrame() throws {
        let graph = ViewGraph(rootView: Carousel(asSafeArea: true), size: CGSize(width: 300, height: 200))
        let cards = { graph.views("Rectangle").map(\.frame) }
        #expect(try #require(graph.views("ScrollView").first).frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(cards()[0] == CGRect(x: 32, y: 0, width: 236, height: 200))
        graph.advance(to: 0.5)
        graph.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.05)
        graph.advance(to: 3)
        #expect(near(cards()[1].minX, 32, 0.01), "the next card rests on the added safe area: \(cards()[1])")
        // The previous card scrolled under the safe area and is still drawn there, left of the resting one.
        #expect(near(cards()[0].maxX, 32 - 16, 0.01))
    }

    /// A background or overlay passes the safe area on: a list (a scroll view on its grey) and a scroll view with
    /// a background extend under `safeAreaPadding` and inset their rows, their backgrounds spanning the whole frame
    /// (they were laid out below the padding).
    @Test func aDecoratedScrollViewOrAListExtendsUnderTheSafeArea() throws {
        let list = ViewGraph(rootView: List(0..<3, id: \.self) { Text("row \($0)") }
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
            .safeAreaPadding(.top, 52), size: CGSize(width: 200, height: 300))
        #expect(try #require(list.views("ScrollView").first).frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        let firstRow = try #require(list.views("Text").first { $0.text == "row 0" }).frame
        #expect(firstRow.minY > 52, "\(firstRow)")
        let decorated = ViewGraph(rootView: ScrollView { Color.red.frame(height: 50) }
            .background(Color.blue)
            .safeAreaPadding(.top, 52), size: CGSize(width: 200, height: 300))
        #expect(try #require(decorated.views("ScrollView").first).frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(decorated.fills(of: .blue) == [CGRect(x: 0, y: 0, width: 200, height: 300)])
        #expect(decorated.fills(of: .red) == [CGRect(x: 0, y: 52, width: 200, height: 50)])
    }

    @Test func nestedSafeAreaPaddingsAddUpOnTheScrollView() throws {
        struct Nested: View {
            var body: some View {
                ScrollView { Color.red.frame(height: 50) }
                    .safeAreaPadding(.horizontal, 10)
                    .safeAreaPadding(.top, 20)
            }
        }
        let graph = ViewGraph(rootView: Nested(), size: CGSize(width: 200, height: 300))
        #expect(try #require(graph.views("ScrollView").first).frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(try #require(graph.views("Rectangle").first).frame == CGRect(x: 10, y: 20, width: 180, height: 50))
    }

    @Test func safeAreaPaddingPadsViewsThatStayInTheSafeArea() throws {
        struct Column: View {
            var body: some View {
                VStack {
                    ScrollView { Color.red.frame(height: 50) }
                }
                .safeAreaPadding(.horizontal, 24)
            }
        }
        let graph = ViewGraph(rootView: Column(), size: CGSize(width: 200, height: 300))
        // The stack respects the safe area: the scroll view inside it starts inside the added area.
        #expect(try #require(graph.views("ScrollView").first).frame == CGRect(x: 24, y: 0, width: 152, height: 300))
        #expect(try #require(graph.views("Rectangle").first).frame.width == 152)
    }

    /// A cover-flow carousel as tutorials write it: the padding that centres the first card sits between the stack
    /// and `scrollTargetLayout()`. The cards rest centred, the padding acting as margins; without the padding
    /// taken as an inset, a flick rested the stack's own edge (the first card's, pushed to the canvas edge).
    struct PaddedCarousel: View {
        var body: some View {
            GeometryReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<4, id: \.self) { index in
                            ZStack { Color.blue; Text("card \(index)") }.frame(width: 200)
                        }
                    }
                    .padding(.horizontal, (proxy.size.width - 200) / 2)
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
            }
        }
    }

    @Test func paddingInsideTheTargetLayoutInsetsWhereViewsRest() {
        let graph = ViewGraph(rootView: PaddedCarousel(), size: CGSize(width: 300, height: 200))
        let cards = { graph.views("Rectangle").map(\.frame) }
        #expect(near(cards()[0].minX, 50, 0.001))
        graph.advance(to: 0.5)
        graph.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.05)
        graph.advance(to: 3)
        #expect(near(cards()[1].minX, 50, 0.01), "the second card rests centred: \(cards()[1])")
        // A slow drag past half a card rests on the nearest, the third, centred too.
        graph.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 130, y: 100), duration: 2)
        graph.advance(to: graph.time + 3)
        #expect(near(cards()[2].minX, 50, 0.01), "\(cards()[2])")
    }

    /// `bounds(of: .scrollView)` is the scroll view's visible area in the reader's coordinates (it was the
    /// reader's own bounds moved into the scroll view's space, so a card read its own width as the scroll view's).
    @Test func boundsOfTheScrollViewSpaceIsItsVisibleArea() throws {
        struct Cards: View {
            @State var reads: [CGRect] = []
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<3, id: \.self) { index in
                            Color.red.frame(width: 100, height: 50)
                                .onGeometryChange(for: CGRect.self) { $0.bounds(of: .scrollView(axis: .horizontal)) ?? .null } action: {
                                    if index == 1 { reads.append($0) }
                                }
                        }
                    }
                }
                .overlay(alignment: .bottom) { Text(reads.last.map { "\(Int($0.minX)) \(Int($0.minY)) \(Int($0.width)) \(Int($0.height))" } ?? "none") }
            }
        }
        let graph = ViewGraph(rootView: Cards(), size: CGSize(width: 250, height: 50))
        graph.advance(to: 0.1)
        // The second card is at x 110 of a 250 × 50 visible area: the area starts 110 to its left.
        #expect(graph.texts.contains("-110 0 250 50"), "\(graph.texts)")
    }

    /// `.scrollView(axis:)` names the nearest scroll view along that axis: a card in a horizontal carousel inside a
    /// vertical page measures its height on the page against the page (it measured against the carousel, where it
    /// is always at the top, and a header effect read it as scrolled away).
    @Test func aScrollViewSpaceByAxisIsTheNearestScrollingThatWay() {
        struct Page: View {
            var body: some View {
                ScrollView(.vertical) {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 75)
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                Color.red.frame(width: 150, height: 50)
                                Color.blue.frame(width: 150, height: 50)
                                    .overlay {
                                        GeometryReader { proxy in
                                            let vertical = proxy.frame(in: .scrollView(axis: .vertical)).minY
                                            let horizontal = proxy.frame(in: .scrollView(axis: .horizontal)).minX
                                            let nearest = proxy.frame(in: .scrollView).minY
                                            Text("\(Int(vertical)) \(Int(horizontal)) \(Int(nearest))")
                                        }
                                    }
                            }
                        }
                    }
                }
            }
        }
        let graph = ViewGraph(rootView: Page(), size: CGSize(width: 200, height: 300))
        graph.advance(to: 0.1)
        #expect(graph.texts == ["75 150 0"], "\(graph.texts)")
    }

    /// The `.scrollView` space starts where the content rests, inside `safeAreaPadding` and `contentMargins`: the
    /// first card reads minY 0 until it scrolls, and its bounds are the area inside the insets. A wheel of cards
    /// written as `.offset(y: -frame(in: .scrollView).minY)` is then centred by the padding, as on iOS (the space
    /// started at the scroll view's top and the wheel sat 275 points too high).
    @Test func theScrollViewSpaceStartsInsideTheInsets() throws {
        struct Wheel: View {
            var body: some View {
                ScrollView(.vertical) {
                    VStack(spacing: 0) {
                        ForEach(0..<3, id: \.self) { index in
                            Color.orange.frame(width: 100, height: 100)
                                .visualEffect { content, proxy in
                                    content.offset(y: -proxy.frame(in: .scrollView(axis: .vertical)).minY)
                                }
                                .overlay {
                                    GeometryReader { proxy in
                                        let frame = proxy.frame(in: .scrollView(axis: .vertical))
                                        let bounds = proxy.bounds(of: .scrollView) ?? .null
                                        Text("\(index): \(Int(frame.minY)) \(Int(bounds.height))")
                                    }
                                }
                        }
                    }
                }
                .safeAreaPadding(.vertical, 150)
                .contentMargins(.top, 20)
            }
        }
        let graph = ViewGraph(rootView: Wheel(), size: CGSize(width: 200, height: 400))
        graph.advance(to: 0.1)
        #expect(graph.texts == ["0: 0 80", "1: 100 80", "2: 200 80"], "\(graph.texts)")
        // Every card is drawn where the first rests: 150 + 20 points down.
        let cards = graph.fills(of: .orange)
        #expect(cards.count == 3 && cards.allSatisfy { near($0.minY, 170, 1e-6) }, "\(cards)")
        graph.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 250), duration: 0.5)
        graph.advance(to: graph.time + 0.05)
        let scrolled = try #require(graph.texts.first)
        #expect(scrolled.hasPrefix("0: -"), "the first card scrolled above the inset: \(graph.texts)")
    }

    final class SizeLog: @unchecked Sendable { var sizes: [CGSize] = [] }

    struct SizeRecorder: ScrollTargetBehavior {
        let log: SizeLog
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { log.sizes.append(context.containerSize) }
    }

    /// A behaviour's `containerSize` is the scroll view's size less its insets, as Apple documents it: with
    /// `safeAreaPadding` leaving one 220-point card showing in 300 points, 220 (it was the whole 300).
    @Test func aBehavioursContainerSizeLeavesTheInsetsOut() {
        let log = SizeLog()
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 220, height: 50) }
            }
        }
        .safeAreaPadding(.horizontal, 40)
        .scrollTargetBehavior(SizeRecorder(log: log))
        let graph = ViewGraph(rootView: view, size: CGSize(width: 300, height: 50))
        graph.drag(from: CGPoint(x: 250, y: 25), to: CGPoint(x: 150, y: 25), duration: 0.3)
        graph.advance(to: graph.time + 1)
        #expect(log.sizes.first == CGSize(width: 220, height: 50), "\(log.sizes)")
    }
}
