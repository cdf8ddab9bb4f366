/// A namespace for `matchedGeometryEffect` identifiers, unique to the view that declares it.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The identity of one namespace.
    public struct ID: Hashable, Sendable {
        let rawValue: Int
    }

    let link = NamespaceLink()

    /// A namespace, made once for the view that declares it.
    public init() {}

    /// The namespace's identity, stable for as long as the view is on screen.
    public var wrappedValue: Namespace.ID {
        link.id ?? {
            GraphWarnings.log("Reading a Namespace property outside View.body. This will result in identifiers that never match any other identifier.")
            return ID(rawValue: -1)
        }()
    }
}

final class NamespaceLink: @unchecked Sendable {
    var id: Namespace.ID?
    init() {}
}

final class NamespaceStorage {
    let id: Namespace.ID
    init(id: Namespace.ID) { self.id = id }
}

extension Namespace: InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String) {
        let graph = host.graph
        link.id = host.storage(for: key) { NamespaceStorage(id: graph.makeNamespaceID()) }.id
    }
}
