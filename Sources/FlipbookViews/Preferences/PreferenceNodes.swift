import Foundation

public struct _PreferenceWritingModifier<K: PreferenceKey>: ViewModifier {
    let value: K.Value
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

public struct _PreferenceTransformModifier<K: PreferenceKey>: ViewModifier {
    let transform: (inout K.Value) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

public struct _PreferenceReadingModifier<K: PreferenceKey>: ViewModifier {
    let action: (K.Value) -> Void
    /// Whether the action runs only when the value changed (it must then be Equatable).
    let onlyChanges: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension _PreferenceWritingModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { PreferenceWriterNode<K>(graph: graph) }
}

extension _PreferenceTransformModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { PreferenceTransformNode<K>(graph: graph) }
}

extension _PreferenceReadingModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { PreferenceReaderNode<K>(graph: graph) }
}

/// Nodes that take part in passing a preference up: they tell the readers above them when it may have changed.
@MainActor
protocol PreferenceSource: Node {}

extension PreferenceSource {
    /// Marks every reader of `K` among the ancestors as needing to collect again.
    func preferenceChanged<K: PreferenceKey>(_ key: K.Type) {
        var node = parent
        while let current = node {
            (current as? PreferenceReaderNode<K>)?.needsCollecting()
            node = current.parent
        }
    }
}

final class PreferenceWriterNode<K: PreferenceKey>: SingleChildNode, PreferenceSource {
    private(set) var value: K.Value?

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        value = (modified.anyModifier as! _PreferenceWritingModifier<K>).value
        setChild(any: modified.anyContent, context: context)
        preferenceChanged(K.self)
    }

    override func didRemove() { preferenceChanged(K.self) }
}

final class PreferenceTransformNode<K: PreferenceKey>: SingleChildNode, PreferenceSource {
    private(set) var transform: ((inout K.Value) -> Void)?

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        transform = (modified.anyModifier as! _PreferenceTransformModifier<K>).transform
        setChild(any: modified.anyContent, context: context)
        preferenceChanged(K.self)
    }
}

/// Reads the value its subtree passes up for `K` after each update in which a writer below changed, and
/// hands it to its action after that update.
final class PreferenceReaderNode<K: PreferenceKey>: SingleChildNode {
    private var action: (K.Value) -> Void = { _ in }
    private var onlyChanges = true
    private var isScheduled = false
    private var hasReported = false
    private var reported: K.Value?

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        let reading = modified.anyModifier as! _PreferenceReadingModifier<K>
        action = reading.action
        onlyChanges = reading.onlyChanges
        setChild(any: modified.anyContent, context: context)
        if !hasReported { needsCollecting() }
    }

    func needsCollecting() {
        guard !isScheduled else { return }
        isScheduled = true
        graph.runAfterUpdate { [weak self] in self?.collect() }
    }

    private func collect() {
        isScheduled = false
        guard !isRemoved else { return }
        let value = PreferenceCollection<K>.value(of: child)
        if onlyChanges, hasReported, let reported, let a = reported as? any Equatable, a.isEqual(to: value) { return }
        hasReported = true
        reported = value
        action(value)
    }
}

/// Gathers a subtree's value for `K` in tree order.
@MainActor
enum PreferenceCollection<K: PreferenceKey> {
    static func value(of node: Node?) -> K.Value {
        var value = K.defaultValue
        var isFirst = true
        func add(_ next: K.Value) {
            if isFirst {
                value = next
                isFirst = false
            } else {
                K.reduce(value: &value, nextValue: { next })
            }
        }
        func visit(_ node: Node) {
            if let writer = node as? PreferenceWriterNode<K>, let written = writer.value {
                add(written)
                return
            }
            if let transform = node as? PreferenceTransformNode<K> {
                var inner = Self.value(of: transform.children.first)
                transform.transform?(&inner)
                add(inner)
                return
            }
            guard let host = node as? ItemModifierHost else {
                for child in node.children { visit(child) }
                return
            }
            // An anchor preference replaces what its content passes up, as `preference` does.
            let anchored = host.items.compactMap { ($0 as? LaidOutPreferenceSource)?.preferenceValue(for: K.self) }
            if anchored.isEmpty {
                for child in host.children { visit(child) }
            } else {
                anchored.forEach(add)
            }
            // Views a modifier adds beside each view of its content (overlays, backgrounds) pass values up too.
            for application in host.items {
                for child in application.children { visit(child) }
            }
        }
        if let node { visit(node) }
        return value
    }
}
