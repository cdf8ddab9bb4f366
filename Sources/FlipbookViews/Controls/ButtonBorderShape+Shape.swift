import Foundation

// iOS 17 made a button's border shape a shape of its own (`.clipShape(.buttonBorder)`): the outline a bordered
// button of the regular size draws.

extension ButtonBorderShape: InsettableShape {
    /// The outline in `rect`: the automatic shape and a rounded rectangle without a radius use the regular
    /// bordered button's 8-point continuous corners.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: inset, dy: inset)
        guard rect.width > 0, rect.height > 0 else { return Path() }
        let regularRadius = ControlSize.regular.borderedMetrics.cornerRadius
        switch kind {
        case .automatic:
            return Path(roundedRect: rect, cornerRadius: max(regularRadius - inset, 0), style: .continuous)
        case .capsule:
            return Capsule(style: .continuous).path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        case .roundedRectangle(let radius):
            return Path(roundedRect: rect, cornerRadius: max((radius ?? regularRadius) - inset, 0), style: .continuous)
        }
    }

    /// The shape drawn `amount` points inside its rectangle.
    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var shape = self
        shape.inset += amount
        return shape
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The outline of a bordered button.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
