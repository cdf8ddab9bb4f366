import Foundation

/// A control that picks one of its tagged options, as SwiftUI's `Picker`. Flipbook draws every picker style as
/// iOS's segmented control: equal segments, each as wide as the widest option plus 12 points a side, 32 points
/// tall, in a rounded track of the system fill; the selected segment is white, and glides to a tapped one (with
/// the change's animation, or a 0.25 s ease-in-out when there is none). Options are told apart by their `.tag`,
/// or by their `ForEach` id.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(PickerNode<Label, SelectionValue, Content>(graph: graph))
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How a picker looks (Flipbook draws all of them as a segmented control).
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

extension View {
    /// Sets the style of pickers in this view (Flipbook draws every style as a segmented control).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}

final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>: BoundaryNode, ViewNode {
    private var options: Node?
    private var selection: Binding<SelectionValue>?
    /// Where the selected segment is drawn, as a segment index (animated).
    private var selectedIndex: AnimatedValue<Double>?
    private var isEnabled = true
    override var children: [Node] { options.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { options?.items ?? [] }

    static var height: CGFloat { 32 }
    static var padding: CGFloat { 12 }

    func update(_ picker: Picker<Label, SelectionValue, Content>, context: ResolveContext) {
        selection = picker.selection
        isEnabled = context.environment.isEnabled
        var optionContext = context
        optionContext.environment.font = optionContext.environment.font ?? .system(size: 13, weight: .medium)
        options = graph.reconcile(picker.content, existing: options, parent: self, context: optionContext)
        let index = Double(indexOfSelection ?? 0)
        var transaction = context.transaction
        if transaction.animation == nil, selectedIndex != nil { transaction.animation = .easeInOut(duration: 0.25) }
        selectedIndex = fed(selectedIndex, index, transaction: transaction)
    }

    /// The tags of the options, in order: an option's `.tag`, else the id of its `ForEach` element (as SwiftUI
    /// uses it when the id has the selection's type).
    private var tags: [AnyHashable?] {
        layoutChildren.map { option in (option as? TaggedNode)?.anyTag ?? option.elementID(below: self) }
    }

    private var indexOfSelection: Int? {
        guard let value = selection?.wrappedValue else { return nil }
        return tags.firstIndex { $0 == AnyHashable(value) }
    }

    private func segmentWidth(_ proposal: ProposedViewSize) -> CGFloat {
        let widest = layoutChildren.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let natural = widest + 2 * Self.padding
        let count = CGFloat(max(layoutChildren.count, 1))
        guard let width = proposal.width, width.isFinite else { return natural }
        return max(natural, width / count)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: segmentWidth(proposal) * CGFloat(max(layoutChildren.count, 1)), height: Self.height)
    }

    override func placeContent(in bounds: CGRect) {
        let width = bounds.width / CGFloat(max(layoutChildren.count, 1))
        for (index, option) in layoutChildren.enumerated() {
            let size = option.sizeThatFits(ProposedViewSize(width: width - 2 * Self.padding, height: bounds.height))
            option.place(in: CGRect(x: CGFloat(index) * width + (width - size.width) / 2,
                                    y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
        }
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        guard let selectedIndex, selectedIndex.isAnimating else { return false }
        selectedIndex.tick(at: time)
        return selectedIndex.isAnimating
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let count = CGFloat(max(layoutChildren.count, 1))
        let track = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 8)
        builder.append(DisplayList.Item(transform: space.transform,
                                        content: .fill(track, .color(Color.tertiarySystemFill.resolved()), FillStyle()),
                                        viewID: nodeID))
        let width = size.width / count
        let shown = CGFloat(selectedIndex?.presented ?? 0)
        let thumb = CGRect(x: shown * width + 2, y: 2, width: max(0, width - 4), height: max(0, size.height - 4))
        let shadow = DisplayList.Shadow(color: Color(white: 0, opacity: 0.12).resolved(), radius: 4,
                                        offset: CGSize(width: 0, height: 2))
        builder.withEffect(.shadow(shadow), viewID: nodeID) {
            $0.append(DisplayList.Item(transform: space.transform,
                                       content: .fill(Path(roundedRect: thumb, cornerRadius: 7),
                                                      .color(Color.white.resolved()), FillStyle()),
                                       viewID: nodeID))
        }
        super.renderContent(into: &builder, space: space, size: size)
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        guard isEnabled, let local = space.layoutTransform.inverted().projecting(point), frame.contains(local) else {
            return nil
        }
        let count = max(layoutChildren.count, 1)
        let index = min(count - 1, max(0, Int((local.x - frame.minX) / (frame.width / CGFloat(count)))))
        let tag = index < tags.count ? tags[index] : nil
        let selection = self.selection
        return HitResult(node: self, action: {
            guard let value = tag?.base as? SelectionValue else { return }
            selection?.wrappedValue = value
        })
    }

    override var debugName: String { "Picker" }
}
