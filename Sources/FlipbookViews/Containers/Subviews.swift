import Foundation

// iOS 18's custom containers: `Group(subviews:)` and `ForEach(subviews:)` resolve a view into the views it is
// made of. Flipbook resolves the view's value: a `ViewBuilder` block, `ForEach` (one subview per element, with
// the element's id), `Group`, `if`/`else`, optionals and `AnyView` are taken apart, and so is a custom view
// without state whose body is several views; any other view is one subview.

/// One of the views a container's content is made of.
public struct Subview: Identifiable {
    /// A subview's identity: its place in the content, and its element's id inside a `ForEach`.
    public struct ID: Hashable {
        let path: [AnyHashable]
    }

    /// The subview's identity, stable while the content keeps its structure.
    public let id: ID
    /// The values the view gave its container with `containerValue(_:_:)`.
    public var containerValues: ContainerValues
    let content: AnyView
}

extension Subview: View {
    /// The view.
    public var body: AnyView { content }
}

/// The subviews of a container's content, in order: a collection, and a view that shows them all.
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    /// Resolves `content` into its subviews.
    @MainActor init(_ content: some View) {
        var subviews: [Subview] = []
        SubviewResolution.append(content, path: [], values: ContainerValues(), to: &subviews)
        self.subviews = subviews
    }

    /// The first index: 0.
    public var startIndex: Int { 0 }
    /// One past the last subview.
    public var endIndex: Int { subviews.count }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> ArraySlice<Subview> { subviews[bounds] }
}

extension SubviewsCollection: View {
    /// Every subview, in order.
    public var body: some View { ForEach(subviews) { $0 } }
}

extension Group where Content: View {
    /// The view `transform` makes of the subviews of `view`: iOS 18's way to write a custom container.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     HStack { ForEach(subviews) { $0.padding() } }
    /// }
    /// ```
    @MainActor
    public init<Base: View>(subviews view: Base, @ViewBuilder transform: (SubviewsCollection) -> Content) {
        self.content = transform(SubviewsCollection(view))
    }
}

extension ForEach where Content: View, Data == SubviewsCollection, ID == Subview.ID {
    /// One view per subview of `view`, made by `content`.
    @MainActor
    public init<Base: View>(subviews view: Base, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(SubviewsCollection(view), content: content)
    }
}

/// Views that are made of several subviews and say which.
@MainActor
protocol SubviewResolvable {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview])
}

@MainActor
enum SubviewResolution {
    /// Appends the subviews of `view`, numbered under `path`, with the container values set around it.
    static func append(_ view: any View, path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        if let resolvable = view as? any SubviewResolvable {
            resolvable.appendSubviews(path: path, values: values, to: &subviews)
        } else if let parts = partsOfBody(of: view, path: path, values: values) {
            subviews += parts
        } else {
            subviews.append(Subview(id: Subview.ID(path: path), containerValues: values, content: AnyView(view)))
        }
    }

    /// The subviews of a custom view's body when the body is several views (`struct Rows: View { var body:
    /// some View { ForEach(…) } }`), as SwiftUI takes such a view apart. Only a view without state or
    /// environment of its own is looked into, as its body is then a function of its value; a body that is one view
    /// leaves the custom view whole (it may be `Animatable`, or hold the identity of what it shows).
    private static func partsOfBody(of view: any View, path: [AnyHashable], values: ContainerValues) -> [Subview]? {
        func parts<V: View>(_ view: V) -> [Subview]? {
            guard !(V.Body.self is Never.Type), !(view is Subview), !isLibraryView(V.self),
                  !DynamicProperties.hasProperties(view) else { return nil }
            var found: [Subview] = []
            append(view.body, path: path, values: values, to: &found)
            return found.count == 1 ? nil : found
        }
        return parts(view)
    }

    /// Whether `type` is one of Flipbook's own views (whose bodies stand for SwiftUI's primitives).
    private static func isLibraryView(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("FlipbookViews.")
    }
}

extension TupleView: SubviewResolvable {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        for (index, element) in elements.enumerated() {
            SubviewResolution.append(element, path: path + [index], values: values, to: &subviews)
        }
    }
}

extension ForEach: SubviewResolvable where Content: View {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        for element in data {
            SubviewResolution.append(content(element), path: path + [AnyHashable(identify(element))], values: values,
                                     to: &subviews)
        }
    }
}

extension Group: SubviewResolvable where Content: View {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        SubviewResolution.append(content, path: path, values: values, to: &subviews)
    }
}

extension _ConditionalContent: SubviewResolvable {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        switch storage {
        case .trueContent(let content): SubviewResolution.append(content, path: path + [true], values: values, to: &subviews)
        case .falseContent(let content): SubviewResolution.append(content, path: path + [false], values: values, to: &subviews)
        }
    }
}

extension Optional: SubviewResolvable where Wrapped: View {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        if let view = self { SubviewResolution.append(view, path: path, values: values, to: &subviews) }
    }
}

extension EmptyView: SubviewResolvable {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {}
}

extension AnyView: SubviewResolvable {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        SubviewResolution.append(storage, path: path, values: values, to: &subviews)
    }
}

extension _ContainerValueView: SubviewResolvable {
    func appendSubviews(path: [AnyHashable], values: ContainerValues, to subviews: inout [Subview]) {
        var values = values
        apply(&values)
        SubviewResolution.append(content, path: path, values: values, to: &subviews)
    }
}
