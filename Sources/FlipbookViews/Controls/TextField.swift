import Foundation

/// A field of editable text. Flipbook draws it (the text, or the prompt in the placeholder grey, and a caret in
/// the tint while it is focused) and takes typing only from an interaction script (`type "text" @t`,
/// `submit @t`) or `ViewGraph.type(_:)`: a tap focuses it. No keyboard is drawn.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let label: Label
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    /// Whether the field shows its text as dots: a `SecureField` handed to a text field style.
    var isSecure = false
    @Environment(\.textFieldStyleBody) private var styleBody

    init(text: Binding<String>, prompt: String, label: Label, onEditingChanged: ((Bool) -> Void)? = nil,
         onCommit: (() -> Void)? = nil, isSecure: Bool = false) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
        self.isSecure = isSecure
    }

    /// The field, or what a text field style of one's own (`_body(configuration:)`) makes of it.
    public var body: some View {
        if let styleBody {
            styleBody(TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, label: _TextFieldStyleLabel(),
                                                      onEditingChanged: onEditingChanged, onCommit: onCommit,
                                                      isSecure: isSecure))
                .environment(\.textFieldStyleBody, nil)
        } else {
            _TextInput(text: text, prompt: prompt, isSecure: isSecure, onEditingChanged: onEditingChanged,
                       onCommit: onCommit)
        }
    }
}

extension TextField where Label == Text {
    /// A field titled by a localized key (shown as the prompt while the text is empty), editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: titleKey.key, label: Text(titleKey))
    }

    /// A field titled by a string (shown as the prompt while the text is empty), editing `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: String(title), label: Text(title))
    }

    /// A field editing `text`, showing `prompt` while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.string ?? titleKey.key, label: Text(titleKey))
    }

    /// A field titled by a string, editing `text`, showing `prompt` while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.string ?? String(title), label: Text(title))
    }

    /// A field that grows along `axis` (accepted; Flipbook's fields are one line).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: titleKey.key, label: Text(titleKey))
    }

    /// A field titled by a string, editing `text`; `axis` says which way it may grow as the text does.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: String(title), label: Text(title))
    }

    /// A field showing `prompt` while it is empty, that may grow along `axis` (accepted: fields are one line).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt?.string ?? titleKey.key, label: Text(titleKey))
    }

    /// A field titled by a string, showing `prompt` while it is empty, that may grow along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt?.string ?? String(title), label: Text(title))
    }

    /// iOS 13's field: `onEditingChanged` hears `true` when it gains focus and `false` when it loses it, and
    /// `onCommit` runs when it is submitted (`submit` in a script).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: titleKey.key, label: Text(titleKey), onEditingChanged: onEditingChanged,
                  onCommit: onCommit)
    }

    /// iOS 13's field titled by a string, with its editing and commit callbacks.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: String(title), label: Text(title), onEditingChanged: onEditingChanged,
                  onCommit: onCommit)
    }

    /// A field that edits a value through a format (its text shows the value formatted; typing appends to
    /// that text and the value is parsed back from it when it parses).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt?.string ?? titleKey.key, label: Text(titleKey))
    }

    /// A field titled by a string that edits a value through a format.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                             prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt?.string ?? String(title), label: Text(title))
    }

    /// The value's text through `format`; text that parses writes the value back.
    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F)
        -> Binding<String> where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) },
                set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    }
}

extension TextField {
    /// A field editing `text`, with a view as its label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt?.string ?? "", label: label())
    }

    /// A field editing `text`, with a view as its label, that may grow along `axis` (accepted: fields are one
    /// line).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt?.string ?? "", label: label())
    }
}

/// A text field whose text shows as dots.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let label: Label
    var onCommit: (() -> Void)?

    /// The field, showing its text as dots, in the environment's text field style.
    public var body: some View {
        TextField(text: text, prompt: prompt, label: label, onCommit: onCommit, isSecure: true)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled by a localized key, editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: titleKey.key, label: Text(titleKey))
    }

    /// A secure field titled by a string, editing `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: String(title), label: Text(title))
    }

    /// A secure field editing `text`, showing `prompt` while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.string ?? titleKey.key, label: Text(titleKey))
    }

    /// A secure field titled by a string, showing `prompt` while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.string ?? String(title), label: Text(title))
    }

    /// iOS 13's secure field: `onCommit` runs when it is submitted.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: titleKey.key, label: Text(titleKey), onCommit: onCommit)
    }

    /// iOS 13's secure field titled by a string: `onCommit` runs when it is submitted.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: String(title), label: Text(title), onCommit: onCommit)
    }
}

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
    /// The field, drawn as the style says (`textFieldStyle(_:)` tells the field).
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// A white field in a thin grey rounded border, 34 points tall.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// The field, drawn as the style says (`textFieldStyle(_:)` tells the field).
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
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
struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }
/// What a text field style of one's own makes of a field (nil: iOS's styles, drawn by the field itself).
struct TextFieldStyleBodyKey: EnvironmentKey {
    static var defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? { nil }
}

extension EnvironmentValues {
    var textFieldsAreRounded: Bool {
        get { self[RoundedTextFieldKey.self] }
        set { self[RoundedTextFieldKey.self] = newValue }
    }
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
    var textFieldStyleBody: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? {
        get { self[TextFieldStyleBodyKey.self] }
        set { self[TextFieldStyleBodyKey.self] = newValue }
    }
}

/// The keyboard a field asks for (no keyboard is drawn).
public enum UIKeyboardType: Int, Sendable {
    /// The kinds of on-screen keyboard a field can ask for (accepted; no keyboard is drawn).
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// When a field capitalizes what is typed (accepted; typed text is taken as it is).
public struct TextInputAutocapitalization: Sendable {
    /// Never capitalizes.
    public static let never = TextInputAutocapitalization()
    /// Capitalizes the first letter of each word.
    public static let words = TextInputAutocapitalization()
    /// Capitalizes the first letter of each sentence.
    public static let sentences = TextInputAutocapitalization()
    /// Capitalizes every letter.
    public static let characters = TextInputAutocapitalization()
}

/// The return key's label (no keyboard is drawn).
public struct SubmitLabel: Sendable {
    /// The return key's labels iOS offers.
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(),
                      route = SubmitLabel(), search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(),
                      `continue` = SubmitLabel()
}

/// What submits (only `.text`, the return key, exists here).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// The search key in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The kind of text a field holds, for autofill (accepted).
public struct UITextContentType: Sendable {
    let rawValue: String
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

extension View {
    /// Sets how text fields in this view look: one of iOS's styles, or one of one's own, whose
    /// `_body(configuration:)` each field inside is drawn through.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let builtIn = style is PlainTextFieldStyle || style is DefaultTextFieldStyle
            || style is RoundedBorderTextFieldStyle
        nonisolated(unsafe) let style = style
        let body: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? =
            builtIn ? nil : { @MainActor field in AnyView(style._body(configuration: field)) }
        return environment(\.textFieldsAreRounded, style is RoundedBorderTextFieldStyle)
            .environment(\.textFieldStyleBody, body)
    }

    /// Runs `action` when the focused field in this view is submitted (`submit` in a script).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(action: action))
    }

    /// Accepted; no keyboard is drawn.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Accepted; typed text is taken as it is.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Accepted; typed text is taken as it is.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Accepted (the older spelling); typed text is taken as it is.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Accepted; no keyboard is drawn.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Accepted; there is no autofill.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

/// `onSubmit`: adds an action for the fields inside.
struct SubmitModifier: ViewModifier {
    let action: () -> Void
    func body(content: Content) -> some View {
        content.transformEnvironment(\.submitActions) { [action] in $0.append(action) }
    }
}
