import Foundation
import Testing
@testable import FlipbookViews

/// How far down a row a view goes, in rows of 30 pt.
private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Places each subview in a column by its `Rank`, one after another across.
private struct RankedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 40, height: 120)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 40, y: bounds.minY + CGFloat(subview[Rank.self]) * 30),
                          proposal: ProposedViewSize(width: 30, height: 20))
        }
    }
}

private struct Ranked: View {
    @State var lifted = false
    var body: some View {
        VStack {
            RankedLayout {
                Color.red.layoutValue(key: Rank.self, value: 2)
                Color.green
                Color.blue.layoutValue(key: Rank.self, value: lifted ? 0 : 3).padding(1).opacity(0.9)
            }
            Button("Lift") { lifted = true }
        }
    }
}

@MainActor
@Suite("LayoutValueKey")
struct LayoutValueKeyTests {
    @Test func layoutsReadEachSubviewsValueThroughItsModifiers() throws {
        let graph = ViewGraph(rootView: Ranked(), size: CGSize(width: 200, height: 200))
        let colours = graph.laidOutViews.filter { $0.type == "Rectangle" }.map(\.frame)
        try #require(colours.count == 3)
        let top = colours[1].minY   // green gives no value: rank 0
        #expect(colours[0].minY - top == 60, "red: rank 2")
        #expect(colours[2].minY - top == 91, "blue: rank 3, then inset by its padding")
        try graph.tap(label: "Lift")
        let lifted = graph.laidOutViews.filter { $0.type == "Rectangle" }.map(\.frame)
        #expect(lifted[2].minY - lifted[1].minY == 1, "a new value lays the layout out again")
    }
}
