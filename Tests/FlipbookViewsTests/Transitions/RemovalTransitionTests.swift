import Foundation
import Testing
@testable import FlipbookViews

private struct Removing: View {
    let transition: AnyTransition?
    var animated = true
    @State var show = true
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") {
                if animated { withAnimation(.linear(duration: 1)) { show.toggle() } } else { show.toggle() }
            }
            if show {
                if let transition {
                    Color.red.frame(width: 50, height: 50).transition(transition)
                } else {
                    Color.red.frame(width: 50, height: 50)
                }
            }
            Color.blue.frame(width: 50, height: 50)
        }
        .frame(width: 200, height: 300)
    }
}

extension ViewGraph {
    /// Every red fill drawn, with the opacity of the groups around it.
    fileprivate var redFills: [(rect: CGRect, opacity: Double)] { fillsWithOpacity(of: .red) }
}

@MainActor
@Suite("Removal transitions")
struct RemovalTransitionTests {
    private func graph(_ transition: AnyTransition?, animated: Bool = true) -> ViewGraph {
        ViewGraph(rootView: Removing(transition: transition, animated: animated), size: CGSize(width: 200, height: 300))
    }

    @Test func aRemovedViewFadesWhereItWasThenGoes() {
        for transition in [AnyTransition.opacity, nil] {
            let graph = graph(transition)
            let before = graph.redFills[0].rect
            graph.tap(label: "toggle")
            graph.advance(to: 0.5)
            let fading = graph.redFills
            #expect(fading.count == 1 && near(fading[0].opacity, 0.5, 1e-9), "\(String(describing: transition))")
            let (a, b) = (fading[0].rect, before)
            // It stays where it was in its stack, which, 50 points shorter, re-centres 25 points lower in the
            // same second as the blue square moves up: halfway there at 0.5 s.
            #expect(near(a.minX, b.minX, 1e-9) && near(a.minY, b.minY + 12.5, 1e-9) && near(a.height, b.height, 1e-9),
                    "it moves with its stack: \(a) from \(b)")
            graph.advance(to: 1.05)
            #expect(graph.redFills.isEmpty, "gone when the fade ends")
        }
    }

    @Test func theOthersCloseTheGapAtOnceWhileItLeaves() {
        let graph = graph(.opacity)
        let blue = { graph.laidOutViews.filter { $0.type == "Color" || $0.type == "Rectangle" }.last!.frame }
        let start = blue().minY
        graph.tap(label: "toggle")
        graph.advance(to: 1)
        #expect(near(blue().minY, start - 25, 0.01), "the stack is centred: the blue view moves up by half the gap")
        #expect(!graph.laidOutViews.contains { $0.frame.height == 50 && $0.frame.minY < start - 30 && $0.opacity < 1 })
    }

    @Test func aLeavingViewMovesWithTheViewThatLaidItOut() {
        struct Sliding: View {
            @State var show = true
            var body: some View {
                VStack(spacing: 0) {
                    Button("go") { withAnimation(.linear(duration: 1)) { show = false } }
                    VStack(spacing: 0) {
                        if show { Color.red.frame(width: 50, height: 50) }
                        Color.blue.frame(width: 50, height: 50)
                    }
                    .offset(x: show ? 0 : 100)
                }
                .frame(width: 300, height: 300, alignment: .top)
            }
        }
        let graph = ViewGraph(rootView: Sliding(), size: CGSize(width: 300, height: 300))
        let before = graph.redFills[0].rect
        graph.tap(label: "go")
        graph.advance(to: 0.5)
        // Halfway through the offset's animation, and its stack has not moved: 50 points right, fading.
        let leaving = graph.redFills[0]
        #expect(near(leaving.rect.minX, before.minX + 50, 1e-6) && near(leaving.rect.minY, before.minY, 1e-6), "\(leaving)")
        #expect(near(leaving.opacity, 0.5, 1e-9))
    }

    @Test func moveRemovalSlidesTowardsTheEdge() {
        let graph = graph(.move(edge: .trailing))
        let before = graph.redFills[0].rect
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        #expect(near(graph.redFills[0].rect.minX, before.minX + 25, 1e-6))
    }

    @Test func withoutAnimationAViewGoesAtOnce() {
        let graph = graph(.opacity, animated: false)
        graph.tap(label: "toggle")
        #expect(graph.redFills.isEmpty)
    }

    @Test func insertionAfterRemovalFadesInAgainWithOrWithoutATransition() {
        for transition in [AnyTransition.opacity, nil] {
            let graph = graph(transition)
            graph.tap(label: "toggle")
            graph.advance(to: 2)
            graph.tap(label: "toggle")
            graph.advance(to: 2.25)
            #expect(graph.redFills.count == 1 && near(graph.redFills[0].opacity, 0.25, 1e-9),
                    "\(String(describing: transition)): \(graph.redFills)")
            graph.advance(to: 3.5)
            #expect(graph.redFills.count == 1 && graph.redFills[0].opacity == 1)
        }
    }

    @Test func onlyTheOutermostInsertedViewFades() {
        struct Nested: View {
            @State var show = false
            var body: some View {
                VStack {
                    Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
                    if show {
                        VStack { Color.red.frame(width: 50, height: 50); Color.red.frame(width: 50, height: 50) }
                    }
                }
            }
        }
        let graph = ViewGraph(rootView: Nested(), size: CGSize(width: 200, height: 300))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        #expect(graph.redFills.count == 2 && graph.redFills.allSatisfy { near($0.opacity, 0.5, 1e-9) },
                "one fade around the inserted stack, not one per view inside: \(graph.redFills)")
    }

    @Test func aRemovalInterruptingAnInsertionTurnsBackFromWhereItIs() {
        for transition in [AnyTransition.opacity, nil] {
            let graph = graph(transition)
            graph.tap(label: "toggle")
            graph.advance(to: 2)
            graph.tap(label: "toggle")
            graph.advance(to: 2.4)
            // The label is still moving up past the square fading in, which now covers its centre and takes a
            // touch there: tap the button where it is laid out, above the square.
            #expect(graph.hitTest(graph.center(ofText: "toggle")!) == nil)
            graph.tap(at: CGPoint(x: 100, y: 100))
            graph.advance(to: 2.4 + 1.0 / 60)
            // It carries on from the 0.4 it had reached (no jump back to 1), then fades out.
            let fade = graph.redFills.map(\.opacity)
            #expect(fade.count == 1 && abs(fade[0] - 0.4) < 0.02, "from 0.4, not from 1: \(fade)")
            graph.advance(to: 4.2)
            #expect(graph.redFills.isEmpty)
        }
    }

    @Test func aViewInsertedAgainWhileLeavingComesBackFromWhereItIs() {
        for transition in [AnyTransition.opacity, nil] {
            let graph = graph(transition)
            graph.tap(label: "toggle")
            graph.advance(to: 0.4)
            graph.tap(label: "toggle")
            graph.advance(to: 0.4 + 1.0 / 60)
            // The same view turns back from the 0.6 it had faded to: one red view, no second one fading in.
            let fade = graph.redFills.map(\.opacity)
            #expect(fade.count == 1 && abs(fade[0] - 0.6) < 0.02, "\(String(describing: transition)): \(fade)")
            graph.advance(to: 2)
            #expect(graph.redFills.count == 1 && graph.redFills[0].opacity == 1)
        }
    }

    @Test func aViewBroughtBackKeepsItsState() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        struct Host: View {
            @State var show = true
            var body: some View {
                VStack {
                    Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
                    if show { Counter() }
                }
            }
        }
        let graph = ViewGraph(rootView: Host(), size: CGSize(width: 200, height: 200))
        graph.tap(label: "count 0")
        graph.tap(label: "toggle")
        graph.advance(to: 0.3)
        graph.tap(label: "toggle")
        #expect(graph.texts.contains("count 1"), "\(graph.texts)")
    }

    @Test func aLeavingViewIsDrawnByItsContainerUnderWhatCoversItAndInsideItsClip() {
        struct Covered: View {
            @State var show = true
            var body: some View {
                VStack(spacing: 0) {
                    Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
                    VStack(spacing: 0) {
                        if show { Color.red.frame(width: 50, height: 50) }
                        Color.blue.frame(width: 50, height: 50)
                    }
                    .frame(width: 60, height: 40)
                    .clipped()
                    .overlay(Color.green.frame(width: 10, height: 10))
                }
            }
        }
        let graph = ViewGraph(rootView: Covered(), size: CGSize(width: 200, height: 200))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        var order: [String] = []
        var clippedRed = false
        func visit(_ list: DisplayList, clipped: Bool) {
            for item in list.items {
                switch item.content {
                case let .fill(_, .color(color), _):
                    if color == Color.red.resolve(in: EnvironmentValues()) { order.append("red"); clippedRed = clipped }
                    if color == Color.green.resolve(in: EnvironmentValues()) { order.append("green") }
                case .effect(.clip, let nested): visit(nested, clipped: true)
                case .list(let nested), .effect(_, let nested): visit(nested, clipped: clipped)
                default: break
                }
            }
        }
        visit(graph.displayList, clipped: false)
        #expect(order == ["red", "green"], "the overlay still covers the leaving view: \(order)")
        #expect(clippedRed, "inside the clip of its container")
    }

    /// A transition whose body masks with a geometry reader (a row wiping upwards as it leaves): the reader's content
    /// is made again in the removal's transaction, so the mask slides with the animation. It used to be made in
    /// the graph's update transaction, which had no animation, and the row vanished at once.
    @Test func aGeometryReaderInATransitionsBodyAnimatesWithTheRemoval() throws {
        struct WipeUp: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.mask {
                    GeometryReader { Rectangle().offset(y: phase == .identity ? 0 : -$0.size.height) }
                }
            }
        }
        struct Rows: View {
            @State var rows = [1, 2]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(rows, id: \.self) { row in
                        Color.red.frame(width: 50, height: 60).transition(WipeUp()).rotationEffect(.zero)
                    }
                    Button("Remove") { withAnimation(.linear(duration: 1)) { _ = rows.removeFirst() } }
                }
            }
        }
        let graph = ViewGraph(rootView: Rows(), size: CGSize(width: 200, height: 300))
        graph.tap(label: "Remove")
        graph.advance(to: 0.5)
        // Halfway the leaving row's mask has slid up half the row (it covers the row's top half only); the staying
        // row's mask covers it whole.
        let masks = maskFills(graph.displayList), rows = graph.fills(of: .red)
        #expect(masks.count == 2 && rows.count == 2, "\(masks) \(rows)")
        let shifts = zip(rows, masks).map { $1.minY - $0.minY }.sorted()
        #expect(shifts.count == 2 && near(shifts[0], -30, 0.5) && near(shifts[1], 0), "\(rows) \(masks)")
        graph.advance(to: 1.5)
        #expect(graph.fills(of: .red).count == 1)
    }

    /// Canvas bounds of what the masks in `list` draw.
    private func maskFills(_ list: DisplayList) -> [CGRect] {
        var rects: [CGRect] = []
        func visit(_ list: DisplayList, inMask: Bool) {
            for item in list.items {
                switch item.content {
                case let .fill(path, _, _) where inMask:
                    rects.append(path.boundingRect.boundingBox(projectedBy: item.transform) ?? .null)
                case .effect(.mask(let mask), let nested):
                    visit(mask, inMask: true)
                    visit(nested, inMask: inMask)
                case .list(let nested), .effect(_, let nested): visit(nested, inMask: inMask)
                default: break
                }
            }
        }
        visit(list, inMask: false)
        return rects
    }

    /// Modifiers outside a conditional (`Group { if … else … }.offset(…).rotationEffect(…)`, a `clipShape`
    /// around an `AnyView` whose view changes) wrap the view leaving too, as SwiftUI applies them to each view:
    /// it fades out moved and turned as it was, crossing the view arriving. It used to be drawn at the canvas's
    /// corner, unturned, as the wrappers around it were dropped at once.
    @Test func aViewLeavingInsideModifiersOutsideItsConditionalKeepsThem() throws {
        struct Swap: View {
            @State var first = true
            var body: some View {
                VStack(spacing: 0) {
                    Button("swap") { withAnimation(.linear(duration: 1)) { first.toggle() } }
                    Group {
                        if first { Color.red.frame(width: 50, height: 50) } else { Color.blue.frame(width: 50, height: 50) }
                    }
                    .offset(x: 60)
                    .rotationEffect(.degrees(90))
                    .frame(width: 200, height: 200)
                }
            }
        }
        let graph = ViewGraph(rootView: Swap(), size: CGSize(width: 200, height: 300))
        let resting = try #require(graph.fills(of: .red).first)
        graph.tap(label: "swap")
        graph.advance(to: 0.5)
        let leaving = try #require(graph.fillsWithOpacity(of: .red).first)
        let arriving = try #require(graph.fillsWithOpacity(of: .blue).first)
        #expect(near(leaving.rect.midX, resting.midX, 1e-6) && near(leaving.rect.midY, resting.midY, 1e-6),
                "where it was, turned: \(leaving.rect) against \(resting)")
        #expect(near(arriving.rect.midX, resting.midX, 1e-6) && near(arriving.rect.midY, resting.midY, 1e-6))
        #expect(near(leaving.opacity, 0.5, 1e-6) && near(arriving.opacity, 0.5, 1e-6))
        graph.advance(to: 1.5)
        #expect(graph.fills(of: .red).isEmpty && graph.fills(of: .blue).count == 1)
    }
}
