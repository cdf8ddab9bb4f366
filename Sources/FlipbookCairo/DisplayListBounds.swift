import Foundation
import FlipbookViews

extension DisplayList {
    /// A rectangle of the canvas (points) that contains everything the list draws (generous for strokes,
    /// text and blurs).
    func canvasBounds() -> CGRect {
        items.reduce(CGRect.null) { $0.union($1.canvasBounds()) }
    }
}

extension DisplayList.Item {
    func canvasBounds() -> CGRect {
        switch content {
        case let .fill(path, _, _):
            return map(path.boundingRect)
        case let .stroke(path, _, style):
            let reach = style.lineWidth / 2 * max(1, style.lineJoin == .miter ? style.miterLimit : 1) + 1
            return map(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        case let .text(text):
            let overhang = text.font.size * 0.5
            return map(CGRect(origin: .zero, size: text.size).insetBy(dx: -overhang, dy: -overhang))
        case let .image(image):
            return map(CGRect(origin: .zero, size: image.size).insetBy(dx: -1, dy: -1))
        case let .symbol(symbol):
            return map(CGRect(origin: .zero, size: symbol.size).insetBy(dx: -2, dy: -2))
        case let .group(group):
            var bounds = group.content.canvasBounds()
            let spread = group.blurRadius * 1.5
            bounds = bounds.insetBy(dx: -spread, dy: -spread)
            if let shadow = group.shadow {
                let reach = shadow.radius * 1.5
                bounds = bounds.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                    .insetBy(dx: -reach, dy: -reach))
            }
            for clip in group.clips {
                bounds = bounds.intersection(clip.path.boundingRect.mapped(through: clip.transform))
            }
            return bounds
        }
    }

    private func map(_ rect: CGRect) -> CGRect { rect.mapped(through: transform) }
}

extension CGRect {
    /// The bounding box of the corners mapped through a transform; infinite if a corner is behind the eye, so
    /// that bounds stay conservative.
    func mapped(through transform: ProjectionTransform) -> CGRect {
        guard !isNull else { return .null }
        return boundingBox(projectedBy: transform) ?? .infinite
    }
}
