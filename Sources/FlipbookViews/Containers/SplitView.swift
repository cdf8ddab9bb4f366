import Foundation

/// macOS's horizontal split view: its children side by side, sharing the width, with a one-point divider
/// between each two. The dividers are drawn, not dragged.
public struct HSplitView<Content: View>: View {
    let content: Content

    /// Children of `content` side by side.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { SplitPanes(axis: .horizontal, content: content) }
}

/// macOS's vertical split view: its children stacked, sharing the height, with a one-point divider between each
/// two. The dividers are drawn, not dragged.
public struct VSplitView<Content: View>: View {
    let content: Content

    /// Children of `content` one above the other.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { SplitPanes(axis: .vertical, content: content) }
}

/// The panes of a split view along `axis`, each as large as the others, a divider between each two.
struct SplitPanes<Content: View>: View {
    let axis: Axis
    let content: Content

    var body: some View {
        Group(subviews: content) { panes in
            let layout = axis == .horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                ForEach(Array(panes.enumerated()), id: \.offset) { index, pane in
                    if index > 0 { Divider() }
                    pane.frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
    }
}
