import Foundation

/// A rectangle with its own radius at each corner, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: InsettableShape, Equatable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous (Apple's smooth) corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle with a radius per corner.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given radius at each corner (zero by default).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public nonisolated var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
                           AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
        }
        set {
            cornerRadii = RectangleCornerRadii(topLeading: newValue.first.first, bottomLeading: newValue.first.second,
                                               bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
        }
    }

    public func path(in rect: CGRect) -> Path {
        func inset(_ radius: CGFloat) -> CGFloat { max(0, radius - insetAmount) }
        let radii = RectangleCornerRadii(topLeading: inset(cornerRadii.topLeading),
                                         bottomLeading: inset(cornerRadii.bottomLeading),
                                         bottomTrailing: inset(cornerRadii.bottomTrailing),
                                         topTrailing: inset(cornerRadii.topTrailing))
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadii: radii, style: style)
    }

    /// The rectangle inset by `amount`, its radii shrunk to match.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The shape of the container the view is in; Flipbook's hosts have square corners, so it is a rectangle.
public struct ContainerRelativeShape: InsettableShape, Equatable {
    var insetAmount: CGFloat = 0
    /// The shape of the container the view is in: a rectangle, since hosts have square corners.
    public init() {}
    public nonisolated var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in (iOS 17's `.containerRelative`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with its own radius at each corner (iOS 17's `.rect(topLeadingRadius:…)`).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }

    /// A rectangle with the corner radii given.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
