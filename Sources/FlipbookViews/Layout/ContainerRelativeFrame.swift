import Foundation

/// `containerRelativeFrame`: sizes the view along some axes from the size of its container — the nearest scroll
/// view's visible area, else the whole canvas.
public struct _ContainerRelativeFrameModifier: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ContainerRelativeFrameNode(graph: $0) }
    }
}

/// A node whose size along some axes other nodes read while they are being sized (a scroll view's visible area).
@MainActor
protocol SizingContainer: AnyObject {
    /// The container's size in the layout pass under way.
    var containerSize: CGSize { get }
}

final class ContainerRelativeFrameNode: WrappingLayoutNode, ModifierApplication {
    private var value: _ContainerRelativeFrameModifier?

    func apply(_ modifier: _ContainerRelativeFrameModifier, context: ResolveContext) {
        // The length closure may read state that changed: the frame is sized again at every update.
        let first = value == nil
        value = modifier
        if !first { invalidateLayout() }
    }

    private var container: CGSize {
        var ancestor = parent
        while let current = ancestor {
            if let sizing = current as? SizingContainer { return sizing.containerSize }
            ancestor = current.parent
        }
        return graph.size
    }

    /// The frame's fixed lengths: the container's, through the length closure, on the modifier's axes.
    private func lengths() -> (width: CGFloat?, height: CGFloat?) {
        guard let value else { return (nil, nil) }
        let size = container
        func length(_ axis: Axis) -> CGFloat {
            let computed = value.length(size[axis], axis)
            return computed.isFinite ? max(0, computed) : size[axis]
        }
        return (value.axes.contains(.horizontal) ? length(.horizontal) : nil,
                value.axes.contains(.vertical) ? length(.vertical) : nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (width, height) = lengths()
        if let width, let height { return CGSize(width: width, height: height) }
        let child = content?.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    override func placeContent(in bounds: CGRect) {
        guard let content, let value else { return }
        let (width, height) = lengths()
        let childSize = content.sizeThatFits(ProposedViewSize(width: width ?? bounds.width, height: height ?? bounds.height))
        let offset = value.alignment.offset(of: content.dimensions(for: childSize), in: ViewDimensions(size: bounds.size))
        content.place(in: CGRect(origin: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: childSize))
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? { nil }
}

extension View {
    /// Makes the view as long as its container (the nearest scroll view's visible area, else the canvas) along
    /// `axes`, the view aligned inside.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Makes the view `span` of `count` equal columns (or rows) of its container, `spacing` apart, along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            guard count > 0 else { return length }
            let columns = CGFloat(count), spanned = CGFloat(min(max(span, 1), count))
            let cell = (length - spacing * (columns - 1)) / columns
            return cell * spanned + spacing * (spanned - 1)
        })
    }

    /// Sizes the view along `axes` with `length`, given the container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
