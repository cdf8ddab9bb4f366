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
    /// Makes the node that stands for views of this type in a view graph (the part SwiftUI's `_makeView` plays).
    /// Views made of a `body` keep the default; Flipbook's primitive views make nodes of their own.
    @MainActor @preconcurrency static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self>
}

extension View {
    /// A view made of its `body`: the body is evaluated when the view's value, state or environment changes.
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(CustomViewNode<Self>(graph: graph))
    }
}

extension View where Self: Animatable {
    /// A view that is `Animatable`: its `animatableData` is interpolated in animated changes and the body is
    /// evaluated with the presented value at every frame, as SwiftUI does.
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(AnimatableViewNode<Self>(graph: graph))
    }
}

/// The node a view type makes for itself in a view graph; opaque outside Flipbook.
public struct _ViewNode<V: View> {
    let node: any ViewNode<V>

    init(_ node: some ViewNode<V>) {
        self.node = node
    }
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

