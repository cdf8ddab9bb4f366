import Foundation

/// What an iOS 18 `TabView { Tab(…) { … } }` lists: tabs, each a page with its label and value.
@MainActor
public protocol TabContent<TabValue> {
    /// The type of the value that selects a tab.
    associatedtype TabValue: Hashable
    associatedtype _Page: View
    /// The tabs as the pages of a tab view: their content with their `tabItem` and `tag`.
    var _page: _Page { get }
}

/// A tab of a `TabView`: a page, its label in the tab bar, and the selection value that shows it.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    /// The value that selects this tab.
    public typealias TabValue = Value
    let value: Value?
    let content: Content
    let label: Label
    /// What `badge(_:)` shows on the tab's item.
    var badgeLabel: Text?

    /// Several views in a tab's content make one page, stacked as the views at a window's root are.
    public var _page: some View {
        HostedContent(content).tabItem { label }.modifier(OptionalTag(value: value)).badge(badgeLabel)
    }
}

/// A tab's special purpose (iOS 18): `.search` gets the search label.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab, placed apart from the others.
    public static let search = TabRole(name: "search")
}

extension Tab where Label == FlipbookViews.Label<Text, Image> {
    /// A tab titled `titleKey` with a symbol, shown when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(titleKey, systemImage: systemImage))
    }

    /// A tab titled `title` with a symbol, selected by `value`, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(title, systemImage: systemImage))
    }

    /// A tab titled `titleKey` with a symbol and a role, selected by `value` (a `.search` role keeps the title
    /// and symbol given).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(titleKey, systemImage: systemImage))
    }

    /// A tab titled `title` with a symbol and a role, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(title, systemImage: systemImage))
    }

    /// A search tab: the magnifying glass and "Search".
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label("Search", systemImage: "magnifyingglass"))
    }
}

extension Tab where Value == Never, Label == FlipbookViews.Label<Text, Image> {
    /// A tab titled `titleKey` with a symbol, in a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: FlipbookViews.Label(titleKey, systemImage: systemImage))
    }

    /// A tab titled `title` with a symbol, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: FlipbookViews.Label(title, systemImage: systemImage))
    }

    /// A tab titled `titleKey` with a symbol and a role (a search or prominent tab), in a tab view without a
    /// selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// A tab titled `title` with a symbol and a role, in a tab view without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?,
                                   @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }

    /// A search tab in a tab view without a selection.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: FlipbookViews.Label("Search", systemImage: "magnifyingglass"))
    }
}

extension Tab where Label == FlipbookViews.Label<Text, Image> {
    /// A tab titled `titleKey` with a picture from the resources, shown when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(titleKey, image: image))
    }

    /// A tab titled `title` with a picture from the resources, shown when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(title, image: image))
    }

    /// A tab titled `titleKey` with a picture from the resources and a role, shown when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(titleKey, image: image))
    }

    /// A tab titled `title` with a picture from the resources and a role, shown when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: FlipbookViews.Label(title, image: image))
    }
}

extension Tab where Value == Never, Label == FlipbookViews.Label<Text, Image> {
    /// A tab titled `titleKey` with a picture from the resources, in a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: FlipbookViews.Label(titleKey, image: image))
    }

    /// A tab titled `title` with a picture from the resources, in a tab view without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: FlipbookViews.Label(title, image: image))
    }
}

extension Tab where Label == EmptyView {
    /// A tab with an empty item in the tab bar, shown when the selection is `value`: for a tab view whose bar is
    /// hidden and replaced by one of your own.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty item in the tab bar, in a tab view without a selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}

extension Tab {
    /// A tab with a label of your own, shown when the selection is `value`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Value == Never {
    /// A tab with a label of your own, in a tab view without a selection.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

/// `tag(value)` when there is a value.
struct OptionalTag<Value: Hashable>: ViewModifier {
    let value: Value?
    func body(content: Content) -> some View {
        if let value { content.tag(value) } else { content }
    }
}

extension TabView {
    /// An iOS 18 tab view of `Tab`s, showing the one whose value is `selection`'s.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(selection: selection, content: { TabContentBuilder<SelectionValue>.Content(tabs: content()) })
    }
}

extension TabView where SelectionValue == Never {
    /// An iOS 18 tab view of `Tab`s that keeps its own selection.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> {
        self.init(selection: nil, content: { TabContentBuilder<Never>.Content(tabs: content()) })
    }
}

extension Tab {
    /// A count shown on the tab's item; zero shows none.
    public func badge(_ count: Int) -> Self { badge(count == 0 ? nil : Text("\(count)")) }
    /// A label shown on the tab's item; nil shows none.
    public func badge(_ label: Text?) -> Self {
        var copy = self
        copy.badgeLabel = label
        return copy
    }
    /// A localized label shown on the tab's item; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> Self { badge(key.map { Text($0) }) }
    /// A string shown on the tab's item; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Self { badge(label.map { Text($0) }) }
}
