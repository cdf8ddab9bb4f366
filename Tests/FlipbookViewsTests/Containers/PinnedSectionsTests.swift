import Foundation
import Testing
@testable import FlipbookViews

/// `pinnedViews: .sectionHeaders` on lazy stacks: a section's header stays at the top of the scroll view while
/// its section scrolls under it, is pushed out by the section's end, and is drawn and tapped in front of the
/// rows.
@MainActor
@Suite struct PinnedSectionsTests {
    struct Sections: View {
        @State private var tapped = "none"
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollView {
                        LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                            ForEach(0..<2, id: \.self) { section in
                                Section(header: Text("H\(section)").frame(maxWidth: .infinity).frame(height: 20)
                                    .background(Color.yellow)
                                    .onTapGesture { tapped = "H\(section)" }) {
                                    ForEach(0..<6, id: \.self) { row in
                                        Text("r\(section).\(row)").frame(height: 50).id("r\(section).\(row)")
                                    }
                                }
                            }
                        }
                    }
                    .frame(height: 200)
                    Button("two") { proxy.scrollTo("r0.2", anchor: .top) }
                    // The anchor 30 % of a row above the row's top: scrolled 270 + 0.3 · (200 − 50) = 315 points.
                    Button("past") { proxy.scrollTo("r0.5", anchor: UnitPoint(x: 0.5, y: -0.3)) }
                    Text("tapped \(tapped)")
                    Spacer()
                }
            }
        }
    }

    /// The top of the frame around `label`: its text is centred in it (headers 20 points tall, rows 50).
    private func top(of label: String, _ graph: ViewGraph) throws -> CGFloat {
        let text = try #require(graph.views("Text").first { $0.text == label }).frame
        return (text.midY - (label.hasPrefix("H") ? 10 : 25)).rounded(toPlaces: 6)
    }

    @Test func aHeaderStaysOnTopWhileItsSectionScrollsUnderIt() throws {
        let graph = ViewGraph(rootView: Sections(), size: CGSize(width: 200, height: 400))
        #expect(try top(of: "H0", graph) == 0 && top(of: "r0.0", graph) == 20)
        graph.tap(label: "two")
        graph.advance(to: 0.1)
        // Scrolled 120 points: the third row is at the top, under the header, which stays there.
        #expect(try top(of: "r0.2", graph) == 0)
        #expect(try top(of: "H0", graph) == 0)
        #expect(try top(of: "H1", graph) == 200, "the next header is where the section puts it")
        // The header is in front: a tap at the top hits it, not the row under it.
        graph.tap(at: CGPoint(x: 100, y: 10))
        graph.advance(to: 0.2)
        #expect(graph.texts.contains("tapped H0"), "\(graph.texts)")
        let drawn = graph.textDrawings.map(\.string)
        #expect(drawn.firstIndex(of: "H0")! > drawn.firstIndex(of: "r0.2")!, "\(drawn)")
    }

    @Test func theSectionsEndPushesItsHeaderOut() throws {
        let graph = ViewGraph(rootView: Sections(), size: CGSize(width: 200, height: 400))
        graph.tap(label: "past")
        graph.advance(to: 0.1)
        // Scrolled 315 points: the first section ends 5 points down, so its 20-point header ends there too,
        // 15 points above the top; the next header is at the section's end.
        #expect(try top(of: "r0.5", graph) == -45)
        let pushed = try top(of: "H0", graph)
        #expect(pushed == -15, "\(pushed)")
        #expect(try top(of: "H1", graph) == 5)
    }

    @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsAboveIt() throws {
        let graph = ViewGraph(rootView: ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionFooters) {
                Section(footer: Text("F").frame(height: 20)) {
                    ForEach(0..<6, id: \.self) { row in Text("r\(row)").frame(height: 50) }
                }
            }
        }.frame(height: 200), size: CGSize(width: 200, height: 200))
        // The section runs 300 points below a 200-point viewport: its footer waits at the viewport's bottom.
        let footer = try #require(graph.views("Text").first { $0.text == "F" }).frame
        #expect(footer.midY == 190, "\(footer)")
    }

    @Test func onlyTheLazyStacksOwnSectionsPin() throws {
        struct Nested: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        ScrollView {
                            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                                VStack(spacing: 0) {
                                    Section(header: Text("inner").frame(height: 20)) {
                                        ForEach(0..<6, id: \.self) { row in Text("r\(row)").frame(height: 50).id(row) }
                                    }
                                }
                            }
                        }
                        .frame(height: 200)
                        Button("down") { proxy.scrollTo(2, anchor: .top) }
                        Spacer()
                    }
                }
            }
        }
        let graph = ViewGraph(rootView: Nested(), size: CGSize(width: 200, height: 400))
        graph.tap(label: "down")
        graph.advance(to: 0.1)
        // Scrolled 120 points: a section of a stack inside the lazy stack scrolls away with its header.
        let inner = try #require(graph.views("Text").first { $0.text == "inner" }).frame
        #expect(near(inner.midY, 10 - 120, 1e-6), "\(inner)")
    }
}

private extension CGFloat {
    func rounded(toPlaces places: Int) -> CGFloat {
        let scale = CGFloat(pow(10, Double(places)))
        return (self * scale).rounded() / scale
    }
}
