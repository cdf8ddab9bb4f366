import Foundation

/// `alignmentGuide(_:computeValue:)`: sets one of the view's alignment guides to a value computed from its
/// dimensions.
public struct _AlignmentGuideModifier: ViewModifier {
    let guide: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { AlignmentGuideNode(graph: $0) }
    }
}

final class AlignmentGuideNode: WrappingLayoutNode, ModifierApplication {
    private var guide: AlignmentKey?
    private var computeValue: ((ViewDimensions) -> CGFloat)?

    func apply(_ modifier: _AlignmentGuideModifier, context: ResolveContext) {
        // The closure may read state that changed, so the parent aligns its children again on every update.
        let first = computeValue == nil
        guide = modifier.guide
        computeValue = modifier.computeValue
        if !first { invalidateLayout() }
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard guide == self.guide, let computeValue, let content else {
            return content?.explicitAlignment(guide, in: size)
        }
        let value = computeValue(content.dimensions(for: size))
        return value.isFinite ? value : nil
    }
}

extension View {
    /// Sets the view's horizontal `guide` to the value `computeValue` gives for its dimensions; stacks and
    /// frames that align on that guide line this value up with their other children's.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View {
        modifier(_AlignmentGuideModifier(guide: guide.key, computeValue: computeValue))
    }

    /// Sets the view's vertical `guide` to the value `computeValue` gives for its dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View {
        modifier(_AlignmentGuideModifier(guide: guide.key, computeValue: computeValue))
    }
}
