import Foundation
import Testing
@testable import FlipbookViews

/// `redacted(reason:)`: text and images inside are drawn as placeholder blocks in their foreground colour at
/// 18 % opacity; shapes are drawn as they are; `unredacted()` and `privacySensitive()` choose what is hidden.
@MainActor
@Suite struct RedactionTests {
    /// The filled paths of the display list and their colours, in drawing order.
    private func fills(_ graph: ViewGraph) -> [(path: Path, color: Color.Resolved, transform: ProjectionTransform)] {
        var found: [(Path, Color.Resolved, ProjectionTransform)] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .fill(let path, .color(let color), _): found.append((path, color, item.transform))
                case .effect(_, let inner), .list(let inner): visit(inner)
                default: break
                }
            }
        }
        visit(graph.displayList)
        return found
    }

    @Test func eachLineOfRedactedTextIsABarInItsColour() {
        let graph = ViewGraph(
            rootView: Text("A good dog\nwho likes long walks\nand naps")
                .foregroundStyle(.red)
                .redacted(reason: .placeholder),
            size: CGSize(width: 200, height: 200))
        let bars = fills(graph)
        let text = graph.views("Text").first!
        #expect(graph.textDrawings.isEmpty, "no glyphs are drawn")
        #expect(bars.count == 3, "one bar per line: \(bars.count) for \(text.frame)")
        let red = Color.red.resolved()
        for bar in bars {
            #expect(abs(bar.color.opacity - 0.18) < 1e-6)
            #expect(bar.color.red == red.red && bar.color.green == red.green)
            let box = bar.path.boundingRect
            #expect(box.width > 20 && box.width <= text.frame.width + 0.5)
        }
        let widths = bars.map { $0.path.boundingRect.width }
        #expect(widths[1] > widths[0] && widths[0] > widths[2], "each bar as long as its line: \(widths)")
        #expect(abs(widths[1] - text.frame.width) < 0.5, "the longest line is the text's width")
        let heights = bars.map { $0.path.boundingRect.height }
        #expect(abs(heights.reduce(0, +) / CGFloat(bars.count) - text.frame.height / CGFloat(bars.count) * 0.8) < 1,
                "a bar is 80 % of its line")
    }

    @Test func imagesBecomeBlocksAndShapesStayAsTheyAre() {
        let graph = ViewGraph(
            rootView: VStack(spacing: 0) {
                Image(systemName: "star.fill").resizable().frame(width: 40, height: 30)
                Circle().fill(.blue).frame(width: 20, height: 20)
            }
            .redacted(reason: .placeholder),
            size: CGSize(width: 100, height: 100))
        let drawn = fills(graph)
        #expect(drawn.count == 2)
        #expect(drawn[0].path.boundingRect.size == CGSize(width: 40, height: 30))
        #expect(abs(drawn[0].color.opacity - 0.18) < 1e-6)
        #expect(drawn[1].color == Color.blue.resolved(), "the circle keeps its fill")
    }

    @Test func unredactedContentAndPrivacyChooseWhatIsHidden() {
        let graph = ViewGraph(
            rootView: VStack {
                Text("Shown").unredacted()
                Text("Hidden")
            }
            .redacted(reason: .placeholder),
            size: CGSize(width: 200, height: 100))
        #expect(graph.textDrawings.map(\.string) == ["Shown"])
        #expect(fills(graph).count == 1)

        let privacy = ViewGraph(
            rootView: VStack {
                Text("Balance")
                Text("$1,024").privacySensitive()
            }
            .redacted(reason: .privacy),
            size: CGSize(width: 200, height: 100))
        #expect(privacy.textDrawings.map(\.string) == ["Balance"], "only what is marked private is hidden")
        #expect(fills(privacy).count == 1)
    }

    @Test func turningRedactionOffDrawsTheTextAgain() {
        struct Loading: View {
            @State var isLoading = true
            var body: some View {
                Text("Loaded").redacted(reason: isLoading ? .placeholder : []).onTapGesture { isLoading = false }
            }
        }
        let graph = ViewGraph(rootView: Loading(), size: CGSize(width: 200, height: 100))
        #expect(graph.textDrawings.isEmpty)
        graph.tap(at: CGPoint(x: 100, y: 50))
        #expect(graph.textDrawings.map(\.string) == ["Loaded"])
        #expect(fills(graph).isEmpty)
    }
}
