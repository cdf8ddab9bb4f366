import Foundation
import Testing
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

extension ViewGraph {
    /// What `pick` takes from the items of the current display list, in drawing order, through nested lists and
    /// the contents of effects (not a mask's own drawing).
    func drawnItems<T>(_ pick: (DisplayList.Item) -> T?) -> [T] {
        var found: [T] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                if let picked = pick(item) { found.append(picked) }
                switch item.content {
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(displayList)
        return found
    }

    /// Canvas bounds of every filled outline drawn in a colour, in drawing order.
    func fills(where match: (Color.Resolved) -> Bool) -> [CGRect] {
        drawnItems { item in
            guard case let .fill(path, .color(color), _) = item.content, match(color) else { return nil }
            return path.boundingRect.boundingBox(projectedBy: item.transform) ?? .null
        }
    }

    func fills(of color: Color) -> [CGRect] {
        let resolved = color.resolve(in: EnvironmentValues())
        return fills { $0 == resolved }
    }
}

extension ViewGraph {
    /// The fills drawn in `color`, in drawing order, each with the opacity of the groups around it (fades,
    /// departing views).
    func fillsWithOpacity(of color: Color) -> [(rect: CGRect, opacity: Double)] {
        var found: [(CGRect, Double)] = []
        let resolved = color.resolve(in: EnvironmentValues())
        func visit(_ list: DisplayList, opacity: Double) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(drawn), _) where drawn == resolved:
                    found.append((path.boundingRect.boundingBox(projectedBy: item.transform) ?? .null, opacity))
                case .effect(.opacity(let faded), let nested): visit(nested, opacity: opacity * faded)
                case .list(let nested), .effect(_, let nested): visit(nested, opacity: opacity)
                default: break
                }
            }
        }
        visit(displayList, opacity: 1)
        return found
    }
}

extension ViewGraph {
    /// A finger moving from `start` to `end` at 60 Hz over `duration`, starting now.
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        let begin = time
        #expect(touchDown(at: start))
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            advance(to: begin + Double(step) / 60)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        touchUp(at: end)
    }
}

extension ViewGraph {
    /// The text drawings of the current display list, in drawing order.
    var textDrawings: [DisplayList.TextDrawing] {
        drawnItems { if case .text(let text) = $0.content { text } else { nil } }
    }

    /// The symbol drawings of the current display list, in drawing order.
    var symbolDrawings: [DisplayList.SymbolDrawing] {
        drawnItems { if case .symbol(let symbol) = $0.content { symbol } else { nil } }
    }
}
