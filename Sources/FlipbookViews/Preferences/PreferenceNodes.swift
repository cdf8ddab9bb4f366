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
    /// Whether the action runs only when the value changed (it must then be Equatable), outside any transaction,
    /// as `onPreferenceChange`'s; else after every collection, in the transaction the value changed in, as an
    /// overlay made from the value follows it.
    let onlyChanges: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension _PreferenceWritingModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(PreferenceWriterNode<V, K>(graph: graph))
    }
}

extension _PreferenceTransformModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(PreferenceTransformNode<V, K>(graph: graph))
    }
}

extension _PreferenceReadingModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(PreferenceReaderNode<V, K>(graph: graph))
    }
}

/// A node that passes a value up for `Key` (`preference`).
@MainActor
protocol PreferenceWriting<Key>: Node {
    associatedtype Key: PreferenceKey
    var value: Key.Value? { get }
}

/// A node that rewrites what its subtree passes up for `Key` (`transformPreference`).
@MainActor
protocol PreferenceTransforming<Key>: Node {
    associatedtype Key: PreferenceKey
    var transform: ((inout Key.Value) -> Void)? { get }
}

/// A node that reads what its subtree passes up for `Key` (`onPreferenceChange`).
@MainActor
protocol PreferenceReading<Key>: Node {
    associatedtype Key: PreferenceKey
    func needsCollecting()
}

/// Nodes that take part in passing a preference up: they tell the readers above them when it may have changed.
@MainActor
protocol PreferenceSource: Node {}

extension PreferenceSource {
    /// Marks every reader of `K` among the ancestors as needing to collect again.
    func preferenceChanged<K: PreferenceKey>(_ key: K.Type) {
        var node = parent
        while let current = node {
            (current as? any PreferenceReading<K>)?.needsCollecting()
            node = current.parent
        }
    }
}

final class PreferenceWriterNode<Content: View, K: PreferenceKey>: SingleChildNode, ViewNode, PreferenceSource,
    PreferenceWriting {
    typealias Key = K
    private(set) var value: K.Value?

    func update(_ view: ModifiedContent<Content, _PreferenceWritingModifier<K>>, context: ResolveContext) {
        value = view.modifier.value
        setChild(view.content, context: context)
        preferenceChanged(K.self)
    }

    override func didRemove() { preferenceChanged(K.self) }
}

final class PreferenceTransformNode<Content: View, K: PreferenceKey>: SingleChildNode, ViewNode, PreferenceSource,
    PreferenceTransforming {
    typealias Key = K
    private(set) var transform: ((inout K.Value) -> Void)?

    func update(_ view: ModifiedContent<Content, _PreferenceTransformModifier<K>>, context: ResolveContext) {
        transform = view.modifier.transform
        setChild(view.content, context: context)
        preferenceChanged(K.self)
    }
}

/// Reads the value its subtree passes up for `K` after each update in which a writer below changed, and
/// hands it to its action after that update.
final class PreferenceReaderNode<Content: View, K: PreferenceKey>: SingleChildNode, ViewNode, PreferenceReading {
    typealias Key = K
    private var action: (K.Value) -> Void = { _ in }
    private var onlyChanges = true
    private var isScheduled = false
    private var hasReported = false
    private var reported: K.Value?

    func update(_ view: ModifiedContent<Content, _PreferenceReadingModifier<K>>, context: ResolveContext) {
        action = view.modifier.action
        onlyChanges = view.modifier.onlyChanges
        setChild(view.content, context: context)
        if !hasReported { needsCollecting() }
    }

    func needsCollecting() {
        guard !isScheduled else { return }
        isScheduled = true
        let transaction = graph.updateTransaction
        graph.runAfterUpdate { [weak self] in self?.collect(changedIn: transaction) }
    }

    private func collect(changedIn transaction: Transaction) {
        isScheduled = false
        guard !isRemoved else { return }
        // A geometry reader placed for the first time made its content before knowing where it is: what it passes
        // up (a `frame(in:)` read as zero) is not shown to the action. The geometry pass makes it again, located,
        // and the collection waits for that update, as SwiftUI's readers are made with their geometry known.
        if !graph.provisionalReaders.isEmpty {
            isScheduled = true
            graph.runAfterUpdate { [weak self] in self?.collect(changedIn: transaction) }
            return
        }
        let value = PreferenceCollection<K>.value(of: child)
        if onlyChanges, hasReported, let reported, let a = reported as? any Equatable, a.isEqual(to: value) { return }
        hasReported = true
        reported = value
        // An overlay made from the value changes in the transaction its writers changed in, as SwiftUI's does:
        // a tab underline placed by the selected tab's anchor slides with the selection's animation.
        if onlyChanges {
            action(value)
        } else {
            TransactionContext.with(transaction) { action(value) }
        }
    }
}

/// Gathers a subtree's value for `K` in tree order.
@MainActor
enum PreferenceCollection<K: PreferenceKey> {
    static func value(of node: Node?) -> K.Value {
        value(ofAll: node.map { [$0] } ?? [])
    }

    /// The value `nodes` pass up together, in order.
    static func value(ofAll nodes: [Node]) -> K.Value {
        var value = K.defaultValue
        var isFirst = true
        func add(_ next: K.Value) {
            if isFirst {
                value = next
                isFirst = false
            } else {
                // The optimizer's region check takes the nonisolated `reduce` for a crossing into another
                // isolation (a release build fails on it); the call is synchronous, on this actor.
                nonisolated(unsafe) let next = next
                K.reduce(value: &value, nextValue: { next })
            }
        }
        func visit(_ node: Node) {
            if let writer = node as? any PreferenceWriting<K>, let written = writer.value {
                add(written)
                return
            }
            if let transform = node as? any PreferenceTransforming<K> {
                var inner = Self.value(of: transform.children.first)
                transform.transform?(&inner)
                add(inner)
                return
            }
            guard let host = node as? ItemModifierHosting else {
                for child in node.children { visit(child) }
                return
            }
            // An anchor preference replaces what its content passes up, as `preference` does; a transforming one
            // changes it. Each anchor modifier on the view takes the value the one inside it made.
            let sources = host.items.compactMap { $0 as? LaidOutPreferenceSource }
            var anchored: K.Value?
            for source in sources {
                // As for `reduce` above: the closure runs synchronously, on this actor.
                nonisolated(unsafe) let inside = anchored
                let content = { inside ?? Self.value(ofAll: host.children) }
                if let made = source.preferenceValue(for: K.self, content: content) { anchored = made }
            }
            if let anchored {
                add(anchored)
            } else {
                for child in host.children { visit(child) }
            }
            // Views a modifier adds beside each view of its content (overlays, backgrounds) pass values up too.
            for application in host.items {
                for child in application.children { visit(child) }
            }
        }
        for node in nodes { visit(node) }
        return value
    }
}
