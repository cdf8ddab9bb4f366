import Foundation

/// A type-erased list of the values pushed onto a navigation stack (`NavigationStack(path:)`), each shown by the
/// `navigationDestination(for:)` of its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// The number of values in the path.
    public var count: Int { elements.count }
    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// The values a stack's path holds, whatever its type, and how to push and pop them.
struct ErasedNavigationPath {
    let values: () -> [AnyHashable]
    let append: (AnyHashable) -> Bool
    let removeLast: () -> Void

    init(_ path: Binding<NavigationPath>) {
        values = { path.wrappedValue.elements }
        append = { path.wrappedValue.elements.append($0); return true }
        removeLast = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
    }

    init<Data>(_ path: Binding<Data>) where Data: RangeReplaceableCollection & BidirectionalCollection, Data.Element: Hashable {
        values = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        removeLast = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast(1) } }
    }
}

/// The `navigationDestination`s registered in one navigation stack: which view shows a pushed value, by type.
@MainActor
final class NavigationDestinations {
    private var byType: [ObjectIdentifier: (registrant: Int, make: (AnyHashable) -> AnyView?)] = [:]
    /// Tells the stack that a type gained or lost its destination (so a path pushed before it was known shows).
    var changed: () -> Void = {}

    func register<D: Hashable>(_ type: D.Type, from registrant: Int, destination: @escaping (D) -> AnyView) {
        let key = ObjectIdentifier(type)
        let isNew = byType[key] == nil
        byType[key] = (registrant, { value in (value.base as? D).map(destination) })
        if isNew { changed() }
    }

    func withdraw(_ registrant: Int) {
        let before = byType.count
        byType = byType.filter { $0.value.registrant != registrant }
        if byType.count != before { changed() }
    }

    /// The screen for a pushed value, or nil when no destination takes its type.
    func view(for value: AnyHashable) -> AnyView? {
        byType[ObjectIdentifier(type(of: value.base))]?.make(value)
    }
}

struct NavigationDestinationsKey: EnvironmentKey { static var defaultValue: NavigationDestinations? { nil } }

extension EnvironmentValues {
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
}

/// `navigationDestination(for:destination:)`: registers how the enclosing stack shows values of a type.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
    let make: (D) -> Destination
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(NavigationDestinationNode<V, D, Destination>(graph: graph))
    }
}

final class NavigationDestinationNode<Content: View, D: Hashable, Destination: View>: SingleChildNode, ViewNode {
    private weak var destinations: NavigationDestinations?

    func update(_ modified: ModifiedContent<Content, NavigationDestinationModifier<D, Destination>>, context: ResolveContext) {
        let target = context.environment.navigationDestinations
        if target !== destinations { destinations?.withdraw(nodeID) }
        destinations = target
        let make = modified.modifier.make
        if let target {
            target.register(D.self, from: nodeID) { AnyView(make($0)) }
        } else {
            GraphWarnings.log("navigationDestination(for: \(D.self)) is outside a NavigationStack and has no effect.")
        }
        setChild(modified.content, context: context)
    }

    override func didRemove() { destinations?.withdraw(nodeID) }
}

extension View {
    /// Shows values of type `data` pushed onto the enclosing navigation stack (by `NavigationLink(value:)` or
    /// its path) with `destination`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(make: destination))
    }

    /// Pushes `destination` while `isPresented` is true; popping it sets it back to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(NavigationPresentationModifier(isPresented: isPresented, destination: AnyView(destination())))
    }

    /// Pushes the destination for `item` while it is not nil; popping it sets it back to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(NavigationPresentationModifier(isPresented: presented,
                                                       destination: AnyView(item.wrappedValue.map(destination))))
    }
}

/// `navigationDestination(isPresented:)`: pushes a view while a binding is true.
struct NavigationPresentationModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: AnyView
    @Environment(\.navigationPush) private var push
    /// What the pushed screen shows: the destination as the modifier was last given it.
    @State private var live = LiveDestination()

    func body(content: Content) -> some View {
        live.view = destination
        let live = self.live
        return content.onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
            guard shown else { return }
            push?.push(.view(AnyView(LiveDestinationScreen(destination: live)),
                             dismissed: { isPresented.wrappedValue = false }))
        }
    }
}
