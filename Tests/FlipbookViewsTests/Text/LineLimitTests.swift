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

    @Test func reservedLinesTakeTheirHeight() throws {
        let graph = ViewGraph(rootView: Rows(), size: CGSize(width: 300, height: 400))
        _ = graph.displayList
        let frame = { (text: String) in graph.views("Text").first { $0.text == text }?.frame ?? .null }
        let line = frame("One").height
        #expect(line > 10)
        #expect(abs(frame("Two").height - 3 * line) < 1.5, "three lines' height: \(frame("Two").height) for \(line)")
        #expect(abs(frame("Three").height - line) < 0.01)
    }
}
