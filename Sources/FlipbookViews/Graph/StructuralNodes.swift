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

final class EmptyNode: Node {}

extension EmptyView: PrimitiveView {
    func makeNode(graph: ViewGraph) -> Node { EmptyNode(graph: graph) }
}

/// The views of a `ViewBuilder` block, each at its own index.
final class TupleNode: Node {
    var elements: [Node?] = []
    override var children: [Node] { elements.compactMap { $0 } }

    override func update(_ view: Any, context: ResolveContext) {
        let views = Self.elements(of: view)
        if elements.count != views.count { elements = Array(repeating: nil, count: views.count) }
        for (index, element) in views.enumerated() {
            elements[index] = graph.reconcile(any: element, existing: elements[index], parent: self, context: context)
        }
    }

    static func elements(of tupleView: Any) -> [any View] {
        let value = Mirror(reflecting: tupleView).children.first!.value
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple {
            return mirror.children.map { $0.value as! any View }
        }
        return [value as! any View]
    }
}

extension TupleView: PrimitiveView {
    func makeNode(graph: ViewGraph) -> Node { TupleNode(graph: graph) }
}

/// One branch of an `if`/`else`; switching branches replaces the subtree.
final class ConditionalNode<T: View, F: View>: Node {
    var trueNode: Node?
    var falseNode: Node?
    /// The branches leaving after an animated switch, brought back if switched to again before they are gone.
    private var leavingTrue: DepartingView?
    private var leavingFalse: DepartingView?
    override var children: [Node] { [trueNode, falseNode].compactMap { $0 } }

    override func update(_ view: Any, context: ResolveContext) {
        switch (view as! _ConditionalContent<T, F>).storage {
        case .trueContent(let content):
            if let falseNode { leavingFalse = graph.removeWithTransition(falseNode, context: context) }
            falseNode = nil
            if trueNode == nil, let leaving = leavingTrue, leaving.canRevive(as: ObjectIdentifier(T.self)) {
                trueNode = leaving.revive(context: context)
            }
            leavingTrue = nil
            trueNode = graph.reconcile(content, existing: trueNode, parent: self, context: context)
        case .falseContent(let content):
            if let trueNode { leavingTrue = graph.removeWithTransition(trueNode, context: context) }
            trueNode = nil
            if falseNode == nil, let leaving = leavingFalse, leaving.canRevive(as: ObjectIdentifier(F.self)) {
                falseNode = leaving.revive(context: context)
            }
            leavingFalse = nil
            falseNode = graph.reconcile(content, existing: falseNode, parent: self, context: context)
        }
    }
}

extension _ConditionalContent: PrimitiveView {
    func makeNode(graph: ViewGraph) -> Node { ConditionalNode<TrueContent, FalseContent>(graph: graph) }
}

final class OptionalNode<Wrapped: View>: SingleChildNode {
    /// The content leaving after an animated removal, brought back if it returns before it is gone.
    private var leaving: DepartingView?

    override func update(_ view: Any, context: ResolveContext) {
        if let content = view as! Wrapped? {
            if child == nil, let leaving, leaving.canRevive(as: ObjectIdentifier(Wrapped.self)) {
                child = leaving.revive(context: context)
            }
            leaving = nil
            setChild(content, context: context)
        } else if let child {
            self.child = nil
            leaving = graph.removeWithTransition(child, context: context)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(graph: ViewGraph) -> Node { OptionalNode<Wrapped>(graph: graph) }
}

final class GroupNode<Content: View>: SingleChildNode {
    override func update(_ view: Any, context: ResolveContext) {
        setChild((view as! Group<Content>).content, context: context)
    }
}

extension Group: PrimitiveView where Content: View {
    func makeNode(graph: ViewGraph) -> Node { GroupNode<Content>(graph: graph) }
}

/// An `AnyView`: a new wrapped type replaces the subtree.
final class AnyViewNode: SingleChildNode {
    override func update(_ view: Any, context: ResolveContext) {
        setChild(any: (view as! AnyView).storage, context: context)
    }
}

extension AnyView: PrimitiveView {
    func makeNode(graph: ViewGraph) -> Node { AnyViewNode(graph: graph) }
}
