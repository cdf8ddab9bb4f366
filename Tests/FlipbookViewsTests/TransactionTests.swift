import Testing
@testable import FlipbookViews

private struct Scoped: View {
    @State var a = false
    @State var b = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: a ? 100 : 0)
                .animation(.linear(duration: 1), value: a)
            Color.blue.frame(width: 10, height: 10).offset(x: b ? 100 : 0)
                .animation(.linear(duration: 1), value: a)
            Button("a") { a.toggle() }
            Button("both") { a.toggle(); b.toggle() }
        }
    }
}

private struct Completing: View {
    @State var on = false
    @State var done = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).opacity(on ? 1 : 0.2)
            Text("done \(done)")
            Button("go") {
                withAnimation(.easeIn(duration: 0.5)) { on.toggle() } completion: { done += 1 }
            }
            Button("jump") {
                withAnimation(.easeIn(duration: 0.5)) {
                    withAnimation(nil) { on.toggle() }
                } completion: { done += 10 }
            }
        }
    }
}

private struct Deprecated: View {
    @State var x: CGFloat = 0
    var body: some View {
        VStack {
            Color.green.frame(width: 10, height: 10).offset(x: x).animation(.linear(duration: 1))
            Button("move") { x = 100 }
        }
    }
}

/// Two `withAnimation` blocks in one action, as in the seed's rotating card.
private struct TwoBlocks: View {
    @State var fast = false
    @State var slow = false
    @State var readBack = "none"
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: fast ? 100 : 0)
            Color.blue.frame(width: 10, height: 10).offset(x: slow ? 100 : 0)
            Text(readBack)
            Button("go") {
                withAnimation(.linear(duration: 1)) { fast = true }
                withAnimation(.linear(duration: 4)) { slow = true }
                readBack = "read \(fast) \(slow)"
            }
        }
    }
}

/// A child writing its parent's state through a binding: first without animation (inserting a view), then inside
/// `withAnimation` (moving it), the way a morphing drawer starts from its button.
private struct BindingWrites: View {
    struct Drawer { var inserted = false; var open = false }
    struct Opener: View {
        @Binding var drawer: Drawer
        var body: some View {
            Button("open") {
                drawer.inserted = true
                withAnimation(.linear(duration: 1)) { drawer.open = true }
            }
        }
    }
    @State var drawer = Drawer()
    var body: some View {
        VStack {
            Opener(drawer: $drawer)
            if drawer.inserted {
                Color.red.frame(width: 10, height: 10).offset(x: drawer.open ? 100 : 0)
            }
        }
    }
}

/// A view inserted without animation whose reader pins its content to y = 200 on the canvas, then let go to its
/// own place in an animation: the morph of a drawer out of the button that opened it.
private struct PinnedThenReleased: View {
    @State var inserted = false
    @State var released = false
    var body: some View {
        VStack(spacing: 0) {
            Button("open") {
                inserted = true
                withAnimation(.linear(duration: 1)) { released = true }
            }
            .frame(height: 40)
            if inserted {
                GeometryReader { proxy in
                    Color.red.offset(y: released ? 0 : 200 - proxy.frame(in: .global).minY)
                }
                .frame(width: 10, height: 10)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite struct TransactionTests {
    @Test func eachWithAnimationBlockAnimatesItsOwnChanges() {
        let graph = ViewGraph(rootView: TwoBlocks(), size: CGSize(width: 300, height: 300))
        let rest = offsets(graph)
        graph.tap(label: "go")
        #expect(graph.texts.contains("read true true"), "an action reads back what it wrote at once")
        graph.advance(to: 0.5)
        let moved = zip(offsets(graph), rest).map { $0 - $1 }
        #expect(near(moved[0], 50) && near(moved[1], 12.5), "1 s and 4 s linear animations, not one shared: \(moved)")
    }

    @Test func aBindingsWritesOutsideAndInsideWithAnimationAreTwoUpdates() {
        let graph = ViewGraph(rootView: BindingWrites(), size: CGSize(width: 300, height: 300))
        graph.tap(label: "open")
        graph.advance(to: 0.5)
        let halfway = offsets(graph)
        graph.advance(to: 2)
        // Inserted at rest by the first write, then moved by the animated second one: halfway there at 0.5 s.
        let left = zip(offsets(graph), halfway).map { $0 - $1 }
        #expect(left.count == 1 && near(left[0], 50), "\(left)")
    }

    @Test func theNextTransactionAnimatesFromWhereReadersWerePlacedByTheOneBefore() {
        let graph = ViewGraph(rootView: PinnedThenReleased(), size: CGSize(width: 300, height: 300))
        graph.tap(label: "open")
        // Placed at y = 200 by the first update, then on its way to y = 40 (below the button) in the second.
        let heights = { graph.views("_OffsetEffect").map { $0.transform.m32 } }
        #expect(heights().map { near($0, 200) } == [true], "\(heights())")
        graph.advance(to: 0.5)
        #expect(heights().map { near($0, 120) } == [true], "\(heights())")
    }

    private func offsets(_ graph: ViewGraph) -> [CGFloat] {
        graph.views("_OffsetEffect").map { $0.transform.m31 }
    }

    @Test func animationValueScopesToChangesOfItsValue() {
        let graph = ViewGraph(rootView: Scoped(), size: CGSize(width: 300, height: 300))
        let rest = offsets(graph)
        graph.tap(label: "both")
        graph.advance(to: 0.5)
        let moved = zip(offsets(graph), rest).map { $0 - $1 }
        #expect(near(moved[0], 50) && near(moved[1], 50), "b changed in a transaction where a changed too")
        graph.advance(to: 2)
        graph.tap(label: "a")
        graph.advance(to: 2.5)
        let second = zip(offsets(graph), rest).map { $0 - $1 }
        #expect(near(second[0], 50) && near(second[1], 100), "b did not change: nothing to animate")
    }

    @Test func deprecatedAnimationAnimatesEveryChange() {
        let graph = ViewGraph(rootView: Deprecated(), size: CGSize(width: 300, height: 300))
        let rest = offsets(graph)[0]
        graph.tap(label: "move")
        graph.advance(to: 0.25)
        #expect(near(offsets(graph)[0] - rest, 25))
    }

    @Test func completionRunsWhenTheAnimationCompletes() {
        let graph = ViewGraph(rootView: Completing(), size: CGSize(width: 300, height: 300))
        graph.tap(label: "go")
        graph.advance(to: 0.4)
        #expect(graph.texts.contains("done 0"))
        graph.advance(to: 0.6)
        #expect(graph.texts.contains("done 1"))
        graph.tap(label: "jump")
        #expect(graph.texts.contains("done 11"), "a change that animates nothing completes at once")
        #expect(!graph.isAnimating, "withAnimation(nil) inside overrides the outer animation")
    }

    @Test func transactionsMergeAndWithTransactionSetsKeys() {
        var seen: Animation?
        withAnimation(.linear) {
            withTransaction(\.disablesAnimations, true) { seen = TransactionContext.current.animation }
        }
        #expect(seen == .linear)
        #expect(TransactionContext.current.animation == nil)
    }
}
