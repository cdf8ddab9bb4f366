import Foundation
import Testing
@testable import FlipbookViews

/// `badge(_:)`: a red capsule on a tab's item, a secondary label at a list row's trailing edge, nothing elsewhere.
@MainActor
@Suite struct BadgeTests {
    private struct Tabs: View {
        var body: some View {
            TabView {
                Text("mail page").tabItem { Label("Mail", systemImage: "envelope") }.badge(3)
                Text("news page").badge("New").tabItem { Label("News", systemImage: "newspaper") }
                Text("quiet page").tabItem { Label("Quiet", systemImage: "moon") }.badge(0)
            }
        }
    }

    @Test func aTabItemWearsItsBadgeOverItsIcon() throws {
        let graph = ViewGraph(rootView: Tabs(), size: CGSize(width: 300, height: 400))
        #expect(graph.texts.contains("3") && graph.texts.contains("New"))
        let capsules = graph.fills(of: Color(.systemRed))
        #expect(capsules.count == 2, "two badges, none for a count of zero: \(capsules)")
        let mail = try #require(graph.laidOutViews.first { $0.text == "Mail" }).frame
        let badge = try #require(capsules.min { $0.minX < $1.minX })
        // In the bar, above the title, right of the item's middle.
        #expect(badge.minY >= 400 - 49 - 6 && badge.maxY < mail.minY, "\(badge) over \(mail)")
        #expect(badge.midX > mail.midX + 5 && badge.height == 18 && badge.width >= 18, "\(badge)")
    }

    @Test func iOS18TabsTakeBadgesToo() {
        let graph = ViewGraph(rootView: TabView {
            Tab("Home", systemImage: "house") { Text("home") }.badge(2)
            Tab("Away", systemImage: "airplane") { Text("away") }
        }, size: CGSize(width: 300, height: 400))
        #expect(graph.texts.contains("2") && graph.fills(of: Color(.systemRed)).count == 1)
    }

    @Test func aListRowShowsItsBadgeAtItsTrailingEdge() throws {
        let graph = ViewGraph(rootView: List {
            Text("Inbox").badge(12)
            Text("Sent").badge(0)
        }, size: CGSize(width: 300, height: 400))
        let count = try #require(graph.laidOutViews.first { $0.text == "12" }).frame
        let inbox = try #require(graph.laidOutViews.first { $0.text == "Inbox" }).frame
        #expect(count.maxX > 250 && near(count.midY, inbox.midY, 0.5), "\(count) beside \(inbox)")
        #expect(graph.texts.filter { $0 == "0" }.isEmpty)
        #expect(graph.fills(of: Color(.systemRed)).isEmpty, "no capsule in a list")
        let secondary = HierarchicalShapeStyle.secondary.resolvedPaint(in: EnvironmentValues()).representativeColor
        #expect(graph.textDrawings.first { $0.string == "12" }?.color == secondary)
    }

    @Test func elsewhereABadgeDrawsNothing() {
        let graph = ViewGraph(rootView: VStack { Text("plain").badge(7) }, size: CGSize(width: 200, height: 200))
        #expect(graph.texts == ["plain"])
    }
}
