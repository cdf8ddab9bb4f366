import Foundation

/// Where a scroll view comes to rest after a flick: given where the flick would glide to, a behaviour moves
/// that target (to a page boundary, to a view's edge), and the scroll view springs there instead of gliding.
public protocol ScrollTargetBehavior {
    /// Moves `target` (the rectangle the scroll view would show when the flick ends) to where it should rest.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

extension ScrollTargetBehavior {
    /// What `updateTarget(_:context:)` is told, under the name SwiftUI's behaviours spell it.
    public typealias TargetContext = ScrollTargetBehaviorContext
}

/// The rectangle of content a scroll view shows when it comes to rest.
public struct ScrollTarget: Equatable, Sendable {
    /// The visible rectangle, in the content's coordinates.
    public var rect: CGRect
    /// Which point of `rect` the target names (nil: its origin).
    public var anchor: UnitPoint?

    /// A target that rests on `rect` of the content, aligned by `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows about the scroll that is ending.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the flick would glide to on its own.
    public let originalTarget: ScrollTarget
    /// The content's velocity at release, in points per second (positive: content moving up or left).
    public let velocity: CGVector
    /// The size of the content.
    public let contentSize: CGSize
    /// The size of the scroll view's visible area inside its insets (the safe area it adds, `safeAreaPadding`,
    /// `contentMargins`), as Apple documents it: with insets that leave one card showing, the card's size.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set
    /// The visible rectangle when the finger lifted.
    let releaseRect: CGRect
    /// The frames of the views of the scroll target layout (or the content's views), in content coordinates.
    let targetFrames: [CGRect]
}

/// Rests on page boundaries, a page being the scroll view's visible length.
///
/// A flick faster than 300 points a second turns to the next page in its direction; a slower release rests on the
/// nearest page (UIKit's paging rule).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Paging by the scroll view's visible length.
    public init() {}

    /// The release speed (points per second) above which paging moves on in the flick's direction.
    static let flickSpeed: CGFloat = 300

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let position = context.releaseRect.origin[axis] / page
            let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            let index = speed > Self.flickSpeed ? position.rounded(.up)
                : speed < -Self.flickSpeed ? position.rounded(.down) : position.rounded()
            let last = max(0, ((context.contentSize[axis] - page) / page).rounded(.up))
            target.rect.origin[axis] = min(max(index, 0), last) * page
        }
    }
}

/// Rests with the leading edge of one of the scroll target layout's views at the leading edge of the visible
/// area: the one nearest to where the flick would glide, at most `limitBehavior` views away.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    let limitBehavior: LimitBehavior
    /// Rests on the views of the scroll target layout, one view per flick.
    public init() { limitBehavior = .automatic }
    /// Rests on the views of the scroll target layout, as many per flick as `limitBehavior` allows.
    public init(limitBehavior: LimitBehavior) { self.limitBehavior = limitBehavior }

    /// How many views a flick may pass: `.always` (and `.automatic`) one at a time, `.never` as many as it glides.
    public struct LimitBehavior: Sendable, Equatable {
        let limitsToOneView: Bool
        /// The system's choice: one view per flick.
        public static let automatic = LimitBehavior(limitsToOneView: true)
        /// One view per flick.
        public static let always = LimitBehavior(limitsToOneView: true)
        /// As many views as the flick carries.
        public static let never = LimitBehavior(limitsToOneView: false)
        /// A few views at most (iOS 18): one per flick, as Flipbook's flicks rest on the next view.
        public static let alwaysByFew = LimitBehavior(limitsToOneView: true)
        /// One view per flick (iOS 18).
        public static let alwaysByOne = LimitBehavior(limitsToOneView: true)
    }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let edges = context.targetFrames.map { $0.origin[axis] }.sorted()
            guard !edges.isEmpty else { continue }
            let release = context.releaseRect.origin[axis]
            var wanted = target.rect.origin[axis]
            if limitBehavior.limitsToOneView {
                let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
                let next = edges.first { $0 > release + 0.5 } ?? edges.last!
                let previous = edges.last { $0 < release - 0.5 } ?? edges.first!
                if speed > PagingScrollTargetBehavior.flickSpeed { wanted = next }
                else if speed < -PagingScrollTargetBehavior.flickSpeed { wanted = previous }
                else { wanted = release }
            }
            let nearest = edges.min { abs($0 - wanted) < abs($1 - wanted) }!
            let maximum = max(0, context.contentSize[axis] - context.containerSize[axis])
            target.rect.origin[axis] = min(max(nearest, 0), maximum)
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on page boundaries.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the scroll target layout aligned to the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Rests with a view aligned, passing at most as many views as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A scroll target behaviour, as the environment carries it to scroll views.
struct AnyScrollTargetBehavior {
    let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void
}

struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: AnyScrollTargetBehavior? { nil } }

extension EnvironmentValues {
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets where scroll views in this view come to rest after a flick.
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
        environment(\.scrollTargetBehavior, AnyScrollTargetBehavior { behavior.updateTarget(&$0, context: $1) })
    }

    /// Marks this layout as the one whose views a view-aligned scroll target behaviour aligns to (without it,
    /// the scroll view's own views are the targets).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// `scrollTargetLayout()`: marks the layout whose subviews are scroll targets.
public struct _ScrollTargetLayoutModifier: ViewModifier {
    let isEnabled: Bool
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ScrollTargetLayoutNode(graph: $0) }
    }
}

final class ScrollTargetLayoutNode: WrappingLayoutNode, ModifierApplication {
    private(set) var isEnabled = true
    func apply(_ modifier: _ScrollTargetLayoutModifier, context: ResolveContext) { isEnabled = modifier.isEnabled }
    /// The views that are scroll targets: the subviews of the layout this marks.
    var targets: [LayoutNode] { (markedLayout ?? content)?.layoutChildren ?? [] }

    /// The stack, grid or custom layout this marks: the first inside it, through the modifiers between them
    /// (`LazyHStack { … }.padding(.horizontal, 20).scrollTargetLayout()` marks the stack).
    var markedLayout: LayoutNode? {
        var node = content
        while let current = node {
            if current is SubviewLayingNode { return current }
            guard current.layoutChildren.count == 1 else { return nil }
            node = current.layoutChildren.first
        }
        return nil
    }
}

/// A node that lays out a collection of subviews (a stack, a grid, a custom `Layout`): the views a
/// `scrollTargetLayout()` around it makes scroll targets.
protocol SubviewLayingNode: LayoutNode {}
