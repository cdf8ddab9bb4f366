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

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(PickerNode<Label, SelectionValue, Content>(graph: graph))
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
