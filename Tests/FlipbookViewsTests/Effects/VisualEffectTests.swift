import Foundation
import Testing
@testable import FlipbookViews

/// `scrollTransition` and `visualEffect`: effects from where the view is, which layout never sees.
@MainActor
@Suite struct VisualEffectTests {
    struct Rows: View {
        let configuration: ScrollTransitionConfiguration
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 50)
                    ForEach(0..<6, id: \.self) { index in
                        Color.red.frame(width: 100, height: 100)
                            .scrollTransition(configuration) { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.2)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.5)
                            }
                    }
                }
            }
        }
    }

    /// Each red row as drawn: its canvas bounds and opacity, top to bottom.
    private func rows(_ graph: ViewGraph) -> [(rect: CGRect, opacity: Double)] {
        var found: [(CGRect, Double)] = []
        let red = Color.red.resolve(in: EnvironmentValues())
        func visit(_ list: DisplayList, opacity: Double) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _) where color == red:
                    found.append((path.boundingRect.boundingBox(projectedBy: item.transform) ?? .null, opacity))
                case .effect(.opacity(let value), let inner): visit(inner, opacity: opacity * value)
                case .effect(_, let inner), .list(let inner): visit(inner, opacity: opacity)
                default: break
                }
            }
        }
        visit(graph.displayList, opacity: 1)
        return found.map { (rect: $0.0, opacity: $0.1) }
    }

    @Test func interactiveTransitionsFollowThePosition() throws {
        let graph = ViewGraph(rootView: Rows(configuration: .interactive), size: CGSize(width: 200, height: 300))
        let shown = rows(graph)
        #expect(shown.count >= 3)
        #expect(shown[0].opacity == 1 && shown[0].rect.width == 100, "fully inside: the identity phase")
        // Row 2 spans 250…350 in a 300-point viewport: half in, so 1 − easeInOut(0.5) = half-way to the edge phase.
        #expect(near(shown[2].opacity, 0.6, 1e-9), "\(shown[2])")
        #expect(near(shown[2].rect.width, 75, 1e-6) && near(shown[2].rect.midY, 300, 1e-6), "scaled about its centre")
    }

    @Test func scrollingMovesRowsThroughTheirPhases() throws {
        let graph = ViewGraph(rootView: Rows(configuration: .interactive), size: CGSize(width: 200, height: 300))
        _ = graph.touchDown(at: CGPoint(x: 100, y: 200))
        for step in 1...10 {
            graph.advance(to: Double(step) / 60)
            graph.touchMove(to: CGPoint(x: 100, y: 200 - CGFloat(step) * 10))
        }
        graph.advance(to: 11.0 / 60)
        let shown = rows(graph)
        // Scrolled up 100 pt: row 2 (now 150…250) is fully in, row 0 (−50…50) half out through the top.
        #expect(shown[2].opacity == 1, "\(shown[2])")
        #expect(near(shown[0].opacity, 0.6, 1e-9), "\(shown[0])")
        graph.touchUp(at: CGPoint(x: 100, y: 100))
    }

    @Test func animatedTransitionsFlipAtTheThreshold() throws {
        let graph = ViewGraph(rootView: Rows(configuration: .animated(.linear(duration: 1))),
                              size: CGSize(width: 200, height: 300))
        let shown = rows(graph)
        #expect(shown[1].opacity == 1, "row 1 (150…250) is fully in")
        #expect(near(shown[2].opacity, 0.2, 1e-9), "row 2 is not yet fully in: the edge phase, at once")
    }

    @Test func visualEffectsReadTheViewsOwnGeometry() throws {
        let graph = ViewGraph(rootView: VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            Color.red.frame(width: 50, height: 50)
                .visualEffect { content, proxy in
                    content.offset(x: proxy.frame(in: .global).minY).opacity(proxy.size.width / 100)
                }
        }, size: CGSize(width: 200, height: 200))
        let shown = try #require(rows(graph).first)
        #expect(near(shown.opacity, 0.5, 1e-9))
        // The 90-point stack is centred (from y = 55), so the square is laid out at (75, 95): it moves right by its
        // own global minY.
        #expect(near(shown.rect.minY, 95, 1e-6) && near(shown.rect.minX, 75 + 95, 1e-6), "\(shown.rect)")
    }

    @Test func readersInsideSeeTheEffect() throws {
        // As after `offset`, a reader inside the effect finds itself where it is drawn.
        let graph = ViewGraph(rootView: GeometryReader { outer in
            GeometryReader { inner in
                Text("at \(Int(inner.frame(in: .global).minY))")
            }
            .frame(height: 40)
            .visualEffect { content, _ in content.offset(y: 100) }
        }, size: CGSize(width: 200, height: 300))
        #expect(graph.texts == ["at 100"])
    }

    struct Drop: View {
        @State var down = false
        var body: some View {
            VStack {
                Color.red.frame(width: 50, height: 50)
                    .visualEffect { [down] content, _ in content.offset(y: down ? 100 : 0) }
                Button("drop") { withAnimation(.linear(duration: 1)) { down = true } }
            }
        }
    }

    @Test func anEffectsValuesAnimateWhenWhatTheClosureCapturedChangesInAnAnimation() throws {
        let graph = ViewGraph(rootView: Drop(), size: CGSize(width: 200, height: 300))
        let rest = try #require(rows(graph).first).rect.minY
        graph.tap(label: "drop")
        graph.advance(to: 0.25)
        #expect(near(try #require(rows(graph).first).rect.minY - rest, 25, 1e-6))
        graph.advance(to: 2)
        #expect(near(try #require(rows(graph).first).rect.minY - rest, 100, 1e-6))
    }

    struct Entrance: View {
        @State var shown = false
        @State var other = 0
        var body: some View {
            Color.red.frame(width: 50, height: 50)
                .visualEffect { [shown] content, _ in content.offset(y: shown ? 0 : -100) }
                .opacity(other == 0 ? 1 : 1)
                .onAppear {
                    withAnimation(.linear(duration: 1)) { shown = true }
                    // Another change of the same body, in a slower animation: the effect's own change goes on.
                    withAnimation(.linear(duration: 4)) { other = 1 }
                }
        }
    }

    @Test func anEntranceStartedBeforeTheViewIsPlacedAnimatesFromTheFirstEffects() throws {
        let graph = ViewGraph(rootView: Entrance(), size: CGSize(width: 200, height: 200))
        let start = try #require(rows(graph).first).rect.minY
        graph.advance(to: 0.5)
        #expect(near(try #require(rows(graph).first).rect.minY - start, 50, 1e-6))
        graph.advance(to: 1)
        #expect(near(try #require(rows(graph).first).rect.minY - start, 100, 1e-6))
    }
}
