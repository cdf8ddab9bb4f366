import Foundation

/// A node that holds one child and takes no part in layout itself.
@MainActor
class SingleChildNode: Node {
    var child: Node?
    override var children: [Node] { child.map { [$0] } ?? [] }

    func setChild<V: View>(_ view: V, context: ResolveContext) {
        child = graph.reconcile(view, existing: child, parent: self, context: context)
    }

    func setChild(any view: any View, context: ResolveContext) {
        child = graph.reconcile(any: view, existing: child, parent: self, context: context)
    }

    func clearChild() {
        child?.remove()
        child = nil
    }
}

final class EmptyNode: Node, ViewNode {
    func update(_ view: EmptyView, context: ResolveContext) {}
}

extension EmptyView {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(EmptyNode(graph: graph)) }
}

/// The views of a `ViewBuilder` block, each at its own index.
final class TupleNode<T>: Node, ViewNode {
    var elements: [Node?] = []
    override var children: [Node] { elements.compactMap { $0 } }

    func update(_ view: TupleView<T>, context: ResolveContext) {
        let views = view.elements
        if elements.count != views.count { elements = Array(repeating: nil, count: views.count) }
        for (index, element) in views.enumerated() {
            elements[index] = graph.reconcile(any: element, existing: elements[index], parent: self, context: context)
        }
    }
}

extension TupleView {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(TupleNode<T>(graph: graph)) }
}

/// One branch of an `if`/`else`; switching branches replaces the subtree.
final class ConditionalNode<T: View, F: View>: Node, ViewNode {
    var trueNode: Node?
    var falseNode: Node?
    /// The branches leaving after an animated switch, brought back if switched to again before they are gone.
    private var leavingTrue: DepartingView?
    private var leavingFalse: DepartingView?
    override var children: [Node] { [trueNode, falseNode].compactMap { $0 } }

    func update(_ view: _ConditionalContent<T, F>, context: ResolveContext) {
        switch view.storage {
        case .trueContent(let content):
            if let falseNode {
                leavingFalse = graph.removeWithTransition(falseNode, context: context, replaced: true)
            }
            falseNode = nil
            if trueNode == nil, let leaving = leavingTrue, let revived = leaving.revive(as: T.self, context: context) {
                trueNode = revived
            }
            leavingTrue = nil
            trueNode = graph.reconcile(content, existing: trueNode, parent: self, context: context)
        case .falseContent(let content):
            if let trueNode {
                leavingTrue = graph.removeWithTransition(trueNode, context: context, replaced: true)
            }
            trueNode = nil
            if falseNode == nil, let leaving = leavingFalse, let revived = leaving.revive(as: F.self, context: context) {
                falseNode = revived
            }
            leavingFalse = nil
            falseNode = graph.reconcile(content, existing: falseNode, parent: self, context: context)
        }
    }
}

extension _ConditionalContent {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(ConditionalNode<TrueContent, FalseContent>(graph: graph))
    }
}

final class OptionalNode<Wrapped: View>: SingleChildNode, ViewNode {
    /// The content leaving after an animated removal, brought back if it returns before it is gone.
    private var leaving: DepartingView?

    func update(_ view: Wrapped?, context: ResolveContext) {
        if let content = view {
            if child == nil, let leaving, let revived = leaving.revive(as: Wrapped.self, context: context) {
                child = revived
            }
            leaving = nil
            setChild(content, context: context)
        } else if let child {
            self.child = nil
            leaving = graph.removeWithTransition(child, context: context)
        }
    }
}

final class GroupNode<Content: View>: SingleChildNode, ViewNode {
    func update(_ view: Group<Content>, context: ResolveContext) {
        setChild(view.content, context: context)
    }
}

/// An `AnyView`: a new wrapped type replaces the subtree.
final class AnyViewNode: SingleChildNode, ViewNode {
    func update(_ view: AnyView, context: ResolveContext) {
        setChild(any: view.storage, context: context)
    }
}
