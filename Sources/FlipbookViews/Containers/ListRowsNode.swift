import Foundation

/// Lays out a list's sections (a section's rows form a card, loose rows between sections form one too) and
/// draws the cards and the lines between rows behind them.
final class ListRowsNode<Content: View>: LayoutNode, ViewNode, AnimatingNode {
    /// iOS's row insets: a row's content sits 16 pt in across and 11 pt down (its least height, 44 pt, is
    /// `defaultMinListRowHeight`).
    static var rowInsets: EdgeInsets { EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16) }
    /// Between a header or footer and its card.
    static var captionGap: CGFloat { 7 }
    static var separatorThickness: CGFloat { 0.5 }

    private var content: Node?
    var style = ListStyleKind.insetGrouped
    var environment = EnvironmentValues()
    private var metrics = Metrics(style: .insetGrouped, environment: EnvironmentValues())
    var cards: [Card] = []
    var separators: [Separator] = []

    /// A row's place on its card, and the row whose movement it follows while the row animates to its place.
    struct RowPlace {
        var rect: CGRect
        var color: Color?
        var row: LayoutNode
    }

    /// A section's card: its outline, and its rows (their own backgrounds, `listRowBackground`, if any).
    struct Card {
        var rect: CGRect
        var rows: [RowPlace] = []
        var ownBackgrounds: Bool { rows.contains { $0.color != nil } }
    }

    /// The line under a row, which moves with it.
    struct Separator {
        var rect: CGRect
        var color: Color?
        var row: LayoutNode
    }

    /// The spacing and least heights the list's style and environment give it.
    private struct Metrics: Equatable {
        var rowHeight: CGFloat
        var headerHeight: CGFloat
        var rowSpacing: CGFloat
        var sectionSpacing: CGFloat
        var margin: CGFloat

        init(style: ListStyleKind, environment: EnvironmentValues) {
            func points(_ value: CGFloat?) -> CGFloat { value.map { $0.isFinite ? max(0, $0) : 0 } ?? 0 }
            rowHeight = points(environment.defaultMinListRowHeight)
            headerHeight = points(environment.defaultMinListHeaderHeight)
            rowSpacing = points(environment.listRowSpacing)
            sectionSpacing = environment.listSectionSpacing.points ?? style.sectionSpacing
            margin = environment.listSectionMargin ?? style.margin
        }
    }
    /// The views rows ask to be drawn on.
    private let backgroundViews = ListRowBackgroundViews()
    /// The rows' swipe buttons, and the row swiped aside.
    lazy var swipes = ListRowSwipes(owner: self)
    override var children: [Node] { (content.map { [$0] } ?? []) + backgroundViews.children + swipes.children }
    override var layoutChildren: [LayoutNode] {
        backgroundViews.items(generation: graph.structureGeneration) + groups.flatMap { $0.header + $0.rows + $0.footer }
            + swipes.shownButtons
    }
    /// The rows and captions: their background views are drawn with the cards, under the lines between rows,
    /// and take no touches; a row swiped aside and its buttons are drawn with its card, clipped to it.
    override var drawingOrder: [LayoutNode] {
        let generation = graph.structureGeneration
        guard !backgroundViews.items(generation: generation).isEmpty || swipes.swipe != nil else {
            return super.drawingOrder
        }
        let swiped = Set((swipedRow.map { [$0] } ?? []).map(ObjectIdentifier.init)
                         + swipes.shownButtons.map(ObjectIdentifier.init))
        return super.drawingOrder.filter {
            !backgroundViews.contains($0, generation: generation) && !swiped.contains(ObjectIdentifier($0))
        }
    }

    struct Group {
        var header: [LayoutNode] = []
        var rows: [LayoutNode] = []
        var footer: [LayoutNode] = []
    }

    private var cachedGroups: (generation: Int, groups: [Group])?

    /// The cards, from the content's items: kept until the structure changes, as items are, since drawing and
    /// hit testing ask for them on every pass.
    var groups: [Group] {
        if let cachedGroups, cachedGroups.generation == graph.structureGeneration { return cachedGroups.groups }
        let result = makeGroups()
        cachedGroups = (graph.structureGeneration, result)
        return result
    }

    private func makeGroups() -> [Group] {
        var result: [Group] = []
        var loose: [LayoutNode] = []
        for item in content?.items ?? [] {
            if let section = item as? ListSection {
                if !loose.isEmpty { result.append(Group(rows: loose)) }
                loose = []
                result.append(Group(header: section.headerItems, rows: section.rowItems, footer: section.footerItems))
            } else {
                loose.append(item)
            }
        }
        if !loose.isEmpty { result.append(Group(rows: loose)) }
        return result
    }

    func update(_ rows: ListRows<Content>, context: ResolveContext) {
        let metrics = Metrics(style: rows.style, environment: context.environment)
        if rows.style != style || metrics != self.metrics { invalidateLayout() }
        style = rows.style
        self.metrics = metrics
        environment = context.environment
        content = graph.reconcile(rows.content, existing: content, parent: self, context: context)
        backgroundViews.update(sections: groups.map(\.rows), radius: style.cornerRadius,
                               spacedApart: metrics.rowSpacing > 0, parent: self, graph: graph, context: context)
        swipes.update(rows: groups.flatMap(\.rows), parent: self, graph: graph, context: context)
    }

    func tick(at time: TimeInterval) -> Bool { swipes.tick(at: time) }

    var animatedInputs: [AnimatedInput] { [] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 390
        return CGSize(width: width, height: arrange(width: width, origin: .zero, place: false))
    }

    override func placeContent(in bounds: CGRect) {
        _ = arrange(width: bounds.width, origin: bounds.origin, place: true)
    }

    /// Walks the groups top to bottom; with `place`, places their views and records cards and separators.
    /// Returns the total height.
    private func arrange(width: CGFloat, origin: CGPoint, place: Bool) -> CGFloat {
        let cardX = origin.x + metrics.margin
        let cardWidth = max(0, width - 2 * metrics.margin)
        if place {
            cards = []
            separators = []
        }
        var y = origin.y
        func placeCaption(_ items: [LayoutNode], minimumHeight: CGFloat) {
            let insets = Self.rowInsets
            let proposal = ProposedViewSize(width: max(0, cardWidth - insets.leading - insets.trailing), height: nil)
            let sizes = items.map { $0.sizeThatFits(proposal) }
            // A caption taller than its text keeps the text at its bottom, next to the card.
            y += max(0, minimumHeight - sizes.reduce(0) { $0 + $1.height })
            for (item, size) in zip(items, sizes) {
                if place { item.place(in: CGRect(x: cardX + insets.leading, y: y, width: size.width, height: size.height)) }
                y += size.height
            }
        }
        for (index, group) in groups.enumerated() {
            let gap = index == 0 ? style.sectionSpacing : metrics.sectionSpacing
            if group.header.isEmpty {
                y += gap
            } else {
                y += gap / 2
                placeCaption(group.header, minimumHeight: metrics.headerHeight)
                y += Self.captionGap
            }
            let cardTop = y
            var rows: [PlacedRow] = []
            for row in group.rows {
                if !rows.isEmpty { y += metrics.rowSpacing }
                rows.append(arrangeRow(row, at: CGPoint(x: cardX, y: y), cardWidth: cardWidth, place: place))
                y = rows[rows.count - 1].rect.maxY
                if place {
                    backgroundViews.place(backgroundOf: row, in: rows[rows.count - 1].rect)
                    swipes.place(row: row, in: rows[rows.count - 1].rect)
                }
            }
            if place, !rows.isEmpty {
                recordCards(of: rows, from: cardTop)
                if metrics.rowSpacing == 0 { recordSeparators(between: rows) }
            }
            if !group.footer.isEmpty {
                y += Self.captionGap
                placeCaption(group.footer, minimumHeight: 0)
            }
        }
        return y - origin.y + style.sectionSpacing
    }

    /// A row as its list placed it: its full-width rectangle, where its content starts, and what it asked for.
    private struct PlacedRow {
        var rect: CGRect
        var contentX: CGFloat
        var values: ContainerValues
        var row: LayoutNode
    }

    /// Sizes `row` inside its insets (the list's, or its own `listRowInsets`) and at least the least row height,
    /// its content centred between the insets.
    private func arrangeRow(_ row: LayoutNode, at origin: CGPoint, cardWidth: CGFloat, place: Bool) -> PlacedRow {
        let values = row.layoutValue(for: ObjectIdentifier(ContainerValues.self)) as? ContainerValues ?? ContainerValues()
        let insets = values.listRowInsets ?? Self.rowInsets
        let size = row.sizeThatFits(ProposedViewSize(width: max(0, cardWidth - insets.leading - insets.trailing),
                                                     height: nil))
        let height = max(metrics.rowHeight, size.height + insets.top + insets.bottom)
        let contentX = origin.x + insets.leading
        if place {
            let aside = swipes.offset(of: row)
            let inner = height - insets.top - insets.bottom
            row.place(in: CGRect(x: contentX + aside, y: origin.y + insets.top + (inner - size.height) / 2,
                                 width: size.width, height: size.height))
        }
        return PlacedRow(rect: CGRect(x: origin.x, y: origin.y, width: cardWidth, height: height),
                         contentX: contentX, values: values, row: row)
    }

    /// One card for a section's rows, or one per row when the list spaces its rows apart.
    private func recordCards(of rows: [PlacedRow], from top: CGFloat) {
        let backgrounds = rows.map { RowPlace(rect: $0.rect, color: $0.values.listRowBackground?.fill, row: $0.row) }
        if metrics.rowSpacing > 0 {
            cards += backgrounds.map { Card(rect: $0.rect, rows: [$0]) }
        } else if let last = rows.last {
            cards.append(Card(rect: CGRect(x: last.rect.minX, y: top, width: last.rect.width,
                                           height: last.rect.maxY - top), rows: backgrounds))
        }
    }

    /// The line under each row but the last, from where the row's content starts: left out where the row above
    /// hides its bottom line or the row below its top one, tinted as either asks.
    private func recordSeparators(between rows: [PlacedRow]) {
        for (above, below) in zip(rows, rows.dropFirst()) {
            if above.values.hiddenListRowSeparators.contains(.bottom)
                || below.values.hiddenListRowSeparators.contains(.top) { continue }
            let tint = [above.values.listRowSeparatorTint.flatMap { $0.edges.contains(.bottom) ? $0.color : nil },
                        below.values.listRowSeparatorTint.flatMap { $0.edges.contains(.top) ? $0.color : nil }]
            separators.append(Separator(rect: CGRect(x: above.contentX, y: above.rect.maxY - Self.separatorThickness,
                                                     width: above.rect.maxX - above.contentX,
                                                     height: Self.separatorThickness),
                                        color: tint.compactMap { $0 }.first, row: above.row))
        }
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        let card = style.cardColor.resolve(in: environment)
        let line = Color.separator.resolve(in: environment)
        let radius = style.cornerRadius
        for each in cards {
            guard each.ownBackgrounds else {
                let rect = Self.moving(each.rect, top: each.rows.first?.row, bottom: each.rows.last?.row)
                builder.fill(radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect), card,
                             in: space, viewID: nodeID)
                continue
            }
            // Row by row, the first and last rounded as the card is: a row's own colour in place of the card's.
            for (index, row) in each.rows.enumerated() {
                let top = index == 0 ? radius : 0, bottom = index == each.rows.count - 1 ? radius : 0
                let outline = UnevenRoundedRectangle(topLeadingRadius: top, bottomLeadingRadius: bottom,
                                                     bottomTrailingRadius: bottom, topTrailingRadius: top,
                                                     style: .continuous)
                    .path(in: Self.moving(row.rect, top: row.row, bottom: row.row))
                let color = row.color?.resolve(in: environment) ?? card
                if color.opacity > 0 { builder.fill(outline, color, in: space, viewID: nodeID) }
            }
        }
        // Rows' own background views, over the cards and under the lines between rows.
        for background in backgroundViews.items(generation: graph.structureGeneration) {
            background.draw(into: &builder, space: space)
        }
        renderSwipedRow(into: &builder, space: space, card: card, line: line)
        let swiped = swipedRow
        for separator in separators where separator.row !== swiped {
            builder.fill(Path(Self.moving(separator.rect, top: separator.row, bottom: separator.row)),
                         separator.color?.resolve(in: environment) ?? line, in: space, viewID: nodeID)
        }
        super.render(into: &builder, space: space)
    }

    /// Rows with swipe actions take horizontal drags (see `swipeHit`).
    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        swipeHit(point, space: space)
    }

    /// `rect` moved as its rows are while they animate to their places: its top with `top`'s, its bottom with
    /// `bottom`'s (a card grows as the rows below an inserted one slide down, a line moves with its row).
    private static func moving(_ rect: CGRect, top: LayoutNode?, bottom: LayoutNode?) -> CGRect {
        let rise = top.map(verticalLag) ?? 0, fall = bottom.map(verticalLag) ?? 0
        guard rise != 0 || fall != 0 else { return rect }
        return CGRect(x: rect.minX, y: rect.minY + rise, width: rect.width, height: max(0, rect.height - rise + fall))
    }

    /// How far a row is drawn from its place while its frame animates: its own, or its first drawn view's.
    private static func verticalLag(of row: LayoutNode) -> CGFloat {
        var node = row
        while true {
            if let boundary = node as? BoundaryNode { return boundary.presentedFrame.minY - boundary.frame.minY }
            guard let first = node.layoutChildren.first else { return 0 }
            node = first
        }
    }

    override var debugName: String { "List" }
}
