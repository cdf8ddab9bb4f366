import Foundation
import Testing
@testable import FlipbookViews

/// A mailbox whose rows have trailing buttons (delete, flag) and a leading one (pin), as list code writes them.
private struct Mailbox: View {
    @State var mails = ["Alpha", "Beta", "Gamma"]
    @State var log: [String] = []
    var allowsFullSwipe = true
    var shown: Binding<[Bool]>?

    var body: some View {
        VStack {
            List {
                ForEach(mails, id: \.self) { mail in
                    Text(mail)
                        .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                            Button(role: .destructive) {
                                mails.removeAll { $0 == mail }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button {
                                log.append("flag " + mail)
                            } label: {
                                Label("Flag", systemImage: "flag")
                            }
                            .tint(.orange)
                        } onPresentationChanged: { shown?.wrappedValue.append($0) }
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log.append("pin " + mail) }
                        }
                }
            }
            Text("log: " + log.joined(separator: ","))
        }
    }
}

@MainActor
@Suite("Swipe actions")
struct SwipeActionsTests {
    private func frame(_ graph: ViewGraph, _ text: String) -> CGRect? {
        graph.laidOutViews.first { $0.text == text }?.frame
    }

    /// Swipes the row showing `text` by `dx` over a third of a second, then lets it settle.
    private func swipe(_ graph: ViewGraph, _ text: String, by dx: CGFloat) {
        let row = graph.center(ofText: text)!
        let start = CGPoint(x: dx < 0 ? 330 : 60, y: row.y)
        graph.drag(from: start, to: CGPoint(x: start.x + dx, y: row.y), duration: 0.3)
        graph.advance(to: graph.time + 1)
    }

    @Test func swipingARowLeftUncoversItsTrailingButtonsFirstAtTheEdge() throws {
        let graph = ViewGraph(rootView: Mailbox(), size: CGSize(width: 390, height: 600))
        let before = try #require(frame(graph, "Beta"))
        #expect(graph.fills(of: .red).isEmpty)
        swipe(graph, "Beta", by: -120)
        let after = try #require(frame(graph, "Beta"))
        // Open: the row sits two buttons' width aside.
        #expect(near(after.minX, before.minX - 2 * ListRowSwipes.buttonWidth, 0.5))
        #expect(near(after.minY, before.minY))
        // Delete, the first, is red at the trailing edge of the card; Flag, orange, beside it; both as tall as
        // the row, and drawn with their icons only.
        let red = try #require(graph.fills(of: .red).last)
        let orange = try #require(graph.fills(of: .orange).last)
        #expect(near(red.width, ListRowSwipes.buttonWidth, 0.5) && near(orange.width, ListRowSwipes.buttonWidth, 0.5))
        #expect(near(orange.maxX, red.minX, 0.5))
        #expect(near(red.maxX, 390 - 16, 0.5))
        #expect(red.height >= 44 && red.minY < after.minY && red.maxY > after.maxY)
        #expect(graph.symbolDrawings.count == 2)
        #expect(!graph.texts.contains("Delete") && !graph.texts.contains("Flag"))
        // The line under the row moved with it; the one under Alpha did not.
        let lines = graph.fills(of: .separator)
        #expect(lines.contains { near($0.minX, before.minX - 2 * ListRowSwipes.buttonWidth, 0.5) })
        #expect(lines.contains { near($0.minX, before.minX, 0.5) })
        // Only that row moved.
        #expect(near(try #require(frame(graph, "Alpha")).minX, before.minX))
    }

    @Test func aShortSwipeSpringsBackAndAVerticalDragScrollsTheList() throws {
        let graph = ViewGraph(rootView: Mailbox(), size: CGSize(width: 390, height: 600))
        let before = try #require(frame(graph, "Beta"))
        swipe(graph, "Beta", by: -40)
        #expect(try #require(frame(graph, "Beta")) == before)
        #expect(graph.fills(of: .red).isEmpty)
        // A finger that moves down on a row with buttons drags the list, not the row.
        let row = graph.center(ofText: "Beta")!
        #expect(graph.touchDown(at: CGPoint(x: 200, y: row.y)))
        graph.advance(to: graph.time + 0.1)
        graph.touchMove(to: CGPoint(x: 205, y: row.y + 40))
        let moved = try #require(frame(graph, "Beta"))
        #expect(near(moved.minX, before.minX) && moved.minY > before.minY + 20)
        graph.touchUp(at: CGPoint(x: 205, y: row.y + 40))
    }

    @Test func aTapOnAButtonRunsItAndClosesTheRow() throws {
        let graph = ViewGraph(rootView: Mailbox(), size: CGSize(width: 390, height: 600))
        let before = try #require(frame(graph, "Beta"))
        swipe(graph, "Beta", by: -120)
        let orange = try #require(graph.fills(of: .orange).last)
        graph.tap(at: CGPoint(x: orange.midX, y: orange.midY))
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("log: flag Beta"))
        #expect(try #require(frame(graph, "Beta")) == before)
        // Delete removes the row.
        swipe(graph, "Beta", by: -120)
        let red = try #require(graph.fills(of: .red).last)
        graph.tap(at: CGPoint(x: red.midX, y: red.midY))
        graph.advance(to: graph.time + 1)
        #expect(!graph.texts.contains("Beta"))
        #expect(graph.texts.contains("Alpha") && graph.texts.contains("Gamma"))
    }

    @Test func aTapElsewhereWhileARowIsOpenOnlyClosesIt() throws {
        let graph = ViewGraph(rootView: Mailbox(), size: CGSize(width: 390, height: 600))
        let before = try #require(frame(graph, "Beta"))
        swipe(graph, "Beta", by: -120)
        graph.tap(label: "Alpha")
        graph.advance(to: graph.time + 1)
        #expect(try #require(frame(graph, "Beta")) == before)
        #expect(graph.texts.contains("log: "))
    }

    @Test func aFullSwipeRunsTheFirstButton() throws {
        let graph = ViewGraph(rootView: Mailbox(), size: CGSize(width: 390, height: 600))
        swipe(graph, "Beta", by: -300)
        #expect(!graph.texts.contains("Beta"))
        // Without a full swipe, the same swipe only opens the row.
        let kept = ViewGraph(rootView: Mailbox(allowsFullSwipe: false), size: CGSize(width: 390, height: 600))
        let before = try #require(frame(kept, "Beta"))
        swipe(kept, "Beta", by: -300)
        #expect(near(try #require(frame(kept, "Beta")).minX, before.minX - 2 * ListRowSwipes.buttonWidth, 0.5))
    }

    @Test func swipingRightUncoversTheLeadingButtonsInGrey() throws {
        let graph = ViewGraph(rootView: Mailbox(), size: CGSize(width: 390, height: 600))
        let before = try #require(frame(graph, "Gamma"))
        swipe(graph, "Gamma", by: 100)
        #expect(near(try #require(frame(graph, "Gamma")).minX, before.minX + ListRowSwipes.buttonWidth, 0.5))
        let grey = try #require(graph.fills(of: Color(.systemGray)).last)
        #expect(near(grey.minX, 16, 0.5) && near(grey.width, ListRowSwipes.buttonWidth, 0.5))
        graph.tap(label: "Pin")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("log: pin Gamma"))
        #expect(try #require(frame(graph, "Gamma")) == before)
    }

    @Test func onPresentationChangedIsToldWhenTheButtonsShowAndHide() throws {
        var shown: [Bool] = []
        let binding = Binding(get: { shown }, set: { shown = $0 })
        let graph = ViewGraph(rootView: Mailbox(shown: binding), size: CGSize(width: 390, height: 600))
        swipe(graph, "Beta", by: -120)
        #expect(shown == [true])
        graph.tap(label: "Alpha")
        graph.advance(to: graph.time + 1)
        #expect(shown == [true, false])
    }
}
