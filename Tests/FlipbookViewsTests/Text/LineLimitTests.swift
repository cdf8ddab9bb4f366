import Foundation
import Testing
@testable import FlipbookViews

/// `lineLimit(_:reservesSpace:)`: a text takes the height of its limit even with fewer lines.
@MainActor
@Suite struct LineLimitTests {
    struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("One").lineLimit(3)
                Text("Two").lineLimit(3, reservesSpace: true)
                Text("Three").lineLimit(1, reservesSpace: true)
            }
        }
    }

    /// Counts the measurements the text asks for.
    final class CountingMeasurer: TextMeasuring {
        let inner = ApproximateTextMeasurer()
        var count = 0
        func measure(_ string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?) -> TextMetrics {
            count += 1
            return inner.measure(string, font: font, width: width, lineLimit: lineLimit)
        }
        func characterLayout(_ string: String, runs: [DisplayList.TextRun]?, font: FontDescriptor, width: CGFloat?,
                             lineLimit: Int?, alignment: TextAlignment) -> CharacterLayout {
            inner.characterLayout(string, runs: runs, font: font, width: width, lineLimit: lineLimit,
                                  alignment: alignment)
        }
    }

    @Test func reservedLinesTakeTheirHeight() throws {
        let graph = ViewGraph(rootView: Rows(), size: CGSize(width: 300, height: 400))
        _ = graph.displayList
        let frame = { (text: String) in graph.views("Text").first { $0.text == text }?.frame ?? .null }
        let line = frame("One").height
        #expect(line > 10)
        #expect(abs(frame("Two").height - 3 * line) < 1.5, "three lines' height: \(frame("Two").height) for \(line)")
        #expect(abs(frame("Three").height - line) < 0.01)
    }

    /// Proposed less height than its lines need, a text shows the lines that fit (one at least), the last cut
    /// short: it used to run out of its frame.
    @Test func textTooTallForItsBoxShowsTheLinesThatFit() throws {
        let long = "A rather long sentence that wraps over several lines at this width"
        let graph = ViewGraph(rootView: VStack(spacing: 10) {
            Text(long).frame(width: 100, height: 45)
            Text(long).frame(width: 100, height: 5)
            Text(long).lineLimit(1).frame(width: 100, height: 200)
            Text(long).frame(width: 100)
        }, size: CGSize(width: 300, height: 600))
        let frames = graph.views("Text").map(\.frame)
        let line = frames[2].height
        try #require(frames.count == 4 && line > 10)
        #expect(abs(frames[0].height - 2 * line) < 1.5, "two lines fit in 45 pt: \(frames[0].height) for \(line)")
        #expect(abs(frames[1].height - line) < 0.01, "one line at least")
        #expect(frames[3].height > 4 * line, "unbounded, every line")
        let limits = graph.textDrawings.map(\.lineLimit)
        #expect(limits == [2, 1, 1, nil], "drawn with the lines that fit: \(limits)")
    }

    /// `truncationMode` reaches the drawing: the ellipsis at the start or in the middle (the end by default).
    @Test func truncationModeTellsTheDrawingWhereTheEllipsisGoes() {
        let long = "A rather long sentence that cannot fit"
        let graph = ViewGraph(rootView: VStack {
            Text(long).lineLimit(1)
            Text(long).lineLimit(1).truncationMode(.head)
            Text(long).lineLimit(1).truncationMode(.middle)
        }.frame(width: 100), size: CGSize(width: 300, height: 300))
        #expect(graph.textDrawings.map(\.truncation) == [nil, .head, .middle])
        #expect(EnvironmentValues().truncationMode == .tail)
    }

    /// Drawing a text frame after frame does not measure it again: the line limit it is drawn with is kept
    /// while its box and text stay the same.
    @Test func drawingASettledTextDoesNotMeasureItAgain() {
        let measurer = CountingMeasurer()
        struct Moving: View {
            @State var x: CGFloat = 0
            var body: some View {
                Text("A rather long title that wraps").frame(width: 80, height: 30).offset(x: x)
                    .onAppear { withAnimation(.linear(duration: 1)) { x = 100 } }
            }
        }
        let graph = ViewGraph(rootView: Moving(), size: CGSize(width: 300, height: 300), textMeasurer: measurer)
        graph.advance(to: 0.1)
        _ = graph.displayList
        let before = measurer.count
        for step in 2...5 {
            graph.advance(to: Double(step) / 10)
            _ = graph.displayList
        }
        #expect(measurer.count == before, "measured \(measurer.count - before) more times over four frames")
    }

    /// A text that fits the height it is proposed is measured once for that proposal, not once to learn it
    /// fits and again for its size.
    @Test func textThatFitsItsHeightIsMeasuredOnce() {
        let measurer = CountingMeasurer()
        let graph = ViewGraph(rootView: Text("Short").frame(width: 120, height: 60),
                              size: CGSize(width: 300, height: 300), textMeasurer: measurer)
        #expect(graph.views("Text").first?.frame.width ?? 0 > 10)
        #expect(measurer.count == 1, "laying out measured \(measurer.count) times")
    }
}
