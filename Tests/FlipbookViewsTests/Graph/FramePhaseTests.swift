import Foundation
import Testing
@testable import FlipbookViews

/// A square sliding 200 points in 1 s; a tap on it counts.
private struct Slider: View {
    @State private var moved = false
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
                .onTapGesture { taps += 1 }
            Text("taps \(taps)")
        }
        .frame(width: 300, height: 100, alignment: .topLeading)
        .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

/// A reader that widens itself from what it reads, every time, from the first size it reads on (a reader's content
/// is made from its laid-out size, so without `initial:` nothing would change): a loop that never settles.
private struct Runaway: View {
    @State private var width: CGFloat = 10
    var body: some View {
        GeometryReader { proxy in
            Color.red.onAppear {}.frame(width: width, height: 10)
                .onChange(of: proxy.size.width, initial: true) { width = proxy.size.width + 1 }
        }
        .frame(width: width + 10, height: 20)
    }
}

@MainActor
@Suite("Frame phases: update, place, then draw")
struct FramePhaseTests {
    @Test func steppingTheClockDrawsNothingUntilTheFrameIsAskedFor() {
        let graph = ViewGraph(rootView: Slider(), size: CGSize(width: 300, height: 100))
        let start = graph.views("Rectangle")[0].frame.minX
        let drawnAtStart = graph.displayListsDrawn
        graph.advance(to: 0.5)   // 30 steps of the 60 Hz grid
        graph.advance(to: 0.75)
        #expect(graph.displayListsDrawn == drawnAtStart, "no step drew a list")
        let list = graph.displayList
        #expect(graph.displayListsDrawn == drawnAtStart + 1)
        #expect(graph.displayList == list)
        #expect(graph.displayListsDrawn == drawnAtStart + 1, "asking again for the same frame draws nothing")
        #expect(graph.fills(of: .red).first?.minX == start + 150, "the frame drawn is the one at 0.75 s")
    }

    @Test func hitTestsAndLookupsReadThePlacedGeometryWithoutDrawing() {
        let graph = ViewGraph(rootView: Slider(), size: CGSize(width: 300, height: 100))
        let start = graph.views("Rectangle")[0].frame.minX
        graph.advance(to: 0.5)
        let drawn = graph.displayListsDrawn
        // The square has moved 100 points at 0.5 s: a tap where it was at the start misses, one where it is hits.
        graph.tap(at: CGPoint(x: start + 10, y: 10))
        graph.tap(at: CGPoint(x: start + 110, y: 10))
        #expect(graph.texts == ["taps 1"])
        #expect(graph.center(ofText: "taps 1") != nil)
        #expect(graph.views("Rectangle").first?.frame.minX == start + 100)
        #expect(graph.displayListsDrawn == drawn, "none of this drew")
    }

    @Test func aGeometryReaderSeesThisFramesPlaceBeforeItIsDrawn() {
        struct Reading: View {
            @State private var moved = false
            var body: some View {
                GeometryReader { proxy in
                    Text("x \(Int(proxy.frame(in: .global).minX))")
                }
                .frame(width: 100, height: 20)
                .offset(x: moved ? 100 : 0)
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
            }
        }
        let graph = ViewGraph(rootView: Reading(), size: CGSize(width: 300, height: 100))
        #expect(graph.texts == ["x 100"])
        graph.advance(to: 0.5)
        #expect(graph.texts == ["x 150"], "read in the frame it moved in")
        graph.advance(to: 1)
        #expect(graph.texts == ["x 200"])
    }

    /// A reader on a tab that is not shown is never placed: its content must not be made from the zero frame it
    /// has meanwhile (code dividing by the size traps on `Int(0 / 0)` in a grid of `height / width` rows).
    @Test func aReaderThatIsNeverPlacedIsNeverGivenAZeroSize() {
        final class Sizes { var seen: [CGSize] = [] }
        let sizes = Sizes()
        let graph = ViewGraph(rootView: TabView {
            Text("shown").tabItem { Text("One") }
            GeometryReader { proxy in
                let _ = sizes.seen.append(proxy.size)
                Text("hidden")
            }
            .tabItem { Text("Two") }
        }, size: CGSize(width: 200, height: 300))
        graph.advance(to: 0.1)
        #expect(sizes.seen.isEmpty, "\(sizes.seen)")
        graph.tap(label: "Two")
        #expect(!sizes.seen.isEmpty && !sizes.seen.contains(.zero), "\(sizes.seen)")
    }

    /// The first layout makes a reader's content before the geometry pass has located it among its ancestors:
    /// a named space it asks for is not known yet, which is no reason to warn (the content is made again once
    /// it is located, and reads the space then).
    @Test func aNamedSpaceReadDuringTheFirstLayoutRaisesNoWarning() {
        let graph = ViewGraph(rootView: VStack {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .named("outer")).minY))") }
        }.coordinateSpace(name: "outer"), size: CGSize(width: 200, height: 100))
        #expect(graph.texts == ["y 38"], "\(graph.texts)")
        #expect(graph.warnings.isEmpty, "\(graph.warnings)")
        let unnamed = ViewGraph(rootView: GeometryReader { proxy in
            Text("y \(Int(proxy.frame(in: .named("missing")).minY))")
        }, size: CGSize(width: 200, height: 100))
        #expect(unnamed.warnings.count == 1, "a space no ancestor names is still reported: \(unnamed.warnings)")
    }

    @Test func aLoopThatNeverSettlesStopsAtTheBoundAndSaysSoOnce() {
        let graph = ViewGraph(rootView: Runaway(), size: CGSize(width: 400, height: 100))
        graph.advance(to: 0.1)
        let warnings = graph.warnings.filter { $0.contains("kept changing it") }
        #expect(!warnings.isEmpty, "\(graph.warnings)")
        #expect(Set(warnings).count == 1, "one message, printed once")
        _ = graph.displayList   // and the frame is still drawn
    }
}
