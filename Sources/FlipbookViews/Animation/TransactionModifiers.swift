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

    func resolveContent(_ content: any View, context: ResolveContext) {
        var inner = context
        rewriteTransaction(&inner.transaction)
        setChild(any: content, context: inner)
    }
}

/// Rewrites the transactions in which a watched value changed (`.animation(_:value:)`, `.transaction(value:)`).
final class ValueTransactionNode<Value: Equatable>: TransactionRewritingNode {
    private var value: Value?

    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        let (newValue, transform): (Value, (inout Transaction) -> Void)
        switch modified.anyModifier {
        case let modifier as _AnimationModifier<Value>:
            let animation = modifier.animation
            newValue = modifier.value
            transform = { transaction in
                if !transaction.disablesAnimations { transaction.animation = animation }
            }
        case let modifier as _ValueTransactionModifier<Value>:
            (newValue, transform) = (modifier.value, modifier.transform)
        default:
            fatalError("unexpected modifier \(type(of: modified.anyModifier))")
        }
        // The first value never counts as a change: there is nothing to animate from.
        if let value, value != newValue { changedGeneration = graph.generation }
        value = newValue
        onlyWhenChanged = true
        rewrite = transform
        resolveContent(modified.anyContent, context: context)
    }
}

final class TransactionNode: TransactionRewritingNode {
    override func update(_ view: Any, context: ResolveContext) {
        let modified = view as! AnyModifiedContent
        rewrite = (modified.anyModifier as! _TransactionModifier).transform
        resolveContent(modified.anyContent, context: context)
    }
}

extension _AnimationModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { ValueTransactionNode<Value>(graph: graph) }
}

extension _ValueTransactionModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { ValueTransactionNode<Value>(graph: graph) }
}

extension _TransactionModifier: BuiltinModifier {
    func makeModifierNode(graph: ViewGraph) -> Node { TransactionNode(graph: graph) }
}
