import Foundation

/// Safe area that views placed inside it can extend into with `ignoresSafeArea`: the rectangle content is kept
/// in, and the larger one around it that the safe area leaves out (a navigation bar's, a large title's band), in
/// the space of the nodes being placed.
struct SafeAreaRegion: Equatable {
    /// Where content is kept.
    var inner: CGRect
    /// Where a view touching an edge of `inner` extends to along that edge.
    var outer: CGRect

    /// The region as seen from a boundary placed at `origin` (its content's space starts there).
    func translated(by origin: CGPoint) -> SafeAreaRegion {
        SafeAreaRegion(inner: inner.offsetBy(dx: -origin.x, dy: -origin.y),
                       outer: outer.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// A region added inside this one: its outer edges that touch this one's inner edges reach this one's outer
    /// edges, so that a view extends through both.
    func enclosing(_ region: SafeAreaRegion) -> SafeAreaRegion {
        var outer = region.outer
        if abs(outer.minX - inner.minX) < Self.touch { outer = outer.with(minX: self.outer.minX) }
        if abs(outer.maxX - inner.maxX) < Self.touch { outer = outer.with(maxX: self.outer.maxX) }
        if abs(outer.minY - inner.minY) < Self.touch { outer = outer.with(minY: self.outer.minY) }
        if abs(outer.maxY - inner.maxY) < Self.touch { outer = outer.with(maxY: self.outer.maxY) }
        return SafeAreaRegion(inner: region.inner, outer: outer)
    }

    /// `rect` extended, on the `edges` where it touches the inner rectangle, to the outer one.
    func extending(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        var extended = rect
        if edges.contains(.leading), abs(rect.minX - inner.minX) < Self.touch { extended = extended.with(minX: outer.minX) }
        if edges.contains(.trailing), abs(rect.maxX - inner.maxX) < Self.touch { extended = extended.with(maxX: outer.maxX) }
        if edges.contains(.top), abs(rect.minY - inner.minY) < Self.touch { extended = extended.with(minY: outer.minY) }
        if edges.contains(.bottom), abs(rect.maxY - inner.maxY) < Self.touch { extended = extended.with(maxY: outer.maxY) }
        return extended
    }

    /// The safe area insets of a view at `rect`: on each edge where it touches the inner rectangle or reaches
    /// beyond it, how far the outer one reaches beyond the inner one.
    func insets(of rect: CGRect) -> EdgeInsets {
        EdgeInsets(top: rect.minY < inner.minY + Self.touch ? inner.minY - outer.minY : 0,
                   leading: rect.minX < inner.minX + Self.touch ? inner.minX - outer.minX : 0,
                   bottom: rect.maxY > inner.maxY - Self.touch ? outer.maxY - inner.maxY : 0,
                   trailing: rect.maxX > inner.maxX - Self.touch ? outer.maxX - inner.maxX : 0)
    }

    /// How close an edge must be to count as touching (layout rounds to fractions of a point).
    private static let touch: CGFloat = 0.5
}

private extension CGRect {
    func with(minX: CGFloat) -> CGRect { CGRect(x: minX, y: self.minY, width: maxX - minX, height: height) }
    func with(maxX: CGFloat) -> CGRect { CGRect(x: self.minX, y: self.minY, width: maxX - self.minX, height: height) }
    func with(minY: CGFloat) -> CGRect { CGRect(x: self.minX, y: minY, width: width, height: maxY - minY) }
    func with(maxY: CGFloat) -> CGRect { CGRect(x: self.minX, y: self.minY, width: width, height: maxY - self.minY) }
}

extension ViewGraph {
    /// Places what `place` places with `region` (nil: none, as inside a scroll view's content) as the safe area
    /// around it.
    func placing(in region: SafeAreaRegion?, _ place: () -> Void) {
        safeAreaRegions.append(region)
        defer { safeAreaRegions.removeLast() }
        place()
    }

    /// Places what `place` places with the area between `inner` and `outer` as safe area, added inside the safe
    /// area already around it.
    func placing(keptIn inner: CGRect, of outer: CGRect, _ place: () -> Void) {
        let own = SafeAreaRegion(inner: inner, outer: outer)
        placing(in: currentSafeAreaRegion.map { $0.enclosing(own) } ?? own, place)
    }

    /// The safe area the nodes being placed are in, if any.
    var currentSafeAreaRegion: SafeAreaRegion? { safeAreaRegions.last ?? nil }
}

/// `ignoresSafeArea(_:edges:)`: the content's frame reaches into the safe area around it on the given edges where
/// it touches that safe area.
public struct _SafeAreaIgnoringLayout: ViewModifier, Equatable {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { SafeAreaIgnoringNode(graph: $0) }
    }
}

/// Flipbook's safe area is all container safe area (bars and bands): keyboard-only regions extend into nothing.
/// Whether a view reaches into the safe area only where it touches it is not documented by Apple; Flipbook
/// chooses so (a view in the middle of the screen does not move), as SwiftUI is seen to behave.
final class SafeAreaIgnoringNode: ValueModifierNode<_SafeAreaIgnoringLayout> {
    override func placeContent(in bounds: CGRect) {
        guard let content else { return }
        guard let value, value.regions.contains(.container), let region = graph.currentSafeAreaRegion else {
            content.place(in: bounds)
            return
        }
        // The content is offered the extended rectangle and placed at its top leading corner: a view that takes
        // what it is offered fills it, a view of a fixed size moves into the safe area with its size kept.
        let extended = region.extending(bounds, edges: value.edges)
        guard extended != bounds else { return content.place(in: bounds) }
        content.place(in: CGRect(origin: extended.origin, size: content.sizeThatFits(ProposedViewSize(extended.size))))
    }
}
