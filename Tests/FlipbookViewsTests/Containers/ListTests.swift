import Foundation
import Testing
@testable import FlipbookViews

private struct Fruits: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
                Text("Plum")
            }
            Text("Loose one")
            Text("Loose two")
            Section {
                Text("Kept")
            } header: {
                Text("As Written").textCase(nil)
            } footer: {
                Text("Footer note")
            }
        }
    }
}

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

/// Rows made from a binding's elements, with edit actions, as iOS 16 code writes them.
private struct Chores: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    var body: some View {
        VStack {
            List($chores, editActions: .all) { $chore in
                Toggle(chore.title, isOn: $chore.done)
            }
            Text("done: " + chores.filter(\.done).map(\.title).joined(separator: ","))
        }
    }
}

@MainActor
@Suite("List")
struct ListTests {
    @Test func rowsOfABindingsElementsEditTheirElements() {
        let graph = graph(Chores())
        #expect(graph.texts.contains("Dishes") && graph.texts.contains("Laundry"))
        // The switch the label names, as a script's `tap "Laundry"` finds it.
        #expect(graph.tap(at: graph.center(ofText: "Laundry") ?? .zero))
        #expect(graph.texts.contains("done: Laundry"), "\(graph.texts)")
        #expect(EditActions<[Chore]>.all == [.move, .delete] && EditActions<Chore?>.all == .move,
                "deleting needs a collection that can lose elements")
    }

    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: 390, height: 700))
    }

    private func frame(_ graph: ViewGraph, _ text: String) -> CGRect {
        graph.laidOutViews.first { $0.text == text }!.frame
    }

    @Test func sectionsAreInsetCardsOfRowsWithLinesBetween() {
        let graph = graph(Fruits())
        let cards = graph.fills(of: .secondarySystemGroupedBackground)
        #expect(cards.count == 3, "a card per section, and one for the loose rows between them")
        #expect(cards.allSatisfy { near($0.minX, 16) && near($0.width, 390 - 32) })
        // Rows are 44 pt: the first card holds three.
        #expect(near(cards[0].height, 3 * 44) && near(cards[1].height, 2 * 44) && near(cards[2].height, 44))
        // Row content is 16 pt inside the card, centred in its row.
        let apple = frame(graph, "Apple")
        #expect(near(apple.minX, 32) && near(apple.midY, cards[0].minY + 22, 0.01))
        let lines = graph.fills(of: .separator)
        #expect(lines.count == 2 + 1, "lines between rows, none after a card's last row")
        #expect(near(lines[0].minX, 32) && near(lines[0].maxX, 390 - 16) && near(lines[0].maxY, cards[0].minY + 44))
        #expect(graph.fills(of: .systemGroupedBackground).count == 1, "the grey behind the cards")
    }

    private struct Growing: View {
        @State var items = ["Apple", "Banana", "Cherry"]
        var body: some View {
            VStack {
                Button("Add") { withAnimation(.linear(duration: 1)) { items.insert("Date", at: 1) } }
                List { ForEach(items, id: \.self) { Text($0) } }
            }
        }
    }

    /// While rows slide to make room for an inserted one, the card grows with them and each line moves with the
    /// row above it: both used to jump to their final places while the rows' text still moved.
    @Test func cardsAndLinesMoveWithTheRowsWhileTheyAnimate() {
        let graph = graph(Growing())
        let before = graph.fills(of: .secondarySystemGroupedBackground)[0]
        let add = frame(graph, "Add")
        graph.tap(at: CGPoint(x: add.midX, y: add.midY))
        graph.advance(to: 0.5)
        let card = graph.fills(of: .secondarySystemGroupedBackground)[0]
        #expect(near(card.minY, before.minY) && near(card.height, before.height + 22, 0.5),
                "half-way from three rows to four: \(before) → \(card)")
        let cherry = frame(graph, "Cherry"), banana = frame(graph, "Banana")
        #expect(near(card.maxY - 22, cherry.midY, 0.5), "the card ends where its last row's place is drawn now")
        let lines = graph.fills(of: .separator).map(\.maxY).sorted()
        #expect(lines.contains { near($0, banana.midY + 22, 0.5) }, "the line under Banana moves with it: \(lines)")
        graph.advance(to: 1.5)
        #expect(near(graph.fills(of: .secondarySystemGroupedBackground)[0].height, before.height + 44))
    }

    /// `listRowBackground` draws a row on its own colour in place of the card (the first and last rows keep the
    /// card's rounded corners, a clear row shows what is behind the list), and `scrollContentBackground(.hidden)`
    /// leaves out the grey behind the cards. Both used to be accepted and ignored.
    @Test func rowsTakeTheirOwnBackgroundsAndTheListsCanBeHidden() {
        let graph = graph(List {
            Section {
                Text("Plain")
                Text("Tinted").listRowBackground(Color.orange)
                Text("Clear").listRowBackground(Color.clear)
            }
            Section { Text("Untouched") }
        }
        .scrollContentBackground(.hidden))
        let cards = graph.fills(of: .secondarySystemGroupedBackground)
        // The first section row by row (its clear row drawn not at all), the second as one card.
        #expect(cards.count == 2 && near(cards[0].height, 44) && near(cards[1].height, 44), "\(cards)")
        let tinted = graph.fills(of: .orange)
        #expect(tinted.count == 1 && near(tinted[0].minY, cards[0].maxY) && near(tinted[0].width, 390 - 32), "\(tinted)")
        #expect(graph.fills(of: .systemGroupedBackground).isEmpty, "no grey behind the cards")
        #expect(graph.fills(of: .separator).count == 2, "the lines between rows stay")
    }

    /// `listRowBackground` with a view that is not a colour lays it out in the row's whole rectangle, behind the
    /// row's content and in place of the card there; a colour keeps the card row by row. It was accepted and
    /// ignored.
    @Test func aRowsBackgroundViewFillsItsPlace() throws {
        let graph = graph(List {
            Section {
                Text("Padded").listRowBackground(Color.orange.padding(4))
                Text("Shape").listRowBackground(Rectangle().fill(Color.green))
                Text("Plain")
            }
        })
        let cards = graph.fills(of: .secondarySystemGroupedBackground)
        #expect(cards.count == 1 && near(cards[0].height, 44), "only the plain row is drawn on the card: \(cards)")
        let padded = try #require(graph.fills(of: .orange).first), shape = try #require(graph.fills(of: .green).first)
        #expect(near(padded.width, 390 - 32 - 8) && near(padded.height, 44 - 8), "the row's place, less 4 pt: \(padded)")
        #expect(near(shape.width, 390 - 32) && near(shape.height, 44) && near(shape.minY, padded.maxY + 4), "\(shape)")
        #expect(near(cards[0].minY, shape.maxY))
        // Behind the row's text, under the line between the rows.
        var order: [String] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .fill(_, .color(let color), _) where color == Color.green.resolve(in: EnvironmentValues()):
                    order.append("green")
                case .fill(_, .color(let color), _) where color == Color.separator.resolve(in: EnvironmentValues()):
                    order.append("line")
                case .text(let text) where text.string == "Shape": order.append("text")
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(graph.displayList)
        #expect(order.firstIndex(of: "green")! < order.firstIndex(of: "line")! && order.last == "text", "\(order)")
    }

    @Test func headersAreSmallGreyCapitalsUnlessToldOtherwise() {
        let graph = graph(Fruits())
        #expect(graph.texts.contains("FRUIT") && !graph.texts.contains("Fruit"))
        #expect(graph.texts.contains("As Written"), ".textCase(nil) keeps the header as written")
        let header = frame(graph, "FRUIT")
        let cards = graph.fills(of: .secondarySystemGroupedBackground)
        #expect(near(header.minX, 32) && near(cards[0].minY - header.maxY, 7, 0.01))
        #expect(header.height < frame(graph, "Apple").height, "footnote, smaller than the rows' body font")
        #expect(near(frame(graph, "Footer note").minY - cards[2].maxY, 7, 0.01))
    }

    @Test func plainListsRunEdgeToEdge() {
        let graph = graph(Fruits().listStyle(.plain))
        let cards = graph.fills(of: .systemBackground)
        #expect(cards.count >= 3 && cards.allSatisfy { near($0.minX, 0) && near($0.width, 390) })
        #expect(graph.fills(of: .systemGroupedBackground).isEmpty, "no grey: the plain background is white")
    }

    @Test func dataInitialisersMakeOneRowPerElement() {
        let graph = graph(List(0..<4) { Text("Row \($0)") })
        #expect(graph.texts == ["Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(near(graph.fills(of: .secondarySystemGroupedBackground)[0].height, 4 * 44))
        // Selectable lists (selection is accepted: rows draw unselected) of ranges, ids and Identifiable data,
        // with one selection or a set of them.
        let many = Binding.constant(Set<Int>()), one = Binding<Int?>.constant(nil)
        let letters = ["a", "b"]
        #expect(self.graph(List(0..<2, selection: many) { Text("Row \($0)") }).texts == ["Row 0", "Row 1"])
        #expect(self.graph(List(0..<2, selection: one) { Text("Row \($0)") }).texts == ["Row 0", "Row 1"])
        #expect(self.graph(List(letters, id: \.self, selection: .constant(Set<String>())) { Text($0) }).texts == ["a", "b"])
    }

    @Test func rowsScrollByDrags() {
        let graph = ViewGraph(rootView: List(0..<40) { Text("Row \($0)") }, size: CGSize(width: 390, height: 400))
        let before = frame(graph, "Row 0").minY
        #expect(graph.touchDown(at: CGPoint(x: 200, y: 300)))
        graph.advance(to: 0.5)
        graph.touchMove(to: CGPoint(x: 200, y: 100))
        #expect(near(frame(graph, "Row 0").minY, before - 200, 0.01))
    }

    /// A row leaving a list whose rows have background views: the backgrounds, which the list draws under its
    /// lines, are drawn once, not again among the rows (drawing the leaving row among the rows once did).
    @Test func rowBackgroundsAreDrawnOnceWhileARowLeaves() {
        struct Rows: View {
            @State var rows = ["A", "B", "C"]
            var body: some View {
                VStack {
                    Button("drop") { withAnimation(.linear(duration: 1)) { _ = rows.removeLast() } }
                    List {
                        ForEach(rows, id: \.self) { row in
                            Text(row).listRowBackground(Rectangle().fill(Color.green))
                        }
                    }
                }
            }
        }
        let graph = ViewGraph(rootView: Rows(), size: CGSize(width: 390, height: 500))
        #expect(graph.fills(of: .green).count == 3)
        graph.tap(label: "drop")
        graph.advance(to: 0.5)
        #expect(graph.fills(of: .green).count == 2, "the two rows staying: \(graph.fills(of: .green))")
    }
}
