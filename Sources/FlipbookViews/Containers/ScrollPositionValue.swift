import Foundation

/// Where a scroll view is scrolled, as iOS 18's `scrollPosition(_:anchor:)` binds it: to a view by its id, to an
/// edge, or to a point; and, once the user scrolls, the id of the view at the top (or leading) edge.
public struct ScrollPosition: Hashable, @unchecked Sendable {
    enum Target: Hashable {
        case automatic
        case view(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        /// A content offset; a nil coordinate keeps the current one.
        case point(x: CGFloat?, y: CGFloat?)
    }

    var target: Target
    /// Counts the requests made in code, so that asking for the same place twice scrolls there twice.
    var request = 0
    /// Whether the position was last set by the user scrolling, rather than by code.
    public private(set) var isPositionedByUser = false

    private init(target: Target) { self.target = target }

    /// A position with no target: the scroll view stays where it is and fills in the id as the user scrolls.
    public init(idType: (some Hashable & Sendable).Type = Never.self) { self.init(target: .automatic) }
    /// A position at an edge of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.init(target: .edge(edge)) }
    /// A position at a content offset.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(target: .point(x: point.x, y: point.y))
    }
    /// A position at horizontal offset `x`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { self.init(target: .point(x: x, y: nil)) }
    /// A position at vertical offset `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { self.init(target: .point(x: nil, y: y)) }
    /// A position at the content offset (`x`, `y`).
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(target: .point(x: x, y: y))
    }
    /// A position at the view with `id` in the scroll target layout.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.init(target: .view(AnyHashable(id), anchor: anchor))
    }

    /// The id of the view the position is at, set in code or by the user's scrolling.
    public var viewID: (any Hashable & Sendable)? {
        guard case .view(let id, _) = target, let value = id.base as? any Hashable else { return nil }
        // Ids come from `ForEach` and `id(_:)`, which do not ask for Sendable; Sendable is a marker protocol, so the
        // two existentials have one layout.
        return unsafeBitCast(value, to: (any Hashable & Sendable).self)
    }

    /// The id of the view the position is at, if it is of type `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        guard case .view(let id, _) = target else { return nil }
        return id.base as? T
    }

    /// The edge the position is at, if it was set to one.
    public var edge: Edge? {
        guard case .edge(let edge) = target else { return nil }
        return edge
    }

    /// The content offset the position is at, if it was set to one.
    public var point: CGPoint? {
        guard case .point(let x, let y) = target else { return nil }
        return CGPoint(x: x ?? 0, y: y ?? 0)
    }

    /// Scrolls to the view with `id`, placing its `anchor` at the same point of the scroll view.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        request(.view(AnyHashable(id), anchor: anchor))
    }
    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { request(.edge(edge)) }
    /// Scrolls to the content offset `point`.
    public mutating func scrollTo(point: CGPoint) { request(.point(x: point.x, y: point.y)) }
    /// Scrolls to horizontal offset `x`.
    public mutating func scrollTo(x: CGFloat) { request(.point(x: x, y: nil)) }
    /// Scrolls to vertical offset `y`.
    public mutating func scrollTo(y: CGFloat) { request(.point(x: nil, y: y)) }
    /// Scrolls to the content offset (`x`, `y`).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { request(.point(x: x, y: y)) }

    private mutating func request(_ target: Target) {
        self.target = target
        request += 1
        isPositionedByUser = false
    }

    /// The position the user's scrolling left, at the view with `id` (or nowhere named).
    func scrolledByUser(to id: AnyHashable?) -> ScrollPosition {
        var copy = self
        copy.target = id.map { .view($0, anchor: nil) } ?? .automatic
        copy.isPositionedByUser = true
        return copy
    }
}

/// A `scrollPosition(_:anchor:)` binding, as the environment carries it to the scroll view.
struct ScrollPositionValueBinding {
    let read: () -> ScrollPosition
    let write: (ScrollPosition) -> Void
    let anchor: UnitPoint?
}

struct ScrollPositionValueKey: EnvironmentKey { static var defaultValue: ScrollPositionValueBinding? { nil } }

extension EnvironmentValues {
    var scrollPositionValue: ScrollPositionValueBinding? {
        get { self[ScrollPositionValueKey.self] }
        set { self[ScrollPositionValueKey.self] = newValue }
    }
}

extension View {
    /// Binds where the scroll view inside is scrolled (iOS 18): a `scrollTo` on the position scrolls there
    /// (animated in an animated transaction), and the user's scrolling writes the id of the view at `anchor` of
    /// the visible area (its top leading corner when nil) back into it.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionValue, ScrollPositionValueBinding(
            read: { position.wrappedValue }, write: { position.wrappedValue = $0 }, anchor: anchor))
    }
}
