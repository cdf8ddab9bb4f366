import Foundation

/// `.animation(_:value:)`: in a transaction in which `value` changed, sets the animation for the subtree.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    public var animation: Animation?
    public var value: Value
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `.transaction { }` and the deprecated `.animation(_:)`: rewrites every transaction reaching the subtree.
public struct _TransactionModifier: ViewModifier {
    public var transform: (inout Transaction) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// `.transaction(value:_:)`: rewrites the transactions in which `value` changed.
public struct _ValueTransactionModifier<Value: Equatable>: ViewModifier {
    public var value: Value
    public var transform: (inout Transaction) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Animates the changes of this subtree with `animation` in transactions in which `value` changed.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change reaching this subtree with `animation` (deprecated in SwiftUI: it applies to
    /// changes of any cause).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_TransactionModifier { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }

    /// Rewrites every transaction that reaches this subtree.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Rewrites the transactions in which `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }
}

/// A transparent node that rewrites the transaction of its subtree.
class TransactionRewritingNode: SingleChildNode {
    /// The update in which the watched value last changed.
    var changedGeneration = -1
    var rewrite: (inout Transaction) -> Void = { _ in }
    var onlyWhenChanged = false

    override func rewriteTransaction(_ transaction: inout Transaction) {
        if !onlyWhenChanged || changedGeneration == graph.generation { rewrite(&transaction) }
    }

    func resolveContent<Content: View>(_ content: Content, context: ResolveContext) {
        var inner = context
        rewriteTransaction(&inner.transaction)
        setChild(content, context: inner)
    }

    /// Notes a new value of the watched value; the first never counts as a change (nothing to animate from).
    func watch<Value: Equatable>(_ old: Value?, _ new: Value) {
        if let old, old != new { changedGeneration = graph.generation }
        onlyWhenChanged = true
    }
}

/// `.animation(_:value:)`: sets the animation of the transactions in which the value changed.
final class AnimationValueNode<Content: View, Value: Equatable>: TransactionRewritingNode, ViewNode {
    private var value: Value?

    func update(_ view: ModifiedContent<Content, _AnimationModifier<Value>>, context: ResolveContext) {
        let animation = view.modifier.animation
        watch(value, view.modifier.value)
        value = view.modifier.value
        rewrite = { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
        resolveContent(view.content, context: context)
    }
}

/// `.transaction(value:_:)`: rewrites the transactions in which the value changed.
final class ValueTransactionNode<Content: View, Value: Equatable>: TransactionRewritingNode, ViewNode {
    private var value: Value?

    func update(_ view: ModifiedContent<Content, _ValueTransactionModifier<Value>>, context: ResolveContext) {
        watch(value, view.modifier.value)
        value = view.modifier.value
        rewrite = view.modifier.transform
        resolveContent(view.content, context: context)
    }
}

final class TransactionNode<Content: View>: TransactionRewritingNode, ViewNode {
    func update(_ view: ModifiedContent<Content, _TransactionModifier>, context: ResolveContext) {
        rewrite = view.modifier.transform
        resolveContent(view.content, context: context)
    }
}

extension _AnimationModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(AnimationValueNode<V, Value>(graph: graph))
    }
}

extension _ValueTransactionModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(ValueTransactionNode<V, Value>(graph: graph))
    }
}

extension _TransactionModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(TransactionNode<V>(graph: graph))
    }
}
