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
}
