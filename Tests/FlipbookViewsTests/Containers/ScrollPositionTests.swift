import Foundation
import Testing
@testable import FlipbookViews

/// Twenty rows of 50 pt in a 300 pt scroll view bound to an iOS 18 `ScrollPosition`, with buttons that move it.
private struct Positioned: View {
    @State var position = ScrollPosition(idType: Int.self)

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 50)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .frame(height: 300)
            HStack {
                Button("Bottom") { position.scrollTo(edge: .bottom) }
                Button("Row 8") { withAnimation(.linear(duration: 1)) { position.scrollTo(id: 8) } }
                Button("Y 120") { position.scrollTo(y: 120) }
            }
            Text("at \(position.viewID(type: Int.self).map(String.init) ?? "none") user \(position.isPositionedByUser)")
        }
        .frame(width: 300, height: 400)
    }
}

@MainActor
@Suite("ScrollPosition (iOS 18)")
struct ScrollPositionTests {
    private func top(of row: Int, in graph: ViewGraph) -> CGFloat {
        graph.laidOutViews.first { $0.text == "Row \(row)" }!.frame.minY
    }

    private func readout(_ graph: ViewGraph) -> String {
        graph.laidOutViews.compactMap(\.text).first { $0.hasPrefix("at ") } ?? ""
    }

    @Test func codeMovesThePositionAndTheUserWritesItBack() throws {
        let graph = ViewGraph(rootView: Positioned(), size: CGSize(width: 300, height: 400))
        // Rows are measured from the scroll view's top edge (the stack is centred in the canvas).
        let edge = top(of: 0, in: graph)
        #expect(readout(graph) == "at none user false")
        graph.tap(label: "Bottom")
        graph.advance(to: 0.1)
        #expect(top(of: 19, in: graph) - edge == 250, "the last row at the bottom: content 1000 in 300")
        graph.tap(label: "Y 120")
        graph.advance(to: 0.2)
        #expect(top(of: 0, in: graph) - edge == -120)
        graph.tap(label: "Row 8")
        graph.advance(to: 0.7)
        let halfway = top(of: 8, in: graph) - edge
        #expect(halfway > 0 && halfway < 280, "scrolling in the animation's transaction: \(halfway)")
        graph.advance(to: 1.5)
        #expect(top(of: 8, in: graph) == edge, "row 8 at the top")
        // A drag of 75 pt: at rest, the row nearest the top is written back, by the user.
        #expect(graph.touchDown(at: CGPoint(x: 150, y: 200)))
        graph.advance(to: 2)
        graph.touchMove(to: CGPoint(x: 150, y: 160))
        graph.advance(to: 2.5)
        graph.touchMove(to: CGPoint(x: 150, y: 125))
        graph.advance(to: 3)
        graph.touchUp(at: CGPoint(x: 150, y: 125))
        graph.advance(to: 6)
        #expect(readout(graph).hasSuffix("user true"), "\(readout(graph))")
        #expect(readout(graph).hasPrefix("at 9") || readout(graph).hasPrefix("at 10"), "\(readout(graph))")
    }

    /// A paging carousel whose page is bound with `scrollPosition(id:)`, its first page a grid anchored at its
    /// bottom (the Photos app's layout): the page id is the carousel's, so the grid, whose rows have ids too, is
    /// not scrolled to the row of that id; nor does an iOS 18 position bound to the carousel move the grid.
    @Test func aPositionBindsOnlyTheScrollViewItIsOn() throws {
        struct Carousel: View {
            @State var page: Int? = 1
            @State var position = ScrollPosition(id: 1)
            let bindsValue: Bool
            var body: some View {
                let carousel = ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ScrollView {
                            LazyVStack(spacing: 0) {
                                ForEach(0..<20, id: \.self) { row in Text("Row \(row)").frame(height: 50) }
                            }
                        }
                        .defaultScrollAnchor(.bottom)
                        .frame(width: 300)
                        .id(1)
                        Color.blue.frame(width: 300).id(2)
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .frame(width: 300, height: 300)
                if bindsValue {
                    carousel.scrollPosition($position)
                } else {
                    carousel.scrollPosition(id: $page)
                }
            }
        }
        for bindsValue in [false, true] {
            let graph = ViewGraph(rootView: Carousel(bindsValue: bindsValue), size: CGSize(width: 300, height: 300))
            graph.advance(to: 0.1)
            let last = try #require(graph.laidOutViews.first { $0.text == "Row 19" }).frame
            #expect(near(last.midY, 275, 0.01), "the grid rests at its bottom: \(last)")
        }
    }
}
