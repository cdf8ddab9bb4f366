/// A box of editable text over several lines. It takes all the space it is offered and wraps its text from the
/// top leading corner; as with `TextField`, typing comes from an interaction script (`type "text" @t`, where a
/// newline starts a new line) after a tap focuses it.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        _TextInput(text: text, prompt: "", isSecure: false, isMultiline: true)
    }
}
