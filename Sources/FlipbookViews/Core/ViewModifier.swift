/// A modifier that turns a view into another view.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view this modifier produces.
    associatedtype Body: View
    /// The content view passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// Makes the node that stands for this modifier applied to views of type `content` in a view graph (the part
    /// SwiftUI's `_makeView(modifier:inputs:body:)` plays). Modifiers made of a `body` keep the default.
    @MainActor @preconcurrency
    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>>
}

extension ViewModifier {
    /// A modifier made of its `body`, evaluated with `content` standing for the modified view.
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(CustomModifierNode<V, Self>(graph: graph))
    }
}

extension ViewModifier where Self: Animatable {
    /// A modifier that is `Animatable`: its data is interpolated and the body evaluated with each presented value.
    /// A modifier that only declares `animatableData` without conforming to `Animatable` jumps, as in SwiftUI.
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(AnimatableModifierNode<V, Self>(graph: graph))
    }
}

extension ViewModifier where Body == Never {
    /// Never called: the view graph applies a primitive modifier itself.
    public func body(content: Self.Content) -> Never { primitiveBody(Self.self) }
}

/// A `ViewModifier` that is also `Animatable`: its `animatableData` is interpolated during animations and its
/// body re-evaluated with each intermediate value.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The content a `ViewModifier`'s body receives: stands for the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(ModifierContentNode<Modifier>(graph: graph))
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }

    /// The modifier's own node, for views of type `Content`; a node that applies the transition around the
    /// whole chain when `.transition(_:)` is worn inside it, or inside the body of the custom view at its base.
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        if hoistsTransition { return _ViewNode(HoistedTransitionNode<Self>(graph: graph)) }
        if hoistsBodyTransition { return _ViewNode(BodyHoistedTransitionNode<Self>(graph: graph)) }
        return Modifier._makeModifierNode(content: Content.self, in: graph)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody(Self.self) }

    /// Two modifiers joined by `concat`: the first applied to the view, then the second to the result.
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(ConcatenatedModifierNode<V, Content, Modifier>(graph: graph))
    }
}

extension ViewModifier {
    /// This modifier followed by another.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// The modifier that changes nothing.
    public init() {}
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
