/// A piece of user interface: a value describing what to show, whose `body` is made of other views.
///
/// Views are evaluated on the main actor. Primitive views (text, shapes, stacks, …) have `Never` bodies and are
/// understood by the view graph directly.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// `Never` has no body; it marks primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// Stops the program when a primitive view's body is asked for: only the graph may look inside primitives.
func primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view; its body must not be evaluated")
}

/// Views the graph builds nodes for itself, instead of evaluating a body.
@MainActor
protocol PrimitiveView {
    /// A fresh node for this kind of view.
    func makeNode(graph: ViewGraph) -> Node
}
