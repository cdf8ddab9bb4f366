import Foundation

/// Lays out a list's sections (a section's rows form a card, loose rows between sections form one too) and
/// draws the cards and the lines between rows behind them.
final class ListRowsNode<Content: View>: LayoutNode, ViewNode {
    /// iOS's row metrics: a row is at least 44 pt tall, its content inset 16 pt across and 11 pt down.
    static var minimumRowHeight: CGFloat { 44 }
    static var rowInsets: EdgeInsets { EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16) }
    /// Between a header or footer and its card.
    static var captionGap: CGFloat { 7 }
    static var separatorThickness: CGFloat { 0.5 }

    private var content: Node?
    private var style = ListStyleKind.insetGrouped
    private var environment = EnvironmentValues()
    private var cards: [Card] = []
    private var separators: [CGRect] = []

    /// A section's card: its outline, and the rows that asked for a background of their own (`listRowBackground`).
    private struct Card {
        var rect: CGRect
        var rows: [(rect: CGRect, color: Color?)] = []
        var ownBackgrounds: Bool { rows.contains { $0.color != nil } }
    }
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] {
        groups.flatMap { $0.header + $0.rows + $0.footer }
    }

    private struct Group {
        var header: [LayoutNode] = []
        var rows: [LayoutNode] = []
        var footer: [LayoutNode] = []
    }

    private var cachedGroups: (generation: Int, groups: [Group])?

    /// The cards, from the content's items: kept until the structure changes, as items are, since drawing and
    /// hit testing ask for them on every pass.
    private var groups: [Group] {
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
        if rows.style != style { invalidateLayout() }
        style = rows.style
        environment = context.environment
        content = graph.reconcile(rows.content, existing: content, parent: self, context: context)
    }

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
        let insets = Self.rowInsets
        let cardWidth = max(0, width - 2 * style.margin)
        let innerWidth = max(0, cardWidth - insets.leading - insets.trailing)
        let contentX = origin.x + style.margin + insets.leading
        if place {
            cards = []
            separators = []
        }
        var y = origin.y
        func placeCaption(_ items: [LayoutNode]) {
            for item in items {
                let size = item.sizeThatFits(ProposedViewSize(width: innerWidth, height: nil))
                if place { item.place(in: CGRect(x: contentX, y: y, width: size.width, height: size.height)) }
                y += size.height
            }
        }
        for group in groups {
            if group.header.isEmpty {
                y += style.sectionSpacing
            } else {
                y += style.sectionSpacing / 2
                placeCaption(group.header)
                y += Self.captionGap
            }
            let cardTop = y
            var rowBackgrounds: [(rect: CGRect, color: Color?)] = []
            for (index, row) in group.rows.enumerated() {
                let size = row.sizeThatFits(ProposedViewSize(width: innerWidth, height: nil))
                let height = max(Self.minimumRowHeight, size.height + insets.top + insets.bottom)
                if place {
                    let values = row.layoutValue(for: ObjectIdentifier(ContainerValues.self)) as? ContainerValues
                    rowBackgrounds.append((CGRect(x: origin.x + style.margin, y: y, width: cardWidth, height: height),
                                           values?.listRowBackground))
                    row.place(in: CGRect(x: contentX, y: y + (height - size.height) / 2, width: size.width,
                                         height: size.height))
                    if index < group.rows.count - 1 {
                        separators.append(CGRect(x: contentX, y: y + height - Self.separatorThickness,
                                                 width: origin.x + style.margin + cardWidth - contentX,
                                                 height: Self.separatorThickness))
                    }
                }
                y += height
            }
            if place, !group.rows.isEmpty {
                cards.append(Card(rect: CGRect(x: origin.x + style.margin, y: cardTop, width: cardWidth,
                                               height: y - cardTop), rows: rowBackgrounds))
            }
            if !group.footer.isEmpty {
                y += Self.captionGap
                placeCaption(group.footer)
            }
        }
        return y - origin.y + style.sectionSpacing
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        let card = style.cardColor.resolve(in: environment)
        let line = Color.separator.resolve(in: environment)
        let radius = style.cornerRadius
        for each in cards {
            guard each.ownBackgrounds else {
                builder.fill(radius > 0 ? Path(roundedRect: each.rect, cornerRadius: radius) : Path(each.rect), card,
                             in: space, viewID: nodeID)
                continue
            }
            // Row by row, the first and last rounded as the card is: a row's own colour in place of the card's.
            for (index, row) in each.rows.enumerated() {
                let top = index == 0 ? radius : 0, bottom = index == each.rows.count - 1 ? radius : 0
                let outline = UnevenRoundedRectangle(topLeadingRadius: top, bottomLeadingRadius: bottom,
                                                     bottomTrailingRadius: bottom, topTrailingRadius: top,
                                                     style: .continuous).path(in: row.rect)
                let color = row.color?.resolve(in: environment) ?? card
                if color.opacity > 0 { builder.fill(outline, color, in: space, viewID: nodeID) }
            }
        }
        for rect in separators {
            builder.fill(Path(rect), line, in: space, viewID: nodeID)
        }
        super.render(into: &builder, space: space)
    }

    override var debugName: String { "List" }
}
