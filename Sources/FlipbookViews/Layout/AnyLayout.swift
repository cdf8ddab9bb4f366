import Foundation

/// A layout with its type erased, as SwiftUI's `AnyLayout`: switching `AnyLayout(HStackLayout())` for
/// `AnyLayout(VStackLayout())` keeps the container and its subviews' identity, so in an animated transaction the
/// subviews glide from the old arrangement to the new.
public struct AnyLayout: Layout {
    let base: any Layout

    /// Wraps `layout`, hiding its type: changing the layout in an animated transaction animates the subviews to their
    /// new places.
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var inner = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func place<L: Layout>(_ layout: L) {
            var inner = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        place(base)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var inner = layout.makeCache(subviews: subviews)
            return layout.spacing(subviews: subviews, cache: &inner)
        }
        return spacing(base)
    }

    /// The stack axis of the layout inside (spacers expand along it).
    var orientation: Axis? {
        func axis<L: Layout>(_ layout: L) -> Axis? { L.layoutProperties.stackOrientation }
        return axis(base)
    }
}
