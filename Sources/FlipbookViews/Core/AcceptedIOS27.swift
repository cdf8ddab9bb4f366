import Foundation

// iOS 27 API that real code uses around its animations, accepted where its effect is on things Flipbook does
// not draw (rows swiped outside lists, device corners) and drawn where it can be. `AsyncImage(request:)` and
// `asyncImageURLSession` name FoundationNetworking's types, so they are declared in the module `flipbook`
// compiles users' files against (`HostClockShim`).

extension View {
    /// Lets rows with swipe actions outside a list be swiped, one at a time (accepted: only a list's rows are
    /// swiped in Flipbook, one at a time).
    public func swipeActionsContainer() -> some View { self }

    /// The shape of the borders of text fields inside (accepted: bordered fields keep their rounded rectangle).
    public func textInputBorderShape(_ shape: TextInputBorderShape) -> some View { self }
}

/// The shape a bordered text field's border takes (iOS 27).
public struct TextInputBorderShape: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = TextInputBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = TextInputBorderShape(name: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = TextInputBorderShape(name: "roundedRectangle")
}

/// A field in a border (iOS 27's replacement for `.roundedBorder`): drawn as the rounded-border style.
public struct BorderedTextFieldStyle: TextFieldStyle {
    /// The bordered style.
    public init() {}
    /// The field as the rounded-border style draws it.
    public func _body(configuration: TextField<_Label>) -> some View {
        RoundedBorderTextFieldStyle()._body(configuration: configuration)
    }
}

extension TextFieldStyle where Self == BorderedTextFieldStyle {
    /// A field in a border.
    public static var bordered: BorderedTextFieldStyle { .init() }
}

extension GeometryProxy {
    /// The corner radii concentric with the container's corners for this view's bounds (iOS 27): zero, as
    /// Flipbook's hosts have square corners (see `ConcentricRectangle`).
    public var concentricCornerRadii: RectangleCornerRadii? {
        RectangleCornerRadii(topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)
    }

    /// The corner radii concentric with the container's corners for `rect`: zero, as for the view's bounds.
    public func concentricCornerRadii(in rect: CGRect) -> RectangleCornerRadii? { concentricCornerRadii }
}

extension TabRole {
    /// The tab of a key action, set apart in the tab bar (iOS 27; drawn as the other tabs).
    public static let prominent = TabRole(name: "prominent")
}
