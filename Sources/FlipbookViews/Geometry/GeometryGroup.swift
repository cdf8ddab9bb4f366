import Foundation

/// `geometryGroup()`: the view's position and size are resolved and animated here, as one unit; what is inside
/// is laid out again in the animated size on every frame, so it moves with the group instead of animating on its
/// own (a view inserted mid-animation starts where the group is, not at its final place).
public struct _GeometryGroupModifier: ViewModifier, Equatable {
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Isolates the geometry of this view from its parent's: the view's position and size are resolved and
    /// animated as one unit, and what is inside is laid out again in the animated size on every frame, so it moves
    /// with the group (a view inserted mid-animation starts where the group is, not at its final place).
    public func geometryGroup() -> some View {
        modifier(_GeometryGroupModifier())
    }
}

extension _GeometryGroupModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { GeometryGroupNode(graph: $0) }
    }
}

final class GeometryGroupNode: WrappingBoundaryNode, ModifierApplication {
    private var laidOutSize: CGSize?

    func apply(_ modifier: _GeometryGroupModifier, context: ResolveContext) {}

    /// The content is given the size shown now, not the size the group is heading for.
    override func placeContent(in bounds: CGRect) {
        layOutContent(size: presentedFrame.size)
    }

    override func tick(at time: TimeInterval) -> Bool {
        let running = super.tick(at: time)
        if presentedFrame.size != laidOutSize {
            // Following the group is not a change of its own: inner frames jump to where the group puts them.
            let previous = graph.updateTransaction
            var still = Transaction()
            still.disablesAnimations = true
            graph.updateTransaction = still
            layOutContent(size: presentedFrame.size)
            graph.updateTransaction = previous
        }
        return running
    }

    private func layOutContent(size: CGSize) {
        laidOutSize = size
        content?.place(in: CGRect(origin: .zero, size: size))
    }

    override var debugName: String { "GeometryGroup" }
}
