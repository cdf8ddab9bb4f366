import Foundation
import Testing
@testable import FlipbookViews

/// Overlapping views, each toggled by a button in a one-second linear animation.
private struct Overlapping: View {
    enum Arrangement {
        case underASibling, underAHigherZIndex, replacedInIfElse, replacedWithATransition, onTop, onTopRaised, inAnOverlay
    }
    let arrangement: Arrangement
    @State private var on = true

    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1)) { on.toggle() } }
            ZStack {
                switch arrangement {
                case .underASibling:
                    if on { Color.red.frame(width: 100, height: 100) }
                    Color.blue.frame(width: 50, height: 50)
                case .underAHigherZIndex:
                    Color.blue.frame(width: 50, height: 50).zIndex(1)
                    if on { Color.red.frame(width: 100, height: 100) }
                case .replacedInIfElse:
                    if on { Color.red.frame(width: 100, height: 100) } else { Color.green.frame(width: 100, height: 100) }
                    Color.blue.frame(width: 50, height: 50)
                case .replacedWithATransition:
                    if on { Color.red.transition(.opacity) } else { Color.green }
                    Color.blue.frame(width: 50, height: 50)
                case .onTop:
                    Color.blue.frame(width: 50, height: 50)
                    if on { Color.red.frame(width: 100, height: 100) }
                case .onTopRaised:
                    Color.blue.frame(width: 50, height: 50)
                    if on { Color.red.frame(width: 100, height: 100).zIndex(1) }
                case .inAnOverlay:
                    Color.blue.frame(width: 50, height: 50)
                        .overlay { if on { Color.red.frame(width: 100, height: 100) } }
                }
            }
        }
        .frame(width: 200, height: 200)
    }
}

extension ViewGraph {
    /// The names of the primary colours filled, in drawing order.
    fileprivate var colourOrder: [String] {
        let names: [(Color, String)] = [(.red, "red"), (.green, "green"), (.blue, "blue")]
        let environment = EnvironmentValues()
        return drawnItems { item in
            guard case let .fill(_, .color(drawn), _) = item.content else { return nil }
            return names.first { $0.0.resolve(in: environment) == drawn }?.1
        }
    }
}

@MainActor
@Suite("Where a leaving view is drawn")
struct LeavingViewOrderTests {
    /// The colours drawn before the toggle and halfway through the removal.
    private func order(_ arrangement: Overlapping.Arrangement) -> (before: [String], leaving: [String]) {
        let graph = ViewGraph(rootView: Overlapping(arrangement: arrangement), size: CGSize(width: 200, height: 200))
        let before = graph.colourOrder
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        return (before, graph.colourOrder)
    }

    @Test func aViewLeavingFromUnderASiblingStaysUnderIt() {
        let drawn = order(.underASibling)
        #expect(drawn.before == ["red", "blue"])
        #expect(drawn.leaving == ["red", "blue"], "the fading red square is still covered by the blue one")
    }

    @Test func aViewLeavingKeepsItsZIndex() {
        let drawn = order(.underAHigherZIndex)
        #expect(drawn.before == ["red", "blue"])
        #expect(drawn.leaving == ["red", "blue"], "the blue square's zIndex keeps it in front of the leaving one")
    }

    @Test func aViewReplacedInIfElseIsDrawnOverItsReplacementAndUnderWhatFollows() {
        let drawn = order(.replacedInIfElse)
        #expect(drawn.before == ["red", "blue"])
        #expect(drawn.leaving == ["green", "red", "blue"], "the red square keeps its place, over the green one")
        let faded = order(.replacedWithATransition)
        #expect(faded.before == ["red", "blue"])
        #expect(faded.leaving == ["green", "red", "blue"], "with a transition of its own too")
    }

    /// A frame is a function of the time alone: rendered without drawing the frames before it (as `flipbook
    /// render --at` does), a replaced view is drawn where it is when every frame is drawn.
    @Test func aReplacedViewKeepsItsPlaceWhenTheFramesBeforeWereNotDrawn() {
        for arrangement in [Overlapping.Arrangement.replacedInIfElse, .replacedWithATransition] {
            let graph = ViewGraph(rootView: Overlapping(arrangement: arrangement), size: CGSize(width: 200, height: 200))
            graph.tap(label: "toggle")
            graph.advance(to: 0.5)
            #expect(graph.colourOrder == ["green", "red", "blue"], "\(arrangement)")
        }
    }

    @Test func theLastViewLeavingGoesBehindItsSiblingsUnlessItsZIndexIsHigher() {
        let drawn = order(.onTop)
        #expect(drawn.before == ["blue", "red"])
        #expect(drawn.leaving == ["red", "blue"], "SwiftUI's known ZStack pitfall: it fades out behind the blue square")
        let raised = order(.onTopRaised)
        #expect(raised.before == ["blue", "red"])
        #expect(raised.leaving == ["blue", "red"], "the usual fix, `.zIndex(1)`, keeps it in front")
    }

    @Test func anOverlaysViewLeavesInFrontOfTheViewItOverlays() {
        let drawn = order(.inAnOverlay)
        #expect(drawn.before == ["blue", "red"])
        #expect(drawn.leaving == ["blue", "red"], "an overlay is a layer above its view, not a sibling behind it")
    }
}
