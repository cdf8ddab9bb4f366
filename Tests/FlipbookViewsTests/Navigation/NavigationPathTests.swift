import Foundation
import Testing
@testable import FlipbookViews

private struct Colors: View {
    @State var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Red", value: "red")
                NavigationLink("Number", value: 7)
                Text("path \(path.joined(separator: ","))")
            }
            .navigationTitle("Colors")
            .navigationDestination(for: String.self) { name in
                Text("showing \(name)")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Deeper") { path.append("\(name)+") } }
                        ToolbarItem(placement: .bottomBar) { Text("bottom \(path.count)") }
                    }
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarLeading) {
                    Button("Edit") {}
                    Button("Sort") {}
                }
                ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            }
        }
    }
}

/// `NavigationStack(path:)`, `NavigationLink(value:)`, `navigationDestination`, the push slide and toolbars.
@MainActor
@Suite("Navigation paths")
struct NavigationPathTests {
    private func frame(_ graph: ViewGraph, _ text: String) -> CGRect? {
        graph.laidOutViews.first { $0.text == text }?.frame
    }

    @Test func aValueLinkPushesItsDestinationWithASlide() {
        let graph = ViewGraph(rootView: Colors(), size: CGSize(width: 300, height: 500))
        // The root's toolbar group is in the bar's leading end, after no back button.
        let edit = frame(graph, "Edit")!, sort = frame(graph, "Sort")!
        #expect(edit.midY < 44 && edit.minX < 30 && sort.minX > edit.maxX)
        graph.tap(label: "Red")
        let start = graph.time
        graph.advance(to: start + 0.1)
        let coming = frame(graph, "showing red")!
        let leavingLink = frame(graph, "Red")!
        #expect(coming.midX > 150 && coming.midX < 450, "sliding in: \(coming)")
        #expect(leavingLink.midX < 150, "the root moves towards the leading edge: \(leavingLink)")
        graph.advance(to: start + 1.5)
        #expect(near(frame(graph, "showing red")!.midX, 150, 0.5))
        #expect(graph.texts.contains("path red") == false, "the root is not shown")
        // The pushed screen's toolbar: a trailing button and a bottom bar item; the root's group is gone.
        #expect(frame(graph, "Deeper")!.maxX > 250 && frame(graph, "Deeper")!.midY < 44)
        #expect(frame(graph, "bottom 1")!.maxY > 450)
        #expect(frame(graph, "Edit") == nil)
        graph.tap(label: "Deeper")
        graph.advance(to: graph.time + 1.5)
        #expect(graph.texts.contains("showing red+") && graph.texts.contains("bottom 2"))
        // Back twice (the pushed screens have no title, so their back buttons say Back): the path empties.
        graph.tap(label: "Back")
        graph.advance(to: graph.time + 1.5)
        #expect(graph.texts.contains("showing red") && graph.texts.contains("Colors"))
        graph.tap(label: "Colors")
        graph.advance(to: graph.time + 1.5)
        #expect(graph.texts.contains("path "))
    }

    @Test func aValueWithoutADestinationWarnsAndPushesNothing() {
        let graph = ViewGraph(rootView: Colors(), size: CGSize(width: 300, height: 500))
        graph.tap(label: "Number")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("path "))
        #expect(graph.warnings.contains { $0.contains("no matching navigationDestination") })
    }
}

@MainActor
@Suite struct NavigationPresentationTests {
    private struct Cart: View {
        @State var showing = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Cart") { showing = true }
                    Text(showing ? "showing" : "hidden")
                }
                .navigationTitle("Shop")
                .navigationDestination(isPresented: $showing) { Text("Your cart") }
            }
        }
    }

    @Test func aPresentedDestinationIsPushedOnceAndPoppingClearsItsBinding() {
        let graph = ViewGraph(rootView: Cart(), size: CGSize(width: 300, height: 500))
        graph.tap(label: "Cart")
        graph.advance(to: 1)
        #expect(graph.texts.filter { $0 == "Your cart" }.count == 1, "\(graph.texts)")
        #expect(graph.texts.contains("Shop"), "one level deep: the back button names the root")
        graph.tap(label: "Shop")
        graph.advance(to: 2)
        #expect(graph.texts.contains("hidden") && !graph.texts.contains("Your cart"))
    }

    /// A labelled button in a bar shows its icon only, as on iOS (it used to show the icon and the title).
    @Test func aBarShowsItsLabelsAsIcons() throws {
        let graph = ViewGraph(rootView: Colors(), size: CGSize(width: 300, height: 500))
        #expect(!graph.laidOutViews.contains { $0.text == "Add" }, "the title is not shown")
        let plus = try #require(graph.laidOutViews.first { $0.text == "plus" }?.frame)
        #expect(plus.midY < 44 && plus.maxX > 250)
        #expect(graph.laidOutViews.contains { $0.text == "Edit" }, "a button with a title only keeps it")
    }
}


/// A screen a path can hold and restore.
struct NavigationPathTestRecipe: Codable, Hashable {
    let name: String
    let servings: Int
}

/// `NavigationPath.codable` and `init(_:)`: a path of `Codable` values survives encoding to JSON and back.
@Suite struct NavigationPathCodableTests {
    @Test func aPathOfCodableValuesComesBackAsItWas() throws {
        var path = NavigationPath()
        path.append(NavigationPathTestRecipe(name: "Soup", servings: 2))
        path.append(7)
        path.append("notes")
        let representation = try #require(path.codable)
        let json = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        let restored = NavigationPath(decoded)
        #expect(restored == path && restored.count == 3)
        #expect(restored.elements.first == AnyHashable(NavigationPathTestRecipe(name: "Soup", servings: 2)))
    }

    /// The runtime cannot find a private type by its name: its value comes back from the representation itself,
    /// not from the representation's JSON.
    @Test func aPrivateTypeComesBackOnlyWithoutAnEncoder() throws {
        let path = NavigationPath([PrivateStep(index: 3)])
        let representation = try #require(path.codable)
        #expect(NavigationPath(representation) == path)
        let json = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        #expect(decoded == representation && NavigationPath(decoded).isEmpty)
    }

    @Test func aValueThatIsNotCodableLeavesNoRepresentation() {
        struct Plain: Hashable {}
        var path = NavigationPath([1, 2])
        #expect(path.codable != nil)
        path.append(Plain())
        #expect(path.codable == nil)
    }
}

private struct PrivateStep: Codable, Hashable {
    let index: Int
}
