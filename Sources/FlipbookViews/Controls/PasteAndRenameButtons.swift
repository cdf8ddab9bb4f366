import Foundation

/// The system's Paste button: a capsule with the clipboard symbol and "Paste". Flipbook has no pasteboard, so a
/// tap pastes nothing: it records "Nothing to paste" in the host's warnings and does not call the action.
public struct PasteButton: View {
    /// A paste button for items of `payloadType`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// A paste button for items of the content types given.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    public var body: some View {
        Button(action: { GraphWarnings.log("Nothing to paste: Flipbook has no pasteboard") }) {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
}

/// The system's Rename button: "Rename" with a pencil, which runs the `renameAction` set around it.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button(action: { rename?() }) { label }
    }
}

extension RenameButton where Label == FlipbookViews.Label<Text, Image> {
    /// The standard Rename button.
    public init() { label = FlipbookViews.Label("Rename", systemImage: "pencil") }
}

/// What a `RenameButton` inside runs (`renameAction(_:)`).
struct RenameActionKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }

extension EnvironmentValues {
    /// The action the Rename buttons inside run; nil when none is set.
    public var rename: (@MainActor () -> Void)? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// What the Rename buttons inside run.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.rename, action)
    }

    /// Focuses `isFocused`'s field when a Rename button inside is tapped.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename) { isFocused.wrappedValue = true }
    }
}
