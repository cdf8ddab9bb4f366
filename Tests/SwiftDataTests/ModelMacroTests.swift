import Foundation
import Testing
import SwiftData

@Model
final class Note {
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
}
