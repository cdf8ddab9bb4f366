import Foundation

/// Nodes that name their content with an id (`.id(_:)`, the elements of a `ForEach`), for `scrollTo`.
@MainActor
protocol IdentifyingNode: Node {
    /// The node showing the view with `id`, if this node names one.
    func node(identifiedBy id: AnyHashable) -> Node?
}

extension IDNode: IdentifyingNode {
    func node(identifiedBy wanted: AnyHashable) -> Node? {
        guard let id, AnyHashable(id) == wanted else { return nil }
        return child
    }
}

extension ForEachNode: IdentifyingNode {
    func node(identifiedBy wanted: AnyHashable) -> Node? {
        guard let id = wanted.base as? ID else { return nil }
        return keyed[id]
    }

    /// The id of the element `child` shows.
    func id(of child: Node) -> AnyHashable? {
        keyed.first { $0.value === child }.map { AnyHashable($0.key) }
    }
}

extension Node {
    /// The id of the `ForEach` element this node is part of, below `boundary` (nil if none).
    func elementID(below boundary: Node) -> AnyHashable? {
        var below: Node = self
        var node = parent
        while let current = node, current !== boundary {
            if let forEach = current as? IdentifyingNode & ElementIdentifying { return forEach.id(of: below) }
            below = current
            node = current.parent
        }
        return nil
    }
}

/// Containers that can tell which of their elements a child shows.
@MainActor
protocol ElementIdentifying {
    func id(of child: Node) -> AnyHashable?
}

extension ForEachNode: ElementIdentifying {}

/// Scrolls the scroll views inside a `ScrollViewReader` to the views it names.
public struct ScrollViewProxy {
    let box: ScrollReaderBox

    /// Scrolls the scroll view around the view with `id` so that its `anchor` meets the same point of the
    /// visible area (nil: as little as shows all of it). In an animated transaction the scroll animates.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        box.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// Where a reader's proxy finds its views.
final class ScrollReaderBox: @unchecked Sendable {
    weak var node: Node?

    @MainActor
    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        guard let target = node?.descendant(identifiedBy: id) else {
            GraphWarnings.log("scrollTo: no view with id \(id) inside the ScrollViewReader.")
            return
        }
        var ancestor = target.parent
        while let current = ancestor {
            if let scroll = current as? ScrollTargeting {
                scroll.scroll(toShow: target, anchor: anchor, transaction: TransactionContext.current)
                return
            }
            ancestor = current.parent
        }
        GraphWarnings.log("scrollTo: the view with id \(id) is not in a scroll view.")
    }
}

/// A view whose content can scroll its scroll views to views it names, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// Shows `content` with a proxy that scrolls the scroll views inside to a view's id.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ScrollReaderNode<Content>(graph: graph)) }
}

final class ScrollReaderNode<Content: View>: SingleChildNode, ReplayingViewNode {
    private let box = ScrollReaderBox()
    private(set) var lastInput: (view: ScrollViewReader<Content>, context: ResolveContext)?
    /// Follows the `@Observable` properties the content reads, as a body's reads are followed.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)

    func update(_ reader: ScrollViewReader<Content>, context: ResolveContext) {
        lastInput = (reader, context)
        box.node = self
        let proxy = ScrollViewProxy(box: box)
        setChild(observation.track { reader.content(proxy) }, context: context)
    }
}

/// A scroll view that can bring a view into sight.
@MainActor
protocol ScrollTargeting: AnyObject {
    func scroll(toShow node: Node, anchor: UnitPoint?, transaction: Transaction)
}
