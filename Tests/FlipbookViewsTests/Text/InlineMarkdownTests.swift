import Foundation
import Testing
@testable import FlipbookViews

/// The inline Markdown of a text's key, read as SwiftUI reads it.
@MainActor
@Suite struct InlineMarkdownTests {
    private typealias Style = InlineMarkdown.Style

    private func runs(_ source: String) -> [(String, Style)]? {
        InlineMarkdown.runs(of: source)?.map { ($0.text, $0.style) }
    }

    @Test func strongEmphasisCodeStrikethroughAndLinks() throws {
        let found = try #require(runs("Tap **Done**, *then* `save` ~~now~~ or [read more](https://example.com)."))
        #expect(found.map(\.0) == ["Tap ", "Done", ", ", "then", " ", "save", " ", "now", " or ", "read more", "."])
        #expect(found[1].1 == Style(bold: true))
        #expect(found[3].1 == Style(italic: true))
        #expect(found[5].1 == Style(code: true))
        #expect(found[7].1 == Style(struckThrough: true))
        #expect(found[9].1 == Style(link: true, destination: "https://example.com"), "a link keeps where it goes")
        #expect(found[0].1 == Style() && found[10].1 == Style())
    }

    @Test func nestedAndTripleDelimiters() throws {
        let both = try #require(runs("***loud***"))
        #expect(both.count == 1 && both[0].0 == "loud" && both[0].1 == Style(bold: true, italic: true))
        let nested = try #require(runs("__bold _and italic_ done__"))
        #expect(nested.map(\.0) == ["bold ", "and italic", " done"])
        #expect(nested[1].1 == Style(bold: true, italic: true) && nested[2].1 == Style(bold: true))
        let code = try #require(runs("`**not bold**`"))
        #expect(code.count == 1 && code[0].0 == "**not bold**" && code[0].1 == Style(code: true))
    }

    @Test func plainTextAndLoneDelimitersStayAsTheyAre() {
        #expect(runs("Hello, world") == nil)
        #expect(runs("5 * 3 = 15") == nil, "a star with spaces around it is a star")
        #expect(runs("snake_case_name") == nil, "underscores inside a word are not emphasis")
        #expect(runs("**unclosed") == nil)
        #expect(runs("[not a link] (x)") == nil)
        #expect(InlineMarkdown.plainText(of: #"2 \* 3 is \_six\_"#) == "2 * 3 is _six_", "escapes")
        #expect(InlineMarkdown.plainText(of: "a*b*c") == "abc", "a star may emphasise inside a word")
    }

    /// A literal takes the key initializer (Foundation on Linux also lets it be an `AttributedString`).
    private func literalText() -> Text { Text("a **b**") }

    struct Note: View {
        var body: some View { Text("Tap **Done** or *skip*") }
    }

    /// A key's Markdown reaches the drawing: its string without the markers, bold and italic runs.
    @Test func aTextDrawsItsKeysMarkdown() throws {
        let graph = ViewGraph(rootView: Note(), size: CGSize(width: 600, height: 100))
        let drawing = try #require(graph.textDrawings.first)
        #expect(drawing.string == "Tap Done or skip")
        let runs = try #require(drawing.runs)
        #expect(runs.map(\.length) == [4, 4, 4, 4])
        #expect(runs[1].font.weight > runs[0].font.weight, "Done is bold")
        #expect(runs[3].font.italic && !runs[0].font.italic, "skip is in italics")
        #expect(Text(verbatim: "Tap **Done**").string == "Tap **Done**", "verbatim text is not read as Markdown")
        #expect(literalText().string == "a b")
        let name = "**x**"
        #expect(Text(name).string == "**x**", "a string value is not read as Markdown")
        #expect(Text(LocalizedStringKey(name)).string == "x", "a key made from a string is")
        let interpolated = Text("Hi \(name), *welcome*")
        #expect(interpolated.string == "Hi **x**, welcome", "Markdown in the literal, not in the values")
        #expect(interpolated.segments?.count == 2)
        let file = "my_file_name"
        #expect(Text("Open \(file)").segments == nil, "escaped values alone leave one plain text")
    }
}
