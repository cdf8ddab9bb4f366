import Foundation
import Testing
@testable import FlipbookViews

/// How `Text` formats the values interpolated into its string literal, as SwiftUI does.
@MainActor
@Suite struct TextInterpolationTests {
    private func shown(_ text: Text) -> String { text.string }

    @Test func numbersUseTheirDefaultFormatSpecifiers() {
        let count = 42
        let fraction = 0.5
        let width: CGFloat = 12.25
        let ratio: Float = 1.5
        #expect(shown(Text("\(count) items")) == "42 items")
        #expect(shown(Text("\(fraction)")) == "0.500000")
        #expect(shown(Text("w \(width)")) == "w 12.250000")
        #expect(shown(Text("\(ratio)")) == "1.500000")
    }

    @Test func aSpecifierFormatsTheNumber() {
        let angle = 33.333
        #expect(shown(Text("\(angle, specifier: "%.1f")°")) == "33.3°")
        #expect(shown(Text("\(7, specifier: "%03d")")) == "007")
    }

    /// Format styles format in the environment's default locale (en_US), not Linux Foundation's en_001; a style
    /// with a locale of its own keeps it.
    @Test func formatStylesUseTheDefaultLocaleUnlessGivenOne() {
        let epoch = Date(timeIntervalSince1970: 0)
        let utc = Date.FormatStyle(date: .abbreviated, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
        #expect(shown(Text(30.0, format: .currency(code: "USD"))) == "$30.00")
        #expect(shown(Text("Paid \(12.5, format: .currency(code: "USD"))")) == "Paid $12.50")
        #expect(shown(Text(epoch, format: utc)) == "Jan 1, 1970")
        #expect(shown(Text(1234.5, format: .number.locale(Locale(identifier: "de_DE")))) == "1.234,5")
    }

    @Test func formatStylesFormatTheValue() {
        #expect(shown(Text(1234, format: .number.grouping(.never))) == "1234")
        #expect(shown(Text("\(0.25, format: .percent)")) == "25%")
        #expect(shown(Text(3.14159, format: .number.precision(.fractionLength(2)))) == "3.14")
    }

    @Test func stringsTextsAndOtherValuesAreShownAsTheyAre() {
        let name = "Ada"
        let tag = Text("new")
        let point = CGPoint(x: 1, y: 2)
        #expect(shown(Text("Hi \(name)")) == "Hi Ada")
        #expect(shown(Text("\(tag)!")) == "new!")
        #expect(shown(Text("\(point)")) == "\(point)")
        #expect(shown(Text(name)) == "Ada")
    }

    struct Headline: View {
        var body: some View {
            let effects = Text("Visual Effects").foregroundStyle(.pink).bold()
            Text("Build \(effects) today").foregroundStyle(.blue) + Text("!").underline(pattern: .dash)
        }
    }

    /// An interpolated `Text` keeps its own style inside the text, as in SwiftUI (it used to give up its font and
    /// colour); `foregroundStyle` with a colour returns a `Text` (iOS 17), so it interpolates and joins with `+`.
    @Test func anInterpolatedTextKeepsItsStyle() throws {
        let graph = ViewGraph(rootView: Headline(), size: CGSize(width: 600, height: 100))
        let drawing = try #require(graph.textDrawings.first)
        #expect(drawing.string == "Build Visual Effects today!")
        let runs = try #require(drawing.runs)
        #expect(runs.map(\.length) == [6, 14, 6, 1])
        let pink = Color.pink.resolved(), blue = Color.blue.resolved()
        #expect(runs.map(\.color) == [blue, pink, blue, nil])
        #expect(runs[1].font.weight > runs[0].font.weight, "the interpolated text is bold")
    }

    struct Rating: View {
        var body: some View {
            VStack {
                Text("\(Image(systemName: "star.fill")) Rating").font(.title)
                Text(Image(systemName: "heart.fill")).foregroundColor(.red) + Text(" 4.5").bold()
                Text("\(Image(systemName: "no.such.symbol"))\(Image("photo"))")
            }
        }
    }

    /// A symbol inside text (`Text(Image(systemName:))`, or interpolated) is its glyph in the symbols' font at the
    /// text's size; it used to be the image's description, and `Text(Image)` did not compile.
    @Test func aSymbolInsideTextIsItsGlyph() throws {
        let graph = ViewGraph(rootView: Rating(), size: CGSize(width: 400, height: 200))
        let drawings = graph.textDrawings
        try #require(drawings.count == 3)
        let star = String(Character(UnicodeScalar(SymbolCatalog.entry(named: "star.fill")!.codepoint)!))
        #expect(drawings[0].string == star + " Rating")
        let runs = try #require(drawings[0].runs)
        #expect(runs.map(\.length) == [1, 7])
        #expect(runs.map(\.font.family) == [SymbolCatalog.fontFamily, nil])
        #expect(runs.map(\.font.size) == [28, 28], "the glyph takes the text's size")
        let heart = try #require(drawings[1].runs)
        #expect(heart.map(\.color) == [Color.red.resolved(), nil])
        #expect(heart[0].font.family == SymbolCatalog.fontFamily && heart[1].font.family == nil)
        let placeholder = String(Character(UnicodeScalar(SymbolCatalog.placeholder.codepoint)!))
        #expect(drawings[2].string == placeholder, "an unknown symbol is the placeholder, a picture nothing")
    }
}
