import Foundation

/// `tag`: a value that names a view for its container (a canvas's symbols).
public struct _TagModifier<V: Hashable>: ViewModifier {
    let tag: V
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<Wrapped: View>(content: Wrapped.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<Wrapped, Self>> {
        itemModifierNode(graph: graph) { TagNode<V>(graph: $0) }
    }
}

extension View {
    /// Names the view with `tag` for its container: a `Canvas` finds its symbol views by tag.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: tag))
    }
}

/// The tag of a view, as its container reads it.
protocol TaggedNode: LayoutNode {
    var anyTag: AnyHashable? { get }
}

final class TagNode<V: Hashable>: WrappingLayoutNode, ModifierApplication, TaggedNode {
    private(set) var anyTag: AnyHashable?

    func apply(_ modifier: _TagModifier<V>, context: ResolveContext) {
        anyTag = AnyHashable(modifier.tag)
    }
}
