import Foundation
import Testing
@testable import FlipbookViews

/// `Menu`: a tap opens its items below the label; an item runs and closes it.
@MainActor
@Suite struct MenuTests {
    private struct Sorting: View {
        @State var order = "none"
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Sort") {
                    Button("By name") { order = "name" }
                    Button("By date") { order = "date" }
                }
                Text("sorted by \(order)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(20)
        }
    }

    @Test func aTapOpensTheItemsAndAnItemRunsAndCloses() {
        let graph = ViewGraph(rootView: Sorting(), size: CGSize(width: 320, height: 400))
        #expect(!graph.texts.contains("By name"))
        let label = graph.laidOutViews.first { $0.text == "Sort" }!.frame
        graph.tap(label: "Sort")
        let name = graph.laidOutViews.first { $0.text == "By name" }!.frame
        let date = graph.laidOutViews.first { $0.text == "By date" }!.frame
        // Rows of 44 points, 16 points in, starting 8 points below the label.
        #expect(near(name.minX, label.minX + 16, 0.01))
        #expect(near(name.midY, label.maxY + 8 + 22, 0.5) && near(date.midY - name.midY, 44, 0.01), "\(label) \(name) \(date)")
        graph.tap(label: "By date")
        #expect(graph.texts.contains("sorted by date") && !graph.texts.contains("By name"))
    }
}
