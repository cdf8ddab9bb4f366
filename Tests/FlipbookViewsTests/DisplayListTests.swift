import Foundation
import Testing
@testable import FlipbookViews

@MainActor
@Suite struct DisplayListTests {
    private var scene: some View {
        ZStack {
            Circle().fill(Color.red).frame(width: 20, height: 20).opacity(0.5)
            Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 10, height: 6)
                .rotationEffect(.degrees(90))
        }
    }

    @Test func printsAsStableText() {
        let graph = ViewGraph(rootView: scene, size: CGSize(width: 40, height: 40))
        let expected = """
        group opacity 0.5
          fill #FF3B30FF [1 0 0 1 10 10] 20 10 m 20 15.523 15.523 20 10 20 c 4.477 20 0 15.523 0 10 c 0 4.477 4.477 0 10 0 c 15.523 0 20 4.477 20 10 c h
        stroke width 2 dash [4 2] #007AFFFF [0 1 -1 0 23 15] 0 0 m 10 0 l 10 6 l 0 6 l h
        """
        #expect(graph.displayList.description == expected)
    }

    @Test func roundTripsThroughJSONAndIsTheSameInEveryRun() throws {
        let graph = ViewGraph(rootView: scene, size: CGSize(width: 40, height: 40))
        let data = try JSONEncoder().encode(graph.displayList)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == graph.displayList)
        let again = ViewGraph(rootView: scene, size: CGSize(width: 40, height: 40))
        #expect(again.displayList == graph.displayList, "view ids follow creation order, not addresses")
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(try sorted.encode(again.displayList) == sorted.encode(graph.displayList))
    }

    @Test func accessibilityLabelsFindViews() {
        struct Labelled: View {
            @State var hits = 0
            var body: some View {
                VStack {
                    Button { hits += 1 } label: { Circle().frame(width: 30, height: 30) }
                        .accessibilityLabel("Dot")
                    Text("hits \(hits)")
                }
            }
        }
        let graph = ViewGraph(rootView: Labelled(), size: CGSize(width: 100, height: 100))
        graph.tap(label: "Dot")
        #expect(graph.texts.contains("hits 1"))
    }
}

@MainActor
@Suite("Text in an animated frame")
struct AnimatedTextFrameTests {
    private struct Label: View {
        @State var long = true
        var body: some View {
            Button(long ? "A much longer title" : "Short") {
                withAnimation(.linear(duration: 1)) { long.toggle() }
            }
        }
    }

    @Test func textKeepsItsLaidOutLinesWhileItsFrameAnimates() {
        let graph = ViewGraph(rootView: Label(), size: CGSize(width: 300, height: 100))
        graph.tap(label: "A much longer title")
        graph.advance(to: 0.5)
        var drawn: [(DisplayList.TextDrawing, ProjectionTransform)] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                if case .text(let text) = item.content { drawn.append((text, item.transform)) }
                if case .list(let nested) = item.content { visit(nested) }
                if case .effect(_, let nested) = item.content { visit(nested) }
            }
        }
        visit(graph.displayList)
        // The old title fades out as the new one fades in (a text's default content transition).
        #expect(drawn.map(\.0.string).sorted() == ["A much longer title", "Short"], "\(drawn.map(\.0.string))")
        guard let (text, transform) = drawn.first(where: { $0.0.string == "Short" }) else { return }
        let shown = graph.laidOutViews.first { $0.text == "Short" }!.frame
        // Drawn in its final box (one line), centred in the wider frame shown mid-animation.
        #expect(text.size.width < shown.width - 10, "\(text.size) in \(shown)")
        #expect(near(transform.m31 + text.size.width / 2, shown.midX, 1e-6))
    }
}
