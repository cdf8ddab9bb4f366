import Foundation

/// A scroll view: its content is laid out at its natural length along the scrolling axes, moved by the
/// content offset (a transform that also applies to hit testing and coordinate spaces) and clipped to the
/// scroll view's bounds.
final class ScrollNode<Content: View>: BoundaryNode, ViewNode, AxisDragTarget, ScrollViewport, SizingContainer, PagingViewport {
    private(set) var axes: Axis.Set = .vertical
    private(set) var stack: Node?
    override var children: [Node] { stack.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { stack?.items ?? [] }

    /// How far the content is scrolled (positive: content moved up or left).
    private(set) var offset = CGPoint.zero
    private(set) var contentSize = CGSize.zero
    var contentOffset: CGPoint { offset }
    var contentLength: CGSize { contentSize }
    private(set) var viewport = CGSize.zero

    /// What moves the offset when no finger does.
    private enum Motion {
        case resting
        /// Moving to `end` with an animation (`scrollTo` in an animated transaction).
        case scrolling(start: CGPoint, end: CGPoint, animation: Animation, since: TimeInterval,
                       context: AnimationContext<AnimatablePair<CGFloat, CGFloat>>)
        case gliding(start: CGPoint, velocity: CGVector, since: TimeInterval)
        case bouncing(start: CGPoint, since: TimeInterval)
        /// Springing to where a scroll target behaviour rests, leaving with the finger's velocity.
        case settling(start: CGPoint, end: CGPoint, velocity: CGVector, since: TimeInterval)
    }
    /// Whether drags scroll (`scrollDisabled`).
    private var isScrollEnabled = true
    /// Where flicks come to rest (nil: they glide freely).
    private var targetBehavior: AnyScrollTargetBehavior?
    /// The `scrollPosition(id:)` binding: the view at the anchor of the visible area.
    private var position: ScrollPositionBinding?
    /// An iOS 18 `scrollPosition(_:)` binding, and the position last read from or written to it.
    private var positionValue: ScrollPositionValueBinding?
    private var appliedPositionValue: ScrollPosition?
    /// A `ScrollPosition` target waiting for the next layout, with the transaction that set it.
    private var pendingPositionValue: (target: ScrollPosition.Target, transaction: Transaction)?
    /// The id last read from or written to the position binding.
    private var reportedPosition: AnyHashable?
    /// An id the binding asked for, to scroll to once the content is laid out.
    private var pendingPosition: (id: AnyHashable, transaction: Transaction)?
    private var motion = Motion.resting
    private var dragStart: (point: CGPoint, offset: CGPoint)?
    /// The finger's recent positions, for the release velocity (measured as drag gestures measure it).
    private var finger = VelocitySamples()

    /// The margins set by `contentMargins`.
    private var environmentMargins = EdgeInsets()
    /// The safe area an enclosing `safeAreaPadding` adds: the scroll view extends under it and insets its content.
    private var addedSafeArea = EdgeInsets()
    /// The margins around the content: `contentMargins` and the added safe area.
    var contentMargins: EdgeInsets { environmentMargins + addedSafeArea }

    /// The default scroll anchors, and whether the initial one was applied (at the first layout with a size).
    private var anchors = ScrollAnchors()
    private var hasTakenInitialAnchor = false
    /// Whether the content is clipped to the scroll view (`scrollClipDisabled` turns it off).
    private var clipsContent = true
    /// The navigation level's large title, which follows this scroll view if it extends under the title's band.
    private var largeTitleLink: LargeTitleLink?

    func update(_ scrollView: ScrollView<Content>, context: ResolveContext) {
        axes = scrollView.axes
        let environment = context.environment
        let first = stack == nil
        if anchors != environment.scrollAnchors || environmentMargins != environment.scrollContentMargins {
            anchors = environment.scrollAnchors
            environmentMargins = environment.scrollContentMargins
            if !first { invalidateLayout() }
        }
        let clips = !environment.isScrollClipDisabled
        if clipsContent != clips {
            clipsContent = clips
            if !first { invalidateRender() }
        }
        targetBehavior = context.environment.scrollTargetBehavior
        isScrollEnabled = context.environment.isScrollEnabled
        position = context.environment.scrollPositionBinding
        if let position, let wanted = position.read(), wanted != reportedPosition {
            reportedPosition = wanted
            pendingPosition = (wanted, context.transaction)
            invalidateLayout()
        }
        positionValue = context.environment.scrollPositionValue
        if let positionValue {
            let wanted = positionValue.read()
            if wanted != appliedPositionValue {
                // The first look at a position with a target goes there; later, only requests made in code do.
                let isRequest = appliedPositionValue.map { wanted.request != $0.request } ?? true
                appliedPositionValue = wanted
                if isRequest, !wanted.isPositionedByUser, wanted.target != .automatic {
                    pendingPositionValue = (wanted.target, context.transaction)
                    invalidateLayout()
                }
            }
        }
        if largeTitleLink !== environment.largeTitleLink, let old = largeTitleLink { old.release(self) }
        largeTitleLink = environment.largeTitleLink
        // Scroll views inside this one do not move the title, and a scroll position bound to this one is not
        // theirs (a paging carousel's page id must not scroll the grid on its first page to the item of that id).
        var inner = context
        inner.environment.largeTitleLink = nil
        inner.environment.scrollPositionBinding = nil
        inner.environment.scrollPositionValue = nil
        if axes == .horizontal {
            stack = graph.reconcile(HStack { scrollView.content }, existing: stack, parent: self, context: inner)
        } else {
            stack = graph.reconcile(VStack { scrollView.content }, existing: stack, parent: self, context: inner)
        }
    }

    /// What the content is offered: the scroll view's proposal inside the margins, unlimited along the scrolling
    /// axes.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.width) },
                         height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.height) })
    }

    /// The size views inside measure themselves against (`containerRelativeFrame`): the size being proposed,
    /// inside the content margins.
    private(set) var containerSize = CGSize.zero

    /// How much the content margins take, across and along.
    private var margins: CGSize {
        CGSize(width: contentMargins.leading + contentMargins.trailing, height: contentMargins.top + contentMargins.bottom)
    }

    /// `size` less the content margins and the added safe area.
    func inside(_ size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width - margins.width), height: max(0, size.height - margins.height))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        containerSize = inside(CGSize(width: proposal.width ?? viewport.width, height: proposal.height ?? viewport.height))
        let fitted = layoutChildren.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? fitted.width + margins.width,
                      height: proposal.height ?? fitted.height + margins.height)
    }

    override func placeContent(in bounds: CGRect) {
        // The content scrolls: nothing in it reaches into the safe area around the scroll view.
        graph.placing(in: nil) { placeScrolledContent(in: bounds) }
    }

    private func placeScrolledContent(in bounds: CGRect) {
        viewport = bounds.size
        containerSize = inside(bounds.size)
        guard let content = layoutChildren.first else { return }
        let fitted = content.sizeThatFits(contentProposal(ProposedViewSize(bounds.size)))
        // The content starts inside the margins and scrolls with them. Content smaller than the area inside them
        // sits at the start along a scrolling axis and centred across it, unless an alignment anchor places it.
        let inner = inside(bounds.size)
        let align = anchors.alignment
        let alongX = align?.x ?? (axes.contains(.horizontal) ? 0 : 0.5)
        let alongY = align?.y ?? (axes.contains(.vertical) ? 0 : 0.5)
        let x = contentMargins.leading + max(0, inner.width - fitted.width) * alongX
            + (axes.contains(.horizontal) ? 0 : min(0, inner.width - fitted.width) / 2)
        let y = contentMargins.top + max(0, inner.height - fitted.height) * alongY
            + (axes.contains(.vertical) ? 0 : min(0, inner.height - fitted.height) / 2)
        content.place(in: CGRect(origin: CGPoint(x: x, y: y), size: fitted))
        let previousSize = contentSize
        contentSize = CGSize(width: fitted.width + margins.width, height: fitted.height + margins.height)
        if case .resting = motion, dragStart == nil {
            if !hasTakenInitialAnchor, bounds.width > 0, bounds.height > 0 {
                hasTakenInitialAnchor = true
                if let anchor = anchors.initialOffset {
                    setOffset(CGPoint(x: anchor.x * maximum.x, y: anchor.y * maximum.y))
                }
            } else if let anchor = anchors.sizeChanges, previousSize != contentSize, previousSize != .zero {
                // The anchored point of the content stays where it was on screen.
                setOffset(CGPoint(x: offset.x + anchor.x * (contentSize.width - previousSize.width),
                                  y: offset.y + anchor.y * (contentSize.height - previousSize.height)))
            }
            setOffset(clamped(offset))
        }
        if let pending = pendingPositionValue {
            pendingPositionValue = nil
            scroll(to: pending.target, transaction: pending.transaction)
        }
        if let pending = pendingPosition {
            pendingPosition = nil
            scroll(to: .view(pending.id, anchor: position?.anchor ?? .topLeading), transaction: pending.transaction)
        }
    }

    var maximum: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0)
    }

    func clamped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), maximum.x), y: min(max(point.y, 0), maximum.y))
    }

    private func setOffset(_ newOffset: CGPoint) {
        guard newOffset != offset else { return }
        let movedVertically = newOffset.y != offset.y
        offset = newOffset
        invalidateRender()
        if movedVertically, let largeTitleLink, largeTitleLink.follows(self) { largeTitleLink.scrollMoved() }
    }

    var viewportInCanvas: CGRect {
        CGRect(origin: offset, size: presentedFrame.size).mapped(by: contentSpace.layoutTransform)
    }
    var scrollAxes: Axis.Set { axes }
    var dragAxes: Axis.Set { axes }

    /// As UIKit measures it: the content starts at the inset, so at rest its offset is minus the leading and top
    /// insets (code writes `contentOffset.y + contentInsets.top` for how far it scrolled), and its size leaves
    /// the insets out.
    var scrollGeometry: ScrollGeometry {
        let insets = contentMargins
        return ScrollGeometry(
            contentOffset: CGPoint(x: offset.x - insets.leading, y: offset.y - insets.top),
            contentSize: inside(contentSize),
            contentInsets: insets, containerSize: presentedFrame.size)
    }

    var scrollPhase: ScrollPhase {
        if dragStart != nil { return .interacting }
        switch motion {
        case .resting: return .idle
        case .scrolling: return .animating
        case .gliding, .bouncing, .settling: return .decelerating
        }
    }

    var scrollVelocity: CGVector? {
        switch motion {
        case .gliding(_, let velocity, _), .settling(_, _, let velocity, _): return velocity
        default: return nil
        }
    }

    override var hasEffectTransform: Bool { true }

    /// Names the visible area's space (`.scrollView`) for the content: the content's space with the offset undone,
    /// starting inside the content margins and the added safe area, where the content starts at rest. So a view at
    /// the start of the content is at 0 until it scrolls: the idiom `.offset(y: -frame(in: .scrollView).minY)`
    /// pins cards where the first one rests (a wheel of cards centred by `safeAreaPadding`). Pinned headers stick
    /// at the inset too, in an area of their own that grows into a collapsing large title (`PinningSpaceName`).
    override func adjustSpace(_ space: inout RenderSpace) {
        let insets = contentMargins
        let inner = inside(viewport)
        func visibleArea(growingBy collapsed: CGFloat) -> NamedSpace {
            NamedSpace(transform: ProjectionTransform(CGAffineTransform(translationX: offset.x + insets.leading,
                                                                        y: offset.y + insets.top - collapsed))
                           .concatenating(space.layoutTransform),
                       size: CGSize(width: inner.width, height: inner.height + collapsed))
        }
        let visible = visibleArea(growingBy: 0)
        // Set together: each write of a space's named spaces boxes them anew, and this runs on every frame.
        var named = space.namedSpaces
        named[AnyHashable(ScrollViewSpaceName())] = visible
        if axes.contains(.horizontal) { named[AnyHashable(ScrollViewSpaceName(axis: .horizontal))] = visible }
        if axes.contains(.vertical) {
            named[AnyHashable(ScrollViewSpaceName(axis: .vertical))] = visible
            // Pinned headers stick below what is left of a collapsing large title's band: the area they pin to
            // grows into the band as it goes up.
            let collapsed = largeTitleCollapse
            named[AnyHashable(PinningSpaceName())] = collapsed > 0 ? visibleArea(growingBy: collapsed) : visible
        }
        space.namedSpaces = named
    }

    override func effectTransform(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -offset.x, y: -offset.y))
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard clipsContent else { return super.renderContent(into: &builder, space: space, size: size) }
        // The clip is given in the content's space, where the viewport sits at the offset.
        let clip = DisplayList.Clip(path: Path(CGRect(origin: offset, size: size)), transform: space.transform)
        builder.beginEffect(.clip(clip), viewID: nodeID)
        super.renderContent(into: &builder, space: space, size: size)
        builder.endEffect()
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        guard inViewport(point) else { return nil }
        // Taps go to the content; a drag anywhere scrolls, even one that starts on a button. A tap on content
        // that does nothing with it, or on no content, goes to the gestures around the scroll view.
        if let inner = super.hitTest(point, space: space) {
            guard isScrollEnabled else { return inner }
            guard !inner.isBlocked else {
                return HitResult(node: inner.node, action: {}, drag: self, answersTaps: false)
            }
            var drag = inner.drag.flatMap { $0 is PressTarget ? nil : $0 }
            if let nested = drag as? AxisDragTarget, ScrollDragHandOff.crosses(nested, self) {
                drag = ScrollDragHandOff(inner: nested, outer: self)
            }
            return HitResult(node: inner.node, action: inner.action, drag: drag ?? self, answersTaps: inner.answersTaps)
        }
        return HitResult(node: self, action: {}, drag: isScrollEnabled ? self : nil, answersTaps: false)
    }

    /// Content scrolled out of the viewport stops no touches.
    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        inViewport(point) && super.hitsContent(point, space: space)
    }

    private func inViewport(_ point: CGPoint) -> Bool {
        guard let local = contentSpace.layoutTransform.inverted().projecting(point) else { return false }
        return CGRect(origin: offset, size: presentedFrame.size).contains(local)
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
        let velocity = releaseVelocity()
        if let targetBehavior {
            let end = restingOffset(velocity: velocity, behavior: targetBehavior)
            guard end != offset || velocity.dx != 0 || velocity.dy != 0 else { return rest() }
            motion = .settling(start: offset, end: end, velocity: velocity, since: now)
        } else if clamped(offset) != offset {
            motion = .bouncing(start: offset, since: now)
        } else {
            guard velocity.dx != 0 || velocity.dy != 0 else { return rest() }
            motion = .gliding(start: offset, velocity: velocity, since: now)
        }
        graph.startAnimating(self)
    }

    /// Comes to rest after the finger moved the content, and tells the `scrollPosition(id:)` binding which view
    /// is now at its anchor.
    private func rest() {
        motion = .resting
        reportPositionValue()
        guard let position, let id = idOfTarget(nearest: position.anchor), id != reportedPosition else { return }
        reportedPosition = id
        position.write(id)
    }

    /// The id of the scroll target whose `anchor` point (top leading when nil) is nearest the same point of the
    /// visible area, along the scrolling axis.
    private func idOfTarget(nearest anchor: UnitPoint?) -> AnyHashable? {
        let anchor = anchor ?? .topLeading
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let unit = axis == .horizontal ? anchor.x : anchor.y
        let point = offset[axis] + unit * viewport[axis]
        let distance = { (frame: CGRect) in abs(frame.origin[axis] + unit * frame.size[axis] - point) }
        let targets = scrollTargets, inset = alignmentInset
        let frames = targets.map { alignedFrame($0, inset: inset) }
        let index = frames.indices.min { distance(frames[$0]) < distance(frames[$1]) }
        return index.flatMap { identity(of: targets[$0], at: $0, in: position) }
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
                // A scroll the code asked for leaves the position binding as the code set it.
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
            if over { rest() }
            return !over
        case let .settling(start, end, velocity, since):
            let elapsed = time - since
            let spring = ScrollPhysics.settle
            let moved = spring.value(target: AnimatablePair(end.x - start.x, end.y - start.y),
                                     initialVelocity: AnimatablePair(velocity.dx, velocity.dy), time: elapsed)
            let next = CGPoint(x: start.x + moved.first, y: start.y + moved.second)
            let speed = spring.velocity(target: AnimatablePair(end.x - start.x, end.y - start.y),
                                        initialVelocity: AnimatablePair(velocity.dx, velocity.dy), time: elapsed)
            let settled = abs(next.x - end.x) < 0.25 && abs(next.y - end.y) < 0.25
                && abs(speed.first) < 1 && abs(speed.second) < 1
            setOffset(settled ? end : next)
            if settled { rest() }
            return !settled
        case let .bouncing(start, since):
            let end = clamped(start)
            let elapsed = time - since
            let next = CGPoint(x: ScrollPhysics.bounce(from: start.x, to: end.x, elapsed: elapsed),
                               y: ScrollPhysics.bounce(from: start.y, to: end.y, elapsed: elapsed))
            let settled = abs(next.x - end.x) < 0.25 && abs(next.y - end.y) < 0.25
            setOffset(settled ? end : next)
            if settled { rest() }
            return !settled
        }
    }

    override var debugName: String { "ScrollView" }
}

extension ScrollNode {
    /// Scrolls to a `ScrollPosition`'s target: a view by id, an edge, or a content offset.
    private func scroll(to target: ScrollPosition.Target, transaction: Transaction) {
        switch target {
        case .automatic:
            return
        case let .view(id, anchor):
            // A view of the scroll target layout known by its id, else any view with that id.
            let targets = scrollTargets
            let named = targets.indices.first { identity(of: targets[$0], at: $0, in: position) == id }
            if let node = named.map({ targets[$0] }) ?? descendant(identifiedBy: id) {
                scroll(toShow: node, anchor: anchor ?? positionValue?.anchor ?? .topLeading, transaction: transaction)
            }
        case .edge(let edge):
            var point = offset
            switch edge {
            case .top: point.y = 0
            case .bottom: point.y = maximum.y
            case .leading: point.x = 0
            case .trailing: point.x = maximum.x
            }
            move(to: point, transaction: transaction)
        case let .point(x, y):
            move(to: CGPoint(x: x ?? offset.x, y: y ?? offset.y), transaction: transaction)
        }
    }

    /// Moves the content to `point` (clamped), animated in an animated transaction.
    func move(to point: CGPoint, transaction: Transaction) {
        let target = clamped(point)
        guard target != offset else { return }
        if let animation = transaction.animation, !transaction.disablesAnimations {
            motion = .scrolling(start: offset, end: target, animation: animation, since: graph.time, context: AnimationContext())
            graph.startAnimating(self)
        } else {
            motion = .resting
            setOffset(target)
        }
    }

    /// Writes where the user's scrolling came to rest into the `scrollPosition(_:)` binding: the id of the view
    /// nearest its anchor.
    private func reportPositionValue() {
        guard let positionValue else { return }
        let reported = positionValue.read().scrolledByUser(to: idOfTarget(nearest: positionValue.anchor))
        appliedPositionValue = reported
        positionValue.write(reported)
    }
}

extension ScrollNode: ScrollTargeting {
    func scroll(toShow node: Node, anchor: UnitPoint?, transaction: Transaction) {
        guard let item = (node as? LayoutNode) ?? node.items.first else { return }
        let frame = frameInContent(item)
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
        move(to: target, transaction: transaction)
    }
}

extension ScrollNode: SafeAreaAbsorbing {
    var absorbsSafeArea: Bool { true }

    func absorbSafeArea(_ insets: EdgeInsets) {
        // Extending under the large title's band, this is the scroll view the title follows.
        if insets.top > 0 { largeTitleLink?.claim(self) } else { largeTitleLink?.release(self) }
        guard insets != addedSafeArea else { return }
        addedSafeArea = insets
        sizeCache.removeAll(keepingCapacity: true)
        renderStamp = renderStamp &+ 1
    }
}

extension ScrollNode: LargeTitleSource {
    var largeTitleScrolled: CGFloat { offset.y }

    /// How much of a followed large title's band has gone up under the bar: the top inset the visible area no
    /// longer keeps free.
    var largeTitleCollapse: CGFloat {
        guard let largeTitleLink, largeTitleLink.follows(self) else { return 0 }
        return min(max(offset.y, 0), largeTitleLink.bandHeight, contentMargins.top)
    }
}
