import Foundation

/// `contentShape`: where the view answers touches, instead of where it draws.
public struct _ContentShapeModifier<S: Shape>: ViewModifier {
    let shape: S
    let eoFill: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// What a content shape is for (accepted for compatibility: every kind is used for hit testing).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shape that receives touches.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The shape of a drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The shape of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The shape of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The shape assistive technologies outline.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// Makes the view answer touches inside `shape` (in its frame), transparent parts and gaps included.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// Makes the view answer touches inside `shape`, whatever `kind` says.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}

extension _ContentShapeModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ContentShapeNode<S>(graph: $0) }
    }
}

final class ContentShapeNode<S: Shape>: WrappingLayoutNode, ModifierApplication {
    private var shape: S?
    private var eoFill = false

    func apply(_ modifier: _ContentShapeModifier<S>, context: ResolveContext) {
        shape = modifier.shape
        eoFill = modifier.eoFill
    }

    override func hitsContent(_ point: CGPoint, space: RenderSpace) -> Bool {
        guard let shape, let local = space.layoutTransform.inverted().projecting(point) else { return false }
        let bounds = CGRect(origin: .zero, size: frame.size)
        return shape.path(in: bounds).contains(CGPoint(x: local.x - frame.minX, y: local.y - frame.minY),
                                               eoFill: eoFill)
    }

    override var debugName: String { "ContentShape" }
}
