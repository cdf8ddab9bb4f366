import Foundation

/// Tabs made from a collection (`ForEach(tabs) { Tab(…) }` in a tab view), each page identified by its element.
extension ForEach: TabContent where Content: TabContent {
    /// The value type of the tabs made.
    public typealias TabValue = Content.TabValue
    public var _page: ForEach<Data, ID, Content._Page> {
        let makeTab = content
        return ForEach<Data, ID, Content._Page>(data: data, content: { makeTab($0)._page }, identify: identify)
    }
}

extension ForEach where Content: TabContent {
    /// One tab per element, identified by the element's value at `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                   @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }
}

extension ForEach where Content: TabContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One tab per `Identifiable` element.
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
        where V == Content.TabValue {
        self.init(data: data, content: content, identify: { $0.id })
    }
}

extension ForEach where Content: TabContent, Data == Range<Int>, ID == Int {
    /// One tab per integer of a constant range.
    public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content)
        where V == Content.TabValue {
        self.init(data: data, content: content, identify: { $0 })
    }
}
