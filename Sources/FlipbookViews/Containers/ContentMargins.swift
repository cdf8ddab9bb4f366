import Foundation

/// Where content margins apply: to a scroll view's content and its indicators, to the content only, or to the
/// indicators only (Flipbook draws no indicators).
public struct ContentMarginPlacement: Hashable, Sendable {
    private let kind: Int
    /// The content's margins (and the indicators').
    public static let automatic = ContentMarginPlacement(kind: 0)
    /// The content's margins only.
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    /// The indicators' margins only (no effect: Flipbook draws no indicators).
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)

    var insetsContent: Bool { self != .scrollIndicators }
}

struct ScrollContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }

extension EnvironmentValues {
    /// The margins scroll views in this environment put around their content (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension EdgeInsets {
    /// These insets with the edges in `edges` replaced by `other`'s.
    func replacing(_ edges: Edge.Set, with other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? other.top : top,
                   leading: edges.contains(.leading) ? other.leading : leading,
                   bottom: edges.contains(.bottom) ? other.bottom : bottom,
                   trailing: edges.contains(.trailing) ? other.trailing : trailing)
    }
}

extension View {
    /// Insets the content of the scroll views inside by `insets` on `edges`: the content starts and ends that far
    /// in, scrolls under the margins, and `containerRelativeFrame` measures the area inside them (iOS 17).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            if placement.insetsContent { margins = margins.replacing(edges, with: insets) }
        }
    }

    /// Insets the content of the scroll views inside by `length` on `edges` (nil: no margin).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length.map { $0.isFinite ? max(0, $0) : 0 } ?? 0), for: placement)
    }

    /// Insets the content of the scroll views inside by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
