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

    private struct Sharing: View {
        @State var log = "none"
        var body: some View {
            VStack {
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy") { log = "copied" }
                }
                Menu("Send") {
                    Button("Mail") { log = "mailed" }
                } primaryAction: {
                    log = "sent"
                }
                Text("log \(log)")
            }
        }
    }

    /// A menu titled with a symbol opens as the others do; one with a primary action runs it on a tap instead.
    @Test func aSymbolTitleAndAPrimaryAction() {
        let graph = ViewGraph(rootView: Sharing(), size: CGSize(width: 320, height: 400))
        #expect(graph.views("Image").count == 1, "the title's symbol")
        graph.tap(label: "Send")
        #expect(graph.texts.contains("log sent") && !graph.texts.contains("Mail"))
        graph.tap(label: "Share")
        #expect(graph.texts.contains("Copy"))
        graph.tap(label: "Copy")
        #expect(graph.texts.contains("log copied"))
    }
}
