import Foundation
import Testing
@testable import FlipbookViews

/// macOS's split views: panes sharing the space, a divider between each two.
@MainActor
@Suite struct SplitViewTests {
    @Test func panesShareTheWidthOrHeightWithADividerBetween() throws {
        let across = ViewGraph(rootView: HSplitView { Text("left"); Text("right") },
                               size: CGSize(width: 401, height: 100))
        let left = try #require(across.laidOutViews.first { $0.text == "left" }).frame
        let right = try #require(across.laidOutViews.first { $0.text == "right" }).frame
        #expect(near(left.midX, 100, 0.5) && near(right.midX, 301, 0.5), "\(left) \(right)")
        #expect(across.views("Divider").count == 1)

        let down = ViewGraph(rootView: VSplitView { Text("top"); Text("middle"); Text("bottom") },
                             size: CGSize(width: 100, height: 302))
        let top = try #require(down.laidOutViews.first { $0.text == "top" }).frame
        let bottom = try #require(down.laidOutViews.first { $0.text == "bottom" }).frame
        #expect(near(top.midY, 50, 0.5) && near(bottom.midY, 252, 0.5), "\(top) \(bottom)")
        #expect(down.views("Divider").count == 2)
    }
}
