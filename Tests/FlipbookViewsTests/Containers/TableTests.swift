import Foundation
import Testing
@testable import FlipbookViews

private struct Person: Identifiable {
    let id: Int
    var name: String
    var age: Int
}

private let people = [Person(id: 1, name: "Grace", age: 85), Person(id: 2, name: "Ada", age: 36),
                      Person(id: 3, name: "Alan", age: 41)]

/// A sortable, selectable table as SwiftUI code writes one: the code sorts when the order changes.
private struct Roster: View {
    @State private var rows = people
    @State private var sortOrder = [KeyPathComparator(\Person.name)]
    @State private var selection: Person.ID?
    var body: some View {
        VStack {
            Table(rows, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(80)
                TableColumn("Note") { Text($0.age > 40 ? "senior" : "junior") }
            }
            .onChange(of: sortOrder, initial: true) { _, order in rows.sort(using: order) }
            Text("selected \(selection.map(String.init) ?? "none")")
        }
    }
}

@MainActor
@Suite struct TableTests {
    private func graph<V: View>(_ view: V, width: CGFloat = 390) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: width, height: 400))
    }

    private func frame(_ graph: ViewGraph, _ text: String) throws -> CGRect {
        try #require(graph.laidOutViews.first { $0.text == text }, "\(graph.texts)").frame
    }

    /// Names in the order the rows are drawn.
    private func names(_ graph: ViewGraph) -> [String] {
        graph.laidOutViews.filter { ["Ada", "Alan", "Grace"].contains($0.text ?? "") }
            .sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
    }

    /// A 32-point header row of titles, then 44-point rows; a fixed-width column keeps its width, the others share
    /// the rest, each cell 8 points in from its column's edge and the row 8 in from the table's.
    @Test func headersAndRowsLineUpInColumns() throws {
        let graph = graph(Roster())
        let name = try frame(graph, "Name"), age = try frame(graph, "Age"), note = try frame(graph, "Note")
        #expect(near(name.minX, 16) && name.midY < 32, "\(name)")
        // Flexible columns share 390 − 16 − 80 = 294: Age starts after the first's 147, Note after Age's 80.
        #expect(near(age.minX, 8 + 147 + 8, 0.5) && near(note.minX, 8 + 147 + 80 + 8, 0.5), "\(age) \(note)")
        #expect(names(graph) == ["Ada", "Alan", "Grace"], "sorted by name at first")
        let ada = try frame(graph, "Ada"), alan = try frame(graph, "Alan")
        #expect(near(alan.midY - ada.midY, 44, 0.01) && ada.midY > 32 + 22 - 1)
        #expect(near(try frame(graph, "36").minX, age.minX, 0.5), "cells sit under their header")
    }

    /// Tapping a header sorts by its column, tapping it again reverses; a chevron shows the order.
    @Test func tappingAHeaderSortsByItsColumn() throws {
        let graph = graph(Roster())
        // The only symbol drawn is the sorting column's chevron.
        let up = graph.symbolDrawings
        #expect(up.count == 1)
        graph.tap(label: "Age")
        graph.advance(to: 0.5)
        #expect(names(graph) == ["Ada", "Alan", "Grace"], "by age: 36, 41, 85")
        #expect(graph.symbolDrawings == up, "still ascending")
        graph.tap(label: "Age")
        graph.advance(to: 1)
        #expect(names(graph) == ["Grace", "Alan", "Ada"], "by age, reversed")
        #expect(graph.symbolDrawings.count == 1 && graph.symbolDrawings != up, "the chevron points down")
        graph.tap(label: "Note")
        graph.advance(to: 1.5)
        #expect(names(graph) == ["Grace", "Alan", "Ada"], "a column without a key path does not sort")
        graph.tap(label: "Name")
        graph.advance(to: 2)
        #expect(names(graph) == ["Ada", "Alan", "Grace"])
    }

    /// A tap on a row selects it into the binding and tints its background.
    @Test func tappingARowSelectsIt() throws {
        let graph = graph(Roster())
        #expect(graph.texts.contains("selected none"))
        graph.tap(label: "Alan")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("selected 3"), "\(graph.texts)")
        let alan = try frame(graph, "Alan")
        let tinted = graph.fills { $0.opacity > 0.1 && $0.opacity < 0.3 && $0.blue > 0.8 }
        #expect(tinted.contains { near($0.midY, alan.midY, 1) && $0.height >= 44 }, "\(tinted)")
    }

    /// A multiple selection takes the tapped row alone; hidden headers leave the rows at the top.
    @Test func aSetSelectionAndHiddenHeaders() throws {
        struct Plain: View {
            @State private var selection = Set<Int>()
            var body: some View {
                VStack {
                    Table(people, selection: $selection) {
                        TableColumn("Name", value: \.name)
                    }
                    .tableColumnHeaders(.hidden)
                    .tableStyle(.inset)
                    Text("\(selection.sorted())")
                }
            }
        }
        let graph = graph(Plain())
        #expect(!graph.texts.contains("Name"))
        #expect(try frame(graph, "Grace").midY < 30, "the first row at the top")
        graph.tap(label: "Ada")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("[2]"), "\(graph.texts)")
    }
}

/// A table whose rows are written out: a row of its own, rows of a collection, rows under an `if`.
private struct WrittenRows: View {
    @State private var selection: Set<Person.ID> = []
    let showsOthers: Bool
    var body: some View {
        VStack {
            Table(of: Person.self, selection: $selection) {
                TableColumn("Name", value: \.name)
            } rows: {
                TableRow(Person(id: 0, name: "Katherine", age: 101))
                ForEach(people.prefix(1))
                if showsOthers {
                    ForEach(people.dropFirst()) { person in TableRow(person) }
                }
            }
            Text("selected \(selection.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

@MainActor
@Suite struct TableRowTests {
    private func names(_ graph: ViewGraph) -> [String] {
        graph.laidOutViews.filter { ["Katherine", "Ada", "Alan", "Grace"].contains($0.text ?? "") }
            .sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
    }

    @Test func writtenRowsAreShownInOrderAndSelect() {
        let graph = ViewGraph(rootView: WrittenRows(showsOthers: true), size: CGSize(width: 390, height: 400))
        #expect(names(graph) == ["Katherine", "Grace", "Ada", "Alan"])
        graph.tap(label: "Ada")
        #expect(graph.texts.contains("selected 2"), "\(graph.texts)")
        let fewer = ViewGraph(rootView: WrittenRows(showsOthers: false), size: CGSize(width: 390, height: 400))
        #expect(names(fewer) == ["Katherine", "Grace"])
    }
}
