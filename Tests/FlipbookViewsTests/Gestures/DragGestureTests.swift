import Foundation
import Testing
@testable import FlipbookViews

@MainActor
private final class Log {
    var changes: [DragGesture.Value] = []
    var ends: [DragGesture.Value] = []
    var outer = 0
}

private struct Draggable: View {
    let log: Log
    var minimumDistance: CGFloat = 10
    @GestureState private var drag = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        Color.red
            .frame(width: 50, height: 50)
            .offset(x: position.width + drag.width, y: position.height + drag.height)
            .gesture(
                DragGesture(minimumDistance: minimumDistance)
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onChanged { log.changes.append($0) }
                    .onEnded { value in
                        log.ends.append(value)
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
    }
}

/// A card dragged by gesture state that springs back when let go, its reset animated by the `reset` callback.
private struct SpringBackCard: View {
    @GestureState(reset: { _, transaction in transaction.animation = .linear(duration: 1) })
    private var drag = CGSize.zero

    var body: some View {
        Color.red
            .frame(width: 50, height: 50)
            .offset(drag)
            .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
    }
}

@MainActor
@Suite("DragGesture")
struct DragGestureTests {
    @Test func gestureStateWithAResetCallbackReturnsInTheTransactionItSets() {
        let graph = ViewGraph(rootView: SpringBackCard(), size: CGSize(width: 200, height: 200))
        let start = box(graph)
        graph.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.5)
        #expect(near(box(graph).minX - start.minX, 60, 0.5))
        graph.touchUp(at: CGPoint(x: 160, y: 100))
        // Back to zero over the callback's linear second, not at once.
        graph.advance(to: graph.time + 0.5)
        #expect(near(box(graph).minX - start.minX, 30, 1), "\(box(graph).minX - start.minX)")
        graph.advance(to: graph.time + 0.6)
        #expect(near(box(graph).minX, start.minX, 0.01))
    }

    private func box(_ graph: ViewGraph) -> CGRect {
        graph.laidOutViews.map(\.frame).first { near($0.width, 50) && near($0.height, 50) }!
    }

    @Test func followsTheFingerOnceItMovedTheMinimumDistanceAndKeepsWhatOnEndedStored() {
        let log = Log()
        let graph = ViewGraph(rootView: Draggable(log: log), size: CGSize(width: 200, height: 200))
        let start = box(graph)
        #expect(graph.touchDown(at: CGPoint(x: 100, y: 100)))
        graph.advance(to: 1.0 / 60)
        graph.touchMove(to: CGPoint(x: 105, y: 100))
        #expect(log.changes.isEmpty, "5 pt is less than the minimum distance")
        for frame in 2...20 {
            graph.advance(to: Double(frame) / 60)
            graph.touchMove(to: CGPoint(x: 105 + 2 * CGFloat(frame - 1), y: 100))
        }
        #expect(near(box(graph).minX - start.minX, 43), "the @GestureState offset follows: \(box(graph).minX - start.minX)")
        let last = log.changes.last!
        #expect(near(last.startLocation.x, 25) && near(last.location.x, 68), "local coordinates of the 50 pt view")
        #expect(near(last.velocity.width, 120, 0.01), "2 pt a frame is 120 pt/s")
        #expect(near(last.predictedEndTranslation.width, 43 + 120 * ScrollPhysics.decelerationTime, 0.01))
        #expect(last.time == Date(timeIntervalSinceReferenceDate: 20.0 / 60))
        graph.touchUp(at: CGPoint(x: 143, y: 100))
        #expect(log.ends.count == 1 && near(log.ends[0].translation.width, 43))
        // The gesture state went back to zero and the stored position took over: the box stays.
        #expect(near(box(graph).minX - start.minX, 43))
    }

    @Test func aTouchLiftedBeforeTheMinimumDistanceFailsTheGesture() {
        let log = Log()
        let graph = ViewGraph(rootView: Draggable(log: log), size: CGSize(width: 200, height: 200))
        graph.touchDown(at: CGPoint(x: 100, y: 100))
        graph.touchUp(at: CGPoint(x: 104, y: 100))
        #expect(log.changes.isEmpty && log.ends.isEmpty)
    }

    @Test func withNoMinimumDistanceATapIsAWholeDrag() {
        let log = Log()
        let graph = ViewGraph(rootView: Draggable(log: log, minimumDistance: 0), size: CGSize(width: 200, height: 200))
        #expect(graph.tap(at: CGPoint(x: 90, y: 110)))
        #expect(log.changes.count == 1 && log.ends.count == 1)
        #expect(log.ends[0].translation == .zero && near(log.ends[0].location.x, 15))
    }

    @Test func innerGesturesComeFirstUnlessTheOuterIsHighPriorityOrSimultaneous() {
        for (priority, expectInner, expectOuter) in [(GesturePriority.normal, true, false), (.high, false, true),
                                                     (.simultaneous, true, true)] {
            let log = Log()
            let outer = DragGesture(minimumDistance: 0).onEnded { _ in log.outer += 1 }
            // The content shape makes the whole 120 pt frame answer, not only the 50 pt box drawn in it.
            let inner = Draggable(log: log, minimumDistance: 0).frame(width: 120, height: 120).contentShape(Rectangle())
            let view: AnyView
            switch priority {
            case .normal: view = AnyView(inner.gesture(outer))
            case .high: view = AnyView(inner.highPriorityGesture(outer))
            case .simultaneous: view = AnyView(inner.simultaneousGesture(outer))
            }
            let graph = ViewGraph(rootView: view, size: CGSize(width: 200, height: 200))
            graph.touchDown(at: CGPoint(x: 100, y: 100))
            graph.touchUp(at: CGPoint(x: 100, y: 100))
            #expect((log.ends.count == 1) == expectInner, "\(priority)")
            #expect((log.outer == 1) == expectOuter, "\(priority)")
            // Outside the inner box, inside the outer content shape, only the outer gesture is there.
            graph.touchDown(at: CGPoint(x: 45, y: 100))
            graph.touchUp(at: CGPoint(x: 45, y: 100))
            #expect(log.outer == (expectOuter ? 2 : 1), "\(priority)")
        }
    }
}

private struct Flick: View {
    @State var offset: CGFloat = 0
    var body: some View {
        Color.red
            .frame(width: 50, height: 50)
            .offset(x: offset)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { offset = $0.translation.width }
                    .onEnded { _ in withAnimation(.spring(response: 0.5, dampingFraction: 1)) { offset = 0 } }
            )
    }
}

@MainActor
@Suite("Flicks")
struct FlickTests {
    @Test func aSpringStartedAtTheEndOfADragKeepsTheDragsSpeed() {
        let graph = ViewGraph(rootView: Flick(), size: CGSize(width: 300, height: 100))
        func x() -> CGFloat { graph.laidOutViews.map(\.frame).first { near($0.width, 50) }!.minX }
        let rest = x()
        graph.touchDown(at: CGPoint(x: 150, y: 50))
        // 5 pt a frame: 300 pt/s to the right.
        for frame in 1...12 {
            graph.advance(to: Double(frame) / 60)
            graph.touchMove(to: CGPoint(x: 150 + 5 * CGFloat(frame), y: 50))
        }
        graph.touchUp(at: CGPoint(x: 210, y: 50))
        let released = x() - rest
        #expect(near(released, 60))
        graph.advance(to: 13.0 / 60)
        #expect(x() - rest > released, "thrown right, the box keeps going before the spring pulls it back")
        graph.advance(to: 3)
        #expect(near(x(), rest, 0.01))
    }
}

@MainActor
@Suite("Hit testing of gestures")
struct GestureHitTestingTests {
    @Test func gesturesAnswerWhereTheirContentIsDrawnEvenWhenOffset() {
        final class Count { var taps = 0 }
        let count = Count()
        let view = Color.red.frame(width: 40, height: 40).offset(x: 60).onTapGesture { count.taps += 1 }
            .frame(width: 200, height: 200)
        let graph = ViewGraph(rootView: view, size: CGSize(width: 200, height: 200))
        // The box is laid out at 80…120 but drawn at 140…180.
        #expect(!graph.tap(at: CGPoint(x: 100, y: 100)))
        #expect(graph.tap(at: CGPoint(x: 160, y: 100)))
        #expect(count.taps == 1)
    }

    @Test func contentShapeAnswersInsideItsShapeOnly() {
        final class Count { var taps = 0 }
        let count = Count()
        let view = Color.clear.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { count.taps += 1 }
        let graph = ViewGraph(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(graph.tap(at: CGPoint(x: 50, y: 50)))
        #expect(!graph.tap(at: CGPoint(x: 5, y: 5)), "a corner of the frame is outside the circle")
        #expect(count.taps == 1)
    }
}
