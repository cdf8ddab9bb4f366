import Foundation

/// Whether a shape or view is mirrored horizontally in a layout direction (iOS 17).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrored when the layout direction is right to left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether this behaviour mirrors in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirroring) = self { return mirroring == direction }
        return false
    }
}

extension Shape {
    /// Shapes mirror in a right-to-left layout, as on iOS 17 and later: the path is flipped horizontally within
    /// its rectangle.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension Rectangle {
    /// A rectangle is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RoundedRectangle {
    /// A rounded rectangle is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Circle {
    /// A circle is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse {
    /// An ellipse is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule {
    /// A capsule is the same mirrored.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension View {
    /// The view mirrored horizontally about its centre when `behavior` mirrors in the environment's layout
    /// direction.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionMirror(behavior: behavior))
    }
}

extension View {
    /// The view mirrored horizontally in a right-to-left layout when `enabled` (the older spelling of
    /// `layoutDirectionBehavior(.mirrors)`).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }
}

private struct LayoutDirectionMirror: ViewModifier {
    let behavior: LayoutDirectionBehavior
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        content.scaleEffect(x: behavior.mirrors(direction) ? -1 : 1, y: 1)
    }
}

extension _StrokedShape {
    /// The stroked shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension _TrimmedShape {
    /// The trimmed shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension OffsetShape {
    /// The moved shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension TransformedShape {
    /// The transformed shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension RotatedShape {
    /// The rotated shape's behaviour.
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
