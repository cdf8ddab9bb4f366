import Foundation

/// What a shape is for: filling, stroking or separating content (SwiftUI's `Shape.role`). Flipbook reads it
/// nowhere: a shape is drawn as its view says (filled, stroked), whatever its role.
public enum ShapeRole: Hashable, Sendable {
    /// A shape to fill (the default).
    case fill
    /// A shape to stroke.
    case stroke
    /// A shape that separates content, such as a divider.
    case separator
}

extension Shape {
    /// A shape is filled unless it says otherwise.
    public static var role: ShapeRole { .fill }
}
