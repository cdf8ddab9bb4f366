import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions, the content aligned inside.
public struct _FrameLayout: ViewModifier, Equatable {
    var width: CGFloat?
    var height: CGFloat?
    let alignment: Alignment
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    /// The frame without invalid dimensions, each ignored with SwiftUI's warning (raised where the frame is
    /// applied, so that it is the warning of the host applying it).
    var validated: _FrameLayout {
        var frame = self
        frame.width = FrameValues.valid(width, "width")
        frame.height = FrameValues.valid(height, "height")
        return frame
    }
}

/// `frame(minWidth:idealWidth:maxWidth:…)`: flexible bounds per axis (reference §11.4).
public struct _FlexFrameLayout: ViewModifier, Equatable {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    /// min ≤ ideal ≤ max on each axis, with SwiftUI's warnings for invalid or contradictory values (raised where
    /// the frame is applied).
    var normalized: _FlexFrameLayout {
        var frame = self
        (frame.minWidth, frame.idealWidth, frame.maxWidth) = FrameValues.normalized(minWidth, idealWidth, maxWidth)
        (frame.minHeight, frame.idealHeight, frame.maxHeight) = FrameValues.normalized(minHeight, idealHeight, maxHeight)
        return frame
    }
}

extension View {
    /// Gives the view a fixed width and/or height; a nil dimension keeps the child's.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Bounds the view's size between minimums and maximums, with ideal sizes for unspecified proposals.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                  idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

enum FrameValues {
    static func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            GraphWarnings.log("Invalid frame dimension (negative or non-finite): \(name) \(value) is ignored.")
            return nil
        }
        return value
    }

    /// min ≤ ideal ≤ max, with SwiftUI's warning when they contradict each other.
    static func normalized(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            guard !v.isNaN, v >= 0 else {
                GraphWarnings.log("Invalid frame dimension (negative or non-finite): \(v) is ignored.")
                return nil
            }
            return v
        }
        let lo = clean(minimum)
        var (mid, hi) = (clean(ideal), clean(maximum))
        if let l = lo, let m = mid, m < l { GraphWarnings.log("Contradictory frame constraints specified."); mid = l }
        if let m = mid ?? lo, let h = hi, h < m { GraphWarnings.log("Contradictory frame constraints specified."); hi = m }
        if let l = lo, let h = hi, h < l { hi = l }
        return (lo, mid, hi)
    }
}

extension _FrameLayout {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { FixedFrameNode(graph: $0) }
    }
}

extension _FlexFrameLayout {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { FlexibleFrameNode(graph: $0) }
    }
}

/// Layout nodes that take a modifier value and relayout when it changes.
class ValueModifierNode<M: Equatable & ViewModifier>: WrappingLayoutNode, ModifierApplication {
    var value: M?

    func apply(_ new: M, context: ResolveContext) {
        if value != new {
            value = new
            invalidateLayout()
        }
    }

    /// Places the content of `childSize` aligned inside `bounds`.
    func placeAligned(_ alignment: Alignment, childSize: CGSize, in bounds: CGRect) {
        guard let content else { return }
        let offset = alignment.offset(of: content.dimensions(for: childSize), in: ViewDimensions(size: bounds.size))
        content.place(in: CGRect(origin: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: childSize))
    }
}

final class FixedFrameNode: ValueModifierNode<_FrameLayout> {
    override func apply(_ new: _FrameLayout, context: ResolveContext) {
        super.apply(new.validated, context: context)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: value?.width ?? proposal.width, height: value?.height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let value else { return .zero }
        if let w = value.width, let h = value.height { return CGSize(width: w, height: h) }
        let child = content?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: value.width ?? child.width, height: value.height ?? child.height)
    }

    override func placeContent(in bounds: CGRect) {
        guard let value, let content else { return }
        let childSize = content.sizeThatFits(childProposal(ProposedViewSize(bounds.size)))
        placeAligned(value.alignment, childSize: childSize, in: bounds)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? { nil }
}

final class FlexibleFrameNode: ValueModifierNode<_FlexFrameLayout> {
    override func apply(_ new: _FlexFrameLayout, context: ResolveContext) {
        super.apply(new.normalized, context: context)
    }

    private func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    private func childProposal(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
        guard let base = p ?? ideal else { return nil }
        return clamp(base, lo, hi)
    }

    private func axis(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?, child: () -> CGFloat) -> CGFloat {
        if p == nil, let ideal { return ideal }
        if let p, lo != nil, hi != nil { return clamp(p, lo, hi) }
        let c = child()
        let proposed = childProposal(p, lo, ideal, hi)
        switch (lo, hi) {
        case (let lo?, nil): return max(lo, min(proposed ?? c, c))
        case (nil, let hi?): return min(hi, max(proposed ?? c, c))
        case (let lo?, let hi?): return clamp(c, lo, hi)
        case (nil, nil): return c
        }
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let v = value else { return proposal }
        return ProposedViewSize(width: childProposal(proposal.width, v.minWidth, v.idealWidth, v.maxWidth),
                                height: childProposal(proposal.height, v.minHeight, v.idealHeight, v.maxHeight))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let v = value else { return .zero }
        var childSize: CGSize?
        let child = { () -> CGSize in
            if let childSize { return childSize }
            let size = self.content?.sizeThatFits(self.contentProposal(proposal)) ?? .zero
            childSize = size
            return size
        }
        return CGSize(width: axis(proposal.width, v.minWidth, v.idealWidth, v.maxWidth) { child().width },
                      height: axis(proposal.height, v.minHeight, v.idealHeight, v.maxHeight) { child().height })
    }

    override func placeContent(in bounds: CGRect) {
        guard let value, let content else { return }
        let childSize = content.sizeThatFits(contentProposal(ProposedViewSize(bounds.size)))
        placeAligned(value.alignment, childSize: childSize, in: bounds)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? { nil }
}

/// A frame that fills what it is offered on both axes passes the safe area on to a scroll view inside it, which
/// fills it too: a navigation screen's content framed to fill the screen still extends under its large title.
extension FlexibleFrameNode: SafeAreaPassing {
    private var fills: Bool {
        guard let value else { return false }
        return value.maxWidth == .infinity && value.maxHeight == .infinity && value.minWidth == nil
            && value.minHeight == nil && value.idealWidth == nil && value.idealHeight == nil
    }

    var safeAreaReceiver: SafeAreaAbsorbing? { content as? SafeAreaAbsorbing }

    /// Only a frame that fills the space offered hands the safe area on: it spans the area as the view would.
    var absorbsSafeArea: Bool { fills && safeAreaReceiver?.absorbsSafeArea == true }
}
