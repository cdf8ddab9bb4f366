import Foundation
import FlipbookDisplayList

extension DisplayList {
    /// The colour of an opaque solid fill that comes first and covers the whole canvas of `size` points (SwiftUI
    /// scenes often start with `Color.white` under everything): it can be painted as the background, saving a
    /// pass over every pixel. Nil when the list does not start so.
    func coveringColor(canvas size: CGSize) -> Color.Resolved? {
        guard let first = items.first, case let .fill(path, .color(color), _) = first.content,
              color.opacity >= 1, first.transform.isTranslation, let rect = path.axisAlignedRectangle else {
            return nil
        }
        let placed = rect.offsetBy(dx: first.transform.m31, dy: first.transform.m32)
        return placed.contains(CGRect(origin: .zero, size: size)) ? color : nil
    }
}

extension Path {
    /// The rectangle the path is when it is exactly one closed, axis-aligned rectangle (as `Path(_: CGRect)`
    /// makes it), else nil.
    var axisAlignedRectangle: CGRect? {
        var points: [CGPoint] = []
        var closed = false
        var isRectangle = true
        forEach { element in
            guard isRectangle, !closed else { isRectangle = false; return }
            switch element {
            case .move(let p): if points.isEmpty { points.append(p) } else { isRectangle = false }
            case .line(let p): if points.isEmpty { isRectangle = false } else { points.append(p) }
            case .closeSubpath: closed = true
            case .quadCurve, .curve: isRectangle = false
            }
        }
        guard isRectangle, closed, points.count == 4 else { return nil }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        // Four distinct corners, each edge along an axis.
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) where a.x != b.x && a.y != b.y { return nil }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
