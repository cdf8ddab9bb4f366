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

private struct DepthKey: ContainerValueKey { static let defaultValue = 0 }
private struct LabelKey: ContainerValueKey { static let defaultValue = "" }

extension ContainerValues {
    /// How far down a row a view goes, as a container value (iOS 18), spelled as `@Entry` expands.
    fileprivate var depth: Int {
        get { self[DepthKey.self] }
        set { self[DepthKey.self] = newValue }
    }
    fileprivate var label: String {
        get { self[LabelKey.self] }
        set { self[LabelKey.self] = newValue }
    }
}

/// Places each subview in a column by its container value `depth`, 30 pt a step.
private struct DepthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 40, height: 120)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let depth = subview.containerValues.depth + (subview.containerValues.label == "extra" ? 1 : 0)
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 40, y: bounds.minY + CGFloat(depth) * 30),
                          proposal: ProposedViewSize(width: 30, height: 20))
        }
    }
}

private struct Deepened: View {
    @State var raised = false
    var body: some View {
        VStack {
            DepthLayout {
                Color.red.containerValue(\.depth, 2)
                Color.green
                Color.blue.containerValue(\.depth, raised ? 0 : 1).padding(1).containerValue(\.depth, 3)
                    .containerValue(\.label, "extra")
            }
            Button("Raise") { raised = true }
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
        graph.tap(label: "Lift")
        let lifted = graph.laidOutViews.filter { $0.type == "Rectangle" }.map(\.frame)
        #expect(lifted[2].minY - lifted[1].minY == 1, "a new value lays the layout out again")
    }

    @Test func layoutsReadEachSubviewsContainerValuesTheClosestSettingWinning() throws {
        let graph = ViewGraph(rootView: Deepened(), size: CGSize(width: 200, height: 200))
        let colours = graph.laidOutViews.filter { $0.type == "Rectangle" }.map(\.frame)
        try #require(colours.count == 3)
        let top = colours[1].minY   // green sets none: depth 0
        #expect(colours[0].minY - top == 60, "red: depth 2")
        #expect(colours[2].minY - top == 61, "blue: its own depth 1 over the outer 3, plus 1 for its label, inset 1")
        graph.tap(label: "Raise")
        let raised = graph.laidOutViews.filter { $0.type == "Rectangle" }.map(\.frame)
        #expect(raised[2].minY - raised[1].minY == 31, "a new value lays the layout out again")
    }
}
