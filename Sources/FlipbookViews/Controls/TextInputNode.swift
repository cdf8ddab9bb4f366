import Foundation

/// The editable part of a `TextField`, `SecureField` or `TextEditor`.
struct _TextInput: View {
    let text: Binding<String>
    let prompt: String
    let isSecure: Bool
    var isMultiline = false
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(TextInputNode(graph: graph)) }
}

/// A text field: as wide as it is offered, one line of text (or its prompt, in the placeholder grey) at its
/// leading edge, at least 22 points tall; 34 points with 7-point insets and a rounded border in the rounded
/// style. While focused it draws a 2-point caret in the tint after the text (steady: frames are deterministic).
/// A text editor takes all the space it is offered and wraps its text from the top leading corner, inset as
/// UIKit's text views are (5 points across, 8 down); a newline typed into it is a new line, not a submission.
final class TextInputNode: BoundaryNode, ViewNode {
    private var shown: Node?
    private var text: Binding<String>?
    private var focusLink: FocusLink?
    private var submitActions: [() -> Void] = []
    private var onEditingChanged: ((Bool) -> Void)?
    private var onCommit: (() -> Void)?
    private var isEnabled = true
    private var isRounded = false
    private var tint = Color.accentColor
    private(set) var isMultiline = false
    override var children: [Node] { shown.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { shown?.items ?? [] }

    static let minimumHeight: CGFloat = 22
    static let roundedHeight: CGFloat = 34
    static let roundedInset: CGFloat = 7

    var isFocused: Bool { graph.focusedTextInput === self }

    func update(_ input: _TextInput, context: ResolveContext) {
        text = input.text
        focusLink = context.environment.focusLink
        submitActions = context.environment.submitActions
        onEditingChanged = input.onEditingChanged
        onCommit = input.onCommit
        isEnabled = context.environment.isEnabled
        tint = context.environment.tint ?? .accentColor
        if isRounded != context.environment.textFieldsAreRounded { invalidateLayout() }
        isRounded = context.environment.textFieldsAreRounded
        fieldColors = (Color.systemBackground.resolve(in: context.environment),
                       Color.separator.resolve(in: context.environment))
        if isMultiline != input.isMultiline { invalidateLayout() }
        isMultiline = input.isMultiline
        let value = input.text.wrappedValue
        let display = input.isSecure ? String(repeating: "•", count: value.count) : value
        let label = value.isEmpty
            ? Text(input.prompt).foregroundColor(Color(.placeholderText))
            : Text(display)
        shown = graph.reconcile(label.lineLimit(input.isMultiline ? nil : 1), existing: shown, parent: self,
                                context: context)
        // A focus state that names this field focuses it; one that stops naming it unfocuses it.
        if let focusLink {
            let wanted = focusLink.isFocused()
            if wanted, !isFocused { graph.focusText(self) } else if !wanted, isFocused { graph.focusText(nil) }
        }
    }

    /// Tells the focus state whether this field is focused.
    func focusChanged(to focused: Bool) {
        focusLink?.setFocused(focused)
        onEditingChanged?(focused)
        invalidateRender()
    }

    func insert(_ typed: String) {
        guard let text else { return }
        text.wrappedValue += typed
    }

    func deleteBackward() {
        guard let text, !text.wrappedValue.isEmpty else { return }
        text.wrappedValue.removeLast()
    }

    func submit() {
        onCommit?()
        for action in submitActions { action() }
    }

    private var inset: CGFloat { isMultiline ? Self.editorInset.width : isRounded ? Self.roundedInset : 0 }
    static let editorInset = CGSize(width: 5, height: 8)

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if isMultiline {
            let width = proposal.width.map { max(0, $0 - 2 * inset) }
            let textSize = layoutChildren.first?.sizeThatFits(ProposedViewSize(width: width, height: nil)) ?? .zero
            return CGSize(width: proposal.width ?? textSize.width + 2 * inset,
                          height: proposal.height ?? max(Self.minimumHeight, textSize.height) + 2 * Self.editorInset.height)
        }
        let textSize = layoutChildren.first?.sizeThatFits(ProposedViewSize(width: nil, height: nil)) ?? .zero
        let height = isRounded ? Self.roundedHeight : max(Self.minimumHeight, textSize.height)
        return CGSize(width: proposal.width ?? textSize.width + 2 * inset + 2, height: height)
    }

    override func placeContent(in bounds: CGRect) {
        guard let label = layoutChildren.first else { return }
        let available = max(0, bounds.width - 2 * inset - 2)
        let size = label.sizeThatFits(ProposedViewSize(width: available, height: nil))
        if isMultiline {
            label.place(in: CGRect(origin: CGPoint(x: inset, y: Self.editorInset.height),
                                   size: CGSize(width: min(size.width, available), height: size.height)))
            return
        }
        label.place(in: CGRect(x: inset, y: (bounds.height - size.height) / 2, width: min(size.width, available),
                               height: size.height))
    }

    /// The rounded field's fill and border, in the environment's colour scheme.
    private var fieldColors = (fill: Color.systemBackground.resolved(), border: Color.separator.resolved())

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        if isRounded {
            let field = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 5)
            builder.fill(field, fieldColors.fill, in: space, viewID: nodeID)
            builder.stroke(field, fieldColors.border, StrokeStyle(lineWidth: 0.5), in: space, viewID: nodeID)
        }
        super.renderContent(into: &builder, space: space, size: size)
        guard isFocused, let label = layoutChildren.first else { return }
        let hasText = !(text?.wrappedValue.isEmpty ?? true)
        // An editor's caret sits after the text's box on its last line.
        let caretY = isMultiline ? (hasText ? label.frame.maxY : Self.editorInset.height + 20) - 20 : (size.height - 20) / 2
        let caret = CGRect(x: hasText ? label.frame.maxX + 1 : inset, y: caretY, width: 2, height: 20)
        builder.fill(Path(roundedRect: caret, cornerRadius: 1), tint.resolved(), in: space, viewID: nodeID)
    }

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        guard isEnabled, let local = space.layoutTransform.inverted().projecting(point), frame.contains(local) else {
            return nil
        }
        return HitResult(node: self, action: { [weak self] in
            guard let self else { return }
            self.graph.focusText(self)
        })
    }

    override var debugName: String { isMultiline ? "TextEditor" : "TextField" }
}

extension ViewGraph {
    /// Moves the typing focus to `field` (nil: no field), telling the fields' focus states.
    func focusText(_ field: TextInputNode?) {
        let previous = focusedTextInput
        guard previous !== field else { return }
        focusedTextInput = field
        previous?.focusChanged(to: false)
        field?.focusChanged(to: true)
    }

    /// Types `text` into the focused text field, as a keyboard would (`\u{8}` deletes backwards, a newline
    /// submits a field and starts a new line in an editor); returns whether a field was focused.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard let field = focusedTextInput, !field.isRemoved else { return false }
        perform {
            var pending = ""
            for character in text {
                if character == "\u{8}" || (character == "\n" && !field.isMultiline) {
                    if !pending.isEmpty { field.insert(pending) }
                    pending = ""
                    if character == "\n" { field.submit() } else { field.deleteBackward() }
                } else {
                    pending.append(character)
                }
            }
            if !pending.isEmpty { field.insert(pending) }
        }
        flushChanges()
        return true
    }
}
