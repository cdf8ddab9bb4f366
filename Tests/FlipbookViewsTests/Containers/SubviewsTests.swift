import Foundation
import Testing
@testable import FlipbookViews

/// Rows written as a custom view whose body is several views.
private struct Swatches: View {
    let colors: [Color]
    var body: some View {
        ForEach(colors.indices, id: \.self) { colors[$0].frame(width: 40, height: 40) }
        Color.black.frame(width: 40, height: 40)
    }
}

/// A custom view with state: its body is not looked into.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Color.gray.frame(width: 40, height: 40)
        Color.gray.frame(width: 40, height: 40)
    }
}

/// A custom container that shows how many subviews its content has, then them in a row.
private struct Row<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            VStack {
                Text("\(subviews.count) subviews")
                HStack(spacing: 10) { ForEach(subviews) { $0 } }
            }
        }
    }
}

@MainActor
@Suite("Subviews of a custom container")
struct SubviewsTests {
    @Test func aStatelessCustomViewWhoseBodyIsSeveralViewsIsTakenApart() {
        let collection = SubviewsCollection(Group { Swatches(colors: [.red, .green]); Color.blue })
        #expect(collection.count == 4)
        #expect(Set(collection.map(\.id)).count == 4, "each subview keeps an identity of its own")
        // A custom view with state stays whole, and so does one whose body is a single view.
        #expect(SubviewsCollection(Group { Counter(); Color.blue }).count == 2)
        #expect(SubviewsCollection(Group { Swatches(colors: []).frame(width: 10) }).count == 1)
    }

    @Test func aCustomContainerSeesTheViewsOfACustomViewsBody() {
        let graph = ViewGraph(rootView: Row { Swatches(colors: [.red, .green]) }, size: CGSize(width: 300, height: 100))
        #expect(graph.texts.contains("3 subviews"), "\(graph.texts)")
        let red = graph.fills(of: .red)[0], green = graph.fills(of: .green)[0], black = graph.fills(of: .black)[0]
        #expect(near(green.minX - red.maxX, 10, 0.01) && near(black.minX - green.maxX, 10, 0.01),
                "\(red) \(green) \(black)")
    }
}
