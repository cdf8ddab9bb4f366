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
    private var cards: [CGRect] = []
    private var separators: [CGRect] = []
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
            for (index, row) in group.rows.enumerated() {
                let size = row.sizeThatFits(ProposedViewSize(width: innerWidth, height: nil))
                let height = max(Self.minimumRowHeight, size.height + insets.top + insets.bottom)
                if place {
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
                cards.append(CGRect(x: origin.x + style.margin, y: cardTop, width: cardWidth, height: y - cardTop))
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
        for rect in cards {
            let path = style.cornerRadius > 0
                ? Path(roundedRect: rect, cornerRadius: style.cornerRadius) : Path(rect)
            builder.fill(path, card, in: space, viewID: nodeID)
        }
        for rect in separators {
            builder.fill(Path(rect), line, in: space, viewID: nodeID)
        }
        super.render(into: &builder, space: space)
    }

    override var debugName: String { "List" }
}
