import Foundation

// Tables whose rows are written out rather than given as a collection. With `of:` the row type is known before
// the columns' closure, so `\.name` in a column finds its root; without it, the rows' builder gives the type.
extension Table {
    /// A table of the rows `rows` writes out, of values of `valueType`, in `columns`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: rows()._tableRowValues(), layouts: columns()._tableColumns(sortedBy: Never.self), sortOrder: nil,
                  selection: nil)
    }

    /// A table of written-out rows; a tap on a row selects it into `selection`.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: rows()._tableRowValues(), layouts: columns()._tableColumns(sortedBy: Never.self), sortOrder: nil,
                  selection: TableSelection(selection))
    }

    /// A table of written-out rows; a tap on a row makes it the one in `selection`.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: rows()._tableRowValues(), layouts: columns()._tableColumns(sortedBy: Never.self), sortOrder: nil,
                  selection: TableSelection(selection))
    }

    /// A table of written-out rows whose headers set `sortOrder` when tapped.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: rows()._tableRowValues(), layouts: columns()._tableColumns(sortedBy: Sort.self), sortOrder: sortOrder,
                  selection: nil)
    }

    /// A sortable table of written-out rows that select into `selection`.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>,
                                      sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: rows()._tableRowValues(), layouts: columns()._tableColumns(sortedBy: Sort.self), sortOrder: sortOrder,
                  selection: TableSelection(selection))
    }

    /// A sortable table of written-out rows that select into `selection`.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                                      sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: rows()._tableRowValues(), layouts: columns()._tableColumns(sortedBy: Sort.self), sortOrder: sortOrder,
                  selection: TableSelection(selection))
    }

    /// A table of the rows `rows` writes out, in `columns`.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Never> {
        self.init(of: Value.self, columns: columns, rows: rows)
    }

    /// A table of written-out rows; a tap on a row selects it into `selection`.
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Never> {
        self.init(of: Value.self, selection: selection, columns: columns, rows: rows)
    }

    /// A table of written-out rows whose headers set `sortOrder` when tapped.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows: TableRowContent, Rows.TableRowValue == Value, Columns == _TableColumns<Value, Sort> {
        self.init(of: Value.self, sortOrder: sortOrder, columns: columns, rows: rows)
    }
}
