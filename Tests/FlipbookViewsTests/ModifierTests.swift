import Testing
@testable import FlipbookViews

/// 0° at both ends of 0…1 and −90° half-way, as in seed 001.
private func turn(_ v: Double) -> Angle { .degrees(180 * (abs(v - 0.5) - 0.5)) }

/// Declares animatableData but is a plain ViewModifier: SwiftUI never interpolates it, so its body only ever
/// sees 0 and 1 and the rotation inside animates 0° → 0°.
private struct PlainTurn: ViewModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View { content.rotationEffect(turn(value)) }
}

private struct AnimatedTurn: AnimatableModifier {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View { content.rotationEffect(turn(value)) }
}

private struct Turner: View {
    @State var on = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).modifier(PlainTurn(value: on ? 1 : 0))
            Color.blue.frame(width: 10, height: 10).modifier(AnimatedTurn(value: on ? 1 : 0))
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

@MainActor
@Suite struct ModifierTests {
    @Test func onlyAnimatableModifiersInterpolate() {
        let graph = ViewGraph(rootView: Turner(), size: CGSize(width: 100, height: 100))
        graph.advance(to: 0.5)
        let turns = graph.views("_RotationEffect").map { atan2($0.transform.m12, $0.transform.m11) * 180 / .pi }
        #expect(near(turns[0], 0), "the plain modifier's body saw only the end values")
        #expect(near(turns[1], -90), "the animatable modifier's body saw v = 0.5")
    }

    @Test func opacityAnimatesAndComposesAsAGroup() {
        struct Fader: View {
            @State var faded = false
            var body: some View {
                Color.red.frame(width: 10, height: 10).opacity(faded ? 0 : 1)
                    .onAppear { withAnimation(.linear(duration: 1)) { faded = true } }
            }
        }
        let graph = ViewGraph(rootView: Fader(), size: CGSize(width: 100, height: 100))
        graph.advance(to: 0.25)
        guard case .effect(.opacity(let opacity), _) = graph.displayList.items.first?.content else {
            Issue.record("expected an opacity effect")
            return
        }
        #expect(near(opacity, 0.75))
        #expect(near(graph.views("Rectangle")[0].opacity, 0.75))
    }

    @Test func invalidEffectMatricesAreIgnoredWithAWarning() {
        struct Collapse: GeometryEffect {
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(scaleX: 0, y: .nan)) }
        }
        let graph = ViewGraph(rootView: Color.red.frame(width: 10, height: 10).modifier(Collapse()),
                              size: CGSize(width: 100, height: 100))
        #expect(graph.views("Rectangle")[0].frame == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(graph.warnings.contains { $0.contains("ignoring singular matrix") })
    }

    /// A card turned edge-on (`rotation3DEffect` by 90° about y) collapses to where its centre lands and draws
    /// nothing; it used to be drawn flat, at full size, for that frame.
    @Test func aViewTurnedEdgeOnCollapsesAndIsNotDrawnFlat() {
        let graph = ViewGraph(rootView: Color.red.frame(width: 40, height: 40)
                                .rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)),
                              size: CGSize(width: 100, height: 100))
        let frame = graph.views("Rectangle")[0].frame
        #expect(frame.width < 1e-6 && frame.height < 1e-6, "\(frame)")
        #expect(near(frame.midX, 50) && near(frame.midY, 50), "\(frame)")
        #expect(graph.fills(of: .red).allSatisfy { $0.width < 1e-6 }, "\(graph.fills(of: .red))")
        #expect(graph.warnings.contains { $0.contains("ignoring singular matrix") })
    }
}

@MainActor
@Suite struct BadInputTests {
    private struct Broken: View {
        @State var value: CGFloat = 0
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10).offset(x: value)
                Circle().trim(from: 0, to: value).frame(width: 10, height: 10)
                Button("break") { withAnimation(.linear(duration: 1)) { value = .nan } }
            }
        }
    }

    /// `cornerRadius(.infinity)` asks for a capsule: it draws one, with no warning, unless asked to animate to it.
    @Test func anInfiniteCornerRadiusIsACapsuleWithoutAWarning() {
        let graph = ViewGraph(rootView: Text("Pill").padding().background(.mint).cornerRadius(.infinity),
                              size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.1)
        #expect(!graph.warnings.contains { $0.contains("not finite") }, "\(graph.warnings)")
        var clips: [Path] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .effect(.clip(let clip), let inner):
                    clips.append(clip.path)
                    visit(inner)
                case .effect(_, let inner), .list(let inner): visit(inner)
                default: break
                }
            }
        }
        visit(graph.displayList)
        let bounds = clips.first?.boundingRect ?? .null
        #expect(clips.count == 1 && bounds.height > 0)
        #expect(clips.first == Path(roundedRect: bounds, cornerRadius: bounds.height / 2, style: .circular),
                "corners of half the height: \(clips)")
    }

    private struct Rounding: View {
        @State var radius: CGFloat = 10
        var body: some View {
            VStack {
                RoundedRectangle(cornerRadius: radius).frame(width: 40, height: 20)
                Button("round") { withAnimation(.linear(duration: 1)) { radius = .infinity } }
            }
        }
    }

    @Test func animatingToAnInfiniteValueWarns() {
        let graph = ViewGraph(rootView: Rounding(), size: CGSize(width: 100, height: 100))
        #expect(!graph.warnings.contains { $0.contains("not finite") })
        graph.tap(label: "round")
        graph.advance(to: 0.5)
        #expect(graph.warnings.contains { $0.contains("not finite") }, "\(graph.warnings)")
    }

    @Test func nonFiniteAnimatableValuesJumpWithAWarningAndNeverCrash() {
        let graph = ViewGraph(rootView: Broken(), size: CGSize(width: 100, height: 100))
        graph.tap(label: "break")
        graph.advance(to: 0.5)
        #expect(!graph.isAnimating, "a non-finite change jumps instead of animating")
        #expect(graph.warnings.contains { $0.contains("not finite") })
        #expect(graph.views("_OffsetEffect")[0].transform.m31 == 45, "the NaN translation is ignored: the view stays at its layout x")
        graph.advance(to: 0.25)
        #expect(graph.time == 0.5, "time never goes backwards")
    }

    /// The well-known "animation completed" modifier: an `AnimatableModifier` whose `animatableData` `didSet`
    /// calls back when the value set equals the target. The last frame sets the final value through the setter,
    /// as every frame before it did (it used to become the model value without the setter, so nothing fired).
    @Test func theLastFrameSetsTheFinalValueThroughTheSetter() {
        struct CompletionObserver: AnimatableModifier {
            var animatableData: Double {
                didSet { if animatableData == target { DispatchQueue.main.async(execute: completion) } }
            }
            let target: Double
            let completion: @MainActor () -> Void
            init(_ value: Double, completion: @escaping @MainActor () -> Void) {
                animatableData = value
                target = value
                self.completion = completion
            }
            func body(content: Content) -> some View { content }
        }
        struct Fader: View {
            @State var opacity = 0.0
            @State var completions = 0
            var body: some View {
                Text("completed \(completions)")
                    .opacity(opacity)
                    .modifier(CompletionObserver(opacity) { completions += 1 })
                    .onAppear { withAnimation(.linear(duration: 1)) { opacity = 1 } }
            }
        }
        let graph = ViewGraph(rootView: Fader(), size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.5)
        #expect(graph.texts == ["completed 0"])
        graph.advance(to: 1.1)
        graph.advance(to: 1.2)
        #expect(graph.texts == ["completed 1"], "\(graph.texts)")
        graph.advance(to: 3)
        #expect(graph.texts == ["completed 1"], "once, when the animation ends")
    }
}
