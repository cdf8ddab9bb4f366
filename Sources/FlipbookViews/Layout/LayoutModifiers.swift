import Foundation

/// `padding`: insets around the content.
public struct _PaddingLayout: ViewModifier, Equatable {
    let edges: Edge.Set
    let insets: EdgeInsets?
    /// Whether this is safe area (`safeAreaPadding`) rather than padding: a scroll view extends under it, and
    /// a view that ignores the safe area reaches into it.
    var isSafeArea = false
    /// Whether a scroll view inside extends under this safe area (false for a navigation bar's, which content
    /// does not scroll under here, as the bar has no background to show it through).
    var scrollViewsExtendUnder = true
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `fixedSize`: proposes nil (the ideal size) on the chosen axes.
public struct _FixedSizeLayout: ViewModifier, Equatable {
    let horizontal: Bool
    let vertical: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `layoutPriority`: the order in which stacks offer space.
public struct _TraitWritingModifier: ViewModifier, Equatable {
    let layoutPriority: Double
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `aspectRatio`: proposes the largest (fit) or smallest (fill) size of the ratio within the proposal.
public struct _AspectRatioLayout: ViewModifier, Equatable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `position`: the content's centre at a point of the parent's space; takes the whole proposal.
public struct _PositionLayout: ViewModifier, Equatable {
    let position: CGPoint
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scaled to fit inside the space, or to fill it (overflowing on one axis).
    case fit, fill
}

/// The default padding of iOS.
let defaultPadding: CGFloat = 16

extension View {
    /// Pads the given edges by `length` (16 by default).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? defaultPadding
        return modifier(_PaddingLayout(edges: edges, insets: EdgeInsets(edges, amount)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads by explicit insets.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(edges: .all, insets: insets)) }

    /// Makes the view take its ideal size on the given axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Makes the view take its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Sets the priority with which parent stacks offer this view space.
    public func layoutPriority(_ value: Double) -> some View { modifier(_TraitWritingModifier(layoutPriority: value)) }

    /// Constrains the view to an aspect ratio (its ideal one if nil).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Scales the view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Places the view's centre at `position` in its parent's space.
    public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }

    /// Places the view's centre at (x, y) in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}


extension _PaddingLayout {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { PaddingNode(graph: $0) }
    }
}

final class PaddingNode: ValueModifierNode<_PaddingLayout>, SafeAreaAbsorbing {
    /// Safe area added by enclosing `safeAreaPadding`s that this one passes on with its own.
    private var outerSafeArea = EdgeInsets()

    /// The padding's insets; one that is not a finite number (a NaN from a division by zero) counts as none.
    private var ownInsets: EdgeInsets {
        guard let insets = value?.insets else { return EdgeInsets() }
        func finite(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 0 }
        return EdgeInsets(top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom),
                          trailing: finite(insets.trailing))
    }

    var absorbsSafeArea: Bool {
        value?.isSafeArea == true && value?.scrollViewsExtendUnder == true
            && (content as? SafeAreaAbsorbing)?.absorbsSafeArea == true
    }

    func absorbSafeArea(_ insets: EdgeInsets) {
        guard insets != outerSafeArea else { return }
        outerSafeArea = insets
        sizeCache.removeAll(keepingCapacity: true)
    }

    /// The insets to lay out around the content. When the content is a scroll view that takes this safe area as
    /// margins of its own content, the safe area is handed over to it first, and there are none.
    private func layoutInsets() -> EdgeInsets {
        guard absorbsSafeArea, let absorber = content as? SafeAreaAbsorbing else { return ownInsets }
        absorber.absorbSafeArea(ownInsets + outerSafeArea)
        return EdgeInsets()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let i = layoutInsets()
        return (content?.sizeThatFits(proposal.inset(by: i)) ?? .zero).outset(by: i)
    }

    override func placeContent(in bounds: CGRect) {
        let i = layoutInsets()
        guard let content else { return }
        let inner = bounds.inset(by: i)
        guard value?.isSafeArea == true, i != EdgeInsets() else {
            content.place(in: inner)
            return
        }
        graph.placing(keptIn: inner, of: bounds) { content.place(in: inner) }
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        let i = layoutInsets()
        guard let value = content?.explicitAlignment(guide, in: size.inset(by: i)) else { return nil }
        return value + (guide.axis == .vertical ? i.top : i.leading)
    }
}

extension _FixedSizeLayout {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { FixedSizeNode(graph: $0) }
    }
}

final class FixedSizeNode: ValueModifierNode<_FixedSizeLayout> {
    private func adjusted(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: value?.horizontal == true ? nil : p.width, height: value?.vertical == true ? nil : p.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(adjusted(proposal)) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        guard let content else { return }
        let size = content.sizeThatFits(adjusted(ProposedViewSize(bounds.size)))
        placeAligned(.center, childSize: size, in: bounds)
    }
}

extension _TraitWritingModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { PriorityNode(graph: $0) }
    }
}

final class PriorityNode: ValueModifierNode<_TraitWritingModifier> {
    override var layoutPriority: Double { value?.layoutPriority ?? 0 }
}

extension _AspectRatioLayout {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { AspectRatioNode(graph: $0) }
    }
}

final class AspectRatioNode: ValueModifierNode<_AspectRatioLayout> {
    private func ratio() -> CGFloat {
        if let r = value?.aspectRatio, r > 0, r.isFinite { return r }
        let ideal = content?.sizeThatFits(.unspecified) ?? CGSize(width: 1, height: 1)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let r = ratio()
        let fill = value?.contentMode == .fill
        switch (proposal.width, proposal.height) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let useWidth = fill ? byWidth.height >= h : byWidth.height <= h
            return ProposedViewSize(useWidth ? byWidth : byHeight)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = content?.sizeThatFits(.unspecified) ?? .zero
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        guard let content else { return }
        placeAligned(.center, childSize: content.sizeThatFits(childProposal(ProposedViewSize(bounds.size))), in: bounds)
    }
}

extension _PositionLayout {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { PositionNode(graph: $0) }
    }
}

final class PositionNode: ValueModifierNode<_PositionLayout> {
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        _ = content?.sizeThatFits(proposal)
        return proposal.replacingUnspecifiedDimensions()
    }

    override func placeContent(in bounds: CGRect) {
        guard let content, let value else { return }
        let size = content.sizeThatFits(ProposedViewSize(bounds.size))
        content.place(in: CGRect(x: bounds.minX + value.position.x - size.width / 2,
                                 y: bounds.minY + value.position.y - size.height / 2, width: size.width, height: size.height))
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? { nil }
}
