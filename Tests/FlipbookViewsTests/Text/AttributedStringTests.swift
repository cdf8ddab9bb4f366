import Foundation
import Testing
@testable import FlipbookViews

/// `Text(AttributedString)` draws its runs in their SwiftUI attributes.
@MainActor
@Suite struct AttributedStringTests {
    @Test func runsKeepTheirFontsAndColours() throws {
        var title = AttributedString("My Library")
        let library = try #require(title.range(of: "Library"))
        title[library].font = .largeTitle.bold()
        title[library].foregroundColor = .red
        #expect(title.runs.count == 2)
        let graph = ViewGraph(rootView: Text(title).font(.largeTitle), size: CGSize(width: 300, height: 100))
        let drawing = try #require(graph.textDrawings.first)
        #expect(drawing.string == "My Library")
        let runs = try #require(drawing.runs)
        #expect(runs.map(\.length) == [3, 7])
        // "My " takes the text's own large title; "Library" its bold one, in red.
        #expect(runs[0].font.weight == 400 && runs[1].font.weight == 700, "\(runs.map(\.font))")
        #expect(runs[0].color == nil && runs[1].color == Color.red.resolved())
        // A string without SwiftUI attributes is one run, as plain text.
        let plain = ViewGraph(rootView: Text(AttributedString("plain")), size: CGSize(width: 300, height: 100))
        #expect(plain.textDrawings.map(\.string) == ["plain"] && plain.textDrawings[0].runs == nil)
    }
}
