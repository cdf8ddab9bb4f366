import Foundation
import Testing
@testable import FlipbookViews

private struct Settings: View {
    @State var isOn = false
    var tint: Color? = nil
    var disabled = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isOn).tint(tint).disabled(disabled)
            Text(isOn ? "on" : "off")
        }
        .frame(width: 300)
    }
}

/// A style pasted from an app: a check box that is a button.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }
}

@MainActor
@Suite("Toggle")
struct ToggleTests {
    private func knob(_ graph: ViewGraph) -> CGRect {
        graph.laidOutViews.first { $0.type == "Circle" }!.frame
    }

    @Test func switchSitsTrailingAndItsKnobSlidesWhenTapped() {
        let graph = ViewGraph(rootView: Settings(), size: CGSize(width: 300, height: 100))
        let off = knob(graph)
        // A 51 × 31 track at the trailing edge, the 27 pt knob 2 pt inside its left end.
        #expect(near(off.width, 27) && near(off.minX, 300 - 51 + 2))
        #expect(graph.fills(of: .systemFill).count == 1 && graph.fills(of: .green).isEmpty)
        #expect(graph.tap(at: CGPoint(x: off.midX, y: off.midY)))
        #expect(graph.texts.contains("on"))
        // The knob animates on its own (no withAnimation): part way at 0.1 s, across by 1 s.
        graph.advance(to: 0.1)
        let midway = knob(graph).minX - off.minX
        #expect(midway > 5 && midway < 19, "midway: \(midway)")
        graph.advance(to: 1)
        #expect(near(knob(graph).minX, off.minX + 20, 0.01))
        #expect(graph.fills(of: .green).count == 1, "an on switch is green")
    }

    @Test func aTouchOnTheLabelDoesNothingButTheLabelNamesTheSwitch() {
        let graph = ViewGraph(rootView: Settings(), size: CGSize(width: 300, height: 100))
        let label = graph.laidOutViews.first { $0.text == "Wi-Fi" }!.frame
        #expect(!graph.tap(at: CGPoint(x: label.midX, y: label.midY)), "iOS does not flip a switch by its label")
        #expect(graph.texts.contains("off"))
        // A script's `tap "Wi-Fi"` taps the control the label names, as a UI test does: the switch.
        let knob = knob(graph)
        let named = graph.center(ofText: "Wi-Fi")!
        #expect(near(named.x, 300 - 51 / 2) && near(named.y, knob.midY))
        #expect(graph.tap(at: named))
        #expect(graph.texts.contains("on"))
        // A text that is no control's label keeps its own centre.
        let plain = graph.laidOutViews.first { $0.text == "on" }!.frame
        #expect(graph.center(ofText: "on") == CGPoint(x: plain.midX, y: plain.midY))
    }

    @Test func tintColoursTheTrackAndDisabledSwitchesIgnoreTaps() {
        let tinted = ViewGraph(rootView: Settings(isOn: true, tint: .orange), size: CGSize(width: 300, height: 100))
        #expect(tinted.fills(of: .orange).count == 1)
        let disabled = ViewGraph(rootView: Settings(disabled: true), size: CGSize(width: 300, height: 100))
        let off = knob(disabled)
        disabled.tap(at: CGPoint(x: off.midX, y: off.midY))
        #expect(disabled.texts.contains("off"))
    }

    @Test func customStylesReceiveTheLabelAndABinding() {
        let graph = ViewGraph(rootView: Settings().toggleStyle(CheckboxStyle()), size: CGSize(width: 300, height: 100))
        #expect(graph.texts.contains("[ ]") && graph.texts.contains("Wi-Fi"))
        graph.tap(label: "[ ]")
        #expect(graph.texts.contains("[x]") && graph.texts.contains("on"))
    }
}
