import Foundation

/// Rows in a scrolling column, drawn like iOS's default (inset grouped) list: each section a rounded white card
/// on a grey background, rows at least 44 pt tall with lines between them.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listStyleKind) private var style
    @Environment(\.scrollContentBackgroundHidden) private var backgroundHidden

    public var body: some View {
        let background = backgroundHidden ? Color.clear : style.background
        ScrollView {
            ListRows(content: content, style: style)
        }
        .background(Rectangle().fill(background))
        .environment(\.isInList, true)
        .navigationContainerBackground(background)
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

    /// One row per `Identifiable` element, several selectable (accepted).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// One row per element, several selectable (accepted).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per integer of a constant range, selectable (accepted).
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// One row per integer of a constant range, several selectable (accepted).
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// A button that switches the environment's `editMode` between active and inactive, titled "Edit" or "Done"
/// (Flipbook's lists draw no editing controls; views that read `editMode` see it change).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// A button that toggles the environment's edit mode.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        }
    }
}

/// Whether the user is editing a list's content (`@Environment(\.editMode)`).
public enum EditMode: Hashable, Sendable {
    /// Not editing, briefly editing (a swipe), or editing.
    case inactive, transient, active

    /// Whether this is an editing mode.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the views inside, as a binding an `EditButton` switches (nil where no view set one with
    /// `.environment(\.editMode, $mode)`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
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
