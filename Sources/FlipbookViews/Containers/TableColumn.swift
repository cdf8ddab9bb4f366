import Foundation

/// Columns of a ``Table``: a ``TableColumn``, or what a ``TableColumnBuilder`` makes of several.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// How the column sorts its rows when its header is tapped (`Never`: it does not).
    associatedtype TableColumnSortComparator: SortComparator
    /// The columns as the table lays them out, one after the other; the table's sort comparator type is `Sort`.
    @MainActor func _tableColumns<Sort: SortComparator>(sortedBy: Sort.Type) -> [_TableColumnLayout<TableRowValue, Sort>]
}

/// One column as a table lays it out: its header, its cells, its width and how it sorts.
public struct _TableColumnLayout<RowValue, Sort: SortComparator> {
    let header: AnyView
    let cell: (RowValue) -> AnyView
    /// What the header's tap puts first in the table's sort order (nil: the column does not sort).
    let comparator: Sort?
    let width: _TableColumnWidth
    let alignment: Alignment

    /// The same column in a table whose sort comparator type is `TableSort`: it sorts only if its own comparator
    /// is one.
    func retyped<TableSort: SortComparator>(as _: TableSort.Type) -> _TableColumnLayout<RowValue, TableSort> {
        _TableColumnLayout<RowValue, TableSort>(header: header, cell: cell,
                                                comparator: comparator.flatMap { $0 as? TableSort },
                                                width: width, alignment: alignment)
    }
}

/// How wide a column is: fixed, or flexible between limits.
public struct _TableColumnWidth: Equatable, Sendable {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

/// A column of a ``Table``: a header, and a view of each row's value. A column made with a key path sorts by it
/// when its header is tapped in a table with a sort order.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width = _TableColumnWidth()
    var columnAlignment = Alignment.leading

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    /// A column with `label` as its header, not sorting, showing `content` of each row.
    public init(@ViewBuilder content: @escaping (RowValue) -> Content, @ViewBuilder label: () -> Label)
        where Sort == Never {
        self.init(label: label(), comparator: nil, content: content)
    }

    /// The column `width` points wide (nil: as the table shares the width out).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = _TableColumnWidth(fixed: width)
        return column
    }

    /// The column as wide as the table gives it within `min` and `max`, `ideal` when it can be.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = _TableColumnWidth(min: min, ideal: ideal, max: max)
        return column
    }

    /// Where the column's cells and header sit across it.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var column = self
        column.columnAlignment = alignment.alignment
        return column
    }

    @MainActor public func _tableColumns<TableSort: SortComparator>(sortedBy: TableSort.Type) -> [_TableColumnLayout<RowValue, TableSort>] {
        let content = self.content
        let layout = _TableColumnLayout(header: AnyView(label), cell: { AnyView(content($0)) },
                                        comparator: comparator, width: width, alignment: columnAlignment)
        return [layout.retyped(as: TableSort.self)]
    }
}

/// Where a column's content sits across it.
public struct TableColumnAlignment: Sendable {
    let alignment: Alignment
    /// The platform's choice: leading.
    public static let automatic = TableColumnAlignment(alignment: .leading)
    /// At the leading edge.
    public static let leading = TableColumnAlignment(alignment: .leading)
    /// In the middle.
    public static let center = TableColumnAlignment(alignment: .center)
    /// At the trailing edge (numbers).
    public static let trailing = TableColumnAlignment(alignment: .trailing)
    /// Numbers' alignment: trailing.
    public static let numeric = TableColumnAlignment(alignment: .trailing)
}

extension TableColumn where Label == Text {
    /// A column of a string of each row, titled `titleKey`, sorting by the string.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
                comparator: String.LocalizedStandardComparator = .localizedStandard)
        where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column of a string of each row, titled `title`, sorting by the string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable,
                                   comparator: String.LocalizedStandardComparator = .localizedStandard)
        where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column titled `titleKey` showing `content` of each row, sorting by its string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
                comparator: String.LocalizedStandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator),
                  content: content)
    }

    /// A column titled `title` showing `content` of each row, sorting by its string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable,
                                   comparator: String.LocalizedStandardComparator = .localizedStandard,
                                   @ViewBuilder content: @escaping (RowValue) -> Content)
        where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column titled `titleKey` showing `content` of each row, sorting by the value at `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
                               @ViewBuilder content: @escaping (RowValue) -> Content)
        where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled `title` showing `content` of each row, sorting by the value at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V> & Sendable,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content)
        where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled `titleKey` showing `content` of each row, sorting with `comparator`.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// A column titled `titleKey` showing `content` of each row, not sorting.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
        where Sort == Never {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column titled `title` showing `content` of each row, not sorting.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
        where Sort == Never {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// A column titled `text` showing `content` of each row, not sorting.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(label: text, comparator: nil, content: content)
    }
}

/// Several columns, in order.
public struct _TableColumns<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let columns: [_TableColumnLayout<RowValue, Sort>]

    @MainActor public func _tableColumns<TableSort: SortComparator>(sortedBy: TableSort.Type) -> [_TableColumnLayout<RowValue, TableSort>] {
        columns.map { $0.retyped(as: TableSort.self) }
    }
}

/// Builds a table's columns (`Table(rows) { TableColumn(…); TableColumn(…) }`).
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column as written; its sort comparator is kept where it is of the table's type.
    public static func buildExpression<ColumnSort, Content, Label>(
        _ column: TableColumn<RowValue, ColumnSort, Content, Label>) -> _TableColumns<RowValue, Sort> {
        _TableColumns(columns: column._tableColumns(sortedBy: Sort.self))
    }

    /// Columns of your own, as written; their sort comparators are kept where they are of the table's type.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumns<RowValue, Sort>
        where Column.TableRowValue == RowValue {
        _TableColumns(columns: column._tableColumns(sortedBy: Sort.self))
    }

    /// The columns of a block, in order.
    public static func buildBlock(_ parts: _TableColumns<RowValue, Sort>...) -> _TableColumns<RowValue, Sort> {
        _TableColumns(columns: parts.flatMap(\.columns))
    }

    /// Columns under an `if`.
    public static func buildOptional(_ part: _TableColumns<RowValue, Sort>?) -> _TableColumns<RowValue, Sort> {
        part ?? _TableColumns(columns: [])
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first part: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> { part }

    /// The columns of an `if`'s second branch.
    public static func buildEither(second part: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> { part }

    /// Columns under `if #available`.
    public static func buildLimitedAvailability(_ part: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> {
        part
    }
}
