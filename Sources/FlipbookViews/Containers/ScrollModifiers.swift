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

    /// The visible area of the nearest scroll view: a view at its top leading corner is at (0, 0).
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(ScrollViewSpaceName())))
    }

    /// The visible area of the nearest scroll view that scrolls along `axis`: a vertical page's card inside a
    /// horizontal carousel measures against the page, not the carousel.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(ScrollViewSpaceName(axis: axis))))
    }
}

/// The name scroll views give their visible area's coordinate space: one for any scroll view (`.scrollView`), and
/// one for each axis it scrolls along (`.scrollView(axis:)`).
struct ScrollViewSpaceName: Hashable, CustomStringConvertible {
    var axis: Axis?
    var description: String { axis.map { ".scrollView(axis: .\($0 == .horizontal ? "horizontal" : "vertical"))" } ?? ".scrollView" }
}

/// The area a vertical scroll view pins section headers and footers to: its visible area, grown into a collapsing
/// large title's band.
struct PinningSpaceName: Hashable {}

/// The whole canvas, as a coordinate space (iOS 17's spelling of `CoordinateSpace.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The canvas's coordinate space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinates (iOS 17's spelling of `CoordinateSpace.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The view's own coordinate space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The canvas's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
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
