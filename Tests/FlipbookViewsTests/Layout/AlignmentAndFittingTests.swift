import Foundation
import Testing
@testable import FlipbookViews

private enum MidAccounts: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midAccounts = VerticalAlignment(MidAccounts.self)
}

/// `alignmentGuide` (with custom guides passed up through stacks), `ViewThatFits` and `containerRelativeFrame`.
@MainActor
@Suite struct AlignmentAndFittingTests {
    @Test func anAlignmentGuideMovesAViewInItsStack() {
        let graph = ViewGraph(rootView: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d[.leading] - 30 }
            Color.green.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d.width / 2 }
        }, size: CGSize(width: 200, height: 200))
        let red = graph.fills(of: .red)[0].minX, blue = graph.fills(of: .blue)[0].minX, green = graph.fills(of: .green)[0].minX
        // The leading guides line up: blue's is 30 left of its edge, green's in its middle.
        #expect(near(blue - red, 30, 0.01) && near(green - red, -20, 0.01), "\(red) \(blue) \(green)")
    }

    @Test func aCustomGuideSetDeepInsideAStackAlignsAcrossStacks() {
        let graph = ViewGraph(rootView: HStack(alignment: .midAccounts, spacing: 10) {
            Color.red.frame(width: 30, height: 30)
            VStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 30)
                Color.green.frame(width: 30, height: 30)
                    .alignmentGuide(.midAccounts) { d in d[VerticalAlignment.center] }
            }
        }, size: CGSize(width: 200, height: 200))
        let red = graph.fills(of: .red)[0], green = graph.fills(of: .green)[0]
        // The red square's middle meets the green one's (set two stacks down), not the column's middle.
        #expect(near(red.midY, green.midY, 0.01), "\(red) \(green)")
    }

    @Test func viewThatFitsShowsTheFirstThatFits() {
        struct Fitting: View {
            let width: CGFloat
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 150, height: 20)
                    Color.blue.frame(width: 90, height: 20)
                    Color.green.frame(width: 60, height: 20)
                }
                .frame(width: width)
            }
        }
        for (width, shown) in [(200.0, Color.red), (100, .blue), (70, .green), (10, .green)] {
            let graph = ViewGraph(rootView: Fitting(width: width), size: CGSize(width: 200, height: 100))
            let drawn = graph.fills { _ in true }
            #expect(drawn.count == 1 && graph.fills(of: shown).count == 1, "at \(width): \(drawn)")
        }
    }

    @Test func containerRelativeFramesTakeTheScrollViewsSize() {
        let graph = ViewGraph(rootView: ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal)
                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .horizontal ? length / 4 : length / 2
                }
            }
        }.frame(width: 190, height: 80), size: CGSize(width: 300, height: 200))
        #expect(graph.fills(of: .red)[0].width == 190)
        // Two of three columns of (190 − 20) / 3, with the gap between them.
        #expect(near(graph.fills(of: .blue)[0].width, 2 * 170 / 3 + 10, 0.01))
        #expect(graph.fills(of: .green)[0].size == CGSize(width: 47.5, height: 40))
    }
}
