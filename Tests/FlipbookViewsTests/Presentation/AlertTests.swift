import Foundation
import Testing
@testable import FlipbookViews

/// Alerts and confirmation dialogs: shown while their binding is true, closed by any of their buttons.
@MainActor
@Suite struct AlertTests {
    struct Screen: View {
        @State var asking = false
        @State var confirming = false
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button("ask") { asking = true }
                Button("confirm") { confirming = true }
                Text(log.joined(separator: ","))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .alert("Delete?", isPresented: $asking) {
                Button("Delete", role: .destructive) { log.append("deleted") }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog("Share", isPresented: $confirming) {
                Button("Copy") { log.append("copied") }
            }
        }
    }

    @Test func anAlertsButtonsRunAndClose() {
        let graph = ViewGraph(rootView: Screen(), size: CGSize(width: 320, height: 600))
        graph.tap(label: "ask")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("Delete?") && graph.texts.contains("This cannot be undone."))
        graph.tap(label: "Delete")
        graph.advance(to: 1)
        #expect(!graph.texts.contains("Delete?") && graph.texts.contains("deleted"))
        graph.tap(label: "confirm")
        graph.advance(to: 1.5)
        let copy = graph.views("Text").first { $0.text == "Copy" }?.frame
        #expect(copy.map { $0.minY > 400 } == true, "a dialog sits at the bottom")
        graph.tap(label: "Copy")
        graph.advance(to: 2)
        #expect(!graph.texts.contains("Share") && graph.texts.contains("deleted,copied"))
    }
}
