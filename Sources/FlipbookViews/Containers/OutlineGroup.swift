import Foundation

/// A tree of rows (`OutlineGroup(items, children: \.children) { item in … }`): each element with children is a
/// `DisclosureGroup` whose label is its row and whose content is its children's outline, collapsed at first; a
/// tap on the label opens it. An element whose children are nil is a plain row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Content

    public var body: some View {
        ForEach(data, id: id) { element in
            if let branch = element[keyPath: children] {
                DisclosureGroup {
                    OutlineGroup(data: branch, id: id, children: children, content: content)
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    /// The outline of `data`, each element's children at `children`, identified by the elements' ids.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup {
    /// The outline of `data`, each element's children at `children`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list of the tree of `data`: rows with children open to show them (see `OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the tree of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
