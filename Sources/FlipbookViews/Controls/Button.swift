import Foundation

/// A control that runs an action when tapped. Its label is drawn in the tint colour (blue by default).
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ButtonNode<Label>(graph: graph)) }
}

/// iOS's default tint (the system blue).
let defaultTint = Color.blue

/// A button: lays out its label, and answers taps inside its frame.
final class ButtonNode<Label: View>: LayoutNode, ViewNode {
    private var label: Node?
    private var action: () -> Void = {}
    private var isEnabled = true
    override var children: [Node] { label.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { label?.items ?? [] }

    func update(_ button: Button<Label>, context: ResolveContext) {
        action = button.action
        isEnabled = context.environment.isEnabled
        var labelContext = context
        if labelContext.environment.foregroundStyle == nil {
            labelContext.environment.foregroundStyle = AnyShapeStyle(context.environment.tint ?? defaultTint)
        }
        if !isEnabled { labelContext.environment.foregroundStyle = AnyShapeStyle(Color.gray) }
        label = graph.reconcile(button.label, existing: label, parent: self, context: labelContext)
    }

    private var layout: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: nil, alignment: .center) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let items = layoutChildren
        return items.count == 1 ? items[0].sizeThatFits(proposal) : layout.size(of: items, proposal: proposal)
    }

    override func placeContent(in bounds: CGRect) {
        let items = layoutChildren
        if items.count == 1 {
            items[0].place(in: bounds)
        } else {
            layout.place(items, in: bounds, proposal: ProposedViewSize(bounds.size))
        }
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        if let inner = super.hitTest(point, space: space), inner.node !== self { return inner }
        // The frame it was laid out in, or its label where it is drawn (mid-animation they differ).
        let inFrame = space.layoutTransform.inverted().projecting(point).map { frame.contains($0) } ?? false
        guard isEnabled, inFrame || hitsContent(point, space: space) else { return nil }
        let action = self.action
        return HitResult(node: self, action: action)
    }

    override var debugName: String { "Button" }
}

extension View {
    /// Disables the controls in this view.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { enabled in enabled = enabled && !disabled }
    }
}
