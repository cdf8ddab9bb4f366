import Foundation

/// `onReceive`: runs an action with every value a publisher delivers while the view is shown.
public struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(ReceiveNode<V, P>(graph: graph))
    }
}

extension View {
    /// Runs `action` with each value `publisher` delivers while the view is shown (a timer publisher made with
    /// `Timer.publish(every:on:in:).autoconnect()` ticks on the host's clock).
    ///
    /// The view subscribes once, when it appears, and keeps that subscription (and publisher) until it leaves;
    /// a new value of the view changes the action, not the subscription.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

final class ReceiveNode<Content: View, P: Publisher>: SingleChildNode, ViewNode where P.Failure == Never {
    private var action: ((P.Output) -> Void)?
    private var subscription: (publisher: P, cancellable: AnyCancellable)?

    func update(_ view: ModifiedContent<Content, _ReceiveModifier<P>>, context: ResolveContext) {
        action = view.modifier.action
        if subscription == nil {
            let publisher = view.modifier.publisher
            let cancellable = publisher.sink { [weak self] value in self?.action?(value) }
            subscription = (publisher, cancellable)
        }
        setChild(view.content, context: context)
    }

    override func didRemove() {
        subscription?.cancellable.cancel()
        subscription = nil
    }
}
