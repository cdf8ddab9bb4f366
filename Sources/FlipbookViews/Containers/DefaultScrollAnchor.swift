import Foundation

/// What a default scroll anchor positions (iOS 18's `defaultScrollAnchor(_:for:)`).
public struct ScrollAnchorRole: Hashable, Sendable {
    let kind: Int
    /// Where the content starts scrolled to when the scroll view appears.
    public static let initialOffset = ScrollAnchorRole(kind: 0)
    /// Which point of the content stays in place when its size changes.
    public static let sizeChanges = ScrollAnchorRole(kind: 1)
    /// Where content smaller than the scroll view sits in it.
    public static let alignment = ScrollAnchorRole(kind: 2)
}

/// The anchors scroll views in an environment use, by role (nil: the top leading corner, and content smaller than
/// the scroll view at its start along the scrolling axes).
struct ScrollAnchors: Equatable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?

    subscript(role: ScrollAnchorRole) -> UnitPoint? {
        get {
            switch role {
            case .initialOffset: return initialOffset
            case .sizeChanges: return sizeChanges
            default: return alignment
            }
        }
        set {
            switch role {
            case .initialOffset: initialOffset = newValue
            case .sizeChanges: sizeChanges = newValue
            default: alignment = newValue
            }
        }
    }
}

struct ScrollAnchorsKey: EnvironmentKey { static let defaultValue = ScrollAnchors() }
struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }

    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Anchors the scroll views inside at `anchor` for every role: they start scrolled there (`.bottom`: at the end
    /// of a chat), keep that point of their content in place as it grows, and hold content smaller than
    /// themselves there.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollAnchors) { anchors in
            anchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor)
        }
    }

    /// Anchors the scroll views inside at `anchor` for one `role` (iOS 18).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollAnchors) { anchors in anchors[role] = anchor }
    }

    /// Lets the scroll views inside draw their content outside their bounds (the cards of a carousel beyond its
    /// edges); they still take touches only inside.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}
