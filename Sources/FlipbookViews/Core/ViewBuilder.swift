/// Builds views from closures: blocks, `if`/`else`, `if let`, `switch`, optionals and availability checks.
@resultBuilder @MainActor
public enum ViewBuilder {
    /// The statements of a block, in order.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// The statements of a block, in order.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// The statements of a block, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(views: repeat each content)
    }

    /// One statement of the builder, as written.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without an `else`: the content, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available`, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views a builder declared side by side (a `TupleView`), told apart from one view by type.
protocol DeclaredViewsMarker {}

extension TupleView: DeclaredViewsMarker {}

/// Views made of a fixed list of views of different types (what a `ViewBuilder` block produces).
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    /// The views of the tuple, each with its own type (opened again when it is reconciled).
    let elements: [any View]

    /// Views from a tuple of views: one made by hand, whose elements are found by reflection (those that are not
    /// views are left out, with a warning).
    public init(_ value: T) {
        self.value = value
        let mirror = Mirror(reflecting: value)
        let parts: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
        elements = parts.compactMap { part in
            if let view = part as? any View { return view }
            GraphWarnings.log("TupleView<\(T.self)>: \(type(of: part)) is not a view; it shows nothing.")
            return nil
        }
    }

    /// The views of a `ViewBuilder` block, with their types known.
    init<each Content: View>(views: repeat each Content) where T == (repeat each Content) {
        value = (repeat each views)
        var elements: [any View] = []
        for view in repeat each views { elements.append(view) }
        self.elements = elements
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody(Self.self) }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// A view that shows nothing and takes no space.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(OptionalNode<Wrapped>(graph: graph))
    }
}

/// Views grouped without layout: modifiers on the group apply to each view in it.
public struct Group<Content> {
    /// The grouped views.
    public var content: Content
}

extension Group: View where Content: View {
    /// The views of `content`, as if written in the group's place; modifiers on the group apply to each.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(GroupNode<Content>(graph: graph)) }
}

/// A type-erased view. Changing the type it wraps replaces the view (and drops its state).
public struct AnyView: View {
    let storage: any View
    let type: ObjectIdentifier
    /// Wraps `view`, hiding its type; a change of wrapped type replaces the view.
    public init<V: View>(_ view: V) {
        if let other = view as? AnyView {
            self = other
        } else {
            storage = view
            type = ObjectIdentifier(V.self)
        }
    }
    /// Wraps `view`, hiding its type.
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(AnyViewNode(graph: graph)) }
}

/// iOS 27's name for the view builder (`@ContentBuilder var content: some View`), which Apple back-deploys as
/// an alias.
public typealias ContentBuilder = ViewBuilder
