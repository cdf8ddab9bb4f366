import Foundation

/// A stored property of a view that the graph keeps up to date: `@State`, `@Binding`, `@Environment`,
/// `@Namespace`, or a user type made of them.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated, after the graph has updated the property's storage.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What the graph gives a dynamic property when it installs it on a view node.
@MainActor
protocol DynamicPropertyHost: AnyObject {
    /// The persistent storage of slot `key`, created from `make` the first time or when its type changed.
    func storage<T: AnyObject>(for key: String, make: () -> T) -> T
    var environment: EnvironmentValues { get }
    var graph: ViewGraph { get }
}

/// Dynamic properties the graph installs: each links its per-value box to the node's persistent storage.
@MainActor
protocol InstallableProperty {
    func install(on host: DynamicPropertyHost, key: String)
}

@MainActor
enum DynamicProperties {
    /// Installs every dynamic property stored in `value` (recursively through user `DynamicProperty` types, and
    /// through the app whose window a view hosts, so that an `App`'s `@State` and `@StateObject` work).
    static func install(in value: Any, on host: DynamicPropertyHost, prefix: String = "") {
        let mirror = Mirror(reflecting: value)
        for (index, child) in mirror.children.enumerated() {
            let key = prefix.isEmpty ? "\(index)" : "\(prefix).\(index)"
            if let property = child.value as? InstallableProperty {
                property.install(on: host, key: key)
            } else if child.value is DynamicProperty || child.value is any App {
                install(in: child.value, on: host, prefix: key)
            }
        }
    }

    /// Whether a value holds any dynamic property (so views without one can skip the reflection).
    static func hasProperties(_ value: Any) -> Bool {
        Mirror(reflecting: value).children.contains { $0.value is DynamicProperty || $0.value is any App }
    }
}
