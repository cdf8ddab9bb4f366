import Foundation
import Testing
@testable import FlipbookViews

/// A list of 20 rows of 50 pt in a 300 pt scroll view that reports its geometry, its phases and which rows show.
private struct Watched: View {
    @State var offset: CGFloat = 0
    @State var phases: [String] = []
    @State var shown: Set<Int> = []
    @State var lastSize = CGSize.zero

    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { row in
                        Text("Row \(row)")
                            .frame(maxWidth: .infinity)
                            .frame(height: 50)
                            .onScrollVisibilityChange(threshold: 0.5) { visible in
                                if visible { shown.insert(row) } else { shown.remove(row) }
                            }
                    }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y
            } action: { _, new in
                offset = new
            }
            .onScrollGeometryChange(for: CGSize.self, of: \.contentSize) { _, new in lastSize = new }
            .onScrollPhaseChange { old, new in phases.append("\(old)→\(new)") }
            VStack {
                Text("offset \(Int(offset)) shown \(shown.sorted().map(String.init).joined(separator: ","))")
                Text("phases \(phases.joined(separator: " "))")
                Text("content \(Int(lastSize.width))x\(Int(lastSize.height))")
            }
        }
        .frame(width: 200, height: 300)
    }
}

@MainActor
@Suite("iOS 18 scroll observers")
struct ScrollObserverTests {
    private func readout(_ graph: ViewGraph, _ prefix: String = "offset") -> String {
        graph.laidOutViews.compactMap(\.text).first { $0.hasPrefix(prefix) } ?? ""
    }

    @Test func geometryVisibilityAndPhasesFollowADragAndAFlick() {
        let graph = ViewGraph(rootView: Watched(), size: CGSize(width: 200, height: 300))
        // At rest: offset 0, rows 0…5 at least half showing (row 5 ends at 300).
        #expect(readout(graph) == "offset 0 shown 0,1,2,3,4,5")
        #expect(readout(graph, "content") == "content 200x1000")
        #expect(readout(graph, "phases") == "phases ", "no change yet")
        // The readouts in front of the scroll view take the touches that land on them, as in SwiftUI.
        #expect(!graph.touchDown(at: CGPoint(x: 100, y: 270)))
        graph.touchUp(at: CGPoint(x: 100, y: 270))
        #expect(graph.touchDown(at: CGPoint(x: 100, y: 150)))
        graph.advance(to: 0.1)
        graph.touchMove(to: CGPoint(x: 100, y: 100))
        graph.advance(to: 0.2)
        graph.touchMove(to: CGPoint(x: 100, y: 50))
        graph.advance(to: 0.3)
        // Dragged up 100 pt: rows 0 and 1 have left, 6 and 7 have come in.
        #expect(readout(graph) == "offset 100 shown 2,3,4,5,6,7")
        graph.touchMove(to: CGPoint(x: 100, y: 0))
        graph.touchUp(at: CGPoint(x: 100, y: 0))
        graph.advance(to: 5)
        let settled = readout(graph)
        #expect(settled.hasPrefix("offset ") && !settled.hasPrefix("offset 150 "), "the flick glides on: \(settled)")
        #expect(readout(graph, "phases") == "phases idle→interacting interacting→decelerating decelerating→idle")
    }

    @Test func insetsAreMeasuredAsUIKitDoes() throws {
        // A 20-point margin above and below: at rest the offset is −20, so `contentOffset.y + contentInsets.top`
        // is how far the content scrolled; the content's size leaves the insets out.
        struct Inset: View {
            @State var geometry = ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(),
                                                 containerSize: .zero)
            var body: some View {
                VStack {
                    ScrollView {
                        Color.red.frame(height: 1000)
                    }
                    .contentMargins(.vertical, 20)
                    .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometry = new }
                    .frame(width: 200, height: 300)
                    Text("offset \(Int(geometry.contentOffset.y)) scrolled \(Int(geometry.contentOffset.y + geometry.contentInsets.top))")
                    Text("size \(Int(geometry.contentSize.height)) bounds \(Int(geometry.bounds.minY)) \(Int(geometry.bounds.height))")
                }
            }
        }
        let graph = ViewGraph(rootView: Inset(), size: CGSize(width: 200, height: 400))
        #expect(readout(graph) == "offset -20 scrolled 0")
        #expect(readout(graph, "size") == "size 1000 bounds 0 260")
        graph.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.5)
        #expect(readout(graph) == "offset 80 scrolled 100")
    }
}
