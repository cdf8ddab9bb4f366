import Foundation

/// Tabs listed one after another, all selected by values of one type.
public struct TupleTabContent<SelectionValue: Hashable, each Tabs: TabContent>: TabContent {
    /// The type of the values that select the tabs.
    public typealias TabValue = SelectionValue
    let tabs: (repeat each Tabs)
    public var _page: TupleView<(repeat (each Tabs)._Page)> { TupleView(views: repeat (each tabs)._page) }
}

/// A tab shown or not (`if` in a tab builder).
public struct OptionalTabContent<Wrapped: TabContent>: TabContent {
    /// The wrapped tab's value type.
    public typealias TabValue = Wrapped.TabValue
    let wrapped: Wrapped?
    public var _page: Wrapped._Page? { wrapped?._page }
}

/// One of two tabs, chosen by an `if`/`else` or `switch` in a tab builder.
public struct ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent {
    /// The first branch's value type.
    public typealias TabValue = TrueContent.TabValue
    let first: TrueContent?
    let second: FalseContent?
    /// The page of the branch taken; the two branches have their own identities, as `if`/`else` views do.
    public var _page: _ConditionalContent<TrueContent._Page?, FalseContent._Page?> {
        if let first { _ConditionalContent(storage: .trueContent(first._page)) } else {
            _ConditionalContent(storage: .falseContent(second?._page))
        }
    }
}

/// Builds the tabs of a `TabView` from `Tab`s, `TabSection`s, `ForEach`, `if` and `switch`.
@MainActor
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// One statement of the builder, as written: its tabs are selected by the builder's value type, which is
    /// what gives `.home` in `Tab("Home", systemImage: "house", value: .home)` its type.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    /// The statements of a block, in order.
    public static func buildBlock<C: TabContent>(_ content: C) -> C { content }
    /// The statements of a block, in order.
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<SelectionValue, repeat each C> {
        TupleTabContent(tabs: (repeat each content))
    }
    /// An `if` without an `else`: the content, or nothing.
    public static func buildOptional<C: TabContent>(_ content: C?) -> OptionalTabContent<C> { OptionalTabContent(wrapped: content) }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> ConditionalTabContent<T, F> {
        ConditionalTabContent(first: first, second: nil)
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> ConditionalTabContent<T, F> {
        ConditionalTabContent(first: nil, second: second)
    }

    /// The tabs as the content of a tab view.
    public struct Content<C: TabContent>: View {
        let tabs: C
        public var body: C._Page { tabs._page }
    }
}
