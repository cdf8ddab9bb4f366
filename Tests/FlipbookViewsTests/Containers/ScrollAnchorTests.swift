import Testing
@testable import FlipbookViews

/// `defaultScrollAnchor` (where a scroll view starts, what it keeps in place as its content grows, where small
/// content sits) and `scrollClipDisabled`.
@MainActor
@Suite struct ScrollAnchorTests {
    /// A chat: rows of 40 points in a 200-point scroll view that starts at its end and keeps it in view as
    /// messages arrive.
    struct Chat: View {
        var role: ScrollAnchorRole?
        @State private var count = 10
        var body: some View {
            VStack(spacing: 0) {
                let rows = ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { index in
                            Text("message \(index)").frame(height: 40)
                        }
                    }
                }
                .frame(height: 200)
                if let role { rows.defaultScrollAnchor(.bottom, for: role) } else { rows.defaultScrollAnchor(.bottom) }
                Button("send") { count += 1 }
            }
        }
    }

    private func frame(_ graph: ViewGraph, _ text: String) -> CGRect {
        graph.laidOutViews.first { $0.text == text }?.frame ?? .null
    }

    /// The bottom of a message's 40-point row (its text is centred in it).
    private func rowBottom(_ graph: ViewGraph, _ text: String) -> CGFloat { frame(graph, text).midY + 20 }

    /// The bottom of the visible area: the scroll view ends where the button below it starts.
    private func visibleBottom(_ graph: ViewGraph) -> CGFloat { frame(graph, "send").minY }

    @Test func aBottomAnchorStartsAtTheEndAndKeepsItAsTheContentGrows() {
        let graph = ViewGraph(rootView: Chat(), size: CGSize(width: 200, height: 300))
        // 400 points of rows in 200: the last row sits at the bottom of the visible area.
        #expect(abs(rowBottom(graph, "message 9") - visibleBottom(graph)) < 0.01,
                "\(frame(graph, "message 9")) above \(visibleBottom(graph))")
        graph.tap(label: "send")
        graph.advance(to: 0.1)
        #expect(abs(rowBottom(graph, "message 10") - visibleBottom(graph)) < 0.01, "the new message at the bottom")
    }

    @Test func anInitialOffsetAnchorLetsTheContentGrowBelow() {
        let graph = ViewGraph(rootView: Chat(role: .initialOffset), size: CGSize(width: 200, height: 300))
        #expect(abs(rowBottom(graph, "message 9") - visibleBottom(graph)) < 0.01)
        graph.tap(label: "send")
        graph.advance(to: 0.1)
        // Only the start was anchored: the new message is below the visible area, the old last one stays.
        #expect(abs(rowBottom(graph, "message 9") - visibleBottom(graph)) < 0.01)
        #expect(rowBottom(graph, "message 10") - 40 >= visibleBottom(graph) - 0.01)
    }

    struct Small: View {
        var body: some View {
            ScrollView { Text("alone").frame(width: 60, height: 40) }
                .defaultScrollAnchor(.center, for: .alignment)
                .frame(width: 200, height: 200)
        }
    }

    @Test func anAlignmentAnchorHoldsSmallContentThere() {
        let graph = ViewGraph(rootView: Small(), size: CGSize(width: 200, height: 200))
        #expect(frame(graph, "alone").midX == 100 && frame(graph, "alone").midY == 100, "\(frame(graph, "alone"))")
        let unanchored = ViewGraph(rootView: ScrollView { Text("alone").frame(width: 60, height: 40) },
                                   size: CGSize(width: 200, height: 200))
        let top = unanchored.laidOutViews.first { $0.text == "alone" }?.frame ?? .null
        #expect(top.midX == 100 && top.midY == 20, "without one, at the top, centred across: \(top)")
    }

    @Test func scrollClipDisabledDrawsTheContentOutside() {
        func clips(_ disabled: Bool) -> Bool {
            let graph = ViewGraph(rootView: ScrollView(.horizontal) { Color.red.frame(width: 400, height: 50) }
                .frame(width: 100, height: 50).scrollClipDisabled(disabled), size: CGSize(width: 200, height: 100))
            var found = false
            func visit(_ list: DisplayList) {
                for item in list.items {
                    switch item.content {
                    case .effect(.clip, _): found = true
                    case .effect(_, let inner), .list(let inner): visit(inner)
                    default: break
                    }
                }
            }
            visit(graph.displayList)
            return found
        }
        #expect(clips(false) && !clips(true))
    }
}
