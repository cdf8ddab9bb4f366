import FlipbookGeometry

extension Edge {
    /// A corner of a rectangle (iOS 26).
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        /// The corner where the top and leading edges meet.
        case topLeading
        /// The corner where the top and trailing edges meet.
        case topTrailing
        /// The corner where the bottom and leading edges meet.
        case bottomLeading
        /// The corner where the bottom and trailing edges meet.
        case bottomTrailing

        /// How a corner of a `ConcentricRectangle` is rounded: at a fixed radius, or concentric with the
        /// container's corner (with an optional minimum).
        ///
        /// Flipbook's hosts, like `ContainerRelativeShape`, have square corners, so a concentric corner's radius
        /// is zero and a concentric corner with a minimum takes the minimum.
        public struct Style: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                case concentric(minimum: CGFloat)
            }

            let kind: Kind

            /// A corner rounded at `radius` points; zero gives a square corner.
            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }

            /// A corner concentric with the container's corner.
            public static var concentric: Style { Style(kind: .concentric(minimum: 0)) }

            /// A corner concentric with the container's corner, its radius never below `minimum`'s.
            public static func concentric(minimum: Style? = nil) -> Style {
                Style(kind: .concentric(minimum: minimum?.radius ?? 0))
            }

            /// A corner rounded at the literal's radius, as `.fixed(value)`.
            public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

            /// A corner rounded at the literal's radius, as `.fixed(value)`.
            public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }

            init(kind: Kind) { self.kind = kind }

            /// The radius this corner has in a container with square corners.
            var radius: CGFloat {
                switch kind {
                case .fixed(let radius): return max(0, radius.isFinite ? radius : 0)
                case .concentric(let minimum): return max(0, minimum.isFinite ? minimum : 0)
                }
            }
        }
    }
}

/// A rectangle whose corners are each square, rounded at a fixed radius, or concentric with the container's
/// corners (iOS 26).
///
/// Flipbook's hosts have square corners (see `ContainerRelativeShape`), so a concentric corner is square unless
/// it has a minimum radius; fixed corners are drawn at their radius, capped at half the shorter side.
public struct ConcentricRectangle: InsettableShape, Equatable {
    var topLeading: Edge.Corner.Style
    var topTrailing: Edge.Corner.Style
    var bottomLeading: Edge.Corner.Style
    var bottomTrailing: Edge.Corner.Style
    var isUniform: Bool
    var insetAmount: CGFloat = 0

    /// A rectangle with each corner concentric with its container.
    public init() {
        self.init(corners: .concentric)
    }

    /// A rectangle with the same style at all four corners; `isUniform` gives every corner the largest radius.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(topLeadingCorner: corners, topTrailingCorner: corners, bottomLeadingCorner: corners,
                  bottomTrailingCorner: corners)
        self.isUniform = isUniform
    }

    /// A rectangle with a style for each corner.
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        topLeading = topLeadingCorner
        topTrailing = topTrailingCorner
        bottomLeading = bottomLeadingCorner
        bottomTrailing = bottomTrailingCorner
        isUniform = false
    }

    /// A rectangle whose two top corners share one style and two bottom corners another, each pair taking the
    /// larger of its radii.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric,
                uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
                  bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    /// A rectangle whose two leading corners share one style and two trailing corners another.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric,
                uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
                  bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
    }

    public nonisolated var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    public func path(in rect: CGRect) -> Path {
        let bounds = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard bounds.width > 0, bounds.height > 0 else { return Path() }
        let radii = [topLeading, topTrailing, bottomLeading, bottomTrailing].map { max(0, $0.radius - insetAmount) }
        let largest = radii.max() ?? 0
        let corner = { (index: Int) in self.isUniform ? largest : radii[index] }
        return Path(roundedRect: bounds,
                    cornerRadii: RectangleCornerRadii(topLeading: corner(0), bottomLeading: corner(2),
                                                      bottomTrailing: corner(3), topTrailing: corner(1)),
                    style: .continuous)
    }

    /// The rectangle inset by `amount`, its corner radii shrunk to match.
    public func inset(by amount: CGFloat) -> ConcentricRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with the same corner style at all four corners.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
