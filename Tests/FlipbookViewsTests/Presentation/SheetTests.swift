import Foundation
import Testing
@testable import FlipbookViews

/// Sheets slide up over a dimmed backdrop, and `dismiss` slides them back down.
@MainActor
@Suite struct SheetTests {
    final class Log: @unchecked Sendable { var dismissed = 0 }

    struct Screen: View {
        let log: Log
        @State var showing = false
        var body: some View {
            VStack {
                Button("show") { showing = true }
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showing, onDismiss: { log.dismissed += 1 }) { Details() }
        }
    }

    struct Details: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            VStack {
                Text(isPresented ? "details" : "?")
                Button("close") { dismiss() }
            }
        }
    }

    private func top(_ graph: ViewGraph) -> CGFloat? { graph.views("Text").first { $0.text == "details" }?.frame.minY }

    @Test func aSheetSlidesUpAndIsDismissed() throws {
        let log = Log()
        let graph = ViewGraph(rootView: Screen(log: log), size: CGSize(width: 300, height: 600))
        graph.tap(label: "show")
        graph.advance(to: 0.1)
        let rising = try #require(top(graph))
        graph.advance(to: 2)
        let rest = try #require(top(graph))
        #expect(rising > rest + 100, "sliding up from below: \(rising) then \(rest)")
        #expect(graph.fills { $0.opacity > 0.15 && $0.opacity < 0.25 && $0.red < 0.01 }.count == 1, "the dimmed backdrop")
        graph.tap(label: "close")
        graph.advance(to: 4)
        #expect(top(graph) == nil && log.dismissed == 1)
    }
}
