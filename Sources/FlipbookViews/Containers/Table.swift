import Foundation

/// Rows of values in columns (iOS 16, macOS): a 32-point header row of the columns' titles, then a row per
/// value, 44 points tall with a hairline along its bottom, scrolling under the header. Fixed-width columns keep their width; the
/// others share the rest. Every column is shown, as on iPad and the Mac (a compact iPhone shows only the first).
///
/// A tap on a row selects it, through the `selection` binding; a tap on a sorting column's header puts its
/// comparator first in `sortOrder`, or flips its order if it is first already, and a chevron shows which way it
/// sorts. The table does not sort its rows itself: as in SwiftUI, the code sorts them when `sortOrder` changes.
public struct Table<Value: Identifiable, Rows, Columns>: View {
    let rows: [Value]
    let columns: [TableColumnModel<Value>]
    let selection: TableSelection<Value.ID>?
    @Environment(\.tableColumnHeadersVisible) private var headersVisible

    init<Sort: SortComparator>(rows: [Value], layouts: [_TableColumnLayout<Value, Sort>], sortOrder: Binding<[Sort]>?,
                               selection: TableSelection<Value.ID>?) {
        self.rows = rows
        self.selection = selection
        columns = layouts.map { TableColumnModel($0, sortOrder: sortOrder) }
    }

    static var rowHeight: CGFloat { 44 }
    static var headerHeight: CGFloat { 32 }

    public var body: some View {
        let columns = self.columns
        VStack(spacing: 0) {
            if headersVisible {
                HStack(spacing: 0) {
                    ForEach(columns.indices, id: \.self) { index in
                        header(columns[index])
                    }
                }
                .padding(.horizontal, 8)
                .frame(height: Self.headerHeight)
                Divider()
            }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(rows) { row in
                        HStack(spacing: 0) {
                            ForEach(columns.indices, id: \.self) { index in
                                columns[index].frame(columns[index].cell(row))
                            }
                        }
                        .padding(.horizontal, 8)
                        .frame(minHeight: Self.rowHeight)
                        .background(.tint.opacity(selection?.contains(row.id) == true ? 0.2 : 0))
                        .contentShape(Rectangle())
                        .onTapGesture { selection?.select(row.id) }
                        .overlay(alignment: .bottom) { Divider().padding(.leading, 16) }
                    }
                }
            }
        }
    }

    @ViewBuilder private func header(_ column: TableColumnModel<Value>) -> some View {
        // The title keeps its room before the chevron does.
        let label = HStack(spacing: 4) {
            column.header.layoutPriority(1)
            if let order = column.sortIndicator() {
                Image(systemName: order == .forward ? "chevron.up" : "chevron.down").imageScale(.small)
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
        if let sort = column.sort {
            column.frame(label).contentShape(Rectangle()).onTapGesture(perform: sort)
        } else {
            column.frame(label)
        }
    }
}

/// A column as the table draws it: its views, its width, and what a tap on its header does to the sort order.
@MainActor
struct TableColumnModel<Value> {
    let header: AnyView
    let cell: (Value) -> AnyView
    let width: _TableColumnWidth
    let alignment: Alignment
    /// Puts the column's comparator first in the table's sort order, or flips it (nil: the column does not sort).
    let sort: (() -> Void)?
    /// Which way the table sorts by this column, if it sorts by it first.
    let sortIndicator: () -> SortOrder?

    init<Sort: SortComparator>(_ layout: _TableColumnLayout<Value, Sort>, sortOrder: Binding<[Sort]>?) {
        header = layout.header
        cell = layout.cell
        width = layout.width
        alignment = layout.alignment
        guard let comparator = layout.comparator, let sortOrder else {
            sort = nil
            sortIndicator = { nil }
            return
        }
        // A sort order written by hand (`[KeyPathComparator(\Person.name)]`) names the column by its key path,
        // whatever comparator it compares the strings with.
        func sameColumn(_ other: Sort) -> Bool {
            if let other = other as? KeyPathComparator<Value>, let own = comparator as? KeyPathComparator<Value> {
                return other.keyPath == own.keyPath
            }
            var other = other
            other.order = comparator.order
            return other == comparator
        }
        sort = {
            var order = sortOrder.wrappedValue
            if let first = order.first, sameColumn(first) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll(where: sameColumn)
                order.insert(comparator, at: 0)
            }
            sortOrder.wrappedValue = order
        }
        sortIndicator = {
            guard let first = sortOrder.wrappedValue.first, sameColumn(first) else { return nil }
            return first.order
        }
    }

    /// `view` in the column's width, 8 points in from each side.
    func frame<V: View>(_ view: V) -> some View {
        let padded = view.padding(.horizontal, 8)
        return Group {
            if let fixed = width.fixed {
                padded.frame(width: fixed, alignment: alignment)
            } else {
                padded.frame(minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max ?? .infinity,
                             alignment: alignment)
            }
        }
    }
}

/// What a table's `selection` binding holds: one row's id, or a set of them.
struct TableSelection<ID: Hashable> {
    let contains: (ID) -> Bool
    let select: (ID) -> Void

    init(_ binding: Binding<ID?>) {
        contains = { binding.wrappedValue == $0 }
        select = { binding.wrappedValue = $0 }
    }

    init(_ binding: Binding<Set<ID>>) {
        contains = { binding.wrappedValue.contains($0) }
        select = { binding.wrappedValue = [$0] }
    }
}

/// The rows of a table made from a collection.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {}
