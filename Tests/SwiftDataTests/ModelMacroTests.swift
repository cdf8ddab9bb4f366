import Foundation
import Testing
import SwiftData

@Model
public final class Note {
    var title: String
    var created: Date
    var isPinned = false
    @Attribute(.unique) var slug: String
    @Transient var draft = ""

    init(title: String, created: Date = Date(timeIntervalSince1970: 0)) {
        self.title = title
        self.created = created
        slug = title.lowercased()
    }
}

final class Flag: @unchecked Sendable { var value = false }

/// A model declared public: what `@Model` adds is as visible as the class.
@Model
public final class Shelf {
    public var label: String
    public var notes: [Note] = []
    public init(label: String) { self.label = label }
}

@Suite struct ModelMacroTests {
    @Test func aModelIsObservable() {
        let note = Note(title: "Hello")
        let changed = Flag()
        withObservationTracking { _ = note.title } onChange: { changed.value = true }
        note.isPinned = true
        #expect(!changed.value, "a property the tracking did not read")
        note.title = "Bye"
        #expect(changed.value)
        #expect(note.slug == "hello" && note.draft.isEmpty)
    }

    /// A model knows the context that inserted it (and the models inserted with it do), until it is deleted.
    @Test func aModelKnowsItsContext() throws {
        let context = ModelContext(try ModelContainer(for: Shelf.self, Note.self))
        let shelf = Shelf(label: "Top")
        let note = Note(title: "On the shelf")
        shelf.notes.append(note)
        #expect(shelf.modelContext == nil)
        context.insert(shelf)
        #expect(shelf.modelContext === context && note.modelContext === context)
        note.modelContext?.delete(note)
        let remaining = try context.fetchCount(FetchDescriptor<Note>())
        #expect(note.modelContext == nil && remaining == 0)
    }
}
