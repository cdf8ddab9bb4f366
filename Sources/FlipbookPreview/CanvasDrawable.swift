import Flipbook

/// Which display lists the page draws itself with the canvas 2-D API, exactly as Cairo would: outlines filled
/// and stroked with colours and linear or radial gradients, through affine transforms, in groups with opacity and
/// clips. Anything else (text, images, symbols, angular gradients, shadows, blurs, masks, perspective,
/// colour filters, blend modes, compositing groups) is sent as
/// a PNG drawn by Cairo, so the page never shows a frame that differs from an export.
enum CanvasDrawable {
    static func canDraw(_ list: DisplayList) -> Bool {
        list.items.allSatisfy(canDraw)
    }

    private static func canDraw(_ item: DisplayList.Item) -> Bool {
        guard item.transform.isAffine else { return false }
        switch item.content {
        case .fill(_, let paint, _), .stroke(_, let paint, _):
            return canDraw(paint)
        case .list(let list):
            return canDraw(list)
        case let .effect(effect, list):
            return canDraw(effect) && canDraw(list)
        case .text, .image, .symbol:
            return false
        }
    }

    private static func canDraw(_ effect: DisplayList.Effect) -> Bool {
        switch effect {
        case .opacity: return true
        case .clip(let clip): return clip.transform.isAffine
        case .shadow, .blur, .mask, .projection, .colorMatrix, .alphaThreshold, .blendMode, .compositingGroup:
            return false
        }
    }

    private static func canDraw(_ paint: DisplayList.Paint) -> Bool {
        switch paint {
        case .color, .linearGradient, .radialGradient: return true
        case .twoCircleGradient, .angularGradient, .mesh, .image: return false
        }
    }
}
