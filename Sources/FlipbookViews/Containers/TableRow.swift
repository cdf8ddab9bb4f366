import Foundation

/// Rows of a ``Table`` written out (`Table(of: Person.self) { columns } rows: { TableRow(person) }`): a
/// ``TableRow``, a `ForEach` of them, or what a ``TableRowBuilder`` makes of several.
public protocol TableRowContent<TableRowValue> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable
    /// The rows' values, in order.
    @MainActor func _tableRowValues() -> [TableRowValue]
}

/// One row of a table, showing `value` in the table's columns.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value

    /// A row of `value`.
    public init(_ value: Value) { self.value = value }

    public func _tableRowValues() -> [Value] { [value] }
}

/// Several rows, in order.
public struct _TableRows<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let values: [Value]

    public func _tableRowValues() -> [Value] { values }
}

/// Rows made from a collection (`ForEach(people) { TableRow($0) }` in a table's rows).
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue

    public func _tableRowValues() -> [Content.TableRowValue] { data.flatMap { content($0)._tableRowValues() } }
}

extension ForEach where Content: TableRowContent {
    /// One row (or several) per element, identified by the element's value at `id`.
    public init<Row>(_ data: Data, id: KeyPath<Data.Element, ID>,
                     @TableRowBuilder<Row> content: @escaping (Data.Element) -> Content)
        where Row == Content.TableRowValue {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }
}

extension ForEach where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One row (or several) per `Identifiable` element.
    public init<Row>(_ data: Data, @TableRowBuilder<Row> content: @escaping (Data.Element) -> Content)
        where Row == Content.TableRowValue {
        self.init(data: data, content: content, identify: { $0.id })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content == TableRow<Data.Element> {
    /// A row per `Identifiable` element (`rows: { ForEach(people) }`).
    public init(_ data: Data) {
        self.init(data: data, content: { TableRow($0) }, identify: { $0.id })
    }
}

/// Builds a table's rows (`rows: { TableRow(a); ForEach(others) { TableRow($0) } }`). A single row keeps its
/// type, so `ForEach(people) { TableRow($0) }` infers its content from the row.
@resultBuilder
@MainActor
public enum TableRowBuilder<Value: Identifiable> {
    /// Rows as written.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
        where Content.TableRowValue == Value {
        content
    }

    /// No rows.
    public static func buildBlock() -> _TableRows<Value> { _TableRows(values: []) }

    /// The first rows of a block.
    public static func buildPartialBlock<Content: TableRowContent>(first content: Content) -> Content
        where Content.TableRowValue == Value {
        content
    }

    /// The rows of a block so far, then the next.
    public static func buildPartialBlock<Accumulated: TableRowContent, Next: TableRowContent>(
        accumulated: Accumulated, next: Next) -> _TableRows<Value>
        where Accumulated.TableRowValue == Value, Next.TableRowValue == Value {
        _TableRows(values: accumulated._tableRowValues() + next._tableRowValues())
    }

    /// Rows under an `if` (an existential, so that the `else` Swift adds, a `nil`, needs no type of its own).
    public static func buildOptional(_ content: (any TableRowContent<Value>)?) -> _TableRows<Value> {
        _TableRows(values: content?._tableRowValues() ?? [])
    }

    /// The rows of an `if`'s first branch.
    public static func buildEither<Content: TableRowContent>(first content: Content) -> _TableRows<Value>
        where Content.TableRowValue == Value {
        _TableRows(values: content._tableRowValues())
    }

    /// The rows of an `if`'s second branch.
    public static func buildEither<Content: TableRowContent>(second content: Content) -> _TableRows<Value>
        where Content.TableRowValue == Value {
        _TableRows(values: content._tableRowValues())
    }

    /// Rows of a `for` loop.
    public static func buildArray<Content: TableRowContent>(_ parts: [Content]) -> _TableRows<Value>
        where Content.TableRowValue == Value {
        _TableRows(values: parts.flatMap { $0._tableRowValues() })
    }

    /// Rows under `if #available`.
    public static func buildLimitedAvailability<Content: TableRowContent>(_ content: Content) -> _TableRows<Value>
        where Content.TableRowValue == Value {
        _TableRows(values: content._tableRowValues())
    }
}
