import Foundation

/// Where a scroll view's flicks rest, and which view its position binding names.
extension ScrollNode {
    /// Where a release at `velocity` comes to rest under a scroll target behaviour.
    func restingOffset(velocity: CGVector, behavior: AnyScrollTargetBehavior) -> CGPoint {
        let limit = maximum
        let glided = CGPoint(
            x: ScrollPhysics.glide(from: offset.x, velocity: velocity.dx, elapsed: .infinity, maximum: limit.x),
            y: ScrollPhysics.glide(from: offset.y, velocity: velocity.dy, elapsed: .infinity, maximum: limit.y))
        var target = ScrollTarget(rect: CGRect(origin: glided, size: viewport))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: velocity, contentSize: contentSize, containerSize: viewport, axes: axes,
            releaseRect: CGRect(origin: offset, size: viewport),
            // A view aligns with the edge of the margins, not of the scroll view.
            targetFrames: scrollTargets.map { frameInContent($0).offsetBy(dx: -contentMargins.leading, dy: -contentMargins.top) })
        behavior.update(&target, context)
        let anchor = target.anchor ?? .topLeading
        return clamped(CGPoint(x: target.rect.minX + anchor.x * (target.rect.width - viewport.width),
                               y: target.rect.minY + anchor.y * (target.rect.height - viewport.height)))
    }

    /// How the position binding knows the scroll target at `index`.
    func identity(of target: LayoutNode, at index: Int, in position: ScrollPositionBinding?) -> AnyHashable? {
        guard position?.identifiesByTag == true else { return target.elementID(below: self) }
        return target.wrapped(TaggedNode.self)?.anyTag ?? target.elementID(below: self) ?? AnyHashable(index)
    }

    func visibleTargetIDs(threshold: Double) -> [AnyHashable] {
        let visible = CGRect(origin: offset, size: viewport)
        let least = min(max(threshold.isFinite ? threshold : 0.5, 0), 1)
        return scrollTargets.compactMap { target in
            let frame = frameInContent(target)
            let shown = frame.intersection(visible)
            let area = frame.width * frame.height
            guard area > 0, !shown.isNull, shown.width * shown.height / area >= least else { return nil }
            return target.elementID(below: self)
        }
    }

    /// The views a view-aligned behaviour aligns to: those of the `scrollTargetLayout`, else the content's own.
    var scrollTargets: [LayoutNode] {
        func marked(in node: LayoutNode) -> ScrollTargetLayoutNode? {
            if let layout = node as? ScrollTargetLayoutNode, layout.isEnabled { return layout }
            if node is ScrollViewport { return nil }
            for child in node.layoutChildren { if let found = marked(in: child) { return found } }
            return nil
        }
        for item in layoutChildren { if let layout = marked(in: item) { return layout.targets } }
        return layoutChildren.first?.layoutChildren ?? []
    }

    /// An item's frame in the content's coordinates: its frame, moved by the boundaries between it and the content.
    func frameInContent(_ item: LayoutNode) -> CGRect {
        var frame = item.frame
        var ancestor = item.parent
        let content = layoutChildren.first
        while let current = ancestor, current !== content, current !== self {
            if let layout = current as? LayoutNode, layout is BoundaryNode { frame = frame.offsetBy(dx: layout.frame.minX, dy: layout.frame.minY) }
            ancestor = current.parent
        }
        return frame
    }
}
