import Foundation

extension DisplayList {
    /// The same drawing with every transform followed by `transform` (clips, masks and projections included).
    public func transformed(by transform: ProjectionTransform) -> DisplayList {
        DisplayList(items: items.map { item in
            var item = item
            item.transform = item.transform.concatenating(transform)
            switch item.content {
            case .fill, .stroke, .text, .image, .symbol:
                break
            case .list(let list):
                item.content = .list(list.transformed(by: transform))
            case let .effect(effect, list):
                item.content = .effect(effect.transformed(by: transform), list.transformed(by: transform))
            }
            return item
        })
    }
}

extension DisplayList.Effect {
    /// The effect with the canvas transforms it carries followed by `transform`.
    public func transformed(by transform: ProjectionTransform) -> DisplayList.Effect {
        switch self {
        case .opacity, .shadow, .blur, .colorMatrix, .alphaThreshold, .blendMode, .compositingGroup:
            return self
        case .clip(var clip):
            clip.transform = clip.transform.concatenating(transform)
            return .clip(clip)
        case .mask(let mask):
            return .mask(mask.transformed(by: transform))
        case .projection(let projection):
            return .projection(projection.concatenating(transform))
        }
    }
}
