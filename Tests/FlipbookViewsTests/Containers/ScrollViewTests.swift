import Foundation
import Testing
@testable import FlipbookViews

private struct Rows: View {
    @State var tapped = -1
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { row in
                    Button("Row \(row)") { tapped = row }.frame(height: 50)
                }
            }
        }
        .frame(width: 200, height: 300)
        .overlay(Text("tapped \(tapped)").offset(y: 200))
    }
}

/// A scroll view of plain shapes with a tap gesture around it, as code that dismisses something on any tap has.
private struct TappableScroll: View {
    @State var taps = 0
    @State var presses = 0
    /// Whether a long press sits between the scroll view and the tap gesture.
    var pressable = false
    var body: some View {
        scroll
            .onTapGesture { taps += 1 }
            .frame(width: 200, height: 300)
            .overlay(Text("taps \(taps) presses \(presses)").offset(y: 200))
    }

    @ViewBuilder private var scroll: some View {
        let rows = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { _ in Color.gray.frame(width: 100, height: 50) }
            }
        }
        if pressable { rows.onLongPressGesture(minimumDuration: 0.5) { presses += 1 } } else { rows }
    }
}

/// Vertical lists side by side in a horizontal scroll view, as a pager of feeds.
private struct Pager: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { page in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { row in Text("P\(page) R\(row)").frame(width: 200, height: 50) }
                        }
                    }
                    .frame(width: 200)
                }
            }
        }
        .frame(width: 200, height: 300)
    }
}

@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    private func graph() -> ViewGraph { ViewGraph(rootView: Rows(), size: CGSize(width: 200, height: 300)) }

    private func top(of row: Int, in graph: ViewGraph) -> CGFloat {
        graph.laidOutViews.first { $0.text == "Row \(row)" }!.frame.midY - 25
    }

    @Test func contentStartsAtTheTopAndIsClipped() {
        let graph = graph()
        #expect(near(top(of: 0, in: graph), 0, 0.01) && near(top(of: 5, in: graph), 250, 0.01))
        graph.tap(label: "Row 2")
        #expect(graph.texts.contains("tapped 2"))
        // Row 7 is laid out below the viewport: a tap there finds nothing of it.
        #expect(!graph.tap(at: CGPoint(x: 100, y: 375)))
    }

    @Test func dragMovesContentWithTheFingerThenGlidesAndStops() {
        let graph = graph()
        graph.advance(to: 0.5)
        graph.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), duration: 1)
        let released = -top(of: 0, in: graph)
        #expect(near(released, 200, 0.01), "the content followed the finger: \(released)")
        // Released at 200 pt/s: UIKit's deceleration adds 200 × 0.4995 ≈ 100 pt.
        graph.advance(to: 6)
        let rest = -top(of: 0, in: graph)
        #expect(near(rest, 200 + 200 * ScrollPhysics.decelerationTime, 1.5), "glided to \(rest)")
        // Taps land on the scrolled rows.
        graph.tap(at: CGPoint(x: 100, y: 25))
        #expect(graph.texts.contains("tapped \(Int(((rest + 25) / 50).rounded(.down)))"))
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let graph = graph()
        #expect(graph.touchDown(at: CGPoint(x: 100, y: 50)))
        graph.advance(to: 0.5)
        graph.touchMove(to: CGPoint(x: 100, y: 150))
        let pulled = top(of: 0, in: graph)
        #expect(near(pulled, ScrollPhysics.rubberBand(100, dimension: 300), 0.01))
        #expect(near(pulled, (1 - 1 / (100 * 0.55 / 300 + 1)) * 300, 0.01) && pulled < 50)
        graph.advance(to: 1)
        graph.touchUp(at: CGPoint(x: 100, y: 150))
        graph.advance(to: 1.2)
        let returning = top(of: 0, in: graph)
        #expect(returning > 0 && returning < pulled)
        graph.advance(to: 3)
        #expect(near(top(of: 0, in: graph), 0, 0.01))
    }

    @Test func glideStopsAtTheBottom() {
        let graph = graph()
        graph.drag(from: CGPoint(x: 100, y: 290), to: CGPoint(x: 100, y: 10), duration: 0.1)
        graph.advance(to: 5)
        // 20 rows of 50 pt in a 300 pt viewport scroll at most 700 pt.
        #expect(near(top(of: 0, in: graph), -700, 0.01))
    }

    @Test func aTapOnContentThatDoesNothingGoesToTheTapGestureAroundAndADragStillScrolls() {
        let graph = ViewGraph(rootView: TappableScroll(), size: CGSize(width: 200, height: 300))
        graph.tap(at: CGPoint(x: 100, y: 25))
        #expect(graph.texts.contains("taps 1 presses 0"), "on a shape: \(graph.texts)")
        graph.tap(at: CGPoint(x: 10, y: 100))
        #expect(graph.texts.contains("taps 2 presses 0"), "beside the content, inside the scroll view: \(graph.texts)")
        let gray = { graph.fills(of: .gray).map(\.minY).min() ?? .nan }
        graph.advance(to: 1)
        graph.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), duration: 1)
        #expect(near(gray(), -200, 0.01), "the drag scrolled: \(gray())")
        #expect(graph.texts.contains("taps 2 presses 0"), "and was no tap")
    }

    /// A long press around the scroll view cannot be satisfied by a quick tap: the tap goes on out to the tap
    /// gesture around both.
    @Test func aTapGoesPastALongPressAroundTheScrollView() {
        let graph = ViewGraph(rootView: TappableScroll(pressable: true), size: CGSize(width: 200, height: 300))
        graph.tap(at: CGPoint(x: 100, y: 25))
        #expect(graph.texts.contains("taps 1 presses 0"), "\(graph.texts)")
    }

    @Test func aFingerOnAListInAHorizontalPagerScrollsWhicheverWayItMoves() throws {
        let graph = ViewGraph(rootView: Pager(), size: CGSize(width: 200, height: 300))
        // Where a row's 200 × 50 cell is, from its centred label.
        let cell = { (text: String) in graph.laidOutViews.first { $0.text == text }.map { CGPoint(x: $0.frame.midX - 100, y: $0.frame.midY - 25) } }
        // Across: the pager moves with the finger, the list under it stays.
        graph.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 50, y: 100), duration: 0.5)
        #expect(try #require(cell("P1 R0")) == CGPoint(x: 100, y: 0))
        #expect(try #require(cell("P0 R0")) == CGPoint(x: -100, y: 0))
        graph.advance(to: 5)
        // Along: the list under the finger moves, the pager stays.
        let pagerAt = try #require(cell("P1 R0")).x
        graph.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.5)
        #expect(try #require(cell("P1 R0")).x == pagerAt)
        #expect(near(try #require(cell("P1 R3")).y, 50, 0.01), "the list followed the finger up by 100")
    }
}
