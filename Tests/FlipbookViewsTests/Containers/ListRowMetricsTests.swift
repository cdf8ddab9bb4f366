import Foundation
import Testing
@testable import FlipbookViews

/// A row's own insets and separators, and the list's least heights and spacings: all were accepted and ignored.
@MainActor
@Suite("List row metrics")
struct ListRowMetricsTests {
    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: 390, height: 700))
    }

    private func frame(_ graph: ViewGraph, _ text: String) -> CGRect {
        graph.laidOutViews.first { $0.text == text }!.frame
    }

    private func threeRows() -> some View {
        List {
            Text("One")
            Text("Two")
            Text("Three")
        }
    }

    @Test func aRowsOwnInsetsReplaceTheLists() {
        let graph = graph(List {
            Color.red.frame(height: 60).listRowInsets(EdgeInsets())
            Text("Kept").listRowInsets(nil)
            Text("Lopsided").listRowInsets(EdgeInsets(top: 30, leading: 40, bottom: 0, trailing: 0))
        })
        let card = graph.fills(of: .secondarySystemGroupedBackground)[0]
        let red = graph.fills(of: .red)[0]
        #expect(near(red.minX, card.minX) && near(red.width, card.width) && near(red.minY, card.minY),
                "edge to edge: \(red) in \(card)")
        #expect(near(frame(graph, "Kept").minX, card.minX + 16), "nil keeps the list's insets")
        let lopsided = frame(graph, "Lopsided")
        #expect(near(lopsided.minX, card.minX + 40))
        // 60 + 44 + (30 + text): the lopsided row's text sits 30 below its top.
        #expect(near(card.height, 60 + 44 + 30 + lopsided.height, 0.01), "\(card)")
        #expect(near(lopsided.minY, card.minY + 104 + 30, 0.01))
    }

    @Test func theLeastRowHeightComesFromTheEnvironment() {
        let tight = graph(threeRows().environment(\.defaultMinListRowHeight, 16))
        let text = frame(tight, "One").height
        #expect(text < 22)
        #expect(near(tight.fills(of: .secondarySystemGroupedBackground)[0].height, 3 * (text + 22), 0.01),
                "rows are their content and insets once the least height is below them")
        let tall = graph(threeRows().environment(\.defaultMinListRowHeight, 80))
        #expect(near(tall.fills(of: .secondarySystemGroupedBackground)[0].height, 240))
        #expect(EnvironmentValues().defaultMinListRowHeight == 44)
        #expect(EnvironmentValues().defaultMinListHeaderHeight == nil)
    }

    @Test func rowsHideAndTintTheirSeparators() {
        let graph = graph(List {
            Text("One").listRowSeparator(.hidden, edges: .bottom)
            Text("Two").listRowSeparatorTint(.orange)
            Text("Three").listRowSeparator(.hidden, edges: .top)
            Text("Four")
            Text("Five").listRowSeparatorTint(.green, edges: .top)
            Text("Six")
        })
        let card = graph.fills(of: .secondarySystemGroupedBackground)[0]
        // Lines under Two (hidden by Three's top), Three, Four and Five; none under One.
        let grey = graph.fills(of: .separator), orange = graph.fills(of: .orange), green = graph.fills(of: .green)
        #expect(orange.isEmpty, "Two's tinted line is the one Three hides")
        #expect(grey.map(\.maxY).map { ($0 - card.minY).rounded() } == [132, 220], "\(grey)")
        #expect(green.count == 1 && near(green[0].maxY, card.minY + 176), "Five tints the line above it")
        let hidden = self.graph(List { ForEach(0..<3) { Text("\($0)") }.listRowSeparator(.hidden) })
        #expect(hidden.fills(of: .separator).isEmpty, "on a ForEach, hidden on every row")
    }

    @Test func spacedRowsAreCardsOfTheirOwn() {
        let graph = graph(threeRows().listRowSpacing(10))
        let cards = graph.fills(of: .secondarySystemGroupedBackground)
        #expect(cards.count == 3 && cards.allSatisfy { near($0.height, 44) }, "\(cards)")
        #expect(near(cards[1].minY - cards[0].maxY, 10) && near(cards[2].minY - cards[1].maxY, 10))
        #expect(graph.fills(of: .separator).isEmpty, "no lines between spaced rows")
        let unset = self.graph(threeRows().listRowSpacing(nil))
        #expect(unset.fills(of: .secondarySystemGroupedBackground).count == 1)
    }

    @Test func sectionsTakeTheGapTheyAreGiven() {
        func cards(_ spacing: ListSectionSpacing) -> [CGRect] {
            graph(List {
                Section { Text("A") }
                Section { Text("B") }
            }.listSectionSpacing(spacing)).fills(of: .secondarySystemGroupedBackground)
        }
        let standard = cards(.default), custom = cards(.custom(12)), compact = cards(.compact)
        #expect(near(standard[1].minY - standard[0].maxY, 35))
        #expect(near(custom[1].minY - custom[0].maxY, 12))
        #expect(near(compact[1].minY - compact[0].maxY, 20))
        #expect(near(custom[0].minY, standard[0].minY), "the gap above the first section is the style's")
        let bad = cards(.custom(.nan))
        #expect(near(bad[1].minY - bad[0].maxY, 35), "a NaN spacing keeps the style's")
    }

    @Test func aHeaderTakesItsLeastHeightAboveItsText() {
        func layout(_ height: CGFloat?) -> (header: CGRect, card: CGRect) {
            let graph = graph(List { Section("Head") { Text("Row") } }.environment(\.defaultMinListHeaderHeight, height))
            return (frame(graph, "HEAD"), graph.fills(of: .secondarySystemGroupedBackground)[0])
        }
        let plain = layout(nil), tall = layout(60)
        #expect(near(tall.card.minY - tall.header.maxY, 7, 0.01), "the text stays next to its card")
        #expect(near(tall.card.minY - plain.card.minY, 60 - plain.header.height, 0.01))
    }

    /// iOS 26's `listSectionMargins` moves the cards in from the list's sides; vertical margins alone leave them.
    @Test func sectionMarginsMoveTheCardsInFromTheSides() {
        func card(_ edges: Edge.Set, _ length: CGFloat?) -> CGRect {
            graph(List { Text("row") }.listSectionMargins(edges, length)).fills(of: .secondarySystemGroupedBackground)
                .first ?? .null
        }
        #expect(near(card(.horizontal, 40).minX, 40) && near(card(.horizontal, 40).width, 390 - 80))
        #expect(near(card(.all, 0).minX, 0) && near(card(.all, 0).width, 390))
        #expect(near(card(.vertical, 40).minX, 16), "the style's margin")
        #expect(near(card(.horizontal, nil).minX, 16), "nil: the style's margin")
    }
}
