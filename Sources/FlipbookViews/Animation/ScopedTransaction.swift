import Foundation

/// `animation(_:body:)` and `transaction(_:body:)`: a body of modifiers around the view (a
/// `PlaceholderContentView` stands for it) whose changes are made in a rewritten transaction, while the view
/// itself keeps the transaction it had.
struct _ScopedTransactionModifier<Base: View, Body: View>: ViewModifier {
    let view: Body
    let rewrite: (inout Transaction) -> Void

    func body(content: Content) -> Body { view }

    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(ScopedTransactionNode<V, Base, Body>(graph: graph))
    }
}

final class ScopedTransactionNode<Content: View, Base: View, Body: View>:
    CustomModifierNode<Content, _ScopedTransactionModifier<Base, Body>> {
    override var contentPlaceholder: ObjectIdentifier { ObjectIdentifier(PlaceholderContentView<Base>.self) }
    override var isTransactionScope: Bool { true }

    override func rewriteTransaction(_ transaction: inout Transaction) {
        guard let modifier else { return }
        let outer = transaction
        transaction.outerScopes.append(outer)
        modifier.rewrite(&transaction)
    }
}

extension View {
    /// Animates the changes of the modifiers applied in `body` with `animation`, whatever the transaction that
    /// made them; the view itself (`content` in the body) animates only as its own transaction says.
    public func animation<V: View>(_ animation: Animation?,
                                   @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        modifier(_ScopedTransactionModifier<Self, V>(view: body(PlaceholderContentView<Self>())) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }

    /// Rewrites, with `transform`, the transaction of changes to the modifiers applied in `body`; the view
    /// itself (`content` in the body) keeps its own transaction.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        modifier(_ScopedTransactionModifier<Self, V>(view: body(PlaceholderContentView<Self>()), rewrite: transform))
    }
}
