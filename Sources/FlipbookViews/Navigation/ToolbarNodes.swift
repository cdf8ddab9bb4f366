import Foundation

/// The toolbar items of one navigation level: made and updated where `toolbar` is applied (so they keep their
/// state and follow their screen's changes), laid out and drawn by the bar's slots.
@MainActor
final class ToolbarRegistry {
    private var entries: [(owner: Int, placement: ToolbarItemPlacement, node: Node)] = []
    private var slots: [WeakSlot] = []
    private struct WeakSlot { weak var slot: ToolbarSlotNode? }

    func set(_ items: [(ToolbarItemPlacement, Node)], from owner: Int) {
        let before = entries.filter { $0.owner == owner }.map { ObjectIdentifier($0.node) }
        entries.removeAll { $0.owner == owner }
        entries += items.map { (owner, $0.0, $0.1) }
        if before != items.map({ ObjectIdentifier($0.1) }) { changed(layout: true) }
    }

    func withdraw(_ owner: Int) {
        let count = entries.count
        entries.removeAll { $0.owner == owner }
        if entries.count != count { changed(layout: true) }
    }

    func attach(_ slot: ToolbarSlotNode) {
        slots.removeAll { $0.slot == nil || $0.slot === slot }
        slots.append(WeakSlot(slot: slot))
    }

    /// The laid-out views of the items at `position`, in order.
    func items(at position: ToolbarItemPlacement.Position) -> [LayoutNode] {
        entries.filter { $0.placement.position == position && !$0.node.isRemoved }.flatMap(\.node.items)
    }

    /// Marks the slots stale (an item changed, or the items did).
    func changed(layout: Bool) {
        for slot in slots.compactMap(\.slot) where !slot.isRemoved {
            if layout { slot.invalidateLayout() } else { slot.invalidateRender() }
        }
    }
}

/// `toolbar { … }`: the items, reported to the navigation level this view is in.
struct ToolbarModifier: ViewModifier {
    let entries: [_ToolbarEntry]
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(ToolbarNode<V>(graph: graph))
    }
}

/// Holds the toolbar items' nodes (their parent, for updates and state) while the bar's slots lay them out and
/// draw them: its own items are its content's alone.
final class ToolbarNode<Content: View>: SingleChildNode, ViewNode {
    private var itemNodes: [Node] = []
    private weak var registry: ToolbarRegistry?
    override var children: [Node] { (child.map { [$0] } ?? []) + itemNodes }

    func update(_ modified: ModifiedContent<Content, ToolbarModifier>, context: ResolveContext) {
        setChild(modified.content, context: context)
        let entries = modified.modifier.entries
        while itemNodes.count > entries.count { itemNodes.removeLast().remove() }
        // A bar shows its items' labels as icons, as iOS's toolbars do (`Button("Add", systemImage: "plus")` is a
        // plus); a label style set inside an item still wins.
        var itemContext = context
        itemContext.environment.labelStyle = ErasedStyle(IconOnlyLabelStyle())
        for (index, entry) in entries.enumerated() {
            let existing = index < itemNodes.count ? itemNodes[index] : nil
            let node = graph.reconcile(entry.view, existing: existing, parent: self, context: itemContext)
            if index < itemNodes.count { itemNodes[index] = node } else { itemNodes.append(node) }
        }
        let target = context.environment.navigationBarReports?.toolbar
        if target !== registry { registry?.withdraw(nodeID) }
        registry = target
        target?.set(zip(entries, itemNodes).map { ($0.placement, $1) }, from: nodeID)
    }

    override func collectItems(into items: inout [LayoutNode]) {
        if let child { items.append(contentsOf: child.items) }
    }

    override func invalidateDependents(layout: Bool) {
        registry?.changed(layout: layout)
    }

    override func didRemove() { registry?.withdraw(nodeID) }
}

/// Where a bar shows the toolbar items of one position, side by side; with none there, its `placeholder` (the
/// inline title, which a `.principal` or `.title` item replaces).
struct ToolbarSlot: View {
    let registry: ToolbarRegistry
    let position: ToolbarItemPlacement.Position
    var placeholder: AnyView?
    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ToolbarSlotNode(graph: graph)) }
}

final class ToolbarSlotNode: LayoutNode, ViewNode {
    nonisolated static let itemSpacing: CGFloat = 16
    private var registry: ToolbarRegistry?
    private var position = ToolbarItemPlacement.Position.trailing
    private var placeholder: Node?
    override var children: [Node] { placeholder.map { [$0] } ?? [] }
    private var slotItems: [LayoutNode] { registry?.items(at: position) ?? [] }
    /// The placeholder's views, when there are no items to show instead.
    private var shownPlaceholder: [LayoutNode]? {
        guard let placeholder, slotItems.isEmpty else { return nil }
        return placeholder.items
    }
    override var layoutChildren: [LayoutNode] { shownPlaceholder ?? slotItems }

    func update(_ slot: ToolbarSlot, context: ResolveContext) {
        if slot.registry !== registry || slot.position != position { invalidateLayout() }
        registry = slot.registry
        position = slot.position
        slot.registry.attach(self)
        if let view = slot.placeholder {
            placeholder = graph.reconcile(view, existing: placeholder, parent: self, context: context)
        } else if let old = placeholder {
            old.remove()
            placeholder = nil
            invalidateLayout()
        }
    }

    private var stack: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, spacing: Self.itemSpacing, alignment: .center)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // The placeholder title takes the bar's width (and truncates in it) as it would on its own.
        if let title = shownPlaceholder { return stack.size(of: title, proposal: proposal) }
        // A flexible spacer among the items (a bottom bar's `ToolbarSpacer`) spreads them across the bar.
        let spreads = slotItems.contains { $0 is SpacerNode }
        return stack.size(of: slotItems, proposal: ProposedViewSize(width: spreads ? proposal.width : nil,
                                                                    height: proposal.height))
    }

    override func placeContent(in bounds: CGRect) {
        stack.place(layoutChildren, in: bounds, proposal: ProposedViewSize(bounds.size))
    }

    override var debugName: String { "ToolbarSlot" }
}
