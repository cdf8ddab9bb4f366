import Foundation
import Testing
@testable import FlipbookViews

/// `contentTransition` on text: numeric rolls, cross-fades and the identity, at exact times.
@MainActor
@Suite struct ContentTransitionTests {
    struct Counter: View {
        let transition: ContentTransition
        @State var count = 9
        var body: some View {
            VStack {
                Text("\(count)").font(.system(size: 40)).contentTransition(transition)
                Button("up") { withAnimation(.linear(duration: 1)) { count += 1 } }
                Button("down") { withAnimation(.linear(duration: 1)) { count -= 1 } }
                Button("jump") { count += 5 }
            }
        }
    }

    /// Every text drawn: its string, where its box's top left lands, and the opacity and blur around it.
    struct Glyph: Equatable {
        var string: String
        var origin: CGPoint
        var opacity: Double
        var blur: CGFloat
    }

    private func glyphs(_ graph: ViewGraph) -> [Glyph] {
        var result: [Glyph] = []
        func visit(_ list: DisplayList, opacity: Double, blur: CGFloat) {
            for item in list.items {
                switch item.content {
                case .text(let text) where text.font.size == 40:
                    result.append(Glyph(string: text.string, origin: item.transform.projecting(.zero) ?? .zero,
                                        opacity: opacity, blur: blur))
                case .effect(.opacity(let value), let inner): visit(inner, opacity: opacity * value, blur: blur)
                case .effect(.blur(let radius), let inner): visit(inner, opacity: opacity, blur: radius)
                case .effect(_, let inner), .list(let inner): visit(inner, opacity: opacity, blur: blur)
                default: break
                }
            }
        }
        visit(graph.displayList, opacity: 1, blur: 0)
        return result
    }

    @Test func numericTextRollsTheChangedDigits() throws {
        let graph = ViewGraph(rootView: Counter(transition: .numericText(value: 9)), size: CGSize(width: 200, height: 300))
        let top = try #require(glyphs(graph).first).origin.y
        graph.tap(label: "up")
        graph.advance(to: 0.5)
        let shown = glyphs(graph)
        // "9" → "10": both characters of 10 arrive from below, half-way, faded half and blurred; the 9 leaves up.
        let nine = try #require(shown.first { $0.string == "9" })
        let zero = try #require(shown.first { $0.string == "0" })
        let one = try #require(shown.first { $0.string == "1" })
        #expect(near(nine.opacity, 0.5) && near(zero.opacity, 0.5) && near(one.opacity, 0.5))
        #expect(near(nine.blur, 3) && near(zero.blur, 3), "0.15 em × half-way")
        // Scaled 0.8 around its centre: the box's top moves down by a tenth of its height.
        let height = try #require(graph.views("Text").first { $0.text == "10" }).frame.height
        #expect(near(zero.origin.y, top + 10 + height * 0.1, 0.01), "arriving from 20 pt below, half-way: \(zero.origin.y)")
        #expect(near(nine.origin.y, top - 10 + height * 0.1, 0.01), "leaving upwards: \(nine.origin.y)")
        graph.advance(to: 1.1)
        #expect(glyphs(graph).map(\.string) == ["10"], "done: the whole text again")
    }

    struct Headline: View {
        @State var first = true
        var body: some View {
            VStack {
                Text(first ? "Keep an eye on your workout." : "Maintain your cardio fitness.")
                    .font(.system(size: 40)).multilineTextAlignment(.center).contentTransition(.numericText())
                    .frame(width: 300)
                Button("next") { withAnimation(.linear(duration: 1)) { first.toggle() } }
            }
        }
    }

    /// A numeric transition on a text that wraps cross-fades the two texts, lines and all (it used to roll
    /// characters along one line, squeezed and cut into the box of the wrapped text).
    @Test func aWrappedTextCrossFadesItsLines() throws {
        let graph = ViewGraph(rootView: Headline(), size: CGSize(width: 400, height: 400))
        graph.tap(label: "next")
        graph.advance(to: 0.25)
        let shown = glyphs(graph)
        #expect(shown.map(\.string) == ["Keep an eye on your workout.", "Maintain your cardio fitness."])
        #expect(near(shown[0].opacity, 0.75) && near(shown[1].opacity, 0.25))
    }

    @Test func countingDownReversesTheRoll() throws {
        let graph = ViewGraph(rootView: Counter(transition: .numericText(countsDown: true)), size: CGSize(width: 200, height: 300))
        let top = try #require(glyphs(graph).first).origin.y
        graph.tap(label: "down")
        graph.advance(to: 0.5)
        let eight = try #require(glyphs(graph).first { $0.string == "8" })
        let height = try #require(graph.views("Text").first { $0.text == "8" }).frame.height
        #expect(near(eight.origin.y, top - 10 + height * 0.1, 0.01), "arriving from above")
    }

    @Test func opacityCrossFadesAndIdentitySwaps() throws {
        let fading = ViewGraph(rootView: Counter(transition: .opacity), size: CGSize(width: 200, height: 300))
        fading.tap(label: "up")
        fading.advance(to: 0.25)
        let shown = glyphs(fading)
        #expect(shown.map(\.string) == ["9", "10"])
        #expect(near(shown[0].opacity, 0.75) && near(shown[1].opacity, 0.25))

        let swapping = ViewGraph(rootView: Counter(transition: .identity), size: CGSize(width: 200, height: 300))
        swapping.tap(label: "up")
        swapping.advance(to: 0.25)
        #expect(glyphs(swapping).map(\.string) == ["10"])

        let unanimated = ViewGraph(rootView: Counter(transition: .numericText()), size: CGSize(width: 200, height: 300))
        unanimated.tap(label: "jump")
        unanimated.advance(to: 0.1)
        #expect(glyphs(unanimated).map(\.string) == ["14"], "no animation, no transition")
    }

    private struct PlainCounter: View {
        @State var count = 9
        var body: some View {
            VStack {
                Text("\(count)").font(.system(size: 40))
                Button("up") { withAnimation(.linear(duration: 1)) { count += 1 } }
            }
        }
    }

    /// With no `contentTransition` of its own, a text whose string changes in an animated transaction cross-fades,
    /// as SwiftUI's default content transition does (the old string fades out while the new fades in); it used to
    /// swap at once.
    @Test func aTextCrossFadesByDefault() {
        let graph = ViewGraph(rootView: PlainCounter(), size: CGSize(width: 200, height: 300))
        graph.tap(label: "up")
        graph.advance(to: 0.25)
        let shown = glyphs(graph)
        #expect(shown.map(\.string) == ["9", "10"])
        #expect(shown.count == 2 && near(shown[0].opacity, 0.75) && near(shown[1].opacity, 0.25))
        graph.advance(to: 1.1)
        #expect(glyphs(graph).map(\.string) == ["10"])
    }
}
