import Foundation

/// Views computed from a collection, each identified by an id so its state follows its element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    /// Makes the view for each element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// A `ForEach` of other content than views (a chart's marks), for the modules that give it that conformance.
    package init(data: Data, content: @escaping (Data.Element) -> Content, identify: @escaping (Data.Element) -> ID) {
        self.data = data
        self.content = content
        self.identify = identify
    }

    /// The id of `element`, as this `ForEach` identifies it.
    package func id(of element: Data.Element) -> ID { identify(element) }
}

extension ForEach: View where Content: View {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(ForEachNode<Data, ID, Content>(graph: graph))
    }

    /// One view per element, identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
    }
}

/// Children keyed by element id: reordering moves them, a new id inserts, a missing id removes.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: Node, ReplayingViewNode {
    var keyed: [ID: Node] = [:]
    var order: [ID] = []
    /// Elements leaving after an animated removal, brought back if their id returns before they are gone.
    private var leaving: [ID: DepartingView] = [:]
    override var children: [Node] { order.compactMap { keyed[$0] } }
    /// The last `ForEach` and its context, to make the rows again when a model they read changes.
    private(set) var lastInput: (view: ForEach<Data, ID, Content>, context: ResolveContext)?
    /// Follows the `@Observable` properties the rows' content reads, as a body's reads are followed: a row
    /// written inline (`ForEach(items) { Text($0.name).bold(model.selected == $0.id) }`) is made again when
    /// they change.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)

    func update(_ forEach: ForEach<Data, ID, Content>, context: ResolveContext) {
        lastInput = (forEach, context)
        var newKeyed: [ID: Node] = [:]
        var newOrder: [ID] = []
        let rows = observation.track { forEach.data.map { (forEach.identify($0), forEach.content($0)) } }
        for (id, row) in rows {
            if newKeyed[id] != nil {
                GraphWarnings.log("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs multiple times within the collection, this will give undefined results!")
                continue
            }
            var existing = keyed[id]
            if existing == nil, let departing = leaving.removeValue(forKey: id) {
                existing = departing.revive(as: Content.self, context: context)
            }
            newKeyed[id] = graph.reconcile(row, existing: existing, parent: self, context: context)
            newOrder.append(id)
        }
        for (id, node) in keyed where newKeyed[id] == nil {
            leaving[id] = graph.removeWithTransition(node, context: context)
        }
        leaving = leaving.filter { !$0.value.isFinished }
        keyed = newKeyed
        if order != newOrder { invalidateLayout() }
        order = newOrder
    }
}


/// A view with an explicit identity: a new id replaces the view and drops its state.
public struct IDView<Content: View, ID: Hashable>: View {
    /// The view.
    public var content: Content
    /// The view's identity: a new id makes a new view.
    public var id: ID
    /// `content` with the identity `id`.
    public init(_ content: Content, id: ID) {
        self.content = content
        self.id = id
    }
    public var body: Never { primitiveBody(Self.self) }
}

final class IDNode<Content: View, ID: Hashable>: SingleChildNode, ViewNode {
    var id: ID?
    func update(_ view: IDView<Content, ID>, context: ResolveContext) {
        // The place that holds an `IDView` replaces its node when the id changes (see `reconcile`); a node given
        // another id all the same drops its view, which leaves as a removed view does.
        if let id, id != view.id, let child {
            graph.removeWithTransition(child, context: context, replaced: true)
            self.child = nil
        }
        id = view.id
        setChild(view.content, context: context)
    }
}

/// A view whose identity is explicit (`.id(_:)`), possibly under modifiers: the place that holds it makes a new
/// view when the id changes, as SwiftUI does, so that transitions outside the `.id` run too.
@MainActor
protocol ExplicitlyIdentifiedView {
    var explicitID: AnyHashable { get }
}

extension IDView: ExplicitlyIdentifiedView {
    var explicitID: AnyHashable { AnyHashable(id) }
}

extension ModifiedContent: ExplicitlyIdentifiedView where Content: ExplicitlyIdentifiedView {
    var explicitID: AnyHashable { content.explicitID }
}

extension IDView {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(IDNode<Content, ID>(graph: graph)) }
}

extension View {
    /// Gives the view an explicit identity; changing it makes a new view.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(self, id: id) }
}
