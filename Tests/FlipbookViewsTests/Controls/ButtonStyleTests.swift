import Foundation
import Testing
@testable import FlipbookViews

/// Button styles: a finger down presses the button (`configuration.isPressed`), lifting it inside triggers.
@MainActor
@Suite struct ButtonStyleTests {
    struct Squish: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: 100, height: 40)
                .background(Color.orange)
                .scaleEffect(configuration.isPressed ? 0.5 : 1)
                .animation(.linear(duration: 0.2), value: configuration.isPressed)
        }
    }

    struct Pad: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Button("Press") { taps += 1 }.buttonStyle(Squish())
                Text("taps \(taps)")
            }
        }
    }

    private func orange(_ graph: ViewGraph) -> CGRect {
        graph.fills(of: .orange).first ?? .null
    }

    @Test func pressingAnimatesTheStyleAndLiftingTriggers() throws {
        let graph = ViewGraph(rootView: Pad(), size: CGSize(width: 300, height: 200))
        let rest = orange(graph)
        #expect(rest.width == 100)
        let centre = CGPoint(x: rest.midX, y: rest.midY)
        #expect(graph.touchDown(at: centre))
        graph.advance(to: 0.1)
        #expect(near(orange(graph).width, 75, 1e-6), "half-way to 0.5 while held")
        graph.advance(to: 0.3)
        #expect(near(orange(graph).width, 50, 1e-6))
        #expect(graph.texts.contains("taps 0"), "nothing triggers until the finger lifts")
        graph.touchUp(at: centre)
        graph.advance(to: 0.4)
        #expect(graph.texts.contains("taps 1"))
        #expect(near(orange(graph).width, 75, 1e-6), "released: on its way back")
        // A finger that slides off and lifts outside cancels.
        _ = graph.touchDown(at: centre)
        graph.touchMove(to: CGPoint(x: 290, y: 190))
        graph.touchUp(at: CGPoint(x: 290, y: 190))
        graph.advance(to: 1)
        #expect(graph.texts.contains("taps 1"))
        // A tap (down and up at once) triggers too.
        graph.tap(at: centre)
        graph.advance(to: 1.1)
        #expect(graph.texts.contains("taps 2"))
    }

    @Test func builtInStylesDrawTheirChrome() throws {
        let prominent = ViewGraph(rootView: Button("Go") {}.buttonStyle(.borderedProminent).tint(.green),
                                  size: CGSize(width: 200, height: 100))
        let fill = try #require(prominent.fills(of: .green).first)
        #expect(fill.width > 40 && fill.height > 30, "a tinted rounded background: \(fill)")
        let accented = ViewGraph(rootView: Button("Go") {}.buttonStyle(.borderedProminent).accentColor(.green),
                                 size: CGSize(width: 200, height: 100))
        #expect(accented.fills(of: .green) == prominent.fills(of: .green), "accentColor is the older tint")
        let plain = ViewGraph(rootView: Button("Go") {}.buttonStyle(.plain), size: CGSize(width: 200, height: 100))
        let colors = plain.textDrawings.map(\.color)
        #expect(colors == [Color.primary.resolve(in: EnvironmentValues())], "plain: the label's own colour")
        // Disabled, a prominent button is grey: the tertiary fill behind the tertiary label colour, no tint.
        let disabled = ViewGraph(rootView: Button("Go") {}.buttonStyle(.borderedProminent).tint(.green).disabled(true),
                                 size: CGSize(width: 200, height: 100))
        #expect(disabled.fills(of: .green).isEmpty)
        #expect(disabled.fills(of: Color(.tertiarySystemFill)).first.map { $0.width > 40 } == true)
        #expect(disabled.textDrawings.map(\.color) == [Color(.tertiaryLabel).resolve(in: EnvironmentValues())])
    }

    struct DoubleTap: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    @Test func primitiveStylesDecideWhenToTrigger() {
        struct Doubled: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Twice") { taps += 1 }.buttonStyle(DoubleTap())
                    Text("taps \(taps)")
                }
            }
        }
        let graph = ViewGraph(rootView: Doubled(), size: CGSize(width: 200, height: 200))
        graph.tap(label: "Twice")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("taps 0"))
        graph.tap(label: "Twice")
        graph.advance(to: 0.55)
        graph.tap(label: "Twice")
        graph.advance(to: 0.7)
        #expect(graph.texts.contains("taps 1"))
    }
}
