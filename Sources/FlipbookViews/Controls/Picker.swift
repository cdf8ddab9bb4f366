import Foundation

/// A control that picks one of its tagged options, as SwiftUI's `Picker`, in the look its `pickerStyle` gives
/// (see `PickerNode`). Options are told apart by their `.tag`, or by their `ForEach` id.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// A picker of `selection` among the tagged views of `content`, with a view as its label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with its label given first, as a view (the iOS 13 spelling, deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// The control and, in a list or form row of the menu look, its label leading and the control trailing.
    public var body: some View {
        PickerRow(label: label, selection: selection, content: content)
    }
}

/// The options and the selection, drawn in the environment's look by `PickerNode`.
struct PickerControl<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    /// Whether the control sits at the trailing end of a list row, its label before it (`PickerRow`).
    let isInRow: Bool

    var body: Never { primitiveBody(Self.self) }

    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(PickerNode<SelectionValue, Content>(graph: graph))
    }
}

/// Where a picker's label shows. In a list or form row, a menu picker is a row as iOS draws it: the label at the
/// leading edge and the selection, in the secondary colour, at the trailing one. Elsewhere, and in the other
/// looks, iOS shows the control alone; `labelsHidden()` hides the label in a row too.
struct PickerRow<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.isInList) private var isInList
    @Environment(\.pickerLook) private var look
    @Environment(\.labelsAreHidden) private var labelsAreHidden

    var body: some View {
        if isInList, look == .menu, !labelsAreHidden {
            HStack {
                label
                Spacer(minLength: 8)
                PickerControl(selection: selection, content: content, isInRow: true)
            }
        } else {
            PickerControl(selection: selection, content: content, isInRow: false)
        }
    }
}

extension Picker where Label == Text {
    /// A picker of `selection` among the tagged views of `content`, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker of `selection` among the tagged views of `content`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
