import Foundation
import Testing
@testable import FlipbookViews

@MainActor
private final class Events { var log: [String] = [] }

private struct Pressable<G: Gesture>: View {
    let gesture: G
    var body: some View {
        Color.red.frame(width: 100, height: 100).gesture(gesture)
    }
}

@MainActor
@Suite("Press and tap gestures")
struct PressGestureTests {
    private func graph<G: Gesture>(_ gesture: G) -> ViewGraph {
        ViewGraph(rootView: Pressable(gesture: gesture), size: CGSize(width: 100, height: 100))
    }

    @Test func longPressSucceedsWhileStillDownAfterItsDuration() {
        let events = Events()
        let gesture = LongPressGesture(minimumDuration: 0.5)
            .onChanged { events.log.append("pressing \($0)") }
            .onEnded { events.log.append("ended \($0)") }
        let graph = graph(gesture)
        graph.advance(to: 1)
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(events.log == ["pressing true"])
        graph.advance(to: 1.45)
        #expect(events.log == ["pressing true"])
        graph.advance(to: 1.5)
        #expect(events.log == ["pressing true", "ended true"], "ends at 0.5 s, before the finger lifts")
        graph.advance(to: 2)
        graph.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(events.log.count == 2)
    }

    @Test func longPressFailsIfTheFingerMovesOrLiftsEarly() {
        let events = Events()
        let gesture = LongPressGesture().onEnded { _ in events.log.append("ended") }
        let graph = graph(gesture)
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 0.2)
        graph.touchMove(to: CGPoint(x: 70, y: 50))
        graph.advance(to: 1)
        graph.touchUp(at: CGPoint(x: 70, y: 50))
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 1.3)
        graph.touchUp(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 3)
        #expect(events.log.isEmpty)
    }

    @Test func tapGesturesCountTapsAndReportWhereTheyLanded() {
        let events = Events()
        let graph = graph(TapGesture(count: 2).onEnded { events.log.append("double") }
            .simultaneously(with: SpatialTapGesture().onEnded { events.log.append("at \(Int($0.location.x)),\(Int($0.location.y))") }))
        graph.tap(at: CGPoint(x: 30, y: 40))
        graph.advance(to: 0.2)
        graph.tap(at: CGPoint(x: 30, y: 40))
        #expect(events.log == ["at 30,40", "double", "at 30,40"])
        graph.advance(to: 1)
        graph.tap(at: CGPoint(x: 30, y: 40))
        #expect(events.log.last == "at 30,40" && events.log.filter { $0 == "double" }.count == 1)
    }

    @Test func simultaneousGesturesReportBothValues() {
        let events = Events()
        let gesture = DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.2))
            .onEnded { value in
                events.log.append("drag \(Int(value.first?.translation.width ?? -1)) press \(String(describing: value.second))")
            }
        let graph = graph(gesture)
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 0.3)
        graph.touchMove(to: CGPoint(x: 54, y: 50))
        graph.touchUp(at: CGPoint(x: 54, y: 50))
        #expect(events.log == ["drag 4 press Optional(true)"])
    }

    @Test func twoFingerGesturesTakeNoSingleFinger() {
        let events = Events()
        let graph = graph(MagnifyGesture().onChanged { _ in events.log.append("magnify") }
            .simultaneously(with: RotateGesture().onEnded { _ in events.log.append("rotate") }))
        #expect(!graph.touchDown(at: CGPoint(x: 50, y: 50)))
        graph.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(events.log.isEmpty)
    }
}

@MainActor
@Suite("Gesture combinations")
struct GestureCombinationTests {
    private func graph<G: Gesture>(_ gesture: G) -> ViewGraph {
        ViewGraph(rootView: Color.red.frame(width: 100, height: 100).gesture(gesture), size: CGSize(width: 100, height: 100))
    }

    @Test func aDoubleTapWinsOverASingleTapThatWaitsForIt() {
        let events = Events()
        let graph = graph(TapGesture(count: 2).onEnded { events.log.append("double") }
            .exclusively(before: TapGesture().onEnded { events.log.append("single") }))
        graph.tap(at: CGPoint(x: 50, y: 50))
        #expect(events.log.isEmpty, "the single tap waits to see whether a second comes")
        graph.advance(to: 0.2)
        graph.tap(at: CGPoint(x: 50, y: 50))
        #expect(events.log == ["double"])
        graph.advance(to: 1)
        #expect(events.log == ["double"])
        graph.tap(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 1.5)
        #expect(events.log == ["double", "single"], "alone, it is a single tap once the wait is over")
    }

    @Test func aDragAfterALongPress() {
        let events = Events()
        let gesture = LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): events.log.append("press \(pressing)")
                case .second(_, let drag): events.log.append("drag \(Int(drag?.translation.width ?? -1))")
                }
            }
            .onEnded { _ in events.log.append("ended") }
        let graph = graph(gesture)
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 0.35)
        graph.touchMove(to: CGPoint(x: 58, y: 50))
        graph.touchUp(at: CGPoint(x: 58, y: 50))
        #expect(events.log == ["press true", "drag -1", "drag 0", "drag 8", "drag 8", "ended"], "\(events.log)")
    }

    @Test func aTypeErasedGestureIsRecognisedAsTheOneItWraps() {
        let events = Events()
        func chosen(dragging: Bool) -> AnyGesture<String> {
            dragging
                ? AnyGesture(DragGesture(minimumDistance: 0).map { "drag \(Int($0.translation.width))" })
                : AnyGesture(TapGesture().map { "tap" })
        }
        let drag = graph(chosen(dragging: true).onEnded { events.log.append($0) })
        drag.touchDown(at: CGPoint(x: 50, y: 50))
        drag.touchMove(to: CGPoint(x: 62, y: 50))
        drag.touchUp(at: CGPoint(x: 62, y: 50))
        let tap = graph(chosen(dragging: false).onEnded { events.log.append($0) })
        tap.tap(at: CGPoint(x: 50, y: 50))
        #expect(events.log == ["drag 12", "tap"])
    }

    @Test func aTypeErasedLongPressLeavesAQuickTapToTheTapOutsideIt() {
        let events = Events()
        let graph = ViewGraph(
            rootView: Color.red.frame(width: 100, height: 100)
                .gesture(AnyGesture(LongPressGesture().onEnded { _ in events.log.append("long") }))
                .onTapGesture { events.log.append("tap") },
            size: CGSize(width: 100, height: 100))
        graph.tap(at: CGPoint(x: 50, y: 50))
        #expect(events.log == ["tap"])
    }

    /// A drag that must move 10 points first never begins in a tap: a tap on a draggable card inside
    /// `onTapGesture` runs the tap, and a drag still drags. From zero distance the drag begins on touch down
    /// and keeps the tap.
    @Test func aTapOnADragThatMustMoveFirstIsTheTapOutsideIt() {
        let events = Events()
        func card(minimumDistance: CGFloat) -> ViewGraph {
            ViewGraph(rootView: Color.red.frame(width: 100, height: 100)
                        .gesture(DragGesture(minimumDistance: minimumDistance)
                                    .onEnded { events.log.append("drag \(Int($0.translation.width))") })
                        .onTapGesture { events.log.append("tap") },
                      size: CGSize(width: 100, height: 100))
        }
        let graph = card(minimumDistance: 10)
        graph.tap(at: CGPoint(x: 50, y: 50))
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        graph.touchMove(to: CGPoint(x: 80, y: 50))
        graph.touchUp(at: CGPoint(x: 80, y: 50))
        #expect(events.log == ["tap", "drag 30"])
        events.log = []
        card(minimumDistance: 0).tap(at: CGPoint(x: 50, y: 50))
        #expect(events.log == ["drag 0"])
    }
}

@MainActor
@Suite("Two-finger gestures")
struct TwoFingerGestureTests {
    private struct Zoomable: View {
        @State var scale: CGFloat = 1
        @GestureState var pinch: CGFloat = 1
        @State var angle = Angle.zero
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .scaleEffect(scale * pinch)
                .rotationEffect(angle)
                .frame(width: 300, height: 300)
                .contentShape(Rectangle())
                .gesture(
                    MagnifyGesture()
                        .updating($pinch) { value, state, _ in state = value.magnification }
                        .onEnded { scale *= $0.magnification }
                        .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation })
                )
        }
    }

    private func box(_ graph: ViewGraph) -> LaidOutView {
        graph.laidOutViews.last { $0.type == "Color" || $0.type == "Rectangle" }!
    }

    @Test func pinchingScalesAndTwistingTurns() {
        let graph = ViewGraph(rootView: Zoomable(), size: CGSize(width: 300, height: 300))
        #expect(graph.twoFingersDown(at: CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)))
        graph.advance(to: 0.1)
        graph.twoFingersMove(to: CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150))
        #expect(near(box(graph).frame.width, 200, 0.01), "twice as far apart, twice as big: \(box(graph).frame)")
        graph.advance(to: 0.2)
        // Now turn the fingers a quarter turn clockwise, keeping them 200 apart.
        graph.twoFingersMove(to: CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 250))
        let transform = box(graph).transform
        #expect(near(CGFloat(atan2(transform.m12, transform.m11)), .pi / 2, 1e-6))
        graph.twoFingersUp(at: CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 250))
        // The pinch ended: its gesture state went back to 1 and the stored scale took over.
        #expect(near(hypot(box(graph).transform.m11, box(graph).transform.m12), 2, 1e-6))
    }

    @Test func oneFingerDoesNotPinch() {
        let graph = ViewGraph(rootView: Zoomable(), size: CGSize(width: 300, height: 300))
        #expect(!graph.touchDown(at: CGPoint(x: 150, y: 150)))
    }
}

@MainActor
@Suite("Gesture masks and enabling")
struct GestureMaskTests {
    private struct Masked: View {
        let events: Events
        let mask: GestureMask
        var body: some View {
            Button("Inner") { events.log.append("button") }
                .frame(width: 100, height: 100)
                .contentShape(Rectangle())
                .gesture(TapGesture().onEnded { events.log.append("outer") }, including: mask)
        }
    }

    private struct Switchable: View {
        let events: Events
        @State var enabled = false
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in events.log.append("drag") }, isEnabled: enabled)
                .onTapGesture(count: 2) { enabled = true }
        }
    }

    private func tap(_ view: some View) {
        let graph = ViewGraph(rootView: view, size: CGSize(width: 100, height: 100))
        graph.tap(at: CGPoint(x: 50, y: 50))
    }

    @Test func theMaskDecidesWhetherTheGestureOrTheViewsInsideAnswer() {
        let events = Events()
        tap(Masked(events: events, mask: .all))
        #expect(events.log == ["button"], "by default the button inside takes the tap first")
        events.log = []
        tap(Masked(events: events, mask: .gesture))
        #expect(events.log == ["outer"], "without its subviews' gestures, the button does nothing")
        events.log = []
        tap(Masked(events: events, mask: .subviews))
        #expect(events.log == ["button"])
        events.log = []
        tap(Masked(events: events, mask: .none))
        #expect(events.log.isEmpty)
    }

    @Test func aDisabledGestureTakesNoTouchUntilItIsEnabled() {
        let events = Events()
        let graph = ViewGraph(rootView: Switchable(events: events), size: CGSize(width: 100, height: 100))
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        graph.touchUp(at: CGPoint(x: 60, y: 50))
        #expect(events.log.isEmpty)
        graph.advance(to: 1)
        graph.tap(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 1.1)
        graph.tap(at: CGPoint(x: 50, y: 50))
        graph.advance(to: 2)
        graph.touchDown(at: CGPoint(x: 50, y: 50))
        graph.touchUp(at: CGPoint(x: 60, y: 50))
        #expect(events.log == ["drag"])
    }
}
