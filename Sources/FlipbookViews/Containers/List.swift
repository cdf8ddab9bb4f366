import Foundation

/// Rows in a scrolling column, drawn like iOS's default (inset grouped) list: each section a rounded white card
/// on a grey background, rows at least 44 pt tall with lines between them.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listStyleKind) private var style

    public var body: some View {
        ScrollView {
            ListRows(content: content, style: style)
        }
        .background(Rectangle().fill(style.background))
        .environment(\.isInList, true)
        .navigationContainerBackground(style.background)
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// One row per element, identified by the element's value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per `Identifiable` element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// One row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list whose rows can be selected (accepted: rows are drawn unselected; `selection` changes only through
    /// its binding).
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of several selectable rows (accepted, as `init(selection:content:)`).
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// One row per `Identifiable` element, selectable (accepted).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// One row per element, selectable (accepted).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A button that switches a list in and out of editing (drawn as "Edit"; Flipbook's lists do not edit).
public struct EditButton: View {
    /// A button that would toggle a list's editing mode (drawn as "Edit"; lists are not edited in Flipbook).
    public init() {}
    public var body: some View { Button("Edit") {} }
}

/// The rows of a list: sections and loose rows, laid out as cards with separators.
struct ListRows<Content: View>: View {
    let content: Content
    let style: ListStyleKind
    var body: Never { primitiveBody(Self.self) }
}

extension ListRows {
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ListRowsNode<Content>(graph: graph)) }
}
