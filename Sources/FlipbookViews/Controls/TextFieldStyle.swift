import Foundation

/// How text fields look. A style of one's own writes `_body(configuration:)`, as SwiftUI code does: the
/// configuration is the bare field, to pad, frame and put a background behind.
@MainActor
public protocol TextFieldStyle {
    /// The view the style makes of a field.
    associatedtype _Body: View
    /// The label type of the field the style is handed.
    typealias _Label = _TextFieldStyleLabel
    /// The field in this style.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the field a ``TextFieldStyle`` is handed (the field draws its prompt, not its label).
public struct _TextFieldStyleLabel: View {
    /// Nothing: the field shows its prompt.
    public var body: some View { EmptyView() }
}

/// Text alone (iOS's default).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    /// The bare field.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// The default: plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    /// The bare field.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// A white field in a thin grey rounded border, 34 points tall.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// The field, told to draw its rounded border (and its 7-point insets).
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.environment(\.textFieldsAreRounded, true)
    }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// Text alone, with no border.
    public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: plain.
    public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A white field in a thin grey rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

struct RoundedTextFieldKey: EnvironmentKey { static let defaultValue = false }
/// What the text field style set around a field makes of it (nil: none is set, and the field is bare).
struct TextFieldStyleBodyKey: EnvironmentKey {
    static var defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? { nil }
}

extension EnvironmentValues {
    var textFieldsAreRounded: Bool {
        get { self[RoundedTextFieldKey.self] }
        set { self[RoundedTextFieldKey.self] = newValue }
    }
    var textFieldStyleBody: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? {
        get { self[TextFieldStyleBodyKey.self] }
        set { self[TextFieldStyleBodyKey.self] = newValue }
    }
}

extension View {
    /// Sets how text fields in this view look: each field inside is drawn through the style's
    /// `_body(configuration:)`, iOS's styles and one's own alike.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.textFieldStyleBody) { @MainActor field in AnyView(style._body(configuration: field)) }
    }
}
