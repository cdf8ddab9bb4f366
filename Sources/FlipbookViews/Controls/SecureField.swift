import Foundation

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
