import Foundation
import Testing
@testable import FlipbookViews

/// Symbol effects at exact times: Flipbook's poses (README), on a plain 20-point square.
@MainActor
@Suite struct SymbolEffectTests {
    struct Host<Content: View>: View {
        @State var count = 0
        @State var active = false
        let content: (Int, Bool) -> Content
        var body: some View {
            VStack {
                content(count, active)
                Button("bump") { count += 1 }
                Button("toggle") { active.toggle() }
            }
        }
    }

    /// The red square as drawn: its canvas bounds, opacity and blur.
    private func square(_ graph: ViewGraph) -> (rect: CGRect, opacity: Double, blur: CGFloat)? {
        var found: (CGRect, Double, CGFloat)?
        let red = Color.red.resolve(in: EnvironmentValues())
        func visit(_ list: DisplayList, opacity: Double, blur: CGFloat) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _) where color == red:
                    found = (path.boundingRect.boundingBox(projectedBy: item.transform) ?? .null, opacity, blur)
                case .effect(.opacity(let value), let inner): visit(inner, opacity: opacity * value, blur: blur)
                case .effect(.blur(let radius), let inner): visit(inner, opacity: opacity, blur: radius)
                case .effect(_, let inner), .list(let inner): visit(inner, opacity: opacity, blur: blur)
                default: break
                }
            }
        }
        visit(graph.displayList, opacity: 1, blur: 0)
        return found.map { (rect: $0.0, opacity: $0.1, blur: $0.2) }
    }

    private func graph<C: View>(_ content: @escaping (Int, Bool) -> C) -> ViewGraph {
        ViewGraph(rootView: Host(content: content), size: CGSize(width: 200, height: 200))
    }

    private var red: some View { Color.red.frame(width: 20, height: 20) }

    /// Every symbol drawn, with the opacity it is drawn at.
    private func symbols(_ graph: ViewGraph) -> [(glyph: String, opacity: Double)] {
        var found: [(glyph: String, opacity: Double)] = []
        func visit(_ list: DisplayList, opacity: Double) {
            for item in list.items {
                switch item.content {
                case .symbol(let symbol): found.append((symbol.glyph, opacity))
                case .effect(.opacity(let value), let inner): visit(inner, opacity: opacity * value)
                case .effect(_, let inner), .list(let inner): visit(inner, opacity: opacity)
                default: break
                }
            }
        }
        visit(graph.displayList, opacity: 1)
        return found
    }

    @Test func bounceScalesUpAndBackOncePerChange() throws {
        let graph = graph { count, _ in self.red.symbolEffect(.bounce, value: count) }
        let rest = try #require(square(graph)).rect
        graph.advance(to: 0.1)
        #expect(try #require(square(graph)).rect == rest, "nothing plays before the value changes")
        graph.tap(label: "bump")
        graph.advance(to: 0.35)
        let peak = try #require(square(graph)).rect
        #expect(near(peak.width, 24, 1e-6) && near(peak.midX, rest.midX, 1e-6), "+20 % half-way, about the centre")
        graph.advance(to: 0.7)
        #expect(try #require(square(graph)).rect == rest)
        graph.tap(label: "bump")
        graph.advance(to: 0.95)
        #expect(near(try #require(square(graph)).rect.width, 24, 1e-6), "again on the next change")
        let down = self.graph { count, _ in self.red.symbolEffect(.bounce.down, options: .repeat(2).speed(2), value: count) }
        down.tap(label: "bump")
        down.advance(to: 0.125)
        #expect(near(try #require(square(down)).rect.width, 16, 1e-6), "down: −20 %, twice as fast")
        down.advance(to: 0.375)
        #expect(near(try #require(square(down)).rect.width, 16, 1e-6), "the second play")
        down.advance(to: 0.6)
        #expect(near(try #require(square(down)).rect.width, 20, 1e-6))
    }

    /// Options chain as in SwiftUI: `.speed(2).repeating`, `.repeat(3).nonRepeating`.
    @Test func optionsChain() {
        let fast = SymbolEffectOptions.speed(2).repeating
        #expect(fast.speedFactor == 2 && fast.repetition == .continuous && !fast.playsOnce)
        let once = SymbolEffectOptions.repeat(3).nonRepeating
        #expect(once.playsOnce && once.repetition == nil)
        #expect(SymbolEffectOptions.repeating == SymbolEffectOptions.default.repeating)
    }

    @Test func pulseRepeatsWhileActive() throws {
        let graph = graph { _, active in self.red.symbolEffect(.pulse, isActive: active) }
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        #expect(near(try #require(square(graph)).opacity, 0.3, 1e-9))
        graph.advance(to: 1.5)
        #expect(near(try #require(square(graph)).opacity, 0.3, 1e-9), "the second cycle")
        graph.tap(label: "toggle")
        graph.advance(to: 1.6)
        #expect(try #require(square(graph)).opacity == 1, "stopped")
        let once = self.graph { _, active in self.red.symbolEffect(.pulse, options: .nonRepeating, isActive: active) }
        once.tap(label: "toggle")
        once.advance(to: 1.5)
        #expect(try #require(square(once)).opacity == 1)
    }

    @Test func heldEffectsEaseToTheirPoseWithoutMovingLayout() throws {
        let graph = graph { _, active in self.red.symbolEffect(.scale.up, isActive: active) }
        let rest = try #require(square(graph)).rect
        let button = graph.views("Text").first?.frame
        graph.tap(label: "toggle")
        graph.advance(to: 0.125)
        #expect(near(try #require(square(graph)).rect.width, 22, 1e-6), "half-way through a 0.25 s ease")
        graph.advance(to: 0.5)
        #expect(near(try #require(square(graph)).rect.width, 24, 1e-6))
        #expect(graph.views("Text").first?.frame == button, "layout keeps the square's own size")
        #expect(near(try #require(square(graph)).rect.midY, rest.midY, 1e-6))

        let hiding = self.graph { _, active in self.red.symbolEffect(.disappear, isActive: active) }
        hiding.tap(label: "toggle")
        hiding.advance(to: 0.5)
        #expect(try #require(square(hiding)).opacity == 0)
        let showing = self.graph { _, active in self.red.symbolEffect(.appear, isActive: active) }
        #expect(try #require(square(showing)).opacity == 0, "appear: hidden while inactive")
        showing.tap(label: "toggle")
        showing.advance(to: 0.5)
        #expect(try #require(square(showing)).opacity == 1)
    }

    @Test func rotateAndWiggleTurn() throws {
        let graph = graph { count, _ in self.red.symbolEffect(.rotate, value: count) }
        let rest = try #require(square(graph)).rect
        graph.tap(label: "bump")
        graph.advance(to: 0.25)
        // An eased quarter of the time is 0.15625 of a turn: 56.25°, so the box grows to 20·(cos + sin).
        let angle = 2 * Double.pi * 0.15625
        #expect(near(try #require(square(graph)).rect.width, 20 * (cos(angle) + sin(angle)), 1e-6))
        graph.advance(to: 1.1)
        #expect(try #require(square(graph)).rect == rest)

        let wiggle = self.graph { count, _ in self.red.symbolEffect(.wiggle.right, value: count) }
        let start = try #require(square(wiggle)).rect
        wiggle.tap(label: "bump")
        wiggle.advance(to: 0.1)
        // 4 pt · sin(4π · 0.125) · (1 − 0.125).
        #expect(near(try #require(square(wiggle)).rect.minX - start.minX, 3.5, 1e-6))
    }

    @Test func blurReplaceFadesBlursAndScales() throws {
        let graph = graph { _, active in
            VStack { if active { self.red.transition(.blurReplace) } }
                .frame(height: 40)
                .animation(.linear(duration: 1), value: active)
        }
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let half = try #require(square(graph))
        #expect(near(half.opacity, 0.5, 1e-9) && near(half.blur, 3.5, 1e-9) && near(half.rect.width, 19, 1e-6),
                "from opacity 0, blur 7, scale 0.9 half-way to the identity: \(half)")
    }

    @Test func symbolsReplaceEachOther() throws {
        let graph = graph { count, _ in
            Image(systemName: count == 0 ? "heart" : "heart.fill")
                .contentTransition(.symbolEffect(.replace))
                .animation(.linear(duration: 1), value: count)
        }
        graph.tap(label: "bump")
        graph.advance(to: 0.25)
        var drawn = symbols(graph)
        #expect(drawn.count == 1 && near(drawn.first?.opacity ?? 0, 0.5, 1e-9), "the old symbol half gone: \(drawn)")
        graph.advance(to: 0.75)
        drawn = symbols(graph)
        #expect(drawn.count == 1 && near(drawn.first?.opacity ?? 0, 0.5, 1e-9), "the new one half in: \(drawn)")
    }

    /// Without a content transition of its own, a symbol swapped in an animated transaction cross-fades, as
    /// SwiftUI's default falls back to opacity where paths do not interpolate; `.identity` swaps at once.
    @Test func symbolsCrossFadeByDefault() throws {
        func opacities(_ transition: ContentTransition?) -> [Double] {
            let graph = graph { count, _ in
                Image(systemName: count == 0 ? "heart" : "heart.fill")
                    .modifier(OptionalContentTransition(transition: transition))
                    .animation(.linear(duration: 1), value: count)
            }
            graph.tap(label: "bump")
            graph.advance(to: 0.25)
            return symbols(graph).map(\.opacity)
        }
        let fading = opacities(nil)
        #expect(fading.count == 2 && near(fading[0], 0.75) && near(fading[1], 0.25), "\(fading)")
        #expect(opacities(.identity) == [1])
    }

    private struct OptionalContentTransition: ViewModifier {
        let transition: ContentTransition?
        func body(content: Content) -> some View {
            if let transition { content.contentTransition(transition) } else { content }
        }
    }

    @Test func aMagicReplaceDrawsItsFallback() throws {
        // The stand-in glyphs share no layers, so magic replace is its fallback: with `.offUp`, the old symbol
        // is gone at once.
        let graph = graph { count, _ in
            Image(systemName: count == 0 ? "heart" : "heart.fill")
                .contentTransition(.symbolEffect(.replace.magic(fallback: .offUp.byLayer)))
                .animation(.linear(duration: 1), value: count)
        }
        graph.tap(label: "bump")
        graph.advance(to: 0.25)
        let opacities = symbols(graph).map(\.opacity)
        #expect(opacities.allSatisfy { $0 == 0 }, "the old symbol vanished, the new one not in yet: \(opacities)")
        #expect(MagicReplaceSymbolEffect(fallback: .downUp) == ReplaceSymbolEffect().magic(fallback: .downUp))
    }

    @Test func anAutomaticEffectReplacesAsReplaceDoes() throws {
        // `.automatic` as a content transition is the default replace: the old symbol half gone a quarter in.
        let graph = graph { count, _ in
            Image(systemName: count == 0 ? "heart" : "heart.fill")
                .contentTransition(.symbolEffect(.automatic))
                .animation(.linear(duration: 1), value: count)
        }
        graph.tap(label: "bump")
        graph.advance(to: 0.25)
        let drawn = symbols(graph)
        #expect(drawn.count == 1 && near(drawn.first?.opacity ?? 0, 0.5, 1e-9), "\(drawn)")
        #expect(SymbolEffectTransition.symbolEffect(.automatic).hidden == AppearSymbolEffect().hidden,
                "as a transition it appears and disappears")
    }
}
