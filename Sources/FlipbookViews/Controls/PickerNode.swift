import Foundation

/// The node of a `Picker`, in one of four looks:
///
/// - segmented: equal segments, each as wide as the widest option plus 12 points a side, 32 points tall, in a
///   rounded track of the tertiary system fill; the selected segment is white (dark grey, #636366, in the dark
///   appearance, as iOS draws it) and glides to a tapped one. The titles are 13-point medium whatever `.font`
///   surrounds the picker, as UIKit's segmented control ignores it.
/// - menu (the default): the selected option in the tint, followed by an up-and-down chevron, at least 22 points
///   tall; a tap opens a 250-point panel 8 points below it (white, #2C2C2E in the dark appearance, drawn and touched
///   above the whole tree), one 44-point row per option with a checkmark on the selected one; a tap on a row
///   selects it and closes the panel. In a list or form row
///   (where `PickerRow` puts the label before it) the selection and chevron are in the secondary colour and the
///   panel ends under the picker's trailing edge.
/// - wheel: 216 points tall; the options in 32-point rows around a grey band in the middle, where the selected
///   one sits, fading out with their distance from it; a tap on a row turns the wheel to it.
/// - inline: one 44-point row per option, 16 points in, the selected one checked in the tint.
///
/// The selection moves with the change's animation, or a 0.25 s ease-in-out when it has none.
final class PickerNode<SelectionValue: Hashable, Content: View>: BoundaryNode, ViewNode, CanvasCovering {
    private var options: Node?
    private var selection: Binding<SelectionValue>?
    /// The selected option, as an index (animated: the segmented thumb and the wheel follow it).
    private var selectedIndex: AnimatedValue<Double>?
    private var isEnabled = true
    private var look = PickerLook.menu
    private var tint = Color.accentColor
    /// Whether the picker sits at the trailing end of a list or form row, its label before it.
    private var isInRow = false
    /// The colour of the menu look's selection and chevrons: the tint, or the secondary colour in a list row.
    private var valueColor: Color { isInRow ? Color(.secondaryLabel) : tint }
    /// Whether the menu look's panel is open.
    private var isOpen = false
    override var children: [Node] { options.map { [$0] } ?? [] }
    private var allOptions: [LayoutNode] { options?.items ?? [] }

    override var layoutChildren: [LayoutNode] {
        let all = allOptions
        guard look == .menu, !isOpen else { return all }
        let index = indexOfSelection ?? 0
        return index < all.count ? [all[index]] : []
    }

    static var segmentHeight: CGFloat { 32 }
    static var segmentPadding: CGFloat { 12 }
    static var rowHeight: CGFloat { 44 }
    static var wheelHeight: CGFloat { 216 }
    static var wheelRow: CGFloat { 32 }
    static var menuWidth: CGFloat { 250 }

    /// The appearance the system colours of the panels and rows resolve in.
    private var appearance = Color.Scheme.light

    func update(_ picker: PickerControl<SelectionValue, Content>, context: ResolveContext) {
        selection = picker.selection
        isEnabled = context.environment.isEnabled
        tint = context.environment.tint ?? .accentColor
        appearance = context.environment.colorAppearance
        isInRow = picker.isInRow
        if look != context.environment.pickerLook { invalidateLayout() }
        look = context.environment.pickerLook
        var optionContext = context
        if look == .segmented {
            // UIKit draws the segments' titles in its own font: a `.font` around the picker does not reach them.
            optionContext.environment.font = .system(size: 13, weight: .medium)
        }
        if look == .menu, !isOpen {
            optionContext.environment.foregroundStyle = AnyShapeStyle(valueColor)
        }
        options = graph.reconcile(picker.content, existing: options, parent: self, context: optionContext)
        let index = Double(indexOfSelection ?? 0)
        var transaction = context.transaction
        if transaction.animation == nil, selectedIndex != nil { transaction.animation = .easeInOut(duration: 0.25) }
        selectedIndex = fed(selectedIndex, index, transaction: transaction)
    }

    /// The tags of the options, in order: an option's `.tag`, else the id of its `ForEach` element (as SwiftUI
    /// uses it when the id has the selection's type).
    private var tags: [AnyHashable?] {
        allOptions.map { option in option.wrapped(TaggedNode.self)?.anyTag ?? option.elementID(below: self) }
    }

    private var indexOfSelection: Int? {
        guard let value = selection?.wrappedValue else { return nil }
        return tags.firstIndex { $0 == AnyHashable(value) }
    }

    private func select(_ index: Int) {
        let tags = self.tags
        guard index < tags.count, let value = tags[index]?.base as? SelectionValue else { return }
        selection?.wrappedValue = value
    }

    private var widestOption: CGFloat { allOptions.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0 }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let count = CGFloat(max(allOptions.count, 1))
        switch look {
        case .segmented:
            let natural = widestOption + 2 * Self.segmentPadding
            let width = proposal.width.map { $0.isFinite ? max(natural, $0 / count) : natural } ?? natural
            return CGSize(width: width * count, height: Self.segmentHeight)
        case .menu:
            let index = indexOfSelection ?? 0
            let shown = index < allOptions.count ? allOptions[index].sizeThatFits(.unspecified) : .zero
            return CGSize(width: shown.width + 6 + Self.chevronWidth, height: max(22, shown.height))
        case .wheel:
            return CGSize(width: proposal.width ?? widestOption + 32, height: Self.wheelHeight)
        case .inline:
            return CGSize(width: proposal.width ?? widestOption + 60, height: Self.rowHeight * count)
        }
    }

    static var chevronWidth: CGFloat { 9 }

    /// The open menu's panel, in the picker's coordinates.
    private var panel: CGRect {
        CGRect(x: panelX(width: presentedFrame.width), y: presentedFrame.height + 8, width: Self.menuWidth,
               height: Self.rowHeight * CGFloat(allOptions.count))
    }

    /// The panel's leading edge: under the picker's own, or in a list row, where the picker sits at the
    /// trailing end, ending under its trailing edge; moved onto the canvas where it would cross its edge.
    private func panelX(width: CGFloat) -> CGFloat {
        let x = isInRow ? width - Self.menuWidth : 0
        guard let origin = contentSpace.layoutTransform.projecting(.zero), origin.x.isFinite else { return x }
        return x + CanvasFit.shift(origin.x + x, origin.x + x + Self.menuWidth, within: graph.size.width)
    }

    override func placeContent(in bounds: CGRect) {
        let options = layoutChildren
        switch look {
        case .segmented:
            let width = bounds.width / CGFloat(max(options.count, 1))
            for (index, option) in options.enumerated() {
                let size = option.sizeThatFits(ProposedViewSize(width: width - 2 * Self.segmentPadding, height: bounds.height))
                option.place(in: CGRect(x: CGFloat(index) * width + (width - size.width) / 2,
                                        y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
            }
        case .menu where !isOpen:
            guard let option = options.first else { return }
            let size = option.sizeThatFits(.unspecified)
            option.place(in: CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
        case .menu, .inline:
            let top: CGFloat = look == .menu ? bounds.height + 8 : 0
            let leading: CGFloat = look == .menu ? panelX(width: bounds.width) + 16 : 16
            for (index, option) in options.enumerated() {
                let size = option.sizeThatFits(ProposedViewSize(width: (look == .menu ? Self.menuWidth : bounds.width) - 60,
                                                                height: nil))
                option.place(in: CGRect(x: leading, y: top + CGFloat(index) * Self.rowHeight + (Self.rowHeight - size.height) / 2,
                                        width: size.width, height: size.height))
            }
        case .wheel:
            let shown = CGFloat(selectedIndex?.presented ?? 0)
            for (index, option) in options.enumerated() {
                let size = option.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
                let middle = bounds.height / 2 + (CGFloat(index) - shown) * Self.wheelRow
                option.place(in: CGRect(x: (bounds.width - size.width) / 2, y: middle - size.height / 2,
                                        width: size.width, height: size.height))
            }
        }
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        guard let selectedIndex, selectedIndex.isAnimating else { return false }
        selectedIndex.tick(at: time)
        if look == .wheel { invalidateLayout() }
        return selectedIndex.isAnimating
    }

    /// A rounded line of `width` points (chevrons and checkmarks).
    static func line(_ width: CGFloat) -> StrokeStyle { StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round) }

    /// A checkmark 14 points wide centred on `center`.
    private func checkmark(at center: CGPoint) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: center.x - 7, y: center.y))
        path.addLine(to: CGPoint(x: center.x - 2, y: center.y + 5))
        path.addLine(to: CGPoint(x: center.x + 7, y: center.y - 6))
        return path
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        switch look {
        case .segmented: renderSegmented(into: &builder, space: space, size: size)
        case .menu: renderMenu(into: &builder, space: space, size: size)
        case .wheel: renderWheel(into: &builder, space: space, size: size)
        case .inline:
            drawRows(in: CGRect(x: 16, y: 0, width: max(0, size.width - 16), height: size.height), checkmark: tint,
                     into: &builder, space: space)
            super.renderContent(into: &builder, space: space, size: size)
        }
    }

    /// The hairlines between the option rows in `rows` (one `rowHeight` each) and a checkmark in `color` at
    /// the trailing end of the selected one: the inline look's list and the menu look's panel.
    private func drawRows(in rows: CGRect, checkmark color: Color, into builder: inout DisplayListBuilder,
                          space: RenderSpace) {
        let separator = Color.separator.resolved(in: appearance)
        for index in 1..<max(allOptions.count, 1) {
            let y = rows.minY + CGFloat(index) * Self.rowHeight
            builder.fill(Path(CGRect(x: rows.minX, y: y - 0.25, width: rows.width, height: 0.5)), separator, in: space,
                         viewID: nodeID)
        }
        if let index = indexOfSelection {
            let mark = checkmark(at: CGPoint(x: rows.maxX - 24, y: rows.minY + (CGFloat(index) + 0.5) * Self.rowHeight))
            builder.stroke(mark, color.resolved(in: appearance), Self.line(2), in: space, viewID: nodeID)
        }
    }

    private func renderSegmented(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let count = CGFloat(max(allOptions.count, 1))
        builder.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 8),
                     Color.tertiarySystemFill.resolved(in: appearance), in: space, viewID: nodeID)
        let width = size.width / count
        let shown = CGFloat(selectedIndex?.presented ?? 0)
        let thumb = CGRect(x: shown * width + 2, y: 2, width: max(0, width - 4), height: max(0, size.height - 4))
        let shadow = DisplayList.Shadow(color: Color(white: 0, opacity: 0.12).resolved(), radius: 4,
                                        offset: CGSize(width: 0, height: 2))
        // White over the light track; in the dark appearance the thumb is grey, so that the white text shows.
        let thumbColor = appearance == .dark ? Color(.systemGray2).resolved(in: Color.Scheme.dark) : Color.white.resolved()
        builder.fill(Path(roundedRect: thumb, cornerRadius: 7), thumbColor, shadow: shadow, in: space, viewID: nodeID)
        super.renderContent(into: &builder, space: space, size: size)
    }

    private func renderMenu(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        // The up-and-down chevron after the selection.
        let x = size.width - Self.chevronWidth / 2, y = size.height / 2
        var chevrons = Path()
        chevrons.move(to: CGPoint(x: x - 3.5, y: y - 2.5))
        chevrons.addLine(to: CGPoint(x: x, y: y - 6))
        chevrons.addLine(to: CGPoint(x: x + 3.5, y: y - 2.5))
        chevrons.move(to: CGPoint(x: x - 3.5, y: y + 2.5))
        chevrons.addLine(to: CGPoint(x: x, y: y + 6))
        chevrons.addLine(to: CGPoint(x: x + 3.5, y: y + 2.5))
        builder.stroke(chevrons, valueColor.resolved(in: appearance), Self.line(1.5), in: space, viewID: nodeID)
        // Open, the options are in the panel, which the graph draws above the whole tree (`drawCover`).
        if !isOpen { super.renderContent(into: &builder, space: space, size: size) }
    }

    /// The open menu's panel and its options, drawn above the whole tree so that no view after the picker covers
    /// it: white, or in the dark appearance the elevated grey of iOS's menus (#2C2C2E).
    func drawCover(into builder: inout DisplayListBuilder) {
        guard look == .menu, isOpen else { return }
        let space = contentSpace
        let shadow = DisplayList.Shadow(color: Color(white: 0, opacity: 0.15).resolved(), radius: 20,
                                        offset: CGSize(width: 0, height: 8))
        builder.fill(Path(roundedRect: panel, cornerRadius: 13), Color(.tertiarySystemBackground).resolved(in: appearance),
                     shadow: shadow, in: space, viewID: nodeID)
        drawRows(in: panel, checkmark: Color(.label), into: &builder, space: space)
        super.renderContent(into: &builder, space: space, size: presentedFrame.size)
    }

    /// A touch on the open panel, before any view of the tree: the row under it is chosen and the panel closes.
    func hitTestCover(_ point: CGPoint) -> HitResult? {
        guard look == .menu, isOpen, isEnabled,
              let local = contentSpace.layoutTransform.inverted().projecting(point), panel.contains(local) else { return nil }
        let index = Int((local.y - panel.minY) / Self.rowHeight)
        return HitResult(node: self, action: { [weak self] in
            self?.select(index)
            self?.setOpen(false)
        })
    }

    override func didRemove() { graph.canvasCovers[nodeID] = nil }

    private func renderWheel(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let band = CGRect(x: 8, y: (size.height - Self.wheelRow) / 2, width: max(0, size.width - 16), height: Self.wheelRow)
        builder.fill(Path(roundedRect: band, cornerRadius: 8), Color.tertiarySystemFill.resolved(in: appearance), in: space, viewID: nodeID)
        let clip = DisplayList.Clip(path: Path(CGRect(origin: .zero, size: size)), transform: space.transform)
        builder.beginEffect(.clip(clip), viewID: nodeID)
        let shown = CGFloat(selectedIndex?.presented ?? 0)
        for (index, option) in layoutChildren.enumerated() {
            let distance = abs(CGFloat(index) - shown)
            let opacity = Double(max(0, 1 - distance * 0.3))
            guard opacity > 0 else { continue }
            builder.faded(opacity, viewID: nodeID) { option.draw(into: &$0, space: space) }
        }
        builder.endEffect()
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        guard isEnabled, let local = space.layoutTransform.inverted().projecting(point) else { return nil }
        let inside = CGPoint(x: local.x - frame.minX, y: local.y - frame.minY)
        guard frame.contains(local) else { return nil }
        let count = max(allOptions.count, 1)
        let index: Int
        switch look {
        case .segmented: index = Int(inside.x / (frame.width / CGFloat(count)))
        case .menu:
            let open = !isOpen
            return HitResult(node: self, action: { [weak self] in self?.setOpen(open) })
        case .wheel:
            let shown = CGFloat(selectedIndex?.presented ?? 0)
            index = Int((shown + (inside.y - frame.height / 2) / Self.wheelRow).rounded())
        case .inline: index = Int(inside.y / Self.rowHeight)
        }
        let chosen = min(count - 1, max(0, index))
        return HitResult(node: self, action: { [weak self] in self?.select(chosen) })
    }

    private func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        // The open panel is drawn, and touched, above the whole tree.
        graph.canvasCovers[nodeID] = open ? self : nil
        invalidateLayout()
    }

    override var debugName: String { "Picker" }
}
