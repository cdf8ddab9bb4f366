import Foundation
@testable import FlipbookViews

extension ViewGraph {
    /// Views of a type, outermost first.
    func views(_ type: String) -> [LaidOutView] { laidOutViews.filter { $0.type == type } }
    /// The texts shown, in drawing order.
    var texts: [String] { laidOutViews.compactMap(\.text) }
    /// Taps the frontmost view showing `label`.
    func tap(label: String) {
        guard let point = center(ofText: label) else { fatalError("no text \(label)") }
        tap(at: point)
    }
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
