import Foundation

/// The screens of a navigation stack, bottom first. All of them stay in the tree, with their state (a list
/// popped back to is scrolled as it was left), but only the top one is laid out, drawn and touched — except
/// while a push or pop moves:
/// - a pushed screen slides in from the trailing edge over the one below, which moves a third of its width
///   towards the leading edge; a pop does the reverse, the popped screen kept until it is out;
/// - a screen that asks for `navigationTransition(.zoom(sourceID:in:))` instead grows out of its source view's
///   frame over the screen below, which stays still: its content scaled to fill the source (aspect-fill) and
///   clipped to a rectangle that goes from the source's frame, with 12-point corners (our choice), to the
///   whole screen. A pop shrinks it back into the source. Without a source on the screen below, it slides;
/// - a screen that asks for `navigationTransition(.crossFade)` fades in over the screen below, which fades out,
///   neither moving; a pop fades it out as the screen below fades back in.
///
/// Either follows a critically damped spring of 0.35 s response, whatever the transaction (iOS animates pushes
/// without `withAnimation`); a transaction that disables animations jumps.
struct NavigationScreens: View {
    let screens: [AnyView]
    /// The stack's levels, which know the source each screen zooms out of (nil: every push slides).
    var levels: NavigationLevels? = nil
    var body: Never { primitiveBody(Self.self) }
}

extension NavigationScreens {
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(NavigationScreensNode(graph: graph)) }
}

final class NavigationScreensNode: LayoutNode, ViewNode, AnimatingNode {
    private var screens: [Node] = []
    /// A popped screen, kept until it has moved out.
    private var leaving: Node?
    /// A push or pop in progress: which way, since when, how far, and how the moving screen arrives or leaves.
    private struct Move {
        var pushing: Bool
        var start: TimeInterval
        var progress: Double
        var arrival: NavigationArrival
    }
    private var move: Move?
    private weak var levels: NavigationLevels?
    /// Where the screens were placed, in this node's space.
    private var screenRect = CGRect.zero
    override var children: [Node] { screens + (leaving.map { [$0] } ?? []) }

    static let slideSpring = Spring(response: 0.35, dampingRatio: 1)
    /// The corner radius of a zooming screen while it is the size of its source.
    static let zoomCornerRadius: CGFloat = 12

    /// The screens shown now, back to front, with how far each is moved along the width (−⅓ … 1), whether it
    /// is the one zooming, and its opacity.
    private var shown: [(node: Node, shift: CGFloat, zooms: Bool, opacity: Double)] {
        guard let move, move.arrival == .crossFade, let top = screens.last else { return moved.map { ($0.node, $0.shift, $0.zooms, 1) } }
        let p = move.progress
        if move.pushing {
            return (screens.count > 1 ? [(screens[screens.count - 2], 0, false, 1 - p)] : []) + [(top, 0, false, p)]
        }
        return [(top, 0, false, p)] + (leaving.map { [($0, 0, false, 1 - p)] } ?? [])
    }

    /// The screens shown now, moved by a slide or a zoom (or at rest), as `shown` lists them.
    private var moved: [(node: Node, shift: CGFloat, zooms: Bool)] {
        guard let top = screens.last else { return [] }
        guard let move else { return [(top, 0, false)] }
        let p = CGFloat(move.progress)
        if case .zoom = move.arrival {
            if move.pushing { return (screens.count > 1 ? [(screens[screens.count - 2], 0, false)] : []) + [(top, 0, true)] }
            return [(top, 0, false)] + (leaving.map { [($0, 0, true)] } ?? [])
        }
        if move.pushing {
            let below = screens.count > 1 ? [(screens[screens.count - 2], -p / 3, false)] : []
            return below + [(top, 1 - p, false)]
        }
        return [(top, -(1 - p) / 3, false)] + (leaving.map { [($0, p, false)] } ?? [])
    }

    override var layoutChildren: [LayoutNode] { shown.flatMap(\.node.items) }

    func update(_ view: NavigationScreens, context: ResolveContext) {
        levels = view.levels
        let views = view.screens
        let before = screens.count
        // A screen is identified by its level: one pushed anew at a level a popped one held starts fresh.
        if views.count < screens.count {
            leaving?.remove()
            leaving = screens.count == views.count + 1 ? screens.removeLast() : nil
            while screens.count > views.count { screens.removeLast().remove() }
        }
        for (level, screen) in views.enumerated() {
            let existing = level < screens.count ? screens[level] : nil
            let node = graph.reconcile(screen, existing: existing, parent: self, context: context)
            if level < screens.count { screens[level] = node } else { screens.append(node) }
        }
        guard before != views.count else { return }
        invalidateLayout()
        if before > 0, !context.transaction.disablesAnimations {
            let pushing = views.count > before
            // The moving screen has reported by now: it was reconciled above (a popped one, before it left).
            let movingLevel = pushing ? views.count - 1 : views.count
            var arrival = levels?.arrival(at: movingLevel) ?? .slide
            // A zoom whose source is not on screen slides instead.
            if let key = arrival.zoomSource, graph.matchedTransitionSources[key].map({ $0.isEmpty }) ?? true {
                arrival = .slide
            }
            move = Move(pushing: pushing, start: graph.time, progress: 0, arrival: arrival)
            graph.startAnimating(self)
        } else {
            endMove()
        }
    }

    private func endMove() {
        move = nil
        leaving?.remove()
        leaving = nil
    }

    func tick(at time: TimeInterval) -> Bool {
        guard var current = move else { return false }
        let elapsed = time - current.start
        let progress = Self.slideSpring.value(target: 1.0, time: elapsed)
        let speed = Self.slideSpring.velocity(target: 1.0, time: elapsed)
        invalidateLayout()
        if abs(1 - progress) < 0.001, abs(speed) < 0.01 {
            endMove()
            return false
        }
        current.progress = progress
        move = current
        return true
    }

    var animatedInputs: [AnimatedInput] { [] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fitted = (screens.last?.items ?? []).map { $0.sizeThatFits(proposal) }
        return CGSize(width: proposal.width ?? fitted.map(\.width).max() ?? 0,
                      height: proposal.height ?? fitted.map(\.height).max() ?? 0)
    }

    override func placeContent(in bounds: CGRect) {
        screenRect = bounds
        for (node, shift, _, _) in shown {
            for item in node.items {
                let size = item.sizeThatFits(ProposedViewSize(bounds.size))
                item.place(in: CGRect(x: bounds.minX + (bounds.width - size.width) / 2 + shift * bounds.width,
                                      y: bounds.minY, width: size.width, height: size.height))
            }
        }
    }

    // MARK: Zooming

    /// Where a zooming screen is, `t` of the way out of `source` (0) to the whole `screen` (1), on the canvas: the
    /// rectangle it shows through, its corner radius, and the rectangle its content is scaled into (the screen
    /// scaled uniformly to cover the visible rectangle at the source's size, centred on it).
    static func zoomFrames(screen: CGRect, source: CGRect, progress t: CGFloat)
        -> (visible: CGRect, cornerRadius: CGFloat, content: CGRect) {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        let visible = CGRect(x: mix(source.minX, screen.minX), y: mix(source.minY, screen.minY),
                             width: mix(source.width, screen.width), height: mix(source.height, screen.height))
        let fill = screen.width > 0 && screen.height > 0
            ? max(source.width / screen.width, source.height / screen.height) : 1
        let scale = mix(fill, 1)
        let size = CGSize(width: screen.width * scale, height: screen.height * scale)
        let content = CGRect(x: visible.midX - size.width / 2, y: visible.midY - size.height / 2,
                             width: size.width, height: size.height)
        return (visible, mix(zoomCornerRadius, 0), content)
    }

    /// The zooming screen's clip and space at the last geometry pass (nil: none is zooming).
    private var zoom: (visible: CGRect, cornerRadius: CGFloat, space: RenderSpace)?

    /// The zooming screen's frames on the canvas now, for a node whose space is `space`: from where its source
    /// was located in this pass (the screen below moves while the bar changes).
    private func zoomNow(in space: RenderSpace) -> (visible: CGRect, cornerRadius: CGFloat, space: RenderSpace)? {
        guard let move, let key = move.arrival.zoomSource, let source = graph.matchedTransitionSources[key] else { return nil }
        let screen = screenRect.mapped(by: space.layoutTransform)
        guard screen.width > 0, screen.height > 0 else { return nil }
        let t = CGFloat(move.pushing ? move.progress : 1 - move.progress)
        let frames = Self.zoomFrames(screen: screen, source: source, progress: t)
        return (frames.visible, frames.cornerRadius, space.mapped(from: screen, to: frames.content))
    }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        let shown = self.shown
        // The screen below first: the source is where it is now.
        for (node, _, zooms, _) in shown where !zooms {
            for item in node.items { item.locate(in: space, moved: moved) }
        }
        zoom = shown.contains(where: \.zooms) ? zoomNow(in: space) : nil
        for (node, _, zooms, _) in shown where zooms {
            for item in node.items { item.locate(in: zoom?.space ?? space, moved: true) }
        }
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        for (node, _, zooms, opacity) in shown {
            if opacity < 1 {
                builder.withEffect(.opacity(max(0, opacity)), viewID: nodeID) {
                    for item in node.items { item.draw(into: &$0, space: space) }
                }
                continue
            }
            guard zooms, let zoom else {
                for item in node.items { item.draw(into: &builder, space: space) }
                continue
            }
            let outline = Path(roundedRect: zoom.visible, cornerRadius: zoom.cornerRadius, style: .continuous)
            builder.withEffect(.clip(DisplayList.Clip(path: outline, transform: ProjectionTransform())), viewID: nodeID) {
                for item in node.items { item.draw(into: &$0, space: zoom.space) }
            }
        }
        if !graph.departingViews.isEmpty { graph.drawDeparting(hostedBy: self, into: &builder) }
    }

    override var debugName: String { "NavigationScreens" }
}
