import Foundation
import Testing
@testable import FlipbookViews

private struct Copies: View {
    @State var count = 1
    @State var edits: [Bool] = []
    var body: some View {
        VStack {
            Stepper("Copies", value: $count, in: 0...3, step: 2, onEditingChanged: { edits.append($0) })
            Text("count \(count) edits \(edits.count)")
        }
        .frame(width: 300)
    }
}

@MainActor
@Suite("Stepper")
struct StepperTests {
    @Test func halvesStepTheValueAndStopAtTheBounds() {
        let graph = ViewGraph(rootView: Copies(), size: CGSize(width: 300, height: 120))
        graph.tap(label: "Increment")
        #expect(graph.texts.contains("count 3 edits 2"), "one tap is one whole edit: began and ended")
        graph.tap(label: "Increment")
        #expect(graph.texts.contains("count 3 edits 2"), "at the upper bound the plus half is disabled")
        graph.tap(label: "Decrement")
        graph.tap(label: "Decrement")
        #expect(graph.texts.contains("count 0 edits 6"), "a step past the lower bound stops at it")
    }

    @Test func pillIsTrailingAndNinetyFourPointsWide() {
        let graph = ViewGraph(rootView: Copies(), size: CGSize(width: 300, height: 120))
        let pill = graph.fills(of: .tertiarySystemFill)
        #expect(pill.count == 1)
        #expect(near(pill[0].width, 94) && near(pill[0].height, 32) && near(pill[0].maxX, 300))
    }
}
