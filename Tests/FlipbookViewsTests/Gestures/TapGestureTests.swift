import Foundation
import Testing
@testable import FlipbookViews

private struct Taps: View {
    @State var single = 0
    @State var double = 0
    @State var button = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).onTapGesture { single += 1 }
            Color.blue.frame(width: 100, height: 50).onTapGesture(count: 2) { double += 1 }
            ZStack {
                Color.green.frame(width: 100, height: 50)
                Button("inner \(button)") { button += 1 }
            }
            .onTapGesture { single += 100 }
            Text("single \(single) double \(double)")
        }
    }
}

@MainActor
@Suite("onTapGesture")
struct TapGestureTests {
    // The VStack is centred on a 200 × 300 canvas: red at y 0…50 from its top, blue below, then green.
    private func graph() -> ViewGraph { ViewGraph(rootView: Taps(), size: CGSize(width: 200, height: 300)) }

    private func origin(_ graph: ViewGraph) -> CGPoint {
        blocks(graph)[0].origin
    }

    /// The three 100 × 50 colour blocks, top to bottom.
    private func blocks(_ graph: ViewGraph) -> [CGRect] {
        graph.laidOutViews.map(\.frame).filter { near($0.width, 100) && near($0.height, 50) }
    }

    @Test func singleTapRunsTheActionInsideTheFrameOnly() {
        let graph = graph()
        let top = origin(graph)
        #expect(graph.tap(at: CGPoint(x: top.x + 50, y: top.y + 25)))
        #expect(graph.texts.contains("single 1 double 0"))
        #expect(!graph.tap(at: CGPoint(x: top.x - 20, y: top.y + 25)), "left of the view nothing answers")
        #expect(graph.texts.contains("single 1 double 0"))
    }

    @Test func doubleTapNeedsTwoTapsWithinTheInterval() {
        let graph = graph()
        let blue = CGPoint(x: origin(graph).x + 50, y: origin(graph).y + 75)
        graph.tap(at: blue)
        graph.advance(to: 0.5)
        graph.tap(at: blue)
        #expect(graph.texts.contains("single 0 double 0"), "taps 0.5 s apart are two single taps")
        graph.advance(to: 0.7)
        graph.tap(at: blue)
        #expect(graph.texts.contains("single 0 double 1"))
        graph.advance(to: 0.8)
        graph.tap(at: blue)
        #expect(graph.texts.contains("single 0 double 1"), "a third tap starts a new count")
    }

    @Test func aButtonInsideAnswersBeforeTheGesture() {
        let graph = graph()
        graph.tap(label: "inner 0")
        #expect(graph.texts.contains("inner 1"))
        #expect(graph.texts.contains("single 0 double 0"))
        let green = blocks(graph)[2]
        graph.tap(at: CGPoint(x: green.minX + 3, y: green.midY))
        #expect(graph.texts.contains("single 100 double 0"))
    }
}

private struct ClearAndShapedTargets: View {
    @State var under = 0
    @State var circle = 0
    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.gray.onTapGesture { under += 1 }
                Circle().fill(.red).frame(width: 100, height: 100).onTapGesture { circle += 1 }
                // Invisible layers over everything: a clear colour, a colour at opacity 0, a view at opacity 0.
                Color.clear.onTapGesture { under += 100 }
                Rectangle().fill(.black.opacity(0)).onTapGesture { under += 1000 }
                Color.blue.opacity(0).onTapGesture { under += 10_000 }
            }
            .frame(width: 200, height: 200)
            Text("under \(under) circle \(circle)")
        }
    }
}

@MainActor
@Suite("Hit testing what is drawn")
struct DrawnHitTestingTests {
    /// As in SwiftUI, a shape answers touches inside its outline only, and nothing fully transparent answers at
    /// all (which is why `opacity(0.001)` is the usual way to keep an invisible view tappable).
    @Test func shapesAnswerInsideTheirOutlineAndClearContentLetsTouchesThrough() throws {
        let graph = ViewGraph(rootView: ClearAndShapedTargets(), size: CGSize(width: 200, height: 260))
        let circle = try #require(graph.laidOutViews.first { $0.type == "Circle" }).frame
        #expect(graph.tap(at: CGPoint(x: circle.midX, y: circle.midY)))
        #expect(graph.texts == ["under 0 circle 1"])
        // Inside the circle's frame but outside the circle: the grey view under it.
        #expect(graph.tap(at: CGPoint(x: circle.minX + 5, y: circle.minY + 5)))
        #expect(graph.texts == ["under 1 circle 1"])
    }

    /// A view in front takes a touch that lands on what it draws, though it has no gesture: the button behind
    /// does not run, a tap gesture around both does, and `allowsHitTesting(false)` lets the touch through.
    @Test func aViewInFrontTakesTheTouchFromAButtonBehindIt() throws {
        struct Covered: View {
            @State var log: [String] = []
            var body: some View {
                VStack(spacing: 0) {
                    ZStack {
                        Button { log.append("under") } label: { Color.blue.frame(width: 100, height: 100) }
                        Circle().fill(.white).frame(width: 40, height: 40)
                    }
                    .onTapGesture { log.append("around") }
                    ZStack {
                        Button { log.append("under2") } label: { Color.blue.frame(width: 100, height: 100) }
                        Circle().fill(.white).frame(width: 40, height: 40).allowsHitTesting(false)
                        Text("caption").offset(y: 40)
                    }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let graph = ViewGraph(rootView: Covered(), size: CGSize(width: 200, height: 300))
        let circles = graph.laidOutViews.filter { $0.type == "Circle" }.map(\.frame)
        try #require(circles.count == 2)
        // On the first circle: the gesture around the stack answers, not the button behind the circle.
        #expect(graph.tap(at: CGPoint(x: circles[0].midX, y: circles[0].midY)))
        // Beside it, on the button: the button, which answers before the gesture around it.
        #expect(graph.tap(at: CGPoint(x: circles[0].minX - 10, y: circles[0].midY)))
        // Through the second circle, which lets touches through, to its button.
        #expect(graph.tap(at: CGPoint(x: circles[1].midX, y: circles[1].midY)))
        // On the caption over the second button: nothing answers, and the tap says so.
        let caption = try #require(graph.center(ofText: "caption"))
        #expect(!graph.tap(at: caption))
        graph.advance(to: 0.1)
        #expect(graph.texts.last == "around,under,under2", "\(graph.texts)")
    }
}
