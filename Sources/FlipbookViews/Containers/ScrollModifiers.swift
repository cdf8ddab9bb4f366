import Foundation

/// Where a scroll view comes to rest after a flick, as SwiftUI's scroll target behaviours. Flipbook accepts them
/// and glides freely (paging and view alignment are not applied yet).
public protocol ScrollTargetBehavior {}

/// Rest on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

/// Rest with a view of the scroll target layout aligned.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public init(limitBehavior: LimitBehavior) {}
    /// How many views a flick may pass.
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Marks the layout whose views a view-aligned scroll target behaviour aligns (accepted; see
    /// `scrollTargetBehavior`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Sets where scroll views in this view rest after a flick (accepted; Flipbook's scroll views glide freely).
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { self }
}

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
