import Foundation

/// A coordinate space by name, as iOS 17 spells it: `.coordinateSpace(.named("stack"))`.
public protocol CoordinateSpaceProtocol {
    /// The space, as the older enum names it.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    public let coordinateSpace: CoordinateSpace
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
    }
}

extension View {
    /// Names this view's coordinate space (the iOS 17 form).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_NamedCoordinateSpaceModifier(space: name.coordinateSpace))
    }
}

/// `coordinateSpace(_:)` with a named space.
struct _NamedCoordinateSpaceModifier: ViewModifier {
    let space: CoordinateSpace
    func body(content: Content) -> some View {
        if case .named(let name) = space {
            content.coordinateSpace(name: name)
        } else {
            content
        }
    }
}
