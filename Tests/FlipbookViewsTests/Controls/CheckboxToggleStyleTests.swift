import Foundation
import Testing
@testable import FlipbookViews

/// macOS's checkbox toggle: a tinted, checked square while on; a tap toggles it.
@MainActor
@Suite struct CheckboxToggleStyleTests {
    private struct Check: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Toggle("Remember me", isOn: $isOn).toggleStyle(.checkbox)
                Text(isOn ? "on" : "off")
            }
        }
    }

    @Test func aTapChecksTheBox() throws {
        let graph = ViewGraph(rootView: Check(), size: CGSize(width: 300, height: 200))
        #expect(graph.texts.contains("off") && graph.symbolDrawings.isEmpty)
        let label = try #require(graph.laidOutViews.first { $0.text == "Remember me" }).frame
        let box = try #require(graph.fills { $0.red == 1 && $0.green == 1 && $0.blue == 1 }
            .first { near($0.width, 14) })
        #expect(near(box.maxX + 6, label.minX, 0.5), "the box before the label: \(box) \(label)")
        graph.tap(label: "Remember me")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("on") && graph.symbolDrawings.count == 1, "the checkmark")
        #expect(graph.fills { $0.blue > 0.9 && $0.red < 0.1 }.contains { near($0.width, 14) }, "tinted")
    }
}
