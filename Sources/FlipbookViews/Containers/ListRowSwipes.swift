import Foundation

/// The swipe buttons of a list's rows, and the one row swiped aside: as on iOS, one row is open at a time, and
/// swiping another closes it.
///
/// A horizontal drag on a row with swipe actions moves the row with the finger and uncovers the buttons of the
/// edge it moves away from, each `buttonWidth` wide once the row is open. Lifted past half the buttons' width it
/// springs open; short of it, closed. With a full swipe allowed, past `fullSwipeFraction` of the row's width the
/// first button takes the whole place, and lifting there runs it. A tap on a button runs it and closes the row;
/// a tap anywhere else in the list while a row is open only closes it. The widths and the fraction are our
/// choice (iOS does not publish its own); the spring is the one a navigation push uses.
@MainActor
final class ListRowSwipes {
    /// The width of each button of an open row.
    static let buttonWidth: CGFloat = 74
    /// How far across the row a full swipe reaches before lifting runs the first button.
    static let fullSwipeFraction: CGFloat = 0.6
    static let spring = Spring(response: 0.35, dampingRatio: 1)

    /// The row moved aside: by how much (negative uncovers its trailing buttons), and the spring it settles on.
    struct Swipe {
        let row: ObjectIdentifier
        var offset: CGFloat
        var settle: (from: CGFloat, to: CGFloat, start: TimeInterval)?
        /// Whether the row counts as open, for `onPresentationChanged`.
        var presented = false
    }

    private struct Key: Hashable {
        let row: ObjectIdentifier
        let edge: HorizontalEdge
    }

    private var buttons: [Key: Node] = [:]
    private var order: [Key] = []
    private var values: [ObjectIdentifier: ContainerValues] = [:]
    private(set) var swipe: Swipe?
    /// The swiped row's full-width place at the last layout pass.
    private(set) var rowRect = CGRect.zero
    private weak var owner: (LayoutNode & AnimatingNode)?
    /// The list's space at the last touch, where a full swipe finds its first button.
    var space: RenderSpace?

    init(owner: LayoutNode & AnimatingNode) {
        self.owner = owner
    }

    /// The button views, for the list's tree.
    var children: [Node] { order.compactMap { buttons[$0] } }

    /// The buttons uncovered now, in the order they are laid out (empty while no row is aside).
    var shownButtons: [LayoutNode] {
        guard let swipe, swipe.offset != 0 else { return [] }
        return buttons[Key(row: swipe.row, edge: swipe.offset < 0 ? .trailing : .leading)]?.items ?? []
    }

    /// Makes or updates the buttons of each row that asks for them; forgets a swipe whose row has left.
    func update(rows: [LayoutNode], parent: Node, graph: ViewGraph, context: ResolveContext) {
        var kept: [Key: Node] = [:]
        var order: [Key] = []
        var values: [ObjectIdentifier: ContainerValues] = [:]
        for row in rows {
            guard let rowValues = row.layoutValue(for: ObjectIdentifier(ContainerValues.self)) as? ContainerValues
            else { continue }
            for actions in [rowValues.leadingSwipeActions, rowValues.trailingSwipeActions].compactMap({ $0 }) {
                let key = Key(row: ObjectIdentifier(row), edge: actions.edge)
                kept[key] = graph.reconcile(SwipeActionButtons(actions: actions.actions), existing: buttons[key],
                                            parent: parent, context: context)
                order.append(key)
                values[key.row] = rowValues
            }
        }
        for (key, node) in buttons where kept[key] == nil { node.remove() }
        buttons = kept
        self.order = order
        self.values = values
        if let swipe, values[swipe.row] == nil { self.swipe = nil }
    }

    /// Whether `row` has swipe actions.
    func hasActions(_ row: LayoutNode) -> Bool { values[ObjectIdentifier(row)] != nil }

    /// How far `row` is drawn aside.
    func offset(of row: LayoutNode) -> CGFloat {
        swipe.map { $0.row == ObjectIdentifier(row) ? $0.offset : 0 } ?? 0
    }

    private func actions(of row: ObjectIdentifier, edge: HorizontalEdge) -> RowSwipeActions? {
        edge == .leading ? values[row]?.leadingSwipeActions : values[row]?.trailingSwipeActions
    }

    /// The width the buttons of `edge` take when the row is open.
    private func openWidth(of row: ObjectIdentifier, edge: HorizontalEdge) -> CGFloat {
        CGFloat(buttons[Key(row: row, edge: edge)]?.items.count ?? 0) * Self.buttonWidth
    }

    /// Whether lifting the finger now would run the first button.
    var fullSwipeArmed: Bool {
        guard let swipe, swipe.settle == nil, swipe.offset != 0, rowRect.width > 0,
              actions(of: swipe.row, edge: swipe.offset < 0 ? .trailing : .leading)?.allowsFullSwipe == true
        else { return false }
        return abs(swipe.offset) > rowRect.width * Self.fullSwipeFraction
    }

    /// Records where the swiped row is and places its uncovered buttons across the place it leaves.
    func place(row: LayoutNode, in rect: CGRect) {
        guard let swipe, swipe.row == ObjectIdentifier(row) else { return }
        rowRect = rect
        let items = shownButtons
        guard !items.isEmpty else { return }
        let width = abs(swipe.offset)
        let uncovered = CGRect(x: swipe.offset < 0 ? rect.maxX - width : rect.minX, y: rect.minY,
                               width: width, height: rect.height)
        // The first button sits at the edge: last from the left for trailing buttons, first for leading ones.
        let trailing = swipe.offset < 0
        let armed = fullSwipeArmed
        var x = uncovered.minX
        for index in trailing ? Array(items.indices.reversed()) : Array(items.indices) {
            let share = armed ? (index == 0 ? uncovered.width : 0) : uncovered.width / CGFloat(items.count)
            items[index].place(in: CGRect(x: x, y: uncovered.minY, width: share, height: uncovered.height))
            x += share
        }
    }

    // MARK: Following the finger

    /// The drag that moves `row` aside, for a touch that starts on it.
    func drag(for row: LayoutNode) -> AxisDragTarget {
        SwipeDrag(swipes: self, row: ObjectIdentifier(row))
    }

    fileprivate var dragStart: (point: CGPoint, offset: CGFloat)?

    fileprivate func began(row: ObjectIdentifier, at point: CGPoint) {
        if let swipe, swipe.row != row { settle(to: 0) }
        let offset = swipe?.row == row ? swipe?.offset ?? 0 : 0
        if swipe?.row != row { swipe = Swipe(row: row, offset: 0) }
        swipe?.settle = nil
        dragStart = (point, offset)
    }

    fileprivate func moved(to point: CGPoint) {
        guard let dragStart, var current = swipe else { return }
        var offset = dragStart.offset + point.x - dragStart.point.x
        // Only towards an edge with buttons, and no further than across the row.
        if actions(of: current.row, edge: .trailing) == nil { offset = max(0, offset) }
        if actions(of: current.row, edge: .leading) == nil { offset = min(0, offset) }
        if rowRect.width > 0 { offset = min(max(offset, -rowRect.width), rowRect.width) }
        current.offset = offset
        swipe = current
        owner?.invalidateLayout()
    }

    fileprivate func ended() {
        dragStart = nil
        guard let current = swipe else { return }
        let edge: HorizontalEdge = current.offset < 0 ? .trailing : .leading
        let open = openWidth(of: current.row, edge: edge)
        if fullSwipeArmed {
            runFirstAction(of: current.row, edge: edge)
            settle(to: 0)
        } else if abs(current.offset) >= open / 2, open > 0 {
            settle(to: current.offset < 0 ? -open : open)
        } else {
            settle(to: 0)
        }
    }

    /// Springs the swiped row to `target` (0 closes it).
    func settle(to target: CGFloat) {
        guard var current = swipe, let owner else { return }
        current.settle = (current.offset, target, owner.graph.time)
        swipe = current
        present(target != 0, edge: (target != 0 ? target : current.offset) < 0 ? .trailing : .leading)
        owner.graph.startAnimating(owner)
        owner.invalidateLayout()
    }

    /// Moves the swiped row along its spring; returns whether it still moves.
    func tick(at time: TimeInterval) -> Bool {
        guard var current = swipe, let settle = current.settle else { return false }
        let elapsed = time - settle.start
        let progress = Self.spring.value(target: 1.0, time: elapsed)
        let speed = Self.spring.velocity(target: 1.0, time: elapsed)
        owner?.invalidateLayout()
        if abs(1 - progress) < 0.001, abs(speed) < 0.01 {
            current.offset = settle.to
            current.settle = nil
            swipe = settle.to == 0 ? nil : current
            return false
        }
        current.offset = settle.from + (settle.to - settle.from) * CGFloat(progress)
        swipe = current
        return true
    }

    /// Tells the row's `onPresentationChanged` when its buttons show or hide.
    private func present(_ presented: Bool, edge: HorizontalEdge) {
        guard var current = swipe, current.presented != presented else { return }
        current.presented = presented
        swipe = current
        actions(of: current.row, edge: edge)?.onPresentationChanged?(presented)
    }

    /// Runs the first button of `row`'s `edge`, as a tap on it would.
    private func runFirstAction(of row: ObjectIdentifier, edge: HorizontalEdge) {
        guard let first = buttons[Key(row: row, edge: edge)]?.items.first, let space else { return }
        let rect = first.frame.mapped(by: space.layoutTransform)
        first.frontmostHit(CGPoint(x: rect.midX, y: rect.midY), space: space)?.action()
    }
}

/// A drag that moves one row aside: horizontal only, so that a list scrolling under it keeps vertical drags.
@MainActor
private final class SwipeDrag: AxisDragTarget {
    let swipes: ListRowSwipes
    let row: ObjectIdentifier
    var dragAxes: Axis.Set { .horizontal }

    init(swipes: ListRowSwipes, row: ObjectIdentifier) {
        self.swipes = swipes
        self.row = row
    }

    func dragBegan(at point: CGPoint) -> Bool {
        swipes.began(row: row, at: point)
        return true
    }

    func dragMoved(to point: CGPoint) { swipes.moved(to: point) }
    func dragEnded(at point: CGPoint) {
        swipes.moved(to: point)
        swipes.ended()
    }
}
