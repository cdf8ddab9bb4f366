import Foundation

/// A group of tabs under a title (iOS 18). The sidebar shows the title; in a tab bar the section's tabs sit among
/// the others, as on iPhone.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent
    where Content.TabValue == SelectionValue {
    /// The value type of the section's tabs.
    public typealias TabValue = SelectionValue
    let header: Header
    let content: Content
    let footer: Footer
    public var _page: Content._Page { content._page }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section of tabs titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of tabs under a header of your own.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of tabs without a title.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}
