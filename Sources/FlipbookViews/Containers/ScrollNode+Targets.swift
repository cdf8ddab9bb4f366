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
        let inset = alignmentInset
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: velocity, contentSize: contentSize, containerSize: inside(viewport), axes: axes,
            releaseRect: CGRect(origin: offset, size: viewport),
            targetFrames: scrollTargets.map { alignedFrame($0, inset: inset) })
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
        markedTargetLayout?.targets ?? layoutChildren.first?.layoutChildren ?? []
    }

    /// The enabled `scrollTargetLayout()` in the content (not in a nested scroll view).
    private var markedTargetLayout: ScrollTargetLayoutNode? {
        func marked(in node: LayoutNode) -> ScrollTargetLayoutNode? {
            if let layout = node as? ScrollTargetLayoutNode, layout.isEnabled { return layout }
            if node is ScrollViewport { return nil }
            for child in node.layoutChildren { if let found = marked(in: child) { return found } }
            return nil
        }
        return layoutChildren.lazy.compactMap(marked(in:)).first
    }

    /// Where a view-aligned rest lines views up, from the content's top leading corner: the edge of the margins,
    /// moved in by the padding between `scrollTargetLayout()` and the layout it marks. A view rests with its
    /// leading edge there: `LazyHStack { … }.padding(.horizontal, 40).scrollTargetLayout()` rests each view 40
    /// points in, as `contentMargins` would.
    var alignmentInset: CGSize {
        var inset = CGSize(width: contentMargins.leading, height: contentMargins.top)
        if let marker = markedTargetLayout, let layout = marker.markedLayout {
            let outer = frameInContent(marker), inner = frameInContent(layout)
            inset.width += inner.minX - outer.minX
            inset.height += inner.minY - outer.minY
        }
        return inset
    }

    /// A target's frame measured from where views rest (`alignmentInset`).
    func alignedFrame(_ target: LayoutNode, inset: CGSize) -> CGRect {
        frameInContent(target).offsetBy(dx: -inset.width, dy: -inset.height)
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
