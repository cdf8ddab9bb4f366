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

    struct Files: View {
        struct File: Identifiable { let id: Int; let name: String }
        @State var asking = false
        @State var chosen: File?
        @State var opened: File?
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button("ask empty") { asking = true }
                Button("ask notes") { chosen = File(id: 1, name: "notes"); asking = true }
                Button("open") { opened = File(id: 2, name: "draft") }
                Text(log.joined(separator: ","))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .alert(Text("Remove file?"), isPresented: $asking, presenting: chosen) { file in
                Button("Remove \(file.name)", role: .destructive) { log.append("removed \(file.name)") }
            } message: { file in
                Text("\(file.name) goes to the bin.")
            }
            .fullScreenCover(item: $opened) { file in
                Button("close \(file.name)") { opened = nil }
            }
        }
    }

    /// An alert about a value shows only while the value is there, and builds its actions and message from it; a
    /// full-screen cover shows its item until it is set to nil.
    @Test func anAlertAboutAValueAndACoverForAnItem() {
        let graph = ViewGraph(rootView: Files(), size: CGSize(width: 320, height: 600))
        graph.tap(label: "ask empty")
        graph.advance(to: 0.5)
        #expect(!graph.texts.contains("Remove file?"), "no value, no alert, as in SwiftUI")
        graph.tap(label: "ask notes")
        graph.advance(to: 1)
        #expect(graph.texts.contains("Remove file?") && graph.texts.contains("notes goes to the bin."))
        graph.tap(label: "Remove notes")
        graph.advance(to: 1.5)
        #expect(!graph.texts.contains("Remove file?") && graph.texts.contains("removed notes"))
        graph.tap(label: "open")
        graph.advance(to: 2.5)
        #expect(graph.texts.contains("close draft"))
        graph.tap(label: "close draft")
        graph.advance(to: 3.5)
        #expect(!graph.texts.contains("close draft"))
    }

    /// iOS's layout: an alert's two buttons side by side, the cancelling one leading and semibold; a dialog's
    /// title hidden unless asked for, its actions in 57-point rows and a Cancel of its own on a card below.
    @Test func alertsAndDialogsAreLaidOutAsOnIOS() {
        let graph = ViewGraph(rootView: Screen(), size: CGSize(width: 320, height: 600))
        graph.tap(label: "ask")
        graph.advance(to: 0.5)
        func frame(_ text: String) -> CGRect? { graph.laidOutViews.last { $0.text == text }?.frame }
        let cancel = frame("Cancel"), delete = frame("Delete")
        #expect(cancel.map { near($0.midX, 160 - 67.5, 0.5) } == true && delete.map { near($0.midX, 160 + 67.5, 0.5) } == true,
                "\(String(describing: cancel)) \(String(describing: delete))")
        #expect(cancel.map { c in delete.map { near(c.midY, $0.midY, 0.01) } ?? false } == true, "one row")
        let weights = Dictionary(graph.textDrawings.map { ($0.string, $0.font.weight) }) { first, _ in first }
        #expect(weights["Cancel"] == 600 && weights["Delete"] == 400, "\(weights)")
        graph.tap(label: "Cancel")
        graph.advance(to: 1)
        graph.tap(label: "confirm")
        graph.advance(to: 1.5)
        #expect(!graph.texts.contains("Share"), "the title is hidden by default: \(graph.texts)")
        let copy = frame("Copy"), added = frame("Cancel")
        #expect(copy.map { near($0.midY, 600 - 8 - 57 - 8 - 28.5, 0.5) } == true, "\(String(describing: copy))")
        #expect(added.map { near($0.midY, 600 - 8 - 28.5, 0.5) } == true, "a Cancel of its own: \(String(describing: added))")
        graph.tap(label: "Cancel")
        graph.advance(to: 2)
        #expect(!graph.texts.contains("Copy"))
    }
}
