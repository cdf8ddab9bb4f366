import Foundation

/// A node that takes part in layout: it is proposed a size, chooses its own, and is placed by its parent.
///
/// Frames are stored in the coordinate space of the nearest ``BoundaryNode`` ancestor; containers between
/// boundaries (stacks, frames, padding) only pass positions down, so that, as in SwiftUI, only leaf views and
/// coordinate-space boundaries animate their geometry.
@MainActor
class LayoutNode: Node {
    var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// The frame chosen by the last layout, in the space of the nearest boundary ancestor.
    var frame: CGRect = .zero
    /// The section this view is a part of, when a section outside a list handed it to its container.
    var sectionPart: SectionPart?
    /// What this container keeps in view of its sections' parts, if it is a lazy stack or grid that pins any.
    var pinnedSections: PinnedSections? { nil }

    override func collectItems(into items: inout [LayoutNode]) { items.append(self) }

    /// The nodes this one lays out.
    var layoutChildren: [LayoutNode] { [] }

    /// The size this view chooses for `proposal` (cached until the node or a descendant changes).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        // A NaN or negative size from user code (a custom Layout or Shape) counts as 0; infinity is kept.
        func sanitized(_ length: CGFloat) -> CGFloat { length.isNaN || length < 0 ? 0 : length }
        let computed = computeSize(proposal)
        let size = CGSize(width: sanitized(computed.width), height: sanitized(computed.height))
        sizeCache[proposal] = size
        return size
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places the view at `rect` (in the current boundary space) and lays out its children.
    func place(in rect: CGRect) {
        frame = rect
        placeContent(in: rect)
    }

    /// Lays out the children inside `bounds`, given in the current boundary space.
    func placeContent(in bounds: CGRect) {}

    /// The view's priority in stacks (`layoutPriority`).
    var layoutPriority: Double { 0 }

    /// The value the view gives its layout for a ``LayoutValueKey`` (by the key's type), if it gives one.
    func layoutValue(for key: ObjectIdentifier) -> Any? { nil }

    /// Whether this is a `Spacer` (it prefers no spacing next to it and gives up space first).
    var isSpacer: Bool { false }

    /// An alignment guide this view sets explicitly, in its own coordinates.
    func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

    func dimensions(for size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] in self.explicitAlignment($0, in: size) }
    }

    /// Whether the graph samples this node's animations on every frame.
    var isTicking = false

    // MARK: Geometry

    /// The render stamp at the last geometry pass (-1: never located).
    private var locatedStamp = -1

    /// The geometry pass: records where this view and its descendants are on the canvas, its frame being in the
    /// boundary space `space`. It runs after layout and before drawing; hit tests, geometry readers, matched
    /// geometry, anchors and drawing read what it recorded. A subtree whose stamp held since the last pass is
    /// skipped unless `moved` says that `space` changed since.
    final func locate(in space: RenderSpace, moved: Bool) {
        if !moved && locatedStamp == renderStamp { return }
        locatedStamp = renderStamp
        if hostsDepartures { graph.hostLocated(self, in: space) }
        locateContent(in: space, moved: moved)
    }

    /// Whether views that left it are still drawn: they follow the space it is located in (see ``DepartingView``).
    /// A flag, so that the other views pay one load per geometry pass.
    var hostsDepartures = false
    /// Whether a view leaving with its transition draws this node, a modifier's wrapper around it: the modifier
    /// leaves it to the leaving view to remove (see ``DepartingView``).
    var isDrawnLeaving = false
    /// The children as last drawn, in drawing order: where a view replaced among them is drawn while it leaves.
    var lastDrawnChildren: [LayoutNode] = []

    /// Records this view's place and locates its children (by default, in the same space).
    func locateContent(in space: RenderSpace, moved: Bool) {
        if graph.pinsSections, let pinned = pinnedSections {
            return locatePinning(layoutChildren, pinned: pinned, in: space, moved: moved)
        }
        for child in layoutChildren { child.locate(in: space, moved: moved) }
    }

    /// The render stamp at the previous draw (-1: never drawn).
    private var drawnStamp = -1
    /// What the view drew, and in which space, once its stamp held from one frame to the next. Boxed, so that
    /// the nodes that change every frame (nearly all of those drawn at all, in an animation) carry one pointer
    /// rather than a space of two transforms that each frame would read and write.
    private var kept: KeptDrawing?
    /// A fingerprint of the space of the previous draw: whether the view held still since (its drawing is kept
    /// only then), known without storing the space itself.
    private var drawnSpaceFingerprint: UInt64 = 0

    /// Whether the view fades in after an animated insertion (SwiftUI's default transition; the fade is in
    /// the graph's `arrivals`). A flag, so that the views not fading, nearly all of them, pay one load per draw
    /// and no extra memory.
    var isArriving = false

    /// Draws the view, reusing what it drew last time if nothing in it changed and its space is the same: the
    /// cost of a frame follows what changes, not the size of the tree.
    final func draw(into builder: inout DisplayListBuilder, space: RenderSpace) {
        if isArriving, let arrival = graph.arrivals[ObjectIdentifier(self)] {
            return builder.faded(arrival.opacity, viewID: nodeID) { drawCached(into: &$0, space: space) }
        }
        drawCached(into: &builder, space: space)
    }

    private func drawCached(into builder: inout DisplayListBuilder, space: RenderSpace) {
        // A node animating right now changes every frame: keeping what it draws would only cost.
        if isTicking {
            if kept != nil { kept = nil }
            drawnStamp = -1
            render(into: &builder, space: space)
            return
        }
        // Changed since the previous draw (or never drawn): drawn afresh, and kept from the next frame on if the
        // stamp holds by then. Waiting one frame spares the ancestors of animating views, which change on
        // consecutive frames, from keeping a drawing only to throw it away.
        if drawnStamp != renderStamp {
            drawnStamp = renderStamp
            drawnSpaceFingerprint = space.fingerprint
            if kept != nil { kept = nil }
            render(into: &builder, space: space)
            return
        }
        if let kept {
            if kept.space == space {
                builder.append(contentsOf: kept.list)
                return
            }
            self.kept = nil
        }
        // Moved since the previous draw (an ancestor's transform is animating): drawn afresh until it holds
        // still. The fingerprint only decides when to keep; a kept drawing is reused on the exact space alone.
        let fingerprint = space.fingerprint
        if fingerprint != drawnSpaceFingerprint {
            drawnSpaceFingerprint = fingerprint
            render(into: &builder, space: space)
            return
        }
        var inner = DisplayListBuilder()
        render(into: &inner, space: space)
        let list = inner.finish()
        kept = KeptDrawing(space: space, list: list)
        builder.append(contentsOf: list)
    }

    /// Draws the view and its children, whose frames are in the boundary space `space` maps to the canvas.
    func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        if graph.pinsSections, let pinned = pinnedSections {
            for child in drawingOrder(pinnedLastBy: pinned) {
                child.draw(into: &builder, space: pinnedSpace(of: child, pinned: pinned, in: space))
            }
            if !graph.departingViews.isEmpty { graph.drawDeparting(hostedBy: self, into: &builder) }
        } else {
            drawChildrenAndLeavingViews(into: &builder, space: space)
        }
    }

    /// Where the view sits among its siblings front to back (`zIndex`): higher is in front.
    var zIndex: Double { 0 }

    /// Where views leaving this node go among its children of their `zIndex`: before the child at this index of
    /// the drawing order (behind all of them by default; see ``drawChildrenAndLeavingViews(into:space:)``). A
    /// layer of its own overrides it: an overlay's leaving views stay in front of the view it overlays.
    var leavingViewsPosition: Int { 0 }

    /// The children back to front: by `zIndex`, then in order.
    var drawingOrder: [LayoutNode] {
        let children = layoutChildren
        // Most graphs have no `zIndex` at all: they skip asking every child (a walk down its wrappers).
        guard graph.usesZIndex, children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
    }

    /// Hit testing: the frontmost node under `point` (canvas coordinates) that is interactive, or that draws
    /// there and so stops the touch (`HitResult.blocked(by:)`).
    func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        if graph.pinsSections, let pinned = pinnedSections {
            for child in drawingOrder(pinnedLastBy: pinned).reversed() {
                if let hit = child.frontmostHit(point, space: pinnedSpace(of: child, pinned: pinned, in: space)) {
                    return hit
                }
            }
            return nil
        }
        for child in drawingOrder.reversed() {
            if let hit = child.frontmostHit(point, space: space) { return hit }
        }
        return nil
    }

    /// What a touch at `point` finds in this view, seen from its container: an interactive view inside, or this
    /// view's content blocking the touch from the views behind it.
    func frontmostHit(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        if let hit = hitTest(point, space: space) { return hit }
        return hitsContent(point, space: space) ? .blocked(by: self) : nil
    }

    /// Whether something this view draws is under `point` (canvas coordinates): where a gesture attached to the
    /// view answers touches, as SwiftUI hit-tests a view's content rather than its layout frame.
    func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        layoutChildren.contains { $0.hitsContent(point, space: space) }
    }

    /// Every node of the laid-out tree, for inspection.
    func describe(into nodes: inout [LaidOutView], space: RenderSpace, depth: Int) {
        let pinned = graph.pinsSections ? pinnedSections : nil
        for child in layoutChildren {
            child.describe(into: &nodes, space: pinned.map { pinnedSpace(of: child, pinned: $0, in: space) } ?? space,
                           depth: depth)
        }
    }
}

/// What a settled view drew, and the space it drew it in.
final class KeptDrawing {
    let space: RenderSpace
    let list: DisplayList

    init(space: RenderSpace, list: DisplayList) {
        self.space = space
        self.list = list
    }
}

/// What a tap found.
struct HitResult {
    let node: LayoutNode
    let action: () -> Void
    /// What follows a finger that goes down here, if the view can be dragged.
    var drag: DragTarget?
    /// Whether the touch landed on a view that does nothing with it: it stops there, as in SwiftUI, where a view
    /// in front takes the touch from a button behind it, and only gestures of the views around it may answer.
    var isBlocked = false
    /// Whether a tap here is this hit's: false where the view only follows drags (a scroll view, whose content
    /// did nothing with the touch), so that a tap gesture around it takes the tap and leaves it the drag.
    var answersTaps = true

    /// A touch stopped by `node`'s content, which has no control or gesture of its own.
    static func blocked(by node: LayoutNode) -> HitResult {
        HitResult(node: node, action: {}, drag: nil, isBlocked: true)
    }

    /// This result, or nil where the touch was only blocked: what a gesture around it sees of its content.
    var answering: HitResult? { isBlocked ? nil : self }
}

/// A view that follows a finger: told where it went down, where it moves and where it lifts (canvas points).
@MainActor
protocol DragTarget: AnyObject {
    /// Whether the view takes this touch (a slider only takes touches that start on its thumb).
    func dragBegan(at point: CGPoint) -> Bool
    func dragMoved(to point: CGPoint)
    func dragEnded(at point: CGPoint)
}

/// A view a finger presses rather than drags (a button): a scroll view around it scrolls instead.
@MainActor
protocol PressTarget: DragTarget {}

/// One view of the laid-out tree: its type, frame on the canvas, transform, opacity and text.
public struct LaidOutView: Equatable, Sendable, Codable {
    /// How deep the view is in the tree (0 for the root).
    public var depth: Int
    /// The view's type, as written (`Circle`, `Text`, `RatingBlob`).
    public var type: String
    /// The view's frame after every transform, as the smallest canvas rectangle containing it.
    public var frame: CGRect
    /// The transform from the view's local coordinates to the canvas.
    public var transform: ProjectionTransform
    /// The view's opacity, its ancestors' included.
    public var opacity: Double
    /// The text the view shows, if it is a text.
    public var text: String?
}
