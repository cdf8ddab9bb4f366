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

    /// The field, or what the text field style set around it (`_body(configuration:)`) makes of it.
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

    /// A field that edits a value through a Foundation `Formatter` (the value's text is the formatter's; text the
    /// formatter reads back writes the value).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.formatted(value, formatter), prompt: titleKey.key, label: Text(titleKey))
    }

    /// A field that edits a value through a `Formatter`, showing `prompt` while it is empty.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: Self.formatted(value, formatter), prompt: prompt?.string ?? titleKey.key, label: Text(titleKey))
    }

    /// iOS 13's field editing a value through a `Formatter`, with its editing and commit callbacks.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: Self.formatted(value, formatter), prompt: titleKey.key, label: Text(titleKey),
                  onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field titled by a string that edits a value through a `Formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: Self.formatted(value, formatter), prompt: String(title), label: Text(title))
    }

    /// A field titled by a string that edits a value through a `Formatter`, showing `prompt` while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: Self.formatted(value, formatter), prompt: prompt?.string ?? String(title), label: Text(title))
    }

    /// iOS 13's field titled by a string, editing a value through a `Formatter`, with its callbacks.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                      onCommit: @escaping () -> Void = {}) {
        self.init(text: Self.formatted(value, formatter), prompt: String(title), label: Text(title),
                  onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// The value's text through `formatter` (in UTC and US English where it was left at the machine's); text
    /// the formatter reads back as a value of the binding's type writes it.
    private static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        let formatter = HostFormatting.settled(formatter)
        return Binding(get: { formatter.string(for: value.wrappedValue) ?? "" },
                       set: { text in
                           if let parsed = HostFormatting.value(V.self, from: text, with: formatter) {
                               value.wrappedValue = parsed
                           }
                       })
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
