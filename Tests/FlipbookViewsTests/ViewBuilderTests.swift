import Testing
@testable import FlipbookViews

private enum Mode { case a, b, c }
private struct Item: Identifiable { let id: Int; let name: String }

private struct Built: View {
    let mode: Mode
    let name: String?
    let items: [Item]
    var body: some View {
        VStack {
            switch mode {
            case .a: Text("mode a")
            case .b: Text("mode b")
            case .c: EmptyView()
            }
            if let name { Text("hello \(name)") }
            if #available(macOS 10.15, *) { Text("available") }
            ForEach(items) { item in Text(item.name) }
            Group { Text("g1"); Text("g2") }
            AnyView(Text("erased"))
        }
    }
}

private struct Mover: View {
    @State var right = false
    var body: some View {
        HStack {
            if right { Spacer() }
            Color.red.frame(width: 20, height: 20)
            if !right { Spacer() }
            Button("flip") { withAnimation(.spring(response: 0.5, dampingFraction: 1)) { right.toggle() } }
        }
        .frame(width: 300, height: 40)
    }
}

@MainActor
@Suite struct ViewBuilderTests {
    @Test func everyBuilderFormResolves() {
        let graph = ViewGraph(rootView: Built(mode: .b, name: "you", items: [Item(id: 1, name: "one"), Item(id: 2, name: "two")]),
                              size: CGSize(width: 300, height: 400))
        #expect(graph.texts == ["mode b", "hello you", "available", "one", "two", "g1", "g2", "erased"])
        let other = ViewGraph(rootView: Built(mode: .c, name: nil, items: []), size: CGSize(width: 300, height: 400))
        #expect(other.texts == ["available", "g1", "g2", "erased"])
    }

    @Test func layoutMovesAnimateAsLeafFramesAndRetargetSmoothly() {
        let graph = ViewGraph(rootView: Mover(), size: CGSize(width: 300, height: 40))
        let start = graph.views("Rectangle")[0].frame.minX
        graph.tap(label: "flip")
        graph.advance(to: 0.2)
        let midway = graph.views("Rectangle")[0].frame.minX
        #expect(midway > start + 10, "the leaf's frame animates: \(start) → \(midway)")
        graph.tap(label: "flip")
        graph.advance(to: 0.2 + 1.0 / 60)
        let after = graph.views("Rectangle")[0].frame.minX
        #expect(after > midway, "the spring keeps its velocity when sent back: \(midway) → \(after)")
        graph.advance(to: 3)
        #expect(near(graph.views("Rectangle")[0].frame.minX, start, 1e-3))
    }
}
