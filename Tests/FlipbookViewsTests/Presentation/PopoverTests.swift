import Foundation
import Testing
@testable import FlipbookViews

/// Popovers on a phone: sheets, unless their content asks to stay popovers.
@MainActor
@Suite struct PopoverTests {
    struct Tip: View {
        @State var shown = false
        let adaptation: PresentationAdaptation
        let buttonY: CGFloat
        var body: some View {
            Button("Tip") { shown = true }
                .frame(width: 80, height: 40)
                .popover(isPresented: $shown) {
                    Text("a tip")
                        .frame(width: 120, height: 50)
                        .presentationCompactAdaptation(adaptation)
                }
                .position(x: 150, y: buttonY)
        }
    }

    @Test func aPopoverThatAsksToStayOnePointsAtItsSourceFromBelow() throws {
        let graph = ViewGraph(rootView: Tip(adaptation: .popover, buttonY: 100), size: CGSize(width: 300, height: 600))
        graph.tap(label: "Tip")
        graph.advance(to: 0.125)
        let bubble = try #require(graph.fillsWithOpacity(of: Color(.systemBackground)).first { $0.rect.width == 120 })
        #expect(bubble.opacity > 0.1 && bubble.opacity < 0.9, "fading in: \(bubble.opacity)")
        graph.advance(to: 1)
        let fills = graph.fills(of: Color(.systemBackground))
        // The button spans y 80…120; the arrow (11 points) hangs from its bottom, the bubble below the arrow,
        // centred on the button.
        #expect(fills.contains(CGRect(x: 90, y: 131, width: 120, height: 50)), "\(fills)")
        #expect(fills.contains(CGRect(x: 137, y: 120, width: 26, height: 11)), "the arrow: \(fills)")
        let tip = try #require(graph.laidOutViews.first { $0.text == "a tip" })
        #expect(tip.frame.midY == 156)
        // A tap outside dismisses it.
        graph.tap(at: CGPoint(x: 20, y: 500))
        graph.advance(to: 2)
        #expect(!graph.texts.contains("a tip"))
    }

    @Test func aPopoverWithoutRoomBelowOpensAboveAndOneThatDoesNotAskIsASheet() throws {
        let above = ViewGraph(rootView: Tip(adaptation: .popover, buttonY: 560), size: CGSize(width: 300, height: 600))
        above.tap(label: "Tip")
        above.advance(to: 1)
        let fills = above.fills(of: Color(.systemBackground))
        #expect(fills.contains(CGRect(x: 90, y: 540 - 11 - 50, width: 120, height: 50)), "\(fills)")
        #expect(fills.contains(CGRect(x: 137, y: 529, width: 26, height: 11)), "the arrow points down: \(fills)")

        let sheet = ViewGraph(rootView: Tip(adaptation: .sheet, buttonY: 100), size: CGSize(width: 300, height: 600))
        sheet.tap(label: "Tip")
        sheet.advance(to: 1)
        let tip = try #require(sheet.laidOutViews.first { $0.text == "a tip" })
        #expect(tip.frame.minY > 200, "in a sheet: \(tip.frame)")
    }

    @Test func thePopoversContentIsBuiltOnlyWhilePresented() throws {
        /// Code such as `popover(isPresented: $shown) { Panel(mode: mode!) }` relies on it.
        final class Builds { var whileHidden = 0, whileShown = 0 }
        struct Host: View {
            @State var shown = false
            let builds: Builds
            var body: some View {
                Button("Open") { shown = true }
                    .popover(isPresented: $shown) {
                        let _ = shown ? (builds.whileShown += 1) : (builds.whileHidden += 1)
                        Text("panel")
                    }
            }
        }
        let builds = Builds()
        let graph = ViewGraph(rootView: Host(builds: builds), size: CGSize(width: 300, height: 600))
        graph.advance(to: 0.5)
        #expect(builds.whileHidden == 0 && builds.whileShown == 0)
        graph.tap(label: "Open")
        graph.advance(to: 1.5)
        #expect(graph.texts.contains("panel"))
        #expect(builds.whileHidden == 0 && builds.whileShown > 0)
    }

    @Test func anItemPopoverShowsItsItemAndThePresenterKeepsItsState() throws {
        struct Pin: Identifiable { let id: Int }
        struct Counter: View {
            @State private var taps = 0
            @Binding var pin: Pin?
            var body: some View {
                Button("taps \(taps)") { taps += 1; pin = Pin(id: taps) }
            }
        }
        struct Host: View {
            @State var pin: Pin?
            var body: some View {
                // The counter, whose state is its own, is the view presenting.
                Counter(pin: $pin)
                    .popover(item: $pin) { pin in
                        Text("pin \(pin.id)").padding().presentationCompactAdaptation(.popover)
                    }
                    .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let graph = ViewGraph(rootView: Host(), size: CGSize(width: 300, height: 600))
        graph.tap(label: "taps 0")
        graph.advance(to: 1)
        #expect(graph.texts.contains("taps 1"), "the presenter kept its state: \(graph.texts)")
        let pin = try #require(graph.laidOutViews.first { $0.text == "pin 1" })
        let button = try #require(graph.laidOutViews.first { $0.text == "taps 1" })
        #expect(pin.frame.minY > button.frame.maxY && pin.frame.maxY < 150, "a bubble under the button: \(pin.frame)")
        graph.tap(at: CGPoint(x: 150, y: 500))
        graph.advance(to: 2)
        #expect(!graph.texts.contains("pin 1") && graph.texts.contains("taps 1"))
    }
}
