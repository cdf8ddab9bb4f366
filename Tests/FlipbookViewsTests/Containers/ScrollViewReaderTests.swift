import Foundation
import Testing
@testable import FlipbookViews

/// `ScrollViewReader` and `scrollTo(_:anchor:)`, animated inside `withAnimation`.
@MainActor
@Suite struct ScrollViewReaderTests {
    struct Rows: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                Text("row \(index)").frame(width: 100, height: 100)
                            }
                            Text("end").frame(height: 50).id("end")
                        }
                    }
                    .frame(height: 300)
                    Button("ten") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(10, anchor: .top) } }
                    Button("end") { proxy.scrollTo("end") }
                    Spacer()
                }
            }
        }
    }

    private func top(of label: String, _ graph: ViewGraph) -> CGFloat? {
        graph.views("Text").first { $0.text == label }?.frame.minY
    }

    @Test func scrollToBringsAViewToTheAnchorAnimated() throws {
        let graph = ViewGraph(rootView: Rows(), size: CGSize(width: 200, height: 500))
        let scrollTop = try #require(top(of: "row 0", graph))
        graph.tap(label: "ten")
        graph.advance(to: 0.5)
        // Half of the 1000-point scroll, linearly: row 5 is at the top.
        #expect(abs(try #require(top(of: "row 5", graph)) - scrollTop) < 1e-6)
        graph.advance(to: 1.2)
        #expect(try #require(top(of: "row 10", graph)) == scrollTop)
    }

    @Test func scrollToWithoutAnAnchorScrollsJustEnough() throws {
        let graph = ViewGraph(rootView: Rows(), size: CGSize(width: 200, height: 500))
        graph.tap(label: "end")
        graph.advance(to: 0.1)
        // The content is 2050 points tall in a 300-point viewport (from y = 0): scrolled at once, just enough for
        // the last row's 50-point frame to end where the viewport does, its text centred in it.
        let end = try #require(graph.views("Text").first { $0.text == "end" }).frame
        #expect(abs(end.midY - 275) < 1e-6, "\(end)")
    }
}
