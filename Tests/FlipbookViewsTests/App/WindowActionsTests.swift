import Foundation
import Testing
@testable import FlipbookViews

/// `openWindow` and `dismissWindow`: a host has one window, so what they ask is recorded in its warnings.
@MainActor
@Suite struct WindowActionsTests {
    private struct Opener: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow
        @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
        var body: some View {
            VStack {
                Button("Open") { openWindow(id: "inspector") }
                Button("Open 7") { openWindow(value: 7) }
                Button("Close") { dismissWindow(id: "inspector") }
                Text(supportsMultipleWindows ? "many" : "one")
            }
        }
    }

    @Test func windowRequestsAreRecorded() {
        let graph = ViewGraph(rootView: Opener(), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("one"))
        graph.tap(label: "Open")
        graph.tap(label: "Open 7")
        graph.tap(label: "Close")
        #expect(graph.warnings.contains("Opening window inspector"), "\(graph.warnings)")
        #expect(graph.warnings.contains("Opening window for 7") && graph.warnings.contains("Closing window inspector"))
    }

    /// visionOS's glass background: the regular glass in a 24-point rounded rectangle behind the view.
    @Test func aGlassBackgroundIsDrawnBehindTheView() throws {
        let graph = ViewGraph(rootView: Text("glass").padding().glassBackgroundEffect(),
                              size: CGSize(width: 200, height: 100))
        let text = try #require(graph.laidOutViews.first { $0.text == "glass" }).frame
        let glass = graph.fills { $0.red == 1 && $0.green == 1 && $0.blue == 1 && $0.opacity < 1 }
        #expect(glass.contains { near($0.width, text.width + 32, 0.5) && near($0.height, text.height + 32, 0.5) },
                "\(glass) \(text)")
        let none = ViewGraph(rootView: Text("glass").padding().glassBackgroundEffect(displayMode: .never),
                             size: CGSize(width: 200, height: 100))
        #expect(none.fills { $0.red == 1 && $0.green == 1 && $0.blue == 1 && $0.opacity < 1 }.isEmpty)
    }
}
