import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews
@testable import FlipbookCairo

/// iOS 26's `lineHeight(_:)` and `Font.leading(_:)`, measured by Pango.
@MainActor
@Suite struct LineHeightTests {
    private let threeLines = "One\nTwo\nThree"

    private func height<V: View>(_ view: V) -> CGFloat {
        let host = ViewHost(view.fixedSize(), size: CGSize(width: 300, height: 400), fonts: .pinned)
        return host.laidOutViews.first { $0.type == "Text" }?.frame.height ?? -1
    }

    private func text(_ font: Font = .system(size: 17)) -> Text { Text(threeLines).font(font) }

    @Test func fixedLineHeightsSetTheDistanceBetweenBaselines() {
        #expect(height(text().lineHeight(.exact(points: 40))) == 120)
        #expect(height(text().lineHeight(.multiple(factor: 2))) == 102, "17 pt × 2 a line")
        #expect(height(text().lineHeight(.leading(increase: 10))) == 81, "17 + 10 a line")
        #expect(height(VStack { text() }.lineHeight(.exact(points: 30))) == 90, "from the environment")
        #expect(height(text().lineHeight(.exact(points: 1e300))) == 300_000, "a huge height is cut, not a crash")
    }

    /// The lowest row with ink in a frame of `text`'s host drawn at `scale`, in points.
    private func inkBottom<V: View>(_ text: V, scale: CGFloat) throws -> CGFloat {
        let host = ViewHost(text.fixedSize().frame(width: 100, height: 120, alignment: .top),
                            size: CGSize(width: 100, height: 120), fonts: .pinned)
        let image = try host.image(scale: scale)
        let rows = Int(120 * scale), columns = Int(100 * scale)
        var inked = 0
        for y in 0..<rows where (0..<columns).contains(where: { image.pixel(x: $0, y: y).red < 128 }) { inked = y }
        return CGFloat(inked) / scale
    }

    /// A font's own line height plus two points is worked out from a line laid out as the text is, so that drawing
    /// at twice the size (where Pango's font metrics are in the scaled units) draws the lines where they were measured.
    @Test func adjustedLinesAreDrawnWhereTheyWereMeasuredAtAnyScale() throws {
        let loose = text(.system(size: 17).leading(.loose))
        let once = try inkBottom(loose, scale: 1), twice = try inkBottom(loose, scale: 2)
        #expect(abs(once - twice) <= 1, "\(once) \(twice)")
        #expect(try inkBottom(text(), scale: 1) + 5 <= once, "two points more a line, three lines")
    }

    @Test func looseAndTightAreTwoPointsEitherSideOfTheFontsOwn() {
        let natural = height(text())
        #expect(natural > 50)
        #expect(height(text().lineHeight(.loose)) == natural + 6)
        #expect(height(text().lineHeight(.tight)) == natural - 6)
        #expect(height(text().lineHeight(.normal)) == natural)
        #expect(height(text().lineHeight(.variable)) == natural)
        #expect(height(text().lineHeight(nil)) == natural)
        #expect(height(text(.system(size: 17).leading(.loose))) == natural + 6, "a font's loose leading")
        #expect(height(text(.system(size: 17).leading(.tight))) == natural - 6)
        #expect(height(text(.system(size: 17).leading(.tight)).lineHeight(.exact(points: 20))) == 60,
                "the view's line height over the font's leading")
    }
}
