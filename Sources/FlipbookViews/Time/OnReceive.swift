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
    /// The view subscribes when it appears, and again whenever an update brings a different publisher (another
    /// object, or a value publisher such as `Just(text)` with another value), as SwiftUI does: `onReceive(Just(text))`
    /// runs on each change of `text`, and a timer made anew in a view's initialiser restarts when the view is made
    /// again. A value delivered during an update (a `Just` or a `@Published` property delivers one as it is
    /// subscribed to) is handed to `action` right after the update, where state reads see its own writes.
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
        let publisher = view.modifier.publisher
        if subscription.map({ !ViewComparison.fieldEqual($0.publisher, publisher, reading: .publishers) }) ?? true {
            subscription?.cancellable.cancel()
            let cancellable = publisher.sink { [weak self] value in self?.receive(value) }
            subscription = (publisher, cancellable)
        }
        setChild(view.content, context: context)
    }

    private func receive(_ value: P.Output) {
        if StateReads.seeCommitted {
            graph.runAfterUpdate { [weak self] in self?.action?(value) }
        } else {
            action?(value)
        }
    }

    override func didRemove() {
        subscription?.cancellable.cancel()
        subscription = nil
    }
}
