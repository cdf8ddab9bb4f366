import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Codable, Sendable {
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

    /// Insets of `length` on each edge in `edges` and zero elsewhere.
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    // Arithmetic SwiftUI provides through `_VectorMath`.
    /// The insets added edge by edge.
    public static func + (l: EdgeInsets, r: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: l.top + r.top, leading: l.leading + r.leading,
                   bottom: l.bottom + r.bottom, trailing: l.trailing + r.trailing)
    }
    /// The insets subtracted edge by edge.
    public static func - (l: EdgeInsets, r: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: l.top - r.top, leading: l.leading - r.leading,
                   bottom: l.bottom - r.bottom, trailing: l.trailing - r.trailing)
    }
    /// The insets negated edge by edge.
    public static prefix func - (e: EdgeInsets) -> EdgeInsets { EdgeInsets() - e }
    /// The insets scaled edge by edge.
    public static func * (l: EdgeInsets, r: Double) -> EdgeInsets {
        let k = CGFloat(r)
        return EdgeInsets(top: l.top * k, leading: l.leading * k, bottom: l.bottom * k, trailing: l.trailing * k)
    }
}
