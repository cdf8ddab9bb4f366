import Foundation

/// Where a scroll view's content is and how much of it shows (iOS 18), as `onScrollGeometryChange` reports it.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled: the content point at the visible area's top-leading corner (minus the
    /// leading and top insets at rest, as in UIKit).
    public var contentOffset: CGPoint
    /// The size of the content, at its natural length along the scrolling axes, without the insets.
    public var contentSize: CGSize
    /// Insets around the content: its `contentMargins` and the safe area `safeAreaPadding` adds.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// The geometry of a scroll view scrolled to `contentOffset`.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible area, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds, in the content's coordinates: the visible area within the insets.
    public var bounds: CGRect { visibleRect.inset(by: contentInsets) }
}

/// What a scroll view is doing (iOS 18), as `onScrollPhaseChange` reports it.
public enum ScrollPhase: Equatable, Sendable {
    /// At rest.
    case idle
    /// A finger is down and may yet drag the content.
    case tracking
    /// A finger drags the content.
    case interacting
    /// The content moves on after the finger lifted: gliding, bouncing back or settling on a target.
    case decelerating
    /// The content moves to a place set in code (`scrollTo` or `scrollPosition` in an animated transaction).
    case animating

    /// Whether the content is moving or being moved.
    public var isScrolling: Bool { self != .idle }
}

/// The scroll view's geometry and speed when its phase changed.
public struct ScrollPhaseChangeContext {
    /// The geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The content's speed in points per second, when the scroll view knows it (as a finger lifts).
    public var velocity: CGVector?
}
