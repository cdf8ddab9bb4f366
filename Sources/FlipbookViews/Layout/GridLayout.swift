import Foundation

/// The `Layout` behind `Grid` (iOS 16), for `AnyLayout` or called as a view builder: its `GridRow`s are rows,
/// any other view a row across every column, sized and aligned as a `Grid`'s. Switching an `AnyLayout` between it
/// and a stack layout animates the views to their new places.
public struct GridLayout: Layout, Sendable {
    /// How views line up in their cells.
    public var alignment: Alignment
    /// The distance between columns, or nil for the default (8 points).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or nil for the default (8 points).
    public var verticalSpacing: CGFloat?

    /// A grid layout, cells aligned by `alignment` and spaced as given.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    @MainActor private var algorithm: GridAlgorithm {
        GridAlgorithm(alignment: alignment, spacing: CGSize(width: horizontalSpacing ?? 8, height: verticalSpacing ?? 8))
    }

    /// The grid's columns and rows, with their spacing.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { algorithm.size(of: subviews.nodes, proposal: proposal) }
    }

    /// Places each cell in its row and columns.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { algorithm.place(subviews.nodes, in: bounds) }
    }
}
