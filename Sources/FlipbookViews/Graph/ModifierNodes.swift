import Foundation

/// A `ModifiedContent` seen without its generic types.
@MainActor
protocol AnyModifiedContent {
    var anyContent: any View { get }
    var anyModifier: Any { get }
}

extension ModifiedContent: AnyModifiedContent where Content: View, Modifier: ViewModifier {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }
}

/// Modifiers the graph implements itself.
@MainActor
protocol BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(graph: ViewGraph) -> Node {
        if let builtin = modifier as? any BuiltinModifier { return builtin.makeModifierNode(graph: graph) }
        if let effect = modifier as? any GeometryEffect { return makeEffectHost(effect, graph: graph) }
        return CustomModifierNode<Modifier>(graph: graph)
    }
}

/// A modifier that only changes the environment of its content.
final class EnvironmentModifierNode: SingleChildNode {
    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        var context = context
        (modified.anyModifier as! EnvironmentModifying).modify(&context.environment)
        setChild(any: modified.anyContent, context: context)
    }
}

extension _EnvironmentKeyWritingModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { EnvironmentModifierNode(graph: graph) }
}

extension EnvironmentTransformModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { EnvironmentModifierNode(graph: graph) }
}

/// A layout node made by a modifier for one view of its content.
@MainActor
protocol ModifierApplication: LayoutNode {
    var content: LayoutNode? { get set }
    /// Takes the modifier's value, in the context its content is resolved in (the first value never animates).
    func apply(_ modifier: Any, context: ResolveContext)
}

/// A modifier that wraps each view of its content in a layout node of its own (frames, padding, effects, …):
/// as in SwiftUI, `Group { a; b }.padding()` pads `a` and `b` separately.
final class ItemModifierHost: SingleChildNode {
    private(set) var modifier: Any?
    private var context: ResolveContext?
    private let make: (ViewGraph) -> ModifierApplication
    private var applications: [ObjectIdentifier: ModifierApplication] = [:] {
        didSet { applicationList = Array(applications.values) }
    }
    /// The same applications as an array: walking a dictionary costs more than a frame's other work on a node,
    /// and every animating frame invalidates each application.
    private var applicationList: [ModifierApplication] = []

    init(graph: ViewGraph, make: @escaping (ViewGraph) -> ModifierApplication) {
        self.make = make
        super.init(graph: graph)
    }

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        modifier = modified.anyModifier
        self.context = context
        setChild(any: modified.anyContent, context: context)
        for application in applicationList {
            application.apply(modified.anyModifier, context: context)
        }
    }

    override func collectItems(into items: inout [LayoutNode]) {
        guard let modifier, let context else { return }
        var next: [ObjectIdentifier: ModifierApplication] = [:]
        for item in child?.items ?? [] {
            let key = ObjectIdentifier(item)
            let application: ModifierApplication
            if let existing = applications[key] {
                application = existing
            } else {
                application = make(graph)
                application.parent = self
                application.apply(modifier, context: context)
            }
            if application.content !== item {
                application.content = item
                application.invalidateLayout()
            }
            next[key] = application
            items.append(application)
        }
        for (key, application) in applications where next[key] == nil { application.remove() }
        applications = next
    }

    override func didRemove() {
        for application in applications.values { application.remove() }
        applications = [:]
    }

    override func invalidateDependents(layout: Bool) {
        for application in applicationList {
            if layout { application.sizeCache.removeAll(keepingCapacity: true) }
            application.renderStamp = application.renderStamp &+ 1
        }
    }
}

/// A modifier's layout node that sizes and places its content as its own (the base of most modifiers).
class WrappingLayoutNode: LayoutNode, ModifierApplication {
    var content: LayoutNode?
    override var layoutChildren: [LayoutNode] { content.map { [$0] } ?? [] }

    func apply(_ modifier: Any, context: ResolveContext) {}

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        content?.place(in: bounds)
    }

    // Drawn without building a one-element `layoutChildren` array: this runs for every wrapper every frame.
    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        content?.draw(into: &builder, space: space)
    }

    override func explicitAlignment(_ guide: ObjectIdentifier, in size: CGSize) -> CGFloat? {
        content?.explicitAlignment(guide, in: size)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
    override var isSpacer: Bool { content?.isSpacer ?? false }
}

/// A modifier's layout node that remembers the space it was last drawn in, for modifiers that report where
/// their view is (`onGeometryChange`, anchor preferences).
class SpaceWatchingNode: WrappingLayoutNode {
    private(set) var drawnIn = RenderSpace.root

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        if drawnIn != space { drawnIn = space }
        super.render(into: &builder, space: space)
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
class WrappingBoundaryNode: BoundaryNode, ModifierApplication {
    var content: LayoutNode?
    override var layoutChildren: [LayoutNode] { content.map { [$0] } ?? [] }

    func apply(_ modifier: Any, context: ResolveContext) {}

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in bounds: CGRect) {
        content?.place(in: bounds)
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        content?.draw(into: &builder, space: space)
    }

    override func explicitAlignment(_ guide: ObjectIdentifier, in size: CGSize) -> CGFloat? {
        content?.explicitAlignment(guide, in: size)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }
}

/// A user `ViewModifier`: its body is evaluated with `content` standing for the modified view. If the
/// modifier is `Animatable`, its data is animated and the body re-evaluated with each presented value; a
/// modifier that only declares `animatableData` without conforming to `Animatable` jumps, as in SwiftUI.
final class CustomModifierNode<M: ViewModifier>: DynamicPropertyHostNode, AnimatingNode {
    private var modifier: M?
    private var content: (any View)?
    /// The modifier's animated value, when it conforms to `Animatable`.
    private var animated: AnyAnimatedValue?

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        let newModifier = modified.anyModifier as! M
        self.context = context
        content = modified.anyContent
        if let animated {
            if animated.set(any: newModifier, at: graph.time, transaction: context.transaction) {
                graph.startAnimating(self)
            }
        } else {
            animated = makeAnimatedValue(newModifier)
        }
        // The body is evaluated even for an equal modifier: the content it stands for may have changed.
        modifier = newModifier
        evaluateBody()
    }

    override func evaluateBody() {
        guard let context, let content else { return }
        let shown = (animated?.presentedValue as? M) ?? modifier!
        DynamicProperties.install(in: shown, on: self)
        var bodyContext = context
        bodyContext.modifierContents.append(ModifierContentFrame(modifierType: ObjectIdentifier(M.self),
                                                                 content: content,
                                                                 outerFrames: context.modifierContents))
        let body = shown.body(content: _ViewModifier_Content<M>())
        setChild(body, context: bodyContext)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let animated else { return false }
        animated.tick(at: time)
        if var context {
            context.transaction = Transaction()
            self.context = context
        }
        evaluateBody()
        return animated.isAnimating
    }

    var animatedInputs: [AnimatedInput] { [AnimatedInput("animatableData", animated)] }

    override var debugName: String { String(describing: M.self) }
}

/// The `content` placeholder inside a custom modifier's body: resolves to the modified view.
final class ModifierContentNode<M: ViewModifier>: SingleChildNode {
    override func update(_ view: Any, context: ResolveContext) {
        guard let frame = context.modifierContents.last(where: { $0.modifierType == ObjectIdentifier(M.self) }) else {
            GraphWarnings.log("\(M.self)'s content was used outside the modifier's body; it shows nothing.")
            clearChild()
            return
        }
        var contentContext = context
        contentContext.modifierContents = frame.outerFrames
        setChild(any: frame.content, context: contentContext)
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(graph: ViewGraph) -> Node { ModifierContentNode<Modifier>(graph: graph) }
}
