import Foundation
import Testing
@testable import FlipbookViews

private struct Fruits: View {
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry", "Date"]
    var body: some View {
        NavigationStack {
            List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                Text($0)
            }
            .navigationTitle("Fruits")
        }
        .searchable(text: $query, prompt: "Find a fruit")
    }
}

/// `searchable` in a navigation stack: a field in a drawer under the title, typed into through the graph.
@MainActor
@Suite("Search field")
struct SearchFieldTests {
    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: 390, height: 600))
    }

    private func searchFill(_ graph: ViewGraph) -> CGRect? {
        graph.fills { $0 == Color.tertiarySystemFill.resolve(in: EnvironmentValues()) }.first
    }

    /// On the stack itself, it is the root screen's: a 36-point field 16 points in, under the large title's band,
    /// with the prompt; the list starts below its 52-point drawer.
    @Test func aSearchableStackShowsItsFieldUnderTheLargeTitle() throws {
        let graph = graph(Fruits())
        let field = try #require(searchFill(graph))
        #expect(field == CGRect(x: 16, y: 96, width: 358, height: 36), "\(field)")
        let prompt = try #require(graph.laidOutViews.first { $0.text == "Find a fruit" }).frame
        #expect(prompt.minX > field.minX + 20 && prompt.midY > field.minY && prompt.midY < field.maxY)
        let apple = try #require(graph.laidOutViews.first { $0.text == "Apple" }).frame
        #expect(apple.minY > 148, "the rows start below the drawer: \(apple)")
    }

    /// A tap focuses the field and brings Cancel; what is typed filters the list; Cancel empties the field.
    @Test func typingFiltersAndCancelEmptiesTheField() throws {
        let graph = graph(Fruits())
        #expect(!graph.texts.contains("Cancel"))
        graph.tap(label: "Find a fruit")
        graph.advance(to: 0.5)
        #expect(graph.type("an"))
        graph.advance(to: 1)
        let rows = ["Apple", "Banana", "Cherry", "Date"].filter(graph.texts.contains)
        #expect(rows == ["Banana"], "\(graph.texts)")
        #expect(graph.texts.contains("an"))
        let field = try #require(searchFill(graph))
        let cancel = try #require(graph.laidOutViews.first { $0.text == "Cancel" }).frame
        #expect(field.maxX < cancel.minX && near(cancel.maxX, 374, 1), "the field makes room: \(field) \(cancel)")
        graph.tap(label: "Cancel")
        graph.advance(to: 2)
        #expect(["Apple", "Banana", "Cherry", "Date"].allSatisfy(graph.texts.contains), "\(graph.texts)")
        #expect(graph.texts.contains("Find a fruit") && !graph.texts.contains("Cancel"))
        #expect(near(try #require(searchFill(graph)).width, 358, 0.01))
    }

    /// While the field is focused the search is on: `isSearching` inside, `isPresented`; `dismissSearch` ends it.
    @Test func focusingTheFieldTurnsTheSearchOnAndDismissSearchEndsIt() throws {
        struct Results: View {
            @Environment(\.isSearching) private var isSearching
            @Environment(\.dismissSearch) private var dismissSearch
            var body: some View {
                VStack {
                    Text(isSearching ? "searching" : "browsing")
                    Button("Done searching") { dismissSearch() }
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        struct Searching: View {
            @State private var query = ""
            @State private var presented = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Results()
                        Text(presented ? "presented" : "hidden")
                    }
                    .searchable(text: $query, isPresented: $presented, prompt: "Find")
                    .navigationTitle("Search")
                }
            }
        }
        let graph = graph(Searching())
        #expect(graph.texts.contains("browsing") && graph.texts.contains("hidden"))
        graph.tap(label: "Find")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("searching") && graph.texts.contains("presented"), "\(graph.texts)")
        graph.tap(label: "Done searching")
        graph.advance(to: 1)
        #expect(graph.texts.contains("browsing") && graph.texts.contains("hidden"), "\(graph.texts)")
        #expect(!graph.texts.contains("Cancel"), "the field left focus")
        graph.tap(label: "Find")
        graph.advance(to: 1.5)
        graph.tap(label: "Cancel")
        graph.advance(to: 2)
        #expect(graph.texts.contains("browsing"), "Cancel ends the search too")
    }

    /// On a screen with an inline title the drawer is right under the bar; outside a stack nothing is drawn.
    @Test func anInlineScreensFieldSitsUnderTheBarAndNoStackDrawsNone() throws {
        struct Inline: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    Text("results").frame(maxHeight: .infinity, alignment: .top)
                        .navigationTitle("Inline")
                        .navigationBarTitleDisplayMode(.inline)
                        .searchable(text: $query)
                }
            }
        }
        let inline = graph(Inline())
        #expect(try #require(searchFill(inline)).minY == 44)
        #expect(inline.texts.contains("Search"), "the default prompt")
        #expect(try #require(inline.laidOutViews.first { $0.text == "results" }).frame.minY >= 96)

        struct Bare: View {
            @State private var query = ""
            var body: some View { Text("alone").searchable(text: $query) }
        }
        let bare = graph(Bare())
        #expect(searchFill(bare) == nil && !bare.texts.contains("Search"))
    }

    /// The drawer goes up with the large title as the list scrolls.
    @Test func theFieldScrollsAwayWithTheTitle() throws {
        struct Long: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List(0..<40, id: \.self) { Text("row \($0)") }.navigationTitle("Long")
                }
                .searchable(text: $query)
            }
        }
        let graph = graph(Long())
        let before = try #require(graph.laidOutViews.first { $0.text == "Search" }).frame
        let row = try #require(graph.laidOutViews.first { $0.text == "row 0" }).frame
        graph.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 480), duration: 1)
        graph.advance(to: graph.time + 2)
        let after = try #require(graph.laidOutViews.first { $0.text == "Search" }).frame
        let scrolled = row.minY - (try #require(graph.laidOutViews.first { $0.text == "row 0" })).frame.minY
        #expect(scrolled > 5 && near(before.minY - after.minY, scrolled, 0.01), "\(scrolled) \(before) \(after)")
    }
}
