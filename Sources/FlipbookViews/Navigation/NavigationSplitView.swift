import Foundation

/// Columns of navigation: a sidebar, an optional middle column, and a detail. Where the container is at least
/// 700 points wide (an iPad in landscape) the columns stand side by side, the sidebar and middle column 320
/// points each, split by hairlines, each its own navigation stack. Narrower (a phone), they collapse into one
/// navigation stack that shows the sidebar first, as on an iPhone; Flipbook's lists do not select, so the stack
/// stays there. A column visibility of `.detailOnly` shows the detail alone at any width.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?

    /// The width from which the columns stand side by side.
    static var regularWidth: CGFloat { 700 }
    /// The width of the sidebar and of the middle column.
    static var columnWidth: CGFloat { 320 }

    public var body: some View {
        GeometryReader { proxy in
            if visibility?.wrappedValue == .detailOnly {
                NavigationStack { detail }
            } else if proxy.size.width >= Self.regularWidth {
                HStack(spacing: 0) {
                    if visibility?.wrappedValue != .doubleColumn || content == nil {
                        NavigationStack { sidebar }.frame(width: Self.columnWidth)
                        Divider()
                    }
                    if let content {
                        NavigationStack { content }.frame(width: Self.columnWidth)
                        Divider()
                    }
                    NavigationStack { detail }
                }
            } else {
                NavigationStack { sidebar }
            }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: nil)
    }

    /// A sidebar and a detail, showing the columns `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility)
    }
}

extension NavigationSplitView {
    /// A sidebar, a middle column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: nil)
    }

    /// A sidebar, a middle column and a detail, showing the columns `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility)
    }
}

/// Which columns of a split view show.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// The platform's choice, every column, the middle column and detail, or the detail alone.
    case automatic, all, doubleColumn, detailOnly
}

/// How a split view sizes its detail beside the other columns (accepted: Flipbook's columns are 320 points).
public protocol NavigationSplitViewStyle {}

/// The platform's choice of column sizes.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

/// Columns that share the width, the detail shrinking.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

/// A detail that keeps its full width, the other columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns that share the width.
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A detail that keeps its full width.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// How the split view inside sizes its columns (accepted).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of a split view column (accepted; columns are 320 points).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// The range of widths of a split view column (accepted; columns are 320 points).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
