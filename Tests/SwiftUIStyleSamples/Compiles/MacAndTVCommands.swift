import SwiftUI

// A document browser as Mac, iPad and tvOS versions write it: focused values for the menu bar's commands,
// copy and paste, dialogs with a suppression check box, focus scopes for the remote, assistive actions.

struct Note: Identifiable, Hashable {
    let id: UUID
    var title: String
}

struct SelectedNoteKey: FocusedValueKey {
    typealias Value = Binding<Note>
}

extension FocusedValues {
    var selectedNote: Binding<Note>? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }
}

final class Library: ObservableObject {
    @Published var notes = [Note(id: UUID(), title: "Groceries"), Note(id: UUID(), title: "Ideas")]
}

struct NoteCommands: Commands {
    @FocusedBinding(\.selectedNote) private var note
    @FocusedObject private var library: Library?

    var body: some Commands {
        CommandMenu("Note") {
            Button("Rename") { note?.title = "Renamed" }
                .disabled(note == nil)
            Text(library == nil ? "no library" : "library")
        }
    }
}

struct NotesBrowser: View {
    @StateObject private var library = Library()
    @State private var confirmDelete = false
    @State private var suppressed = false
    @Namespace private var focusNamespace
    @AccessibilityFocusState private var focusedNote: Note.ID?

    var body: some View {
        List {
            ForEach($library.notes) { $note in
                Text(note.title)
                    .focusedValue(\.selectedNote, $note)
                    .accessibilityFocused($focusedNote, equals: note.id)
                    .prefersDefaultFocus(note.id == library.notes.first?.id, in: focusNamespace)
                    .listRowPlatterColor(.gray)
            }
            .onInsert(of: [.plainText]) { index, providers in }
            .onDelete { library.notes.remove(atOffsets: $0) }
        }
        .focusScope(focusNamespace)
        .focusedObject(library)
        .focusedSceneObject(library)
        .copyable(library.notes.map(\.title))
        .pasteDestination(for: String.self) { titles in
            library.notes += titles.map { Note(id: UUID(), title: $0) }
        }
        .onCutCommand { [] }
        .accessibilityScrollAction { edge in if edge == .top { focusedNote = nil } }
        .accessibilityZoomAction { action in
            if action.direction == .zoomIn { focusedNote = library.notes.first?.id }
        }
        .confirmationDialog("Delete all notes?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) { library.notes.removeAll() }
        }
        .dialogIcon(Image(systemName: "trash"))
        .dialogSuppressionToggle(isSuppressed: $suppressed)
        .widgetURL(URL(string: "notes://open"))
        .textEditorStyle(.roundedBorder)
        .listItemTint(ListItemTint.fixed(.orange))
    }
}

struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesBrowser()
        }
        .commands { NoteCommands() }
        .windowToolbarStyle(.unified)
    }
}
