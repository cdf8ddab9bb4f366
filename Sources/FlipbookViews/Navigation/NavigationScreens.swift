import Foundation

/// The screens of a navigation stack, bottom first. All of them stay in the tree, with their state (a list
/// popped back to is scrolled as it was left), but only the top one is laid out, drawn and touched — except
/// while a push or pop slides: a pushed screen comes in from the trailing edge over the one below, which moves a
/// third of its width towards the leading edge; a pop does the reverse, the popped screen kept until it is out.
/// The slide follows a critically damped spring of 0.35 s response, whatever the transaction (iOS animates
/// pushes without `withAnimation`); a transaction that disables animations jumps.
struct NavigationScreens: View {
    let screens: [AnyView]
    var body: Never { primitiveBody(Self.self) }
}

extension NavigationScreens {
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(NavigationScreensNode(graph: graph)) }
}

final class NavigationScreensNode: LayoutNode, ViewNode, AnimatingNode {
    private var screens: [Node] = []
    /// A popped screen, kept until it has slid out.
    private var leaving: Node?
    private var slide: (pushing: Bool, start: TimeInterval, progress: Double)?
    override var children: [Node] { screens + (leaving.map { [$0] } ?? []) }

    static let slideSpring = Spring(response: 0.35, dampingRatio: 1)

    /// The screens shown now, back to front, with how far each is moved along the width (−⅓ … 1).
    private var shown: [(node: Node, shift: CGFloat)] {
        guard let top = screens.last else { return [] }
        guard let slide else { return [(top, 0)] }
        let p = CGFloat(slide.progress)
        if slide.pushing {
            let below = screens.count > 1 ? [(screens[screens.count - 2], -p / 3)] : []
            return below + [(top, 1 - p)]
        }
        return [(top, -(1 - p) / 3)] + (leaving.map { [($0, p)] } ?? [])
    }

    override var layoutChildren: [LayoutNode] { shown.flatMap(\.node.items) }

    func update(_ view: NavigationScreens, context: ResolveContext) {
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
            slide = (views.count > before, graph.time, 0)
            graph.startAnimating(self)
        } else {
            endSlide()
        }
    }

    private func endSlide() {
        slide = nil
        leaving?.remove()
        leaving = nil
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let current = slide else { return false }
        let elapsed = time - current.start
        let progress = Self.slideSpring.value(target: 1.0, time: elapsed)
        let speed = Self.slideSpring.velocity(target: 1.0, time: elapsed)
        invalidateLayout()
        if abs(1 - progress) < 0.001, abs(speed) < 0.01 {
            endSlide()
            return false
        }
        slide = (current.pushing, current.start, progress)
        return true
    }

    var animatedInputs: [AnimatedInput] { [] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fitted = (screens.last?.items ?? []).map { $0.sizeThatFits(proposal) }
        return CGSize(width: proposal.width ?? fitted.map(\.width).max() ?? 0,
                      height: proposal.height ?? fitted.map(\.height).max() ?? 0)
    }

    override func placeContent(in bounds: CGRect) {
        for (node, shift) in shown {
            for item in node.items {
                let size = item.sizeThatFits(ProposedViewSize(bounds.size))
                item.place(in: CGRect(x: bounds.minX + (bounds.width - size.width) / 2 + shift * bounds.width,
                                      y: bounds.minY, width: size.width, height: size.height))
            }
        }
    }

    override var debugName: String { "NavigationScreens" }
}
