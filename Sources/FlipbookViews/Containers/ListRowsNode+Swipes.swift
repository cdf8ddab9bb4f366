import Foundation

// A list's row swiped aside: where it is drawn and what a touch on it does (see `ListRowSwipes`).
extension ListRowsNode {
    /// The row swiped aside, if one is.
    var swipedRow: LayoutNode? {
        guard let swipe = swipes.swipe else { return nil }
        return groups.lazy.flatMap(\.rows).first { ObjectIdentifier($0) == swipe.row }
    }

    /// The row swiped aside over its buttons, both clipped to the row's part of its card: the card under the
    /// row moves with it, and the buttons fill the place it uncovers.
    func renderSwipedRow(into builder: inout DisplayListBuilder, space: RenderSpace, card: Color.Resolved,
                                 line: Color.Resolved) {
        guard let row = swipedRow, let swipe = swipes.swipe else { return }
        let radius = style.cornerRadius
        guard let found = cards.lazy.compactMap({ card in
            card.rows.firstIndex { $0.row === row }.map { (card: card, index: $0) }
        }).first else { return }
        let each = found.card, index = found.index
        let place = each.rows[index]
        let top = index == 0 ? radius : 0, bottom = index == each.rows.count - 1 ? radius : 0
        let outline = UnevenRoundedRectangle(topLeadingRadius: top, bottomLeadingRadius: bottom,
                                             bottomTrailingRadius: bottom, topTrailingRadius: top, style: .continuous)
            .path(in: place.rect)
        builder.withEffect(.clip(DisplayList.Clip(path: outline, transform: space.transform)), viewID: nodeID) {
            for button in swipes.shownButtons { button.draw(into: &$0, space: space) }
            let moved = place.rect.offsetBy(dx: swipe.offset, dy: 0)
            let color = place.color?.resolve(in: environment) ?? card
            if color.opacity > 0 { $0.fill(Path(moved), color, in: space, viewID: nodeID) }
            // The line under the row moves with it.
            for separator in separators where separator.row === row {
                $0.fill(Path(separator.rect.offsetBy(dx: swipe.offset, dy: 0)),
                        separator.color?.resolve(in: environment) ?? line, in: space, viewID: nodeID)
            }
            row.draw(into: &$0, space: space)
        }
    }

    /// A touch on a row with swipe actions can move it aside (a drag of the row's own, such as a scroll view in
    /// it, keeps the touch); while a row is open, a touch on its buttons runs one and closes it, and any other
    /// tap only closes it.
    func swipeHit(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        swipes.space = space
        let swipe = swipes.swipe
        if swipe != nil, let button = swipes.shownButtons.lazy.compactMap({ $0.frontmostHit(point, space: space) }).first {
            return HitResult(node: button.node, action: { [swipes] in
                button.action()
                swipes.settle(to: 0)
            }, drag: nil)
        }
        let inner = super.hitTest(point, space: space)
        let rows = groups.lazy.flatMap(\.rows)
        guard let row = rows.first(where: { swipes.hasActions($0) && rowRect(of: $0, space: space).contains(point) }) else {
            guard swipe != nil else { return inner }
            return HitResult(node: self, action: { [swipes] in swipes.settle(to: 0) }, drag: nil)
        }
        if let inner, let drag = inner.drag, !(drag is PressTarget) { return inner }
        let close: () -> Void = { [swipes] in swipes.settle(to: 0) }
        return HitResult(node: inner?.node ?? self, action: swipe != nil ? close : inner?.action ?? {},
                         drag: swipes.drag(for: row), answersTaps: swipe != nil || inner?.answersTaps == true)
    }

    /// A row's full-width place on its card, on the canvas.
    private func rowRect(of row: LayoutNode, space: RenderSpace) -> CGRect {
        for each in cards {
            if let place = each.rows.first(where: { $0.row === row }) {
                return place.rect.mapped(by: space.layoutTransform)
            }
        }
        return .null
    }
}
