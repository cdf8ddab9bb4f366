import Foundation
import Testing
@testable import FlipbookViews

@MainActor
@Suite("Label")
struct LabelTests {
    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: 300, height: 100))
    }

    @Test func iconComesBeforeTheTitleEightPointsApart() {
        let graph = graph(Label { Text("Title") } icon: { Color.red.frame(width: 20, height: 20) })
        let title = graph.laidOutViews.first { $0.text == "Title" }!.frame
        let icon = graph.fills(of: .red)[0]
        #expect(near(title.minX - icon.maxX, 8))
        #expect(near(icon.midY, title.midY, 0.5))
    }

    @Test func stylesShowTheTitleOrTheIcon() {
        let titleOnly = graph(Label("Title", systemImage: "star.fill").labelStyle(.titleOnly))
        #expect(titleOnly.texts == ["Title"] && titleOnly.views("Image").isEmpty)
        let iconOnly = graph(Label("Title", systemImage: "star.fill").labelStyle(.iconOnly))
        #expect(!iconOnly.texts.contains("Title") && iconOnly.views("Image").count == 1)
        let both = graph(Label("Title", systemImage: "star.fill"))
        #expect(both.texts.contains("Title") && both.views("Image").count == 1)
    }

    /// iOS 26's `labelIconToTitleSpacing` sets the gap between the labels' icons and titles inside.
    @Test func theGapBetweenIconAndTitleCanBeSet() {
        let graph = graph(Label { Text("Title") } icon: { Color.red.frame(width: 20, height: 20) }
            .labelIconToTitleSpacing(20))
        let title = graph.laidOutViews.first { $0.text == "Title" }!.frame
        #expect(near(title.minX - graph.fills(of: .red)[0].maxX, 20))
        #expect(EnvironmentValues().labelIconToTitleSpacing == nil)
    }

    /// `RenameButton` runs the `renameAction` around it; `PasteButton` is drawn, and pastes nothing (there is no
    /// pasteboard). Neither compiled.
    @Test func renameAndPasteButtons() {
        struct Renaming: View {
            @State var renamed = 0
            @State var pasted = 0
            var body: some View {
                VStack {
                    Text("renamed \(renamed)")
                    RenameButton()
                    PasteButton(payloadType: String.self) { _ in pasted += 1 }
                    Text("pasted \(pasted)")
                }
                .renameAction { renamed += 1 }
            }
        }
        let graph = ViewGraph(rootView: Renaming(), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("Rename") && graph.texts.contains("Paste"))
        graph.tap(label: "Rename")
        graph.tap(label: "Paste")
        #expect(graph.texts.contains("renamed 1") && graph.texts.contains("pasted 0"), "\(graph.texts)")
    }
}
