import Foundation
import Testing
@testable import FlipbookViews

/// `AttributedString(markdown:)` and inline presentation intents, which Linux's Foundation lacks.
@MainActor
@Suite struct AttributedStringMarkdownTests {
    private typealias Intent = AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute

    private func runs(_ string: AttributedString) -> [(String, InlinePresentationIntent?, URL?)] {
        string.runs.map { (String(string[$0.range].characters), $0[Intent.self], $0.link) }
    }

    @Test func inlineStylesBecomeIntentsAndLinks() throws {
        let string = try AttributedString(markdown: "**Bold** _it_ ~~gone~~ `code` [docs](guide.html)",
                                          baseURL: URL(string: "https://example.com/"))
        let found = runs(string)
        #expect(found.map(\.0) == ["Bold", " ", "it", " ", "gone", " ", "code", " ", "docs"])
        #expect(found[0].1 == .stronglyEmphasized && found[2].1 == .emphasized)
        #expect(found[4].1 == .strikethrough && found[6].1 == .code && found[1].1 == nil)
        #expect(found[8].2?.absoluteString == "https://example.com/guide.html")
        var edited = AttributedString("plain")
        edited.inlinePresentationIntent = [.emphasized, .stronglyEmphasized]
        #expect(edited.runs.first?[Intent.self] == [.emphasized, .stronglyEmphasized])
    }

    @Test func theSyntaxDecidesWhatHappensToLinesAndBlocks() throws {
        let source = "# Title\n\nFirst line\nsecond **line**\n\n- item"
        #expect(String(try AttributedString(markdown: source).characters) == "TitleFirst line second lineitem",
                "blocks lose their markers and run together, as Foundation's parser leaves them")
        let inline = try AttributedString(markdown: "a\nb", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(inline.characters) == "a b")
        let kept = try AttributedString(markdown: "a\n**b**",
                                        options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "a\nb")
        #expect(String(AttributedString(localized: "Tap **Done**").characters) == "Tap Done")
    }

    @Test func aTextDrawsTheIntentsAndLinks() throws {
        let string = try AttributedString(markdown: "**Bold** and [link](https://example.com)")
        let graph = ViewGraph(rootView: Text(string), size: CGSize(width: 300, height: 100))
        #expect(graph.texts == ["Bold and link"])
        let runs = try #require(graph.drawnItems { item -> [DisplayList.TextRun]? in
            guard case let .text(drawing) = item.content else { return nil }
            return drawing.runs
        }.first)
        #expect(runs.map(\.length) == [4, 5, 4], "\(runs)")
        #expect(runs[0].font.weight == 700 && runs[1].font.weight == 400, "the strong run is bold")
        #expect(runs[2].color == Color.accentColor.resolve(in: EnvironmentValues()), "the link is in the accent colour")
    }
}
