import Foundation

/// UIKit's leading/trailing insets, as far as SwiftUI takes them: `EdgeInsets(_:)` converts them, so that
/// `EdgeInsets(.zero)` and `ScrollGeometry(…, contentInsets: .init(.zero), …)` compile as on iOS.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given amounts from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension EdgeInsets {
    /// The same insets as `insets`.
    public init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}
