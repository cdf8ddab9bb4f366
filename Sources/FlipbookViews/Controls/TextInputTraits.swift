import Foundation

/// How a field capitalizes typed text, as the older `autocapitalization(_:)` takes it (accepted).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitalization, each word's first letter, each sentence's, or every letter.
    case none, words, sentences, allCharacters
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

struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }

extension EnvironmentValues {
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the focused field in this view is submitted (`submit` in a script).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(action: action))
    }

    /// Accepted; no keyboard is drawn.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Accepted; typed text is taken as it is.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Accepted (the older spelling, deprecated in SwiftUI); typed text is taken as it is.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Accepted; typed text is taken as it is.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }
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
