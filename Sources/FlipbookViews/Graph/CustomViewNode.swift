import Foundation

/// A node that evaluates user code with dynamic properties (`@State`, `@Environment`, …) and keeps their
/// storage for as long as the node lives.
class DynamicPropertyHostNode: SingleChildNode, DynamicPropertyHost {
    private var storage: [String: AnyObject] = [:]
    var context: ResolveContext?

    var environment: EnvironmentValues { context?.environment ?? EnvironmentValues() }

    func storage<T: AnyObject>(for key: String, make: () -> T) -> T {
        if let existing = storage[key] as? T { return existing }
        let created = make()
        storage[key] = created
        return created
    }

    /// Re-evaluates the body after a state change, in the transaction of the change.
    final func evaluate(transaction: Transaction) {
        guard var context else { return }
        context.transaction = transaction
        self.context = context
        evaluateBody()
    }

    /// Evaluates the user code and reconciles what it returns.
    func evaluateBody() {}
}

/// A view defined by its `body`: owns the view's state and re-evaluates the body only when the view's value,
/// its state or its environment changed.
final class CustomViewNode<V: View>: DynamicPropertyHostNode {
    private var view: V?
    private lazy var hasDynamicProperties = view.map { DynamicProperties.hasProperties($0) } ?? true

    override func update(_ newView: Any, context: ResolveContext) {
        let newView = newView as! V
        let environmentChanged = self.context?.environment.version != context.environment.version
        self.context = context
        if !environmentChanged, let view, ViewComparison.isEqual(view, newView) { return }
        view = newView
        evaluateBody()
    }

    override func evaluateBody() {
        guard let view, let context else { return }
        if hasDynamicProperties { DynamicProperties.install(in: view, on: self) }
        setChild(view.body, context: context)
    }

    override var debugName: String { String(describing: V.self) }
}
