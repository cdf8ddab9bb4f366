import Foundation

/// A modifier that only changes the environment of its content.
final class EnvironmentModifierNode<Content: View, M: EnvironmentModifying & ViewModifier>: SingleChildNode, ViewNode {
    func update(_ view: ModifiedContent<Content, M>, context: ResolveContext) {
        var context = context
        view.modifier.modify(&context.environment)
        setChild(view.content, context: context)
    }
}

extension _EnvironmentKeyWritingModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(EnvironmentModifierNode<V, Self>(graph: graph))
    }
}

extension EnvironmentTransformModifier {
    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(EnvironmentModifierNode<V, Self>(graph: graph))
    }
}

/// A layout node made by a modifier for one view of its content.
@MainActor
protocol ModifierApplication<Modifier>: LayoutNode {
    associatedtype Modifier: ViewModifier
    var content: LayoutNode? { get set }
    /// Takes the modifier's value, in the context its content is resolved in (the first value never animates).
    func apply(_ modifier: Modifier, context: ResolveContext)
}

extension ViewModifier {
    /// The node of a modifier that wraps each view of its content in an application made by `make`.
    @MainActor
    static func itemModifierNode<V: View, A: ModifierApplication>(
        graph: ViewGraph, _ make: @escaping (ViewGraph) -> A
    ) -> _ViewNode<ModifiedContent<V, Self>> where A.Modifier == Self {
        _ViewNode(ItemModifierHost<V, Self>(graph: graph) { graph in
            let application = make(graph)
            return ItemApplication(node: application, apply: application.apply) { item in
                guard application.content !== item else { return false }
                application.content = item
                return true
            }
        })
    }
}

/// One application of an item modifier: its layout node, and how it takes the modifier's value. Kept as a node
/// and a typed closure rather than an existential of `ModifierApplication<M>`, whose metadata generic code would
/// look up on every frame.
struct ItemApplication<M> {
    let node: LayoutNode
    let apply: (M, ResolveContext) -> Void
    /// Makes the node wrap `item`; returns whether it wrapped another view before.
    let wrap: (LayoutNode) -> Bool
}

/// A node whose items are layout nodes it made around each view of its content, whatever its modifier.
@MainActor
protocol ItemModifierHosting: Node {
    /// The layout node it made around `item`, if `item` is one of its content's views.
    func wrapper(of item: LayoutNode) -> LayoutNode?
}

/// A modifier that wraps each view of its content in a layout node of its own (frames, padding, effects, …):
/// as in SwiftUI, `Group { a; b }.padding()` pads `a` and `b` separately.
final class ItemModifierHost<Content: View, M: ViewModifier>: SingleChildNode, ViewNode, ItemModifierHosting {
    private(set) var modifier: M?
    private var context: ResolveContext?
    private let make: (ViewGraph) -> ItemApplication<M>
    private var applications: [ObjectIdentifier: ItemApplication<M>] = [:] {
        didSet { applicationNodes = applications.values.map(\.node) }
    }
    /// The applications' nodes as an array of a concrete type: walking a dictionary, or an array of a generic
    /// type in this unspecialized code, costs more than a frame's other work on a node, and every animating frame
    /// invalidates each application.
    private var applicationNodes: [LayoutNode] = []

    init(graph: ViewGraph, make: @escaping (ViewGraph) -> ItemApplication<M>) {
        self.make = make
        super.init(graph: graph)
    }

    func update(_ view: ModifiedContent<Content, M>, context: ResolveContext) {
        modifier = view.modifier
        self.context = context
        setChild(view.content, context: context)
        for application in applications.values {
            application.apply(view.modifier, context)
        }
    }

    override func collectItems(into items: inout [LayoutNode]) {
        guard let modifier, let context else { return }
        var next: [ObjectIdentifier: ItemApplication<M>] = [:]
        for item in child?.items ?? [] {
            let key = ObjectIdentifier(item)
            let application: ItemApplication<M>
            if let existing = applications[key] {
                application = existing
            } else {
                application = make(graph)
                application.node.parent = self
                application.apply(modifier, context)
            }
            if application.wrap(item) { application.node.invalidateLayout() }
            // `Section { … }.padding()` pads the section's views, which stay parts of it. (A view with no part
            // leaves the wrapper's own: the section around it tags the wrapper, and may have done so already.)
            if let part = item.sectionPart { application.node.sectionPart = part }
            next[key] = application
            items.append(application.node)
        }
        // A view leaving with a transition is drawn in its wrapper, which the view leaving removes when done.
        for (key, application) in applications where next[key] == nil && !application.node.isDrawnLeaving {
            application.node.remove()
        }
        applications = next
    }

    func wrapper(of item: LayoutNode) -> LayoutNode? { applications[ObjectIdentifier(item)]?.node }

    override func didRemove() {
        for application in applications.values { application.node.remove() }
        applications = [:]
    }

    override func invalidateDependents(layout: Bool) {
        for node in applicationNodes {
            if layout { node.sizeCache.removeAll(keepingCapacity: true) }
            node.renderStamp = node.renderStamp &+ 1
        }
    }
}

/// A modifier's layout node that sizes and places its content as its own (the base of most modifiers).
class WrappingLayoutNode: LayoutNode {
    var content: LayoutNode?
    override var layoutChildren: [LayoutNode] { content.map { [$0] } ?? [] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        content?.place(in: bounds)
    }

    // Drawn and located without building a one-element `layoutChildren` array: this runs for every wrapper
    // every frame.
    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        content?.draw(into: &builder, space: space)
    }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        content?.locate(in: space, moved: moved)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        content?.explicitAlignment(guide, in: size)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
    override func layoutValue(for key: ObjectIdentifier) -> Any? { content?.layoutValue(for: key) }
    override var isSpacer: Bool { content?.isSpacer ?? false }
    override var zIndex: Double { content?.zIndex ?? 0 }
}

/// A modifier's layout node that remembers the space the geometry pass found it in, for modifiers that report
/// where their view is (`onGeometryChange`, anchor preferences).
class SpaceWatchingNode: WrappingLayoutNode {
    private(set) var locatedIn = RenderSpace.root

    override func locateContent(in space: RenderSpace, moved: Bool) {
        if locatedIn != space { locatedIn = space }
        super.locateContent(in: space, moved: moved)
    }
}

extension LayoutNode {
    /// How this view's own coordinates (origin at its frame's corner) map to the canvas for layout, when its
    /// frame is in `space`.
    func layoutTransformToCanvas(in space: RenderSpace) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            .concatenating(space.layoutTransform)
    }
}

/// A modifier's boundary node: its content is placed at its origin and drawn in its space.
class WrappingBoundaryNode: BoundaryNode {
    var content: LayoutNode?
    override var layoutChildren: [LayoutNode] { content.map { [$0] } ?? [] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        content?.place(in: bounds)
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        content?.draw(into: &builder, space: space)
    }

    override func locateChildren(in space: RenderSpace, moved: Bool) {
        content?.locate(in: space, moved: moved)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        content?.explicitAlignment(guide, in: size)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
    override func layoutValue(for key: ObjectIdentifier) -> Any? { content?.layoutValue(for: key) }
    override var zIndex: Double { content?.zIndex ?? 0 }
}

/// A user `ViewModifier`: its body is evaluated with `content` standing for the modified view.
class CustomModifierNode<Content: View, M: ViewModifier>: DynamicPropertyHostNode, ViewNode {
    private(set) var modifier: M?
    private var content: Content?

    func update(_ view: ModifiedContent<Content, M>, context: ResolveContext) {
        self.context = context
        content = view.content
        modifier = view.modifier
        modifierChanged(view.modifier, transaction: context.transaction)
        // The body is evaluated even for an equal modifier: the content it stands for may have changed.
        evaluateBody()
    }

    /// Lets an animatable modifier animate to its new value.
    func modifierChanged(_ modifier: M, transaction: Transaction) {}

    /// The modifier value the body is evaluated with.
    var shownModifier: M? { modifier }

    /// The type of the placeholder view that stands for the content in the body.
    var contentPlaceholder: ObjectIdentifier { ObjectIdentifier(_ViewModifier_Content<M>.self) }

    /// Follows the `@Observable` objects the body reads, as a view's body does.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)

    /// Whether the body is a transaction scope (its rewrite applies to the body's modifiers, not to the content).
    var isTransactionScope: Bool { false }

    override func evaluateBody() {
        guard let context, let content, let shown = shownModifier else { return }
        DynamicProperties.install(in: shown, on: self)
        var bodyContext = context
        bodyContext.modifierContents.append(ModifierContentFrame(placeholder: contentPlaceholder,
                                                                 content: content,
                                                                 outerFrames: context.modifierContents,
                                                                 leavesScope: isTransactionScope))
        rewriteTransaction(&bodyContext.transaction)
        setChild(observation.track { shown.body(content: _ViewModifier_Content<M>()) }, context: bodyContext)
    }

    override var debugName: String { String(describing: M.self) }
}

/// A user `ViewModifier` that is `Animatable`: its data is animated, and while it animates the body is
/// evaluated with the presented value at every frame.
final class AnimatableModifierNode<Content: View, M: ViewModifier & Animatable>: CustomModifierNode<Content, M>,
    PresentedValueBody {
    private(set) var animated: AnimatedValue<M>?

    override func modifierChanged(_ modifier: M, transaction: Transaction) {
        animated = fed(animated, modifier, transaction: transaction)
    }

    override var shownModifier: M? { animated?.presented }
}

/// Two modifiers joined by `concat`: the view is the first modifier applied to the content, then the second.
final class ConcatenatedModifierNode<Content: View, First: ViewModifier, Second: ViewModifier>: SingleChildNode,
    ViewNode {
    func update(_ view: ModifiedContent<Content, ModifiedContent<First, Second>>, context: ResolveContext) {
        let joined = view.modifier
        setChild(view.content.modifier(joined.content).modifier(joined.modifier), context: context)
    }
}

/// The `content` placeholder inside a custom modifier's body: resolves to the modified view.
final class ModifierContentNode<M: ViewModifier>: ModifierContentResolver, ViewNode {
    func update(_ view: _ViewModifier_Content<M>, context: ResolveContext) {
        resolveContent(as: _ViewModifier_Content<M>.self, context: context)
    }
}

/// A placeholder view inside a modifier's body: stands for the view the modifier modifies.
class ModifierContentResolver: SingleChildNode {
    /// Resolves to the content of the innermost modifier being evaluated whose placeholder is `placeholder`.
    func resolveContent<Placeholder: View>(as placeholder: Placeholder.Type, context: ResolveContext) {
        let key = ObjectIdentifier(placeholder)
        guard let frame = context.modifierContents.last(where: { $0.placeholder == key }) else {
            GraphWarnings.log("\(Placeholder.self) was used outside the body it stands in; it shows nothing.")
            clearChild()
            return
        }
        var contentContext = context
        contentContext.modifierContents = frame.outerFrames
        leavesScope = frame.leavesScope
        rewriteTransaction(&contentContext.transaction)
        setChild(any: frame.content, context: contentContext)
    }

    /// Whether this placeholder stands for the content of a transaction scope, which keeps its own transaction.
    private var leavesScope = false

    override func rewriteTransaction(_ transaction: inout Transaction) {
        guard leavesScope, let outer = transaction.outerScopes.popLast() else { return }
        transaction = outer
    }
}
