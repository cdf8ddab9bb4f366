import Foundation

// The columns' closure returns `_TableColumns` of the table's own row and sort types, not any
// `TableColumnContent` whose row type is the table's: with both that requirement and `Data.Element == Value` to
// solve, Swift's type checker does not find the row type before the closure and cannot infer `\.name`'s root.
extension Table {
    /// A table of `data`'s elements in `columns`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), layouts: columns()._tableColumns(sortedBy: Never.self), sortOrder: nil,
                  selection: nil)
    }

    /// A table of `data`'s elements in `columns`; a tap on a row selects it into `selection`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), layouts: columns()._tableColumns(sortedBy: Never.self), sortOrder: nil,
                  selection: TableSelection(selection))
    }

    /// A table of `data`'s elements in `columns`; a tap on a row makes it the one in `selection`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), layouts: columns()._tableColumns(sortedBy: Never.self), sortOrder: nil,
                  selection: TableSelection(selection))
    }

    /// A table of `data`'s elements in `columns`, whose headers set `sortOrder` when tapped.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: Array(data), layouts: columns()._tableColumns(sortedBy: Sort.self), sortOrder: sortOrder,
                  selection: nil)
    }

    /// A sortable table whose rows select into `selection`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: Array(data), layouts: columns()._tableColumns(sortedBy: Sort.self), sortOrder: sortOrder,
                  selection: TableSelection(selection))
    }

    /// A sortable table whose rows select into `selection`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: Array(data), layouts: columns()._tableColumns(sortedBy: Sort.self), sortOrder: sortOrder,
                  selection: TableSelection(selection))
    }
}

/// How a table looks: Flipbook draws every style as the inset one.
public protocol TableStyle {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle {
    /// The platform's table style.
    public init() {}
}

/// Rows inset from the table's edges.
public struct InsetTableStyle: TableStyle {
    /// Rows inset from the table's edges.
    public init() {}
}

/// A table with a border around it and between columns (macOS; drawn as the inset style).
public struct BorderedTableStyle: TableStyle {
    /// A table with borders.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
    /// Rows inset, alternating backgrounds or not (macOS; drawn without).
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// A table with borders (macOS).
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
    /// A table with borders, alternating backgrounds or not (macOS).
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { BorderedTableStyle() }
}

struct TableColumnHeadersVisibleKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether tables here draw their header row.
    var tableColumnHeadersVisible: Bool {
        get { self[TableColumnHeadersVisibleKey.self] }
        set { self[TableColumnHeadersVisibleKey.self] = newValue }
    }
}

extension View {
    /// How the tables here look (accepted: every style is drawn as the inset one).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }

    /// Whether the tables here draw their header row (`.hidden` leaves it out).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeadersVisible, visibility != .hidden)
    }
}
