import Foundation

/// A control that runs an action when tapped. Its label is drawn in the tint colour (blue by default).
public struct Button<Label: View>: View {
    let action: () -> Void
    /// What the button does: without a style, a destructive one's label is red.
    let role: ButtonRole?
    let label: Label

    /// A button that runs `action` when tapped, showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    /// A button titled by a localized key that runs `action` when tapped.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled by a string that runs `action` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role: a destructive one's title is red.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button {
    /// A button with a role: without a button style, a destructive one's label is red.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        self.label = label()
    }
}

extension Button where Label == FlipbookViews.Label<Text, Image> {
    /// A button labelled with a title and a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { FlipbookViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title and a symbol that runs `action` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { FlipbookViews.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { FlipbookViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title, a symbol and a role that runs `action` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { FlipbookViews.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == Image {
    /// A button labelled by its role (iOS 26): a checkmark for `.confirm`, a cross for `.close` and `.cancel`, a
    /// bin for `.destructive`.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Image(systemName: role.symbolName) }
    }
}

extension Button {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ButtonNode<Label>(graph: graph)) }
}

/// iOS's default tint (the system blue).
let defaultTint = Color.blue

/// A button: lays out its label (through the environment's button style, if any), answers taps inside its
/// frame, and is pressed while a finger is down on it.
final class ButtonNode<Label: View>: LayoutNode, ViewNode, PressTarget, ReevaluatableNode {
    private var label: Node?
    private var action: () -> Void = {}
    private var isEnabled = true
    private var button: Button<Label>?
    private var context: ResolveContext?
    /// Whether a finger is down on the button (what a style's `configuration.isPressed` says).
    private var isPressed = false
    /// Whether the style triggers the action itself (a `PrimitiveButtonStyle`).
    private var styleHandlesTaps = false
    override var children: [Node] { label.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { label?.items ?? [] }

    func update(_ button: Button<Label>, context: ResolveContext) {
        self.button = button
        self.context = context
        if let dismiss = context.environment.buttonDismisses {
            let base = button.action
            action = {
                base()
                dismiss()
            }
        } else {
            action = button.action
        }
        isEnabled = context.environment.isEnabled
        resolveLabel(context: context)
    }

    func evaluate(transaction: Transaction) {
        guard var context else { return }
        context.transaction = transaction
        resolveLabel(context: context)
    }

    private func resolveLabel(context: ResolveContext) {
        guard let button else { return }
        var labelContext = context
        guard let style = context.environment.buttonStyle else {
            styleHandlesTaps = false
            if labelContext.environment.foregroundStyle == nil {
                // The tint as a style, resolved where the label draws: a `tint(_:)` inside the label colours it.
                labelContext.environment.foregroundStyle = button.role == .destructive
                    ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
            }
            if !isEnabled { labelContext.environment.foregroundStyle = AnyShapeStyle(Color.gray) }
            label = graph.reconcile(button.label, existing: label, parent: self, context: labelContext)
            return
        }
        styleHandlesTaps = style.handlesTaps
        if !isEnabled { labelContext.environment.foregroundStyle = AnyShapeStyle(Color.gray) }
        labelContext.modifierContents.append(ModifierContentFrame(
            placeholder: ObjectIdentifier(ButtonStyleConfiguration.Label.self), content: button.label,
            outerFrames: context.modifierContents))
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(), isPressed: isPressed,
                                                     role: button.role)
        let action = self.action
        label = graph.reconcile(style.body(configuration, action), existing: label, parent: self, context: labelContext)
    }

    /// Presses or releases the button, in the transaction of the touch.
    private func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        graph.inbox.record(owner: self, transaction: TransactionContext.current) { [weak self] in
            self?.isPressed = pressed
        }
    }

    func dragBegan(at point: CGPoint) -> Bool {
        guard isEnabled, !styleHandlesTaps else { return false }
        setPressed(true)
        return true
    }

    func dragMoved(to point: CGPoint) {
        setPressed(contains(point))
    }

    func dragEnded(at point: CGPoint) {
        let inside = contains(point)
        setPressed(false)
        if inside { action() }
    }

    private func contains(_ point: CGPoint) -> Bool {
        guard let context = locatedSpace else { return false }
        return context.layoutTransform.inverted().projecting(point).map { frame.insetBy(dx: -20, dy: -20).contains($0) } ?? false
    }

    /// The space the button was hit-tested in last.
    private var locatedSpace: RenderSpace?

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
        if let inner = super.hitTest(point, space: space)?.answering, inner.node !== self, inner.answersTaps {
            return inner
        }
        // A primitive style's own gestures decide when the button triggers.
        guard !styleHandlesTaps else { return nil }
        // The frame it was laid out in, or its label where it is drawn (mid-animation they differ).
        let inFrame = space.layoutTransform.inverted().projecting(point).map { frame.contains($0) } ?? false
        guard isEnabled, inFrame || hitsContent(point, space: space) else { return nil }
        locatedSpace = space
        let action = self.action
        return HitResult(node: self, action: action, drag: self)
    }

    override var debugName: String { "Button" }
}

extension View {
    /// Disables the controls in this view.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { enabled in enabled = enabled && !disabled }
    }
}

/// The role a button gives the container it is in (`Group(subviews:)`): how an alert finds its cancel button.
struct ButtonRoleValueKey: ContainerValueKey {
    static let defaultValue: ButtonRole? = nil
}

extension Button: SubviewResolvable {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        var values = values
        values[ButtonRoleValueKey.self] = role
        subviews.append(Subview(id: Subview.ID(path: path), containerValues: values, content: AnyView(self)))
    }
}
