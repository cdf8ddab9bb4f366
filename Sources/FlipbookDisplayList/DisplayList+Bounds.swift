import Foundation

extension DisplayList {
    /// A rectangle of the canvas (points) that contains everything the list draws (generous for strokes,
    /// text and blurs).
    public func canvasBounds() -> CGRect {
        items.reduce(CGRect.null) { $0.union($1.canvasBounds()) }
    }
}

extension DisplayList.Item {
    /// A rectangle of the canvas (points) that contains everything the item draws.
    public func canvasBounds() -> CGRect {
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
        case let .list(list):
            return list.canvasBounds()
        case let .effect(.projection(projection), list):
            // Offsets and blur radii inside are in the projected space's points: measured there, then projected.
            return list.transformed(by: projection.inverted()).canvasBounds().mapped(through: projection)
        case let .effect(effect, list):
            return effect.bounds(of: list.canvasBounds())
        }
    }

    private func map(_ rect: CGRect) -> CGRect { rect.mapped(through: transform) }
}

extension DisplayList.Effect {
    /// The canvas region the effect can reach when its items reach `bounds`.
    public func bounds(of bounds: CGRect) -> CGRect {
        switch self {
        case .opacity, .mask, .blendMode, .compositingGroup:
            return bounds
        case .alphaThreshold(let min, _, _):
            // A range that takes in clear pixels paints where nothing was drawn.
            return min > 0 ? bounds : .infinite
        case .colorMatrix(let matrix):
            return matrix.keepsTransparency ? bounds : .infinite
        case .clip(let clip):
            return bounds.intersection(clip.path.boundingRect.mapped(through: clip.transform))
        case .shadow(let shadow):
            let reach = shadow.radius * 1.5
            return bounds.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                .insetBy(dx: -reach, dy: -reach))
        case .blur(let radius):
            return bounds.insetBy(dx: -radius * 1.5, dy: -radius * 1.5)
        case .projection:
            // Its items' transforms include the projection already (`Item.canvasBounds` measures their spread in
            // the projected space).
            return bounds
        }
    }
}

extension CGRect {
    /// The bounding box of the corners mapped through a transform; infinite if a corner is behind the eye, so
    /// that bounds stay conservative.
    public func mapped(through transform: ProjectionTransform) -> CGRect {
        guard !isNull else { return .null }
        return boundingBox(projectedBy: transform) ?? .infinite
    }
}
