import Foundation
import Testing
@testable import FlipbookViews

/// `safeAreaInset`: the bar's area becomes safe area. Content stays out of it, a scroll view extends under it and
/// insets its content, and a view that ignores the safe area reaches under it.
@MainActor
@Suite struct SafeAreaInsetTests {
    private let size = CGSize(width: 200, height: 400)

    private func rows(_ count: Int) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    Color.red.frame(height: 100).overlay(Text("row \(index)"))
                }
            }
        }
    }

    private func frame(of text: String, in graph: ViewGraph) -> CGRect {
        graph.laidOutViews.first { $0.text == text }?.frame ?? .null
    }

    @Test func aScrollViewExtendsUnderTheBarAndScrollsItsLastRowAboveIt() {
        let graph = ViewGraph(rootView: rows(6).safeAreaInset(edge: .bottom) {
            Text("bar").frame(maxWidth: .infinity).frame(height: 50).background(Color.blue)
        }, size: size)
        // The bar sits on the bottom edge, drawn over the rows that pass under it.
        #expect(graph.fills(of: .blue).first == CGRect(x: 0, y: 350, width: 200, height: 50))
        #expect(near(frame(of: "row 3", in: graph).midY, 350, 0.01), "the fourth row is under the bar")
        let items = graph.displayList.items.map { "\($0)" }
        let rowsDrawn = items.firstIndex { $0.contains("row 3") } ?? .max
        let barDrawn = items.firstIndex { $0.contains("\"bar\"") } ?? -1
        #expect(barDrawn > rowsDrawn, "the bar is drawn after (above) the rows")
        // Dragged to the end, the last row stops at the bar's top, not at the bottom of the canvas.
        graph.advance(to: 0.5)
        graph.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: -500), duration: 0.5)
        graph.advance(to: 5)
        // The label is centred in its row, so the row spans 250...350.
        #expect(near(frame(of: "row 5", in: graph).midY, 300, 0.5), "\(frame(of: "row 5", in: graph))")
    }

    @Test func otherContentIsLaidOutInWhatTheBarLeaves() {
        let graph = ViewGraph(rootView: Color.green.safeAreaInset(edge: .top, spacing: 10) {
            Color.blue.frame(height: 40)
        }, size: size)
        #expect(graph.fills(of: .blue).first == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(graph.fills(of: .green).first == CGRect(x: 0, y: 50, width: 200, height: 350))
        // A narrower bar is aligned as asked across the edge; on a side edge it takes its ideal width.
        let aligned = ViewGraph(rootView: Color.green.safeAreaInset(edge: .bottom, alignment: .trailing) {
            Color.blue.frame(width: 50, height: 30)
        }, size: size)
        #expect(aligned.fills(of: .blue).first == CGRect(x: 150, y: 370, width: 50, height: 30))
        let side = ViewGraph(rootView: Color.green.safeAreaInset(edge: .leading) {
            Text("side").padding(5).background(Color.blue)
        }, size: size)
        let bar = side.fills(of: .blue).first ?? .null
        #expect(bar.minX == 0 && bar.width < 60 && near(bar.midY, 200, 0.01), "\(bar)")
        #expect(side.fills(of: .green).first == CGRect(x: bar.width, y: 0, width: 200 - bar.width, height: 400))
    }

    @Test func aViewThatIgnoresTheSafeAreaReachesUnderTheBar() {
        let graph = ViewGraph(rootView: ZStack {
            Color.green.ignoresSafeArea()
            GeometryReader { proxy in Text("bottom \(Int(proxy.safeAreaInsets.bottom))") }
        }.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 30) }, size: size)
        #expect(graph.fills(of: .green).first == CGRect(origin: .zero, size: size))
        #expect(graph.texts.contains("bottom 30"), "\(graph.texts)")
        // Bars add up, the inner one inside the outer one.
        let stacked = ViewGraph(rootView: Color.green
            .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 30) }
            .safeAreaInset(edge: .bottom) { Color.orange.frame(height: 20) }, size: size)
        #expect(stacked.fills(of: .orange).first == CGRect(x: 0, y: 380, width: 200, height: 20))
        #expect(stacked.fills(of: .blue).first == CGRect(x: 0, y: 350, width: 200, height: 30))
        #expect(stacked.fills(of: .green).first == CGRect(x: 0, y: 0, width: 200, height: 350))
    }

    @Test func aViewOfItsOwnSizeKeepsItAndAddsTheBar() {
        let graph = ViewGraph(rootView: Color.green.frame(width: 60, height: 60)
            .safeAreaInset(edge: .bottom) { Color.blue.frame(width: 100, height: 20) }, size: size)
        // 60 + 20 high, as wide as the wider of the two, centred in the canvas.
        #expect(graph.fills(of: .green).first == CGRect(x: 70, y: 160, width: 60, height: 60))
        #expect(graph.fills(of: .blue).first == CGRect(x: 50, y: 220, width: 100, height: 20))
    }
}
