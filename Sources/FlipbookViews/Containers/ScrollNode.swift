import Foundation

/// A scroll view: its content is laid out at its natural length along the scrolling axes, moved by the
/// content offset (a transform that also applies to hit testing and coordinate spaces) and clipped to the
/// scroll view's bounds.
final class ScrollNode<Content: View>: BoundaryNode, ViewNode, DragTarget, ScrollViewport {
    private var axes: Axis.Set = .vertical
    private var stack: Node?
    override var children: [Node] { stack.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { stack?.items ?? [] }

    /// How far the content is scrolled (positive: content moved up or left).
    private(set) var offset = CGPoint.zero
    private var contentSize = CGSize.zero
    private var viewport = CGSize.zero

    /// What moves the offset when no finger does.
    private enum Motion {
        case resting
        /// Moving to `end` with an animation (`scrollTo` in an animated transaction).
        case scrolling(start: CGPoint, end: CGPoint, animation: Animation, since: TimeInterval,
                       context: AnimationContext<AnimatablePair<CGFloat, CGFloat>>)
        case gliding(start: CGPoint, velocity: CGVector, since: TimeInterval)
        case bouncing(start: CGPoint, since: TimeInterval)
    }
    private var motion = Motion.resting
    private var dragStart: (point: CGPoint, offset: CGPoint)?
    /// The finger's recent positions, for the release velocity (measured as drag gestures measure it).
    private var finger = VelocitySamples()

    func update(_ scrollView: ScrollView<Content>, context: ResolveContext) {
        axes = scrollView.axes
        if axes == .horizontal {
            stack = graph.reconcile(HStack { scrollView.content }, existing: stack, parent: self, context: context)
        } else {
            stack = graph.reconcile(VStack { scrollView.content }, existing: stack, parent: self, context: context)
        }
    }

    /// What the content is offered: the scroll view's proposal, unlimited along the scrolling axes.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fitted = layoutChildren.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? fitted.width, height: proposal.height ?? fitted.height)
    }

    override func placeContent(in bounds: CGRect) {
        viewport = bounds.size
        guard let content = layoutChildren.first else { return }
        contentSize = content.sizeThatFits(contentProposal(ProposedViewSize(bounds.size)))
        // Content smaller than the viewport across the scrolling axis is centred on that axis.
        let x = axes.contains(.horizontal) ? 0 : (bounds.width - contentSize.width) / 2
        let y = axes.contains(.vertical) ? 0 : (bounds.height - contentSize.height) / 2
        content.place(in: CGRect(origin: CGPoint(x: x, y: y), size: contentSize))
        if case .resting = motion, dragStart == nil { setOffset(clamped(offset)) }
    }

    private var maximum: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0)
    }

    private func clamped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), maximum.x), y: min(max(point.y, 0), maximum.y))
    }

    private func setOffset(_ newOffset: CGPoint) {
        guard newOffset != offset else { return }
        offset = newOffset
        invalidateRender()
    }

    var viewportInCanvas: CGRect {
        CGRect(origin: offset, size: presentedFrame.size).mapped(by: contentSpace.layoutTransform)
    }
    var scrollAxes: Axis.Set { axes }

    override var hasEffectTransform: Bool { true }

    override func effectTransform(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -offset.x, y: -offset.y))
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        // The clip is given in the content's space, where the viewport sits at the offset.
        let clip = DisplayList.Clip(path: Path(CGRect(origin: offset, size: size)), transform: space.transform)
        builder.beginEffect(.clip(clip), viewID: nodeID)
        super.renderContent(into: &builder, space: space, size: size)
        builder.endEffect()
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        let viewportInContent = CGRect(origin: offset, size: presentedFrame.size)
        guard let local = contentSpace.layoutTransform.inverted().projecting(point),
              viewportInContent.contains(local) else { return nil }
        // Taps go to the content; a drag anywhere scrolls, even one that starts on a button.
        if let inner = super.hitTest(point, space: space) {
            let drag = inner.drag.flatMap { $0 is PressTarget ? nil : $0 }
            return HitResult(node: inner.node, action: inner.action, drag: drag ?? self)
        }
        return HitResult(node: self, action: {}, drag: self)
    }

    // MARK: Dragging

    func dragBegan(at point: CGPoint) -> Bool {
        // A finger on gliding or bouncing content stops it where it is.
        motion = .resting
        dragStart = (point, offset)
        finger = VelocitySamples()
        finger.add(point, at: graph.time)
        return true
    }

    func dragMoved(to point: CGPoint) {
        guard let dragStart else { return }
        let raw = CGPoint(x: dragStart.offset.x - (point.x - dragStart.point.x),
                          y: dragStart.offset.y - (point.y - dragStart.point.y))
        setOffset(CGPoint(
            x: axes.contains(.horizontal) ? ScrollPhysics.dragged(raw.x, maximum: maximum.x, dimension: viewport.width) : 0,
            y: axes.contains(.vertical) ? ScrollPhysics.dragged(raw.y, maximum: maximum.y, dimension: viewport.height) : 0))
        finger.add(point, at: graph.time)
    }

    func dragEnded(at point: CGPoint) {
        dragStart = nil
        let now = graph.time
        if clamped(offset) != offset {
            motion = .bouncing(start: offset, since: now)
        } else {
            let velocity = releaseVelocity()
            guard velocity.dx != 0 || velocity.dy != 0 else { return }
            motion = .gliding(start: offset, velocity: velocity, since: now)
        }
        graph.startAnimating(self)
    }

    /// The content's velocity at release: the finger's, reversed, along the scrolling axes.
    private func releaseVelocity() -> CGVector {
        let speed = finger.velocity
        return CGVector(dx: axes.contains(.horizontal) ? -speed.width : 0, dy: axes.contains(.vertical) ? -speed.height : 0)
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        switch motion {
        case .resting:
            return false
        case .scrolling(let start, let end, let animation, let since, var context):
            let delta = AnimatablePair(end.x - start.x, end.y - start.y)
            guard let moved = animation.animate(value: delta, time: time - since, context: &context) else {
                setOffset(end)
                motion = .resting
                return false
            }
            setOffset(CGPoint(x: start.x + moved.first, y: start.y + moved.second))
            motion = .scrolling(start: start, end: end, animation: animation, since: since, context: context)
            return true
        case let .gliding(start, velocity, since):
            let elapsed = time - since
            let limit = maximum
            setOffset(CGPoint(x: ScrollPhysics.glide(from: start.x, velocity: velocity.dx, elapsed: elapsed, maximum: limit.x),
                              y: ScrollPhysics.glide(from: start.y, velocity: velocity.dy, elapsed: elapsed, maximum: limit.y)))
            let over = ScrollPhysics.glideIsOver(from: start.x, velocity: velocity.dx, elapsed: elapsed, maximum: limit.x)
                && ScrollPhysics.glideIsOver(from: start.y, velocity: velocity.dy, elapsed: elapsed, maximum: limit.y)
            if over { motion = .resting }
            return !over
        case let .bouncing(start, since):
            let end = clamped(start)
            let elapsed = time - since
            let next = CGPoint(x: ScrollPhysics.bounce(from: start.x, to: end.x, elapsed: elapsed),
                               y: ScrollPhysics.bounce(from: start.y, to: end.y, elapsed: elapsed))
            let settled = abs(next.x - end.x) < 0.25 && abs(next.y - end.y) < 0.25
            setOffset(settled ? end : next)
            if settled { motion = .resting }
            return !settled
        }
    }

    override var debugName: String { "ScrollView" }
}

extension ScrollNode: ScrollTargeting {
    func scroll(toShow node: Node, anchor: UnitPoint?, transaction: Transaction) {
        guard let item = (node as? LayoutNode) ?? node.items.first, let content = layoutChildren.first else { return }
        // The target's frame in the content's coordinates: its frame, moved by its ancestors up to the content.
        var frame = item.frame
        var ancestor = item.parent
        while let current = ancestor, current !== content {
            if let layout = current as? LayoutNode, layout is BoundaryNode { frame = frame.offsetBy(dx: layout.frame.minX, dy: layout.frame.minY) }
            ancestor = current.parent
        }
        var target = offset
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let (low, length, visible, current) = axis == .horizontal
                ? (frame.minX, frame.width, viewport.width, offset.x) : (frame.minY, frame.height, viewport.height, offset.y)
            let value: CGFloat
            if let anchor {
                let unit = axis == .horizontal ? anchor.x : anchor.y
                value = low + unit * length - unit * visible
            } else if low < current {
                value = low
            } else if low + length > current + visible {
                value = low + length - visible
            } else {
                value = current
            }
            if axis == .horizontal { target.x = value } else { target.y = value }
        }
        target = clamped(target)
        guard target != offset else { return }
        if let animation = transaction.animation, !transaction.disablesAnimations {
            motion = .scrolling(start: offset, end: target, animation: animation, since: graph.time, context: AnimationContext())
            graph.startAnimating(self)
        } else {
            motion = .resting
            setOffset(target)
        }
    }
}
