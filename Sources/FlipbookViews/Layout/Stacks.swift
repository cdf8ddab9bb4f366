import Foundation

/// Lays out subviews in a row (the `Layout` behind `HStack`).
public struct HStackLayout: Layout, Sendable {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between subviews, or nil for the default (8 points).
    public var spacing: CGFloat?
    /// A horizontal stack layout, for `AnyLayout` or called as a view builder.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
    /// A stack along the horizontal axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    /// The size of the row: the subviews' widths and spacing, and the tallest height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { algorithm.size(of: subviews.nodes, proposal: proposal) }
    }
    /// Places the subviews side by side, leading to trailing.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { algorithm.place(subviews.nodes, in: bounds, proposal: proposal) }
    }
    /// A custom guide that children set explicitly, passed on (their average); SwiftUI's own guides are not.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        MainActor.assumeIsolated {
            algorithm.explicitGuide(guide.key, of: subviews.nodes, in: bounds, proposal: proposal)
        }
    }
    /// A custom guide that children set explicitly, passed on (their average); SwiftUI's own guides are not.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        MainActor.assumeIsolated {
            algorithm.explicitGuide(guide.key, of: subviews.nodes, in: bounds, proposal: proposal)
        }
    }
}

/// Lays out subviews in a column (the `Layout` behind `VStack`).
public struct VStackLayout: Layout, Sendable {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between subviews, or nil for the default (8 points).
    public var spacing: CGFloat?
    /// A vertical stack layout, for `AnyLayout` or called as a view builder.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
    /// A stack along the vertical axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    /// The size of the column: the subviews' heights and spacing, and the widest width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { algorithm.size(of: subviews.nodes, proposal: proposal) }
    }
    /// Places the subviews one under another, top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { algorithm.place(subviews.nodes, in: bounds, proposal: proposal) }
    }
    /// A custom guide that children set explicitly, passed on (their average); SwiftUI's own guides are not.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        MainActor.assumeIsolated {
            algorithm.explicitGuide(guide.key, of: subviews.nodes, in: bounds, proposal: proposal)
        }
    }
    /// A custom guide that children set explicitly, passed on (their average); SwiftUI's own guides are not.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        MainActor.assumeIsolated {
            algorithm.explicitGuide(guide.key, of: subviews.nodes, in: bounds, proposal: proposal)
        }
    }
}

/// Overlays subviews, aligned (the `Layout` behind `ZStack`).
public struct ZStackLayout: Layout, Sendable {
    /// How the subviews line up.
    public var alignment: Alignment
    /// An overlaying stack layout, for `AnyLayout` or called as a view builder.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }
    /// The size of the largest subview, both ways.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { OverlayAlignment.size(of: subviews.nodes, proposal: proposal, alignment: alignment) }
    }
    /// Places the subviews on top of one another, aligned by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated {
            OverlayAlignment.place(subviews.nodes, in: bounds, proposal: proposal, alignment: alignment)
        }
    }
    /// A custom guide that children set explicitly, passed on (their average); SwiftUI's own guides are not.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        MainActor.assumeIsolated {
            OverlayAlignment.explicitGuide(guide.key, of: subviews.nodes, in: bounds, proposal: proposal, alignment: alignment)
        }
    }
    /// A custom guide that children set explicitly, passed on (their average); SwiftUI's own guides are not.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        MainActor.assumeIsolated {
            OverlayAlignment.explicitGuide(guide.key, of: subviews.nodes, in: bounds, proposal: proposal, alignment: alignment)
        }
    }
}

/// How containers pass on the custom guides their children set.
@MainActor
enum ExplicitGuides {
    /// The average of the children's explicit values of a custom guide, where `frames` puts them (nil if no child
    /// sets it, or for SwiftUI's own guides, which a container does not pass on).
    static func merged(_ guide: AlignmentKey, of children: [LayoutNode], in bounds: CGRect,
                       frames: () -> [CGRect]) -> CGFloat? {
        guard !guide.isBuiltIn, !children.isEmpty else { return nil }
        var total: CGFloat = 0
        var count = 0
        for (child, frame) in zip(children, frames()) {
            guard let value = child.explicitAlignment(guide, in: frame.size) else { continue }
            total += frame.origin[guide.axis] - bounds.origin[guide.axis] + value
            count += 1
        }
        return count == 0 ? nil : total / CGFloat(count)
    }
}

/// Children proposed the same size and aligned on one point (ZStack, overlays, backgrounds).
@MainActor
enum OverlayAlignment {
    static func size(of children: [LayoutNode], proposal: ProposedViewSize, alignment: Alignment) -> CGSize {
        guard !children.isEmpty else { return .zero }
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        // A child that takes an infinite proposal whole (a colour, a shape) makes the stack infinite that way:
        // its guides are infinite too, and their difference would not be a size.
        var infiniteWidth = false, infiniteHeight = false
        for child in children {
            let size = child.sizeThatFits(proposal)
            infiniteWidth = infiniteWidth || size.width.isInfinite
            infiniteHeight = infiniteHeight || size.height.isInfinite
            let d = child.dimensions(for: size)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            low = CGPoint(x: min(low.x, -gx), y: min(low.y, -gy))
            high = CGPoint(x: max(high.x, size.width - gx), y: max(high.y, size.height - gy))
        }
        return CGSize(width: infiniteWidth ? .infinity : high.x - low.x,
                      height: infiniteHeight ? .infinity : high.y - low.y)
    }

    static func place(_ children: [LayoutNode], in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        for child in children { child.place(in: frame(of: child, in: bounds, proposal: proposal, alignment: alignment)) }
    }

    /// Where `child` goes inside `bounds`: its size for the proposal, aligned with the container.
    static func frame(of child: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) -> CGRect {
        let size = child.sizeThatFits(proposal)
        let offset = alignment.offset(of: child.dimensions(for: size), in: ViewDimensions(size: bounds.size))
        return CGRect(origin: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: size)
    }

    /// A custom guide the children set, as the stack passes it on (see ``ExplicitGuides``).
    static func explicitGuide(_ guide: AlignmentKey, of children: [LayoutNode], in bounds: CGRect,
                              proposal: ProposedViewSize, alignment: Alignment) -> CGFloat? {
        ExplicitGuides.merged(guide, of: children, in: bounds) {
            children.map { frame(of: $0, in: bounds, proposal: proposal, alignment: alignment) }
        }
    }
}

/// Views in a row.
public struct HStack<Content: View>: View, StackView {
    let layout: HStackLayout
    let content: Content
    /// A row of `content`, aligned vertically by `alignment`, `spacing` points apart (8 by default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(StackNode<Self>(graph: graph)) }
}

/// Views in a column.
public struct VStack<Content: View>: View, StackView {
    let layout: VStackLayout
    let content: Content
    /// A column of `content`, aligned horizontally by `alignment`, `spacing` points apart (8 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(StackNode<Self>(graph: graph)) }
}

/// Views on top of each other.
public struct ZStack<Content: View>: View, StackView {
    let layout: ZStackLayout
    let content: Content
    /// The views of `content` on top of one another, later ones in front, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(StackNode<Self>(graph: graph)) }
}

/// A stack: a layout container whose view value carries the layout and the content.
@MainActor
protocol StackView: View {
    associatedtype StackLayout: Layout
    associatedtype Content: View
    var layout: StackLayout { get }
    var content: Content { get }
}

/// Stacks are layout containers whose view value carries the layout.
final class StackNode<Stack: StackView>: ContainerForwardingNode, ViewNode {
    func update(_ stack: Stack, context: ResolveContext) {
        forward(LayoutView(layout: stack.layout, content: stack.content), context: context)
    }
}

/// A node standing for a single layout child of a view it builds (stacks become `LayoutView`s).
class ContainerForwardingNode: SingleChildNode {
    func forward<V: View>(_ view: V, context: ResolveContext) {
        setChild(view, context: context)
    }
    override var debugName: String { child?.debugName ?? super.debugName }
}

/// Flexible space that expands along the axis of its stack (at least `minLength`, 8 by default).
public struct Spacer: View {
    /// The least length the spacer keeps along its stack, or nil for the default (8 points).
    public var minLength: CGFloat?
    /// A spacer that keeps at least `minLength` points.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(SpacerNode(graph: graph)) }
}

final class SpacerNode: LayoutNode, ViewNode {
    var minLength: CGFloat = StackAlgorithm.defaultSpacing

    func update(_ view: Spacer, context: ResolveContext) {
        let length = view.minLength ?? StackAlgorithm.defaultSpacing
        if length != minLength { invalidateLayout() }
        minLength = length
    }

    override var isSpacer: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        switch enclosingStackAxis {
        case .horizontal?: return CGSize(width: max(proposal.width ?? minLength, minLength), height: 0)
        case .vertical?: return CGSize(width: 0, height: max(proposal.height ?? minLength, minLength))
        case nil:
            return CGSize(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength))
        }
    }
}

extension Node {
    /// The axis of the stack this view is laid out in directly (nil outside a stack, or inside another layout
    /// view): the way a `Spacer` expands and a `Divider` runs across.
    var enclosingStackAxis: Axis? {
        var node = parent
        while let current = node {
            if let axis = (current as? StackAxisProviding)?.stackAxis { return axis }
            if current is LayoutNode { return nil }
            node = current.parent
        }
        return nil
    }
}

/// Containers that tell a `Spacer` which way to expand.
@MainActor
protocol StackAxisProviding {
    var stackAxis: Axis? { get }
}

extension LayoutContainerNode: StackAxisProviding {
    var stackAxis: Axis? { (currentLayout as? AnyLayout)?.orientation ?? L.layoutProperties.stackOrientation }
}
