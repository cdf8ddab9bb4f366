import Foundation

/// The edits a list of a binding's elements allows its rows (`List($items, editActions: .all) { $item in … }`):
/// moving them, and deleting them where the collection can lose elements. Flipbook's lists draw no editing
/// controls and take no swipes to delete or drags to move, so the actions are accepted; the rows get bindings to
/// their elements, which their controls edit.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    /// The actions in `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Rows can be moved.
    public static var move: EditActions { EditActions(rawValue: 1) }

    /// Every action the collection allows: moving.
    public static var all: EditActions { .move }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }

    /// Every action: moving and deleting.
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach where Content: View {
    /// One view per element of a binding's collection, given a binding to its element, identified by the
    /// element's identity; `editActions` are accepted.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data: data, content: content, identify: { $0.wrappedValue.id })
    }

    /// One view per element of a binding's collection, identified by the element's value at `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C> {
        self.init(data: data, content: content, identify: { $0.wrappedValue[keyPath: id] })
    }
}

extension List {
    /// One row per element of a binding's collection, given a binding to its element (`editActions` accepted).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where SelectionValue == Never, Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
    }

    /// One row per element of a binding's collection, identified by the element's value at `id`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where SelectionValue == Never, Content == ForEach<Binding<Data>, ID, RowContent> {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
    }

    /// Rows of a binding's elements, selectable (accepted, as `init(selection:content:)`).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
    }

    /// Rows of a binding's elements, several selectable (accepted).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
    }
}
