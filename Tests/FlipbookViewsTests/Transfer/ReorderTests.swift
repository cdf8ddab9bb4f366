import Foundation
import Testing
@testable import FlipbookViews

private struct Swatch: Identifiable, Sendable {
    let id: String
    let color: Color
}

@MainActor
private final class MoveLog {
    var differences: [ReorderDifference<String, ReorderableSingleCollectionIdentifier>] = []
}

/// Four 50-point swatches stacked 10 points apart from the top of a 200 × 400 screen: centres at y = 25, 85,
/// 145, 205. A drop applies the difference, as an app's `move` closure does.
private struct Swatches: View {
    let log: MoveLog
    var applies = true
    @State private var swatches = [Swatch(id: "red", color: .red), Swatch(id: "green", color: .green),
                                   Swatch(id: "blue", color: .blue), Swatch(id: "yellow", color: .yellow)]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(swatches) { swatch in
                swatch.color.frame(width: 100, height: 50)
            }
            .reorderable()
            Spacer()
        }
        .reorderContainer(for: Swatch.self) { difference in
            log.differences.append(difference)
            guard applies else { return }
            let moved = swatches.filter { difference.sources.contains($0.id) }
            swatches.removeAll { difference.sources.contains($0.id) }
            switch difference.destination.position {
            case .before(let id): swatches.insert(contentsOf: moved, at: swatches.firstIndex { $0.id == id }!)
            case .end: swatches.append(contentsOf: moved)
            }
        }
    }
}

/// Rows of a list, reordered by the container around the list.
private struct ListRows: View {
    let log: MoveLog
    @State private var names = ["One", "Two", "Three", "Four"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { Text($0) }
                .reorderable()
        }
        .reorderContainer(for: String.self, itemID: \.self) { difference in
            log.differences.append(difference)
        }
    }
}

@MainActor
@Suite("Reordering (iOS 27)")
struct ReorderTests {
    private func top(_ graph: ViewGraph, _ color: Color) -> CGFloat? {
        graph.fillsWithOpacity(of: color).first { $0.opacity > 0.5 }?.rect.minY
    }

    /// Moves the finger down at `x` from `start` to `end` over half a second at 60 Hz, from now.
    private func move(_ graph: ViewGraph, from start: CGFloat, to end: CGFloat, x: CGFloat = 100) {
        let begin = graph.time
        for step in 1...30 {
            graph.advance(to: begin + Double(step) / 60)
            graph.touchMove(to: CGPoint(x: x, y: start + (end - start) * CGFloat(step) / 30))
        }
    }

    @Test func aLongPressLiftsAnItemAndTheOthersMakeWayAsItIsDragged() {
        let log = MoveLog()
        let graph = ViewGraph(rootView: Swatches(log: log), size: CGSize(width: 200, height: 400))
        #expect(graph.touchDown(at: CGPoint(x: 100, y: 25)))
        graph.advance(to: 0.6)
        // Lifted: the copy is drawn 4 % larger over the red swatch's place, which is left empty.
        let lifted = graph.fillsWithOpacity(of: .red)
        #expect(lifted.contains { $0.opacity > 0.5 && near($0.rect.width, 104, 0.5) }, "\(lifted)")
        move(graph, from: 25, to: 150)
        graph.advance(to: 1.5)
        // Over the blue swatch: green and blue have moved up a place, the copy is under the finger.
        #expect(top(graph, .green).map { near($0, 0, 0.5) } == true, "\(String(describing: top(graph, .green)))")
        #expect(top(graph, .blue).map { near($0, 60, 0.5) } == true, "\(String(describing: top(graph, .blue)))")
        #expect(top(graph, .yellow).map { near($0, 180, 0.5) } == true)
        let copy = graph.fillsWithOpacity(of: .red).first { $0.opacity > 0.5 }?.rect
        #expect(copy.map { near($0.midY, 150, 0.5) } == true, "\(String(describing: copy))")
        #expect(log.differences.isEmpty)

        graph.touchUp(at: CGPoint(x: 100, y: 150))
        #expect(log.differences.count == 1)
        #expect(log.differences.first?.sources == ["red"])
        #expect(log.differences.first?.destination.position == .before("yellow"))
        // The copy settles into red's new place, the third.
        graph.advance(to: 2.5)
        #expect(top(graph, .red).map { near($0, 120, 0.5) } == true, "\(String(describing: top(graph, .red)))")
        #expect(graph.fillsWithOpacity(of: .red).filter { $0.opacity > 0.5 }.count == 1)
    }

    @Test func theOthersSlideAsideOverTimeNotAtOnce() {
        let graph = ViewGraph(rootView: Swatches(log: MoveLog()), size: CGSize(width: 200, height: 400))
        #expect(graph.touchDown(at: CGPoint(x: 100, y: 25)))
        graph.advance(to: 0.6)
        graph.touchMove(to: CGPoint(x: 100, y: 40))
        graph.advance(to: 0.62)
        graph.touchMove(to: CGPoint(x: 100, y: 85))
        graph.advance(to: 0.7)
        // Green is on its way up from 60 to 0.
        let green = top(graph, .green) ?? -1
        #expect(green > 1 && green < 59, "\(green)")
        graph.advance(to: 1.2)
        #expect(top(graph, .green).map { near($0, 0, 0.5) } == true)
    }

    @Test func aDropWhereItWasReportsNothing() {
        let log = MoveLog()
        let graph = ViewGraph(rootView: Swatches(log: log), size: CGSize(width: 200, height: 400))
        #expect(graph.touchDown(at: CGPoint(x: 100, y: 85)))
        graph.advance(to: 0.6)
        graph.touchMove(to: CGPoint(x: 100, y: 90))
        graph.advance(to: 0.65)
        graph.touchUp(at: CGPoint(x: 100, y: 90))
        graph.advance(to: 1.5)
        #expect(log.differences.isEmpty)
        #expect(top(graph, .green).map { near($0, 60, 0.5) } == true)
    }

    @Test func aDragWithoutTheLongPressDoesNotLift() {
        let log = MoveLog()
        let graph = ViewGraph(rootView: Swatches(log: log), size: CGSize(width: 200, height: 400))
        graph.drag(from: CGPoint(x: 100, y: 25), to: CGPoint(x: 100, y: 150), duration: 0.3)
        graph.advance(to: graph.time + 1)
        #expect(log.differences.isEmpty)
        #expect(top(graph, .red).map { near($0, 0, 0.5) } == true)
    }

    @Test func aDroppedItemAtTheEndIsReportedAtTheEnd() {
        let log = MoveLog()
        let graph = ViewGraph(rootView: Swatches(log: log), size: CGSize(width: 200, height: 400))
        #expect(graph.touchDown(at: CGPoint(x: 100, y: 25)))
        graph.advance(to: 0.6)
        move(graph, from: 25, to: 210)
        graph.touchUp(at: CGPoint(x: 100, y: 210))
        #expect(log.differences.first?.destination.position == .end)
        graph.advance(to: 2.5)
        #expect(top(graph, .red).map { near($0, 180, 0.5) } == true)
        #expect(top(graph, .yellow).map { near($0, 120, 0.5) } == true)
    }

    @Test func aListRowIsLiftedFromAnywhereAcrossIt() throws {
        let log = MoveLog()
        let graph = ViewGraph(rootView: ListRows(log: log), size: CGSize(width: 390, height: 600))
        let one = try #require(graph.center(ofText: "One")), three = try #require(graph.center(ofText: "Three"))
        // Far to the right of the row's short title, where only the row is.
        #expect(graph.touchDown(at: CGPoint(x: 300, y: one.y)))
        graph.advance(to: 0.6)
        move(graph, from: one.y, to: three.y, x: 300)
        graph.touchUp(at: CGPoint(x: 300, y: three.y))
        #expect(log.differences.map(\.sources) == [["One"]])
        #expect(log.differences.first?.destination.position == .before("Four"))
        // Not applied by the app: the rows go back to their order.
        graph.advance(to: 2.5)
        #expect(graph.center(ofText: "One").map { near($0.y, one.y, 0.5) } == true)
    }

    @Test func outsideAContainerReorderableContentIsTheForEach() {
        let graph = ViewGraph(rootView: VStack(spacing: 0) {
            ForEach(["a", "b"], id: \.self) { Text($0) }.reorderable()
        }, size: CGSize(width: 200, height: 200))
        #expect(graph.texts == ["a", "b"])
    }

    @Test func aDestinationInOneCollectionHasTheSingleIdentifier() {
        let destination = ReorderDifference<Int, ReorderableSingleCollectionIdentifier>.Destination(position: .end)
        #expect(destination.collectionID == ReorderableSingleCollectionIdentifier())
        #expect(destination == .init(position: .end))
        #expect(destination != .init(position: .before(3)))
    }
}
