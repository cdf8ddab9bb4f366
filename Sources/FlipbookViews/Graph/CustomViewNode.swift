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
class CustomViewNode<V: View>: DynamicPropertyHostNode, ViewNode {
    private(set) var view: V?
    private lazy var hasDynamicProperties = view.map { DynamicProperties.hasProperties($0) } ?? true

    func update(_ newView: V, context: ResolveContext) {
        let environmentChanged = !(self.context?.environment.isIdentical(to: context.environment) ?? false)
        self.context = context
        let valueChanged = view.map { !ViewComparison.isEqual($0, newView) } ?? true
        view = newView
        viewChanged(newView, transaction: context.transaction)
        if !environmentChanged, !valueChanged { return }
        evaluateBody()
    }

    /// Lets an animatable view animate to its new value.
    func viewChanged(_ view: V, transaction: Transaction) {}

    /// The value the body is evaluated with.
    var shownView: V? { view }

    /// Follows the `@Observable` objects the body reads.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)

    override func evaluateBody() {
        guard let view = shownView, let context else { return }
        if hasDynamicProperties { DynamicProperties.install(in: view, on: self) }
        setChild(observation.track { view.body }, context: context)
    }

    override var debugName: String { String(describing: V.self) }
}

/// A custom view that conforms to `Animatable` (the SwiftUI Lab and objc.io technique): its `animatableData` is
/// animated, and while it animates the body is evaluated with the presented value at every frame.
final class AnimatableViewNode<V: View & Animatable>: CustomViewNode<V>, PresentedValueBody {
    private(set) var animated: AnimatedValue<V>?

    override func viewChanged(_ view: V, transaction: Transaction) {
        animated = fed(animated, view, transaction: transaction)
    }

    override var shownView: V? { animated?.presented }
}
