import Foundation

/// What a node is resolved with: the environment and transaction flowing down the tree.
@MainActor
struct ResolveContext {
    var environment: EnvironmentValues
    var transaction: Transaction
    /// The contents of custom modifiers whose bodies are being resolved, innermost last.
    var modifierContents: [ModifierContentFrame] = []
}

/// The view a placeholder in a custom modifier's body stands for (its `content`, or a transition's
/// `PlaceholderContentView`), with the context it was applied in.
@MainActor
struct ModifierContentFrame {
    /// The type of the placeholder view that stands for `content`.
    let placeholder: ObjectIdentifier
    let content: any View
    let outerFrames: [ModifierContentFrame]
    /// Whether the body was evaluated in a transaction scope (`animation(_:body:)`) that the content leaves.
    var leavesScope = false
}

/// One element of the persistent view tree, created for a view at a structural position and kept (with its
/// state and animators) for as long as a view of the same type is found there.
@MainActor
class Node {
    // The fields every frame touches come first, so that they share the object's first cache line.
    unowned let graph: ViewGraph
    weak var parent: Node?
    /// The render epoch in which this node's drawing was last marked stale.
    private var staleEpoch = -1
    /// Bumped whenever what this node or a descendant draws may have changed (read by layout nodes' caches;
    /// kept on every node so that marking needs no cast).
    var renderStamp = 0
    private(set) var isRemoved = false
    /// Whether the graph samples this node every frame (kept here so that scheduling needs no lookup).
    var isSampled = false
    var isInSampleList = false
    /// A number for the node, in creation order: the same in every run of the same scene and script.
    let nodeID: Int
    /// The explicit identity (`.id(_:)`) of the view the node was made for, if the view wears one outside
    /// everything but modifiers (see `ExplicitlyIdentifiedView`).
    var explicitID: AnyHashable?

    init(graph: ViewGraph) {
        self.graph = graph
        nodeID = graph.makeNodeID()
    }

    /// Whether the node was made in the update running now (then a child made with it was inserted with it).
    var isNewInThisUpdate: Bool { nodeID > graph.lastNodeIDBeforeUpdate }

    /// The structural children, in order.
    var children: [Node] { [] }

    /// Appends the views this node contributes to its parent's layout: itself if it takes part in layout,
    /// otherwise its children's.
    func collectItems(into items: inout [LayoutNode]) {
        for child in children { items.append(contentsOf: child.items) }
    }

    /// Rewrites the transaction seen by this node's subtree (`.animation`, `.transaction`).
    func rewriteTransaction(_ transaction: inout Transaction) {}

    /// `base` as rewritten by every ancestor, outermost first, and this node (a frame of running animations is
    /// not rewritten: it is no change of theirs).
    func effectiveTransaction(_ base: Transaction) -> Transaction {
        guard !base.isAnimationFrame else { return base }
        var chain: [Node] = []
        var node: Node? = self
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        var transaction = base
        for node in chain.reversed() { node.rewriteTransaction(&transaction) }
        return transaction
    }

    /// Takes the node out of the tree: its state and animators are dropped (the graph stops sampling it),
    /// `onDisappear` actions run.
    func remove() {
        guard !isRemoved else { return }
        isRemoved = true
        parent?.invalidateLayout()
        for child in children { child.remove() }
        didRemove()
        graph.nodeRemoved(self)
    }

    func didRemove() {}

    /// Marks the layout (and drawing) of this node and every ancestor as stale.
    func invalidateLayout() {
        graph.structureGeneration += 1
        graph.renderEpoch += 1
        var node: Node? = self
        while let current = node {
            if let layout = current as? LayoutNode {
                layout.sizeCache.removeAll(keepingCapacity: true)
                layout.renderStamp = layout.renderStamp &+ 1
            }
            current.invalidateDependents(layout: true)
            node = current.parent
        }
        graph.needsLayout = true
    }

    /// Marks what this node and its ancestors draw as stale (an animation moved, a value changed). A walk stops
    /// at a node already marked since the last frame was drawn: its ancestors are marked too.
    func invalidateRender() {
        let epoch = graph.renderEpoch
        var node: Node? = self
        while let current = node, current.staleEpoch != epoch {
            current.staleEpoch = epoch
            current.renderStamp = current.renderStamp &+ 1
            current.invalidateDependents(layout: false)
            node = current.parent
        }
    }

    /// Marks as stale the nodes that wrap this node's items without being its ancestors (the layout nodes a
    /// modifier makes for each view of its content): their drawing, and with `layout` their sizes.
    func invalidateDependents(layout: Bool) {}

    private var cachedItems: [LayoutNode] = []
    private var cachedItemsGeneration = -1

    /// The views this node contributes to its parent's layout (cached until the structure changes).
    var items: [LayoutNode] {
        if cachedItemsGeneration == graph.structureGeneration { return cachedItems }
        var result: [LayoutNode] = []
        collectItems(into: &result)
        cachedItems = result
        cachedItemsGeneration = graph.structureGeneration
        return result
    }

    /// The text of this node, for the laid-out tree and `tap(label:)`.
    var debugText: String? { nil }

    /// Another name `tap(label:)` finds this node by: a text's own accessibility label.
    var accessibilityName: String? { nil }

    /// A short name for the laid-out tree.
    var debugName: String { String(describing: type(of: self)) }
}

/// A node made for views of one type (by the type's `_makeViewNode(in:)`), updated with each new value of the
/// view at its position.
@MainActor
protocol ViewNode<ViewType>: Node {
    associatedtype ViewType: View
    /// Takes a new value of the view at this position.
    func update(_ view: ViewType, context: ResolveContext)
}

extension ViewGraph {
    /// The node for `view` at a position that held `existing`: `existing` updated if it was made for the
    /// same type of view, otherwise a new node (and `existing` removed).
    func reconcile<V: View>(_ view: V, existing: Node?, parent: Node, context: ResolveContext) -> Node {
        // A node made for `V` is a `ViewNode<V>`: a node of another type at this place is replaced, and so is one
        // made for a view of another explicit identity (`Text(title).id(title).transition(.slide)`): the old view
        // leaves with its transition and the new one arrives with its own.
        let explicitID = (view as? any ExplicitlyIdentifiedView)?.explicitID
        if let existing, !existing.isRemoved, let node = existing as? any ViewNode<V>, existing.explicitID == explicitID {
            node.update(view, context: context)
            node.invalidateRender()
            return node
        }
        if let existing { removeWithTransition(existing, context: context, replaced: true) }
        let node = V._makeViewNode(in: self).node
        node.explicitID = explicitID
        node.parent = parent
        node.update(view, context: context)
        node.invalidateLayout()
        arrive(node, parent: parent, context: context)
        return node
    }

    /// The same for a view whose type is known only at run time (`AnyView`, the content a custom modifier's
    /// body stands for): the existential is opened, so the view is reconciled with its own type.
    func reconcile(any view: any View, existing: Node?, parent: Node, context: ResolveContext) -> Node {
        reconcile(view, existing: existing, parent: parent, context: context)
    }
}
