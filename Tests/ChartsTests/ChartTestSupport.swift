import Foundation
@testable import Charts
@testable import FlipbookViews

extension ViewGraph {
    /// The bars and rectangles a chart drew, in drawing order.
    var bars: [CGRect] { laidOutViews.filter { $0.type == "RoundedRectangle" }.map(\.frame) }
    /// The texts shown, in drawing order.
    var texts: [String] { laidOutViews.compactMap(\.text) }
    /// The frame of the first text showing `label`.
    func frame(ofText label: String) -> CGRect? { laidOutViews.first { $0.text == label }?.frame }
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// An element of sample data.
struct Sample: Identifiable, Hashable {
    var name: String
    var value: Double
    var group = "A"
    var id: String { name + group }
}
