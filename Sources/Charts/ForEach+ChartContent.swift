import FlipbookViews

extension ForEach: ChartContent where Content: ChartContent {
    /// Never read: the elements' content makes the marks.
    public var body: Never { fatalError("ForEach of chart content has no body") }

    /// Marks for each element, identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each `Identifiable` element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identify: { $0.id })
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, content: content, identify: { $0 })
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collectMarks(into collector: inout MarkCollector) {
        for element in data {
            collector.withIdentity(AnyHashable(id(of: element))) { content(element).addMarks(to: &$0) }
        }
    }
}
