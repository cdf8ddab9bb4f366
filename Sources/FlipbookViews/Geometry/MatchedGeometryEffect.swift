import Foundation

/// The parts of the geometry a matched view takes from its group's source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The source's anchor point, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The source's size (proposed to the follower, which sizes itself as it likes for it).
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `matchedGeometryEffect`: links the geometry of the views that share an identifier in a namespace.
public struct _MatchedGeometryEffect<ID: Hashable>: ViewModifier {
    let id: ID
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Gives this view the geometry (`properties`) of the source view of the group `id` in `namespace`; with
    /// `isSource` (the default) it is that source. Views that are not sources follow the source's frame as laid
    /// out, and move with the animation of the change that moved them, as any view does.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(id: id, namespace: namespace, properties: properties, anchor: anchor,
                                        isSource: isSource))
    }
}

extension _MatchedGeometryEffect {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { MatchedGeometryApplication<ID>(graph: $0) }
    }
}

/// A group of matched views: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// The matched views of one graph, by group, and the canvas frame each group's source was last located at.
@MainActor
final class MatchedGeometryGroups {
    private var members: [MatchedGeometryKey: [Weak<MatchedGeometryNode>]] = [:]
    private(set) var sourceFrames: [MatchedGeometryKey: CGRect] = [:]

    /// Adds `node` to the group (a member keeps its place); returns whether it is new there.
    @discardableResult
    func join(_ node: MatchedGeometryNode, _ key: MatchedGeometryKey) -> Bool {
        var list = members[key, default: []].filter { $0.value != nil }
        guard !list.contains(where: { $0.value === node }) else { return false }
        list.append(Weak(node))
        members[key] = list
        return true
    }

    func members(of key: MatchedGeometryKey) -> [MatchedGeometryNode] {
        (members[key] ?? []).compactMap(\.value)
    }

    func leave(_ node: MatchedGeometryNode, _ key: MatchedGeometryKey) {
        members[key] = members[key]?.filter { $0.value != nil && $0.value !== node }
        if sourceFrames[key] != nil, source(of: key) == nil { sourceFrames[key] = nil }
    }

    /// The group's source: its most recently joined member that is a source.
    func source(of key: MatchedGeometryKey) -> MatchedGeometryNode? {
        let sources = (members[key] ?? []).compactMap(\.value).filter { $0.isSource && !$0.isRemoved }
        // During a hand-over the old source is still there, leaving.
        if sources.count > 1, !sources.contains(where: \.isTakingOver) {
            GraphWarnings.log("Multiple inserted views in matched geometry group \(key.id) have `isSource: true`, results are undefined.")
        }
        return sources.last
    }

    /// Records where the geometry pass found the source (followers lay out again, as geometry readers do).
    func sourceLocated(_ key: MatchedGeometryKey, at frame: CGRect) {
        if sourceFrames[key] != frame { sourceFrames[key] = frame }
    }
}

/// A weak reference, for registries that must not keep nodes alive.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

/// One matched view. A source records the canvas frame it is drawn at; a follower is laid out again whenever
/// that frame (or its own place on the canvas) changes: its content is proposed the source's size and placed
/// so that its anchor lies on the source's. As with geometry readers, this settles within the frame.
class MatchedGeometryNode: WrappingLayoutNode, GeometryDependent, AnimatingNode {
    private var key: MatchedGeometryKey?
    /// For a source inserted while another left (the hero animation): the frame it takes over from, and the
    /// change that inserted it; then the shared frame, animating from there to this view's own frame.
    private var takeOver: (from: CGRect, transaction: Transaction)?
    private var sharedFrame: AnimatedValue<CGRect>?
    private var properties = MatchedGeometryProperties.frame
    private var anchor = UnitPoint.center
    private(set) var isSource = true
    /// How this node's boundary space mapped to the canvas at the last geometry pass.
    private var spaceToCanvas: ProjectionTransform?
    /// The space the content is drawn in while a hand-over maps it onto the shared frame (nil: the node's own).
    private var handOverSpace: RenderSpace?
    /// What the last layout used: the source's frame and this node's space (nil: it kept its own frame).
    private var used: (frame: CGRect, space: ProjectionTransform)?

    /// Joins the group the modifier names, as its source or a follower.
    func join(_ erased: any MatchedGeometryModifier, context: ResolveContext) {
        let newKey = MatchedGeometryKey(id: erased.anyID, namespace: erased.namespace)
        let changed = newKey != key || erased.isSource != isSource || erased.properties != properties
            || erased.anchor != anchor
        if let key, key != newKey { graph.matchedGeometry.leave(self, key) }
        let previousSource = graph.matchedGeometry.source(of: newKey)
        let previousFrame = graph.matchedGeometry.sourceFrames[newKey]
        key = newKey
        properties = erased.properties
        anchor = erased.anchor
        isSource = erased.isSource
        if graph.matchedGeometry.join(self, newKey), isSource, let previousSource, previousSource !== self,
           let previousFrame, TransitionNode.animates(context.transaction) {
            takeOver = (previousFrame, context.transaction)
        }
        graph.registerGeometryDependent(self)
        if changed { invalidateLayout() }
    }

    override func didRemove() {
        if let key { graph.matchedGeometry.leave(self, key) }
        super.didRemove()
    }

    /// The source's canvas frame and this node's space to follow it in; nil if it keeps its own frame.
    private var target: (frame: CGRect, space: ProjectionTransform)? {
        guard !isSource, let key, let spaceToCanvas, graph.matchedGeometry.source(of: key) != nil,
              let frame = graph.matchedGeometry.sourceFrames[key] else { return nil }
        return (frame, spaceToCanvas)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let shared = target?.frame, properties.contains(.size) else { return super.computeSize(proposal) }
        return content?.sizeThatFits(ProposedViewSize(shared.size)) ?? shared.size
    }

    override func place(in rect: CGRect) {
        used = target
        guard let (shared, space) = used else { return super.place(in: rect) }
        var placed = rect
        if properties.contains(.size) {
            placed.size = content?.sizeThatFits(ProposedViewSize(shared.size)) ?? shared.size
        }
        if properties.contains(.position) {
            // The source's anchor point, brought into this view's boundary space.
            let point = CGPoint(x: shared.minX + anchor.x * shared.width, y: shared.minY + anchor.y * shared.height)
            let local = space.inverted().projecting(point) ?? point
            placed.origin = CGPoint(x: local.x - anchor.x * placed.width, y: local.y - anchor.y * placed.height)
        }
        super.place(in: placed)
    }

    /// Whether this source is taking the group's frame over from a leaving one.
    var isTakingOver: Bool { takeOver != nil || sharedFrame?.isAnimating == true }

    /// The shared frame shown now, while a hand-over runs.
    var handOverFrame: CGRect? { sharedFrame?.isAnimating == true ? sharedFrame?.presented : nil }

    /// The view's geometry as its group shares it: its anchor point on the canvas, and its own (local) size,
    /// as SwiftUI's shared frame is; the effects outside the view (a rotation, a scale) are not part of it.
    private func sharedGeometry(in space: RenderSpace) -> CGRect {
        let local = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let point = space.layoutTransform.projecting(local) ?? local
        return CGRect(x: point.x - anchor.x * frame.width, y: point.y - anchor.y * frame.height,
                      width: frame.width, height: frame.height)
    }

    /// `space` with the view's own frame mapped onto `shared` (an anchor point on the canvas and a size) inside
    /// it: the view is moved and sized in its own space, and the effects outside it still apply on top.
    private func space(_ space: RenderSpace, showing shared: CGRect) -> RenderSpace? {
        let point = CGPoint(x: shared.minX + anchor.x * shared.width, y: shared.minY + anchor.y * shared.height)
        guard frame.width > 0, frame.height > 0, let local = space.layoutTransform.inverted().projecting(point) else {
            return nil
        }
        let target = CGRect(x: local.x - anchor.x * shared.width, y: local.y - anchor.y * shared.height,
                            width: shared.width, height: shared.height)
        return target == frame ? space : space.mappedLocally(from: frame, to: target)
    }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        if spaceToCanvas != space.layoutTransform { spaceToCanvas = space.layoutTransform }
        var mapped: RenderSpace?
        if isSource, let key {
            let own = sharedGeometry(in: space)
            let source = graph.matchedGeometry.source(of: key)
            if source === self {
                if let (from, transaction) = takeOver {
                    takeOver = nil
                    sharedFrame = AnimatedValue(from)
                    sharedFrame = fed(sharedFrame, own, transaction: transaction)
                }
                // The group's frame is the one shown: a hand-over interrupted by another starts from there.
                graph.matchedGeometry.sourceLocated(key, at: handOverFrame ?? own)
            }
            // While a hand-over runs, the new source and the leaving one are both drawn in the shared frame.
            if let shown = (source === self ? self : source)?.handOverFrame, !own.isEmpty {
                mapped = self.space(space, showing: shown)
            }
        }
        let changed = mapped != handOverSpace
        handOverSpace = mapped
        super.locateContent(in: mapped ?? space, moved: moved || changed)
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        super.render(into: &builder, space: handOverSpace ?? space)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let sharedFrame else { return false }
        sharedFrame.tick(at: time)
        if let key {
            for member in graph.matchedGeometry.members(of: key) where member !== self { member.invalidateRender() }
        }
        return sharedFrame.isAnimating
    }

    func geometryChanged() -> Bool {
        guard !isSource else { return false }
        let now = target
        return now?.frame != used?.frame || now?.space != used?.space
    }

    func reevaluateForGeometry() {
        invalidateLayout()
    }

    var animatedInputs: [AnimatedInput] { [AnimatedInput("matchedFrame", sharedFrame)] }

    override var debugName: String { "MatchedGeometry" }
}

/// `_MatchedGeometryEffect` seen without its identifier's type.
@MainActor
/// `matchedGeometryEffect` with IDs of type `ID`, on one view.
final class MatchedGeometryApplication<ID: Hashable>: MatchedGeometryNode, ModifierApplication {
    func apply(_ modifier: _MatchedGeometryEffect<ID>, context: ResolveContext) {
        join(modifier, context: context)
    }
}

@MainActor
protocol MatchedGeometryModifier {
    var anyID: AnyHashable { get }
    var namespace: Namespace.ID { get }
    var properties: MatchedGeometryProperties { get }
    var anchor: UnitPoint { get }
    var isSource: Bool { get }
}

extension _MatchedGeometryEffect: MatchedGeometryModifier {
    var anyID: AnyHashable { AnyHashable(id) }
}

extension RenderSpace {
    /// The mapping that takes rectangle `from` onto rectangle `to`, in this space, followed by this space.
    func mappedLocally(from: CGRect, to: CGRect) -> RenderSpace {
        let mapping = Self.mapping(from: from, to: to)
        var result = self
        result.transform = mapping.concatenating(transform)
        result.layoutTransform = mapping.concatenating(layoutTransform)
        return result
    }

    /// This space followed by the canvas mapping that takes rectangle `from` onto rectangle `to`.
    func mapped(from: CGRect, to: CGRect) -> RenderSpace {
        let mapping = Self.mapping(from: from, to: to)
        var result = self
        result.transform = transform.concatenating(mapping)
        result.layoutTransform = layoutTransform.concatenating(mapping)
        return result
    }

    /// The transform that takes rectangle `from` onto rectangle `to` (a flat `from` keeps its height).
    private static func mapping(from: CGRect, to: CGRect) -> ProjectionTransform {
        let scale = CGAffineTransform(scaleX: to.width / from.width, y: from.height > 0 ? to.height / from.height : 1)
        return ProjectionTransform(CGAffineTransform(translationX: -from.minX, y: -from.minY)
            .concatenating(scale).concatenating(CGAffineTransform(translationX: to.minX, y: to.minY)))
    }
}
