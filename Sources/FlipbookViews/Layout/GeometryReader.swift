import Foundation

/// A coordinate space to measure frames in.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The canvas.
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of the ancestor named with `coordinateSpace(name:)`.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}

/// Where a geometry reader is: its size and its frame in any coordinate space.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    let layoutTransform: ProjectionTransform
    let namedSpaces: [AnyHashable: NamedSpace]
    /// Whether the reader's place among its ancestors is known yet: it is not when its content is first made,
    /// during the first layout, before the geometry pass has located it (which then makes the content again).
    var isLocated = true

    /// How far the safe area around the reader (a navigation bar and large title, a tab bar, `safeAreaPadding`)
    /// reaches beyond its edges that touch it, or into it when it ignores the safe area; zero on edges that touch
    /// none, and everywhere outside such containers (Flipbook's windows have no safe area of their own).
    public internal(set) var safeAreaInsets = EdgeInsets()

    /// The reader's bounds converted into `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let rect = CGRect(origin: .zero, size: size)
        switch coordinateSpace {
        case .local:
            return rect
        case .global:
            return rect.mapped(by: layoutTransform)
        case .named(let name):
            guard let space = namedSpaces[name] else {
                if isLocated {
                    GraphWarnings.log("No coordinate space named \(name) among the ancestors; using the global space.")
                }
                return rect.mapped(by: layoutTransform)
            }
            return rect.mapped(by: layoutTransform.concatenating(space.transform.inverted()))
        }
    }

    /// The reader's bounds converted into a coordinate space, as iOS 17 names them (`.scrollView`,
    /// `.named(_:)`, `.global`, `.local`).
    public func frame<C: CoordinateSpaceProtocol>(in coordinateSpace: C) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the view that names a space, in the reader's own coordinates (iOS 17).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        bounds(of: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the view that names a space, in the reader's own coordinates (iOS 17): for `.scrollView`,
    /// the scroll view's visible area. Nil when no ancestor names the space.
    public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace, let space = namedSpaces[name] else { return nil }
        return CGRect(origin: .zero, size: space.size).mapped(by: space.transform.concatenating(layoutTransform.inverted()))
    }
}

/// A view that gives its content its own size and position, and takes all the space it is offered.
public struct GeometryReader<Content: View>: View {
    /// The content, made from the reader's size and frames.
    public var content: (GeometryProxy) -> Content
    /// A reader that takes all the space offered and shows `content` made from its geometry, at its top-leading
    /// corner.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(GeometryReaderNode<Content>(graph: graph)) }
}

/// The node of a geometry reader: evaluates its content when its size or its position on screen changes
/// (including during animations of the ancestors' effects).
final class GeometryReaderNode<Content: View>: BoundaryNode, ViewNode, GeometryDependent, ReevaluatableNode {
    private var makeContent: ((GeometryProxy) -> Content)?
    /// Follows the `@Observable` properties the content reads, as a body's reads are followed.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)
    private var context: ResolveContext?
    private var content: Node?
    private var shownProxy: GeometryProxy?
    /// Before the first layout: the content as first given, with its context, and the transaction of an animated
    /// update that has replaced it since. A view inserted with a transition is built in the transition's
    /// starting state and moved on in the same update, before anything is laid out: the first layout makes the
    /// starting content, then the latest in that transaction, so that a reader in a transition's body (a mask
    /// growing from where the user tapped) animates from where the transition starts.
    private var unplacedStart: (make: (GeometryProxy) -> Content, context: ResolveContext)?
    private var unplacedTransaction: Transaction?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }

    func update(_ view: GeometryReader<Content>, context: ResolveContext) {
        if shownProxy == nil {
            if makeContent == nil { unplacedStart = (view.content, context) }
            else if TransitionNode.animates(context.transaction) { unplacedTransaction = context.transaction }
        }
        makeContent = view.content
        self.context = context
        graph.registerGeometryDependent(self)
        // Not before the first layout: as in SwiftUI, the content is made from the size the reader is given, never
        // from a zero placeholder (which code dividing by the size turns into NaN, or a trap).
        // Made again in the update's own transaction: a reader inside a transition's body (a mask sliding away as
        // the view leaves) animates with the removal, whose transaction is not the graph's update transaction.
        if let shownProxy { evaluate(with: shownProxy, transaction: context.transaction) }
    }

    /// Makes the content for `proxy`, in `transaction` (by default the graph's: a change of geometry found by
    /// layout animates as the update that caused it).
    private func evaluate(with proxy: GeometryProxy, transaction: Transaction? = nil) {
        guard let makeContent, var context else { return }
        shownProxy = proxy
        if proxy.isLocated { graph.provisionalReaders.remove(ObjectIdentifier(self)) }
        else { graph.provisionalReaders.insert(ObjectIdentifier(self)) }
        context.transaction = transaction ?? graph.updateTransaction
        let made = observation.track { makeContent(proxy) }
        content = graph.reconcile(made, existing: content, parent: self, context: context)
    }

    /// Makes the content again after a model it read changed, in the change's transaction.
    func evaluate(transaction: Transaction) {
        guard let shownProxy else { return }
        evaluate(with: shownProxy, transaction: transaction)
    }

    /// Makes the content as first given, then the latest in `transaction` (see `unplacedStart`).
    private func evaluateFromStart(_ start: (make: (GeometryProxy) -> Content, context: ResolveContext),
                                   then transaction: Transaction, size: CGSize) {
        let latest = (makeContent, context)
        (makeContent, context) = (start.make, start.context)
        var still = Transaction()
        still.disablesAnimations = true
        evaluate(with: proxy(size: size), transaction: still)
        content?.makeItemsThroughout()
        (makeContent, context) = latest
        evaluate(with: proxy(size: size), transaction: transaction)
    }

    /// What the reader knows of itself for a size: the space it was last drawn in.
    /// The safe area insets of the reader at its last placement.
    private var safeAreaInsets = EdgeInsets()

    private func proxy(size: CGSize) -> GeometryProxy {
        var proxy = GeometryProxy(
            size: size, layoutTransform: contentSpace.layoutTransform, namedSpaces: contentSpace.namedSpaces)
        proxy.isLocated = isLocated
        proxy.safeAreaInsets = safeAreaInsets
        return proxy
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeContent(in bounds: CGRect) {
        safeAreaInsets = graph.currentSafeAreaRegion?.insets(of: bounds) ?? EdgeInsets()
        if shownProxy?.size != bounds.size || shownProxy?.safeAreaInsets != safeAreaInsets {
            if shownProxy == nil, let start = unplacedStart, let transaction = unplacedTransaction {
                evaluateFromStart(start, then: transaction, size: bounds.size)
            } else {
                evaluate(with: proxy(size: bounds.size))
            }
        }
        unplacedStart = nil
        unplacedTransaction = nil
        let proposal = ProposedViewSize(bounds.size)
        for item in layoutChildren {
            let size = item.sizeThatFits(proposal)
            item.place(in: CGRect(origin: bounds.origin, size: size))
        }
    }

    func geometryChanged() -> Bool {
        // Never placed (a tab not shown, a page not reached): the content is made when the reader is placed, from
        // the size it is given there, never from the zero frame it has until then.
        guard let shownProxy else { return false }
        let now = proxy(size: frame.size)
        return !shownProxy.isLocated || shownProxy.size != now.size || shownProxy.layoutTransform != now.layoutTransform
            || shownProxy.namedSpaces != now.namedSpaces
    }

    func reevaluateForGeometry() {
        evaluate(with: proxy(size: frame.size))
    }

    override func didRemove() {
        super.didRemove()
        graph.provisionalReaders.remove(ObjectIdentifier(self))
    }

    override var debugName: String { "GeometryReader" }
}

/// `coordinateSpace(name:)`: names the space of this view for its descendants' `frame(in: .named(…))`.
public struct _CoordinateSpaceModifier<Name: Hashable>: ViewModifier, Equatable {
    // Compared by the nonisolated `==`; a name is a value.
    nonisolated(unsafe) let name: Name
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Names this view's coordinate space.
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        modifier(_CoordinateSpaceModifier(name: name))
    }
}

extension _CoordinateSpaceModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { NamedSpaceNode<Name>(graph: $0) }
    }
}

final class NamedSpaceNode<Name: Hashable>: WrappingBoundaryNode, ModifierApplication {
    private var name: AnyHashable?
    func apply(_ modifier: _CoordinateSpaceModifier<Name>, context: ResolveContext) {
        name = AnyHashable(modifier.name)
    }
    override func adjustSpace(_ space: inout RenderSpace) {
        if let name { space.namedSpaces[name] = NamedSpace(transform: space.layoutTransform, size: frame.size) }
    }
}
