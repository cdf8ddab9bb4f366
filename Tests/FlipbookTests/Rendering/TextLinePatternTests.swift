import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCairo

/// Underlines and strikethroughs in SwiftUI's patterns: dots, dashes and their mixes, which Pango only draws
/// solid, drawn where Pango puts the solid line.
@MainActor
@Suite struct TextLinePatternTests {
    private let size = CGSize(width: 260, height: 60)

    private func image<V: View>(_ text: V) throws -> RasterImage {
        try ViewHost(text.font(.system(size: 20)).frame(width: size.width, height: size.height, alignment: .leading),
                     size: size, fonts: .pinned).image(scale: 2)
    }

    /// The row where `marked` differs most from `plain` (the line), and its runs of differing pixels, left to right.
    private func lineRuns(_ marked: RasterImage, _ plain: RasterImage) -> (row: Int, runs: [Range<Int>]) {
        let width = Int(size.width * 2), height = Int(size.height * 2)
        func differs(_ x: Int, _ y: Int) -> Bool {
            abs(Int(marked.pixel(x: x, y: y).red) - Int(plain.pixel(x: x, y: y).red)) > 60
        }
        let row = (0..<height).max { a, b in
            (0..<width).count { differs($0, a) } < (0..<width).count { differs($0, b) }
        }!
        var runs: [Range<Int>] = []
        var start: Int?
        for x in 0...width {
            let on = x < width && differs(x, row)
            if on, start == nil { start = x }
            if !on, let begun = start { runs.append(begun..<x); start = nil }
        }
        return (row, runs)
    }

    @Test func patternedUnderlinesAreBrokenWhereASolidOneIsNot() throws {
        let plain = try image(Text("Underlined words"))
        let solid = lineRuns(try image(Text("Underlined words").underline()), plain)
        #expect(solid.runs.count <= 3, "one line, perhaps broken by descenders' antialiasing: \(solid.runs.count)")
        for pattern in [Text.LineStyle.Pattern.dot, .dash, .dashDot, .dashDotDot] {
            let line = lineRuns(try image(Text("Underlined words").underline(pattern: pattern)), plain)
            #expect(abs(line.row - solid.row) <= 1, "\(pattern) where the solid line is: \(line.row) \(solid.row)")
            #expect(line.runs.count >= 10, "\(pattern): \(line.runs.count) marks")
            #expect(line.runs.first!.lowerBound <= solid.runs.first!.lowerBound + 1)
            #expect(abs(line.runs.last!.upperBound - solid.runs.last!.upperBound) <= 12,
                    "the marks span the text: \(line.runs.last!) \(solid.runs.last!)")
        }
    }

    /// Dots are as long as the line is thick and dashes four times that, each followed by a gap of two.
    @Test func dotsAndDashesHaveTheirLengths() throws {
        let plain = try image(Text("Underlined words"))
        let dots = lineRuns(try image(Text("Underlined words").underline(pattern: .dot)), plain).runs.dropLast()
        let dashes = lineRuns(try image(Text("Underlined words").underline(pattern: .dash)), plain).runs.dropLast()
        let dot = Double(dots.map(\.count).reduce(0, +)) / Double(dots.count)
        let dash = Double(dashes.map(\.count).reduce(0, +)) / Double(dashes.count)
        #expect(dash > dot * 2.5 && dash < dot * 5, "dot \(dot) px, dash \(dash) px")
        let dotPeriod = Double(dots.last!.lowerBound - dots.first!.lowerBound) / Double(dots.count - 1)
        #expect(abs(dotPeriod / dot - 3) < 1, "a dot and a gap of two: period \(dotPeriod), dot \(dot)")
    }

    /// A dashed strikethrough crosses the text's middle in its own colour; a view's pattern reaches its texts,
    /// and a joined text's part keeps its own.
    @Test func strikethroughsViewsAndJoinedParts() throws {
        let plain = try image(Text("Struck words"))
        let struck = try image(Text("Struck words").strikethrough(pattern: .dash, color: .red))
        let line = lineRuns(struck, plain)
        #expect(line.runs.count >= 8 && line.row > 20 && line.row < 90, "\(line)")
        let middle = line.runs[line.runs.count / 2]
        let pixel = struck.pixel(x: (middle.lowerBound + middle.upperBound) / 2, y: line.row)
        #expect(pixel.red > 150 && pixel.green < 120, "red: \(pixel)")

        let fromView = lineRuns(try image(VStack { Text("Underlined words") }.underline(pattern: .dot)),
                                try image(VStack { Text("Underlined words") }))
        #expect(fromView.runs.count >= 10)
        let joined = try image(Text("Plain ") + Text("dotted").underline(pattern: .dot))
        let joinedLine = lineRuns(joined, try image(Text("Plain ") + Text("dotted")))
        #expect(joinedLine.runs.count >= 5 && joinedLine.runs.first!.lowerBound > 60,
                "only the second part is underlined: \(joinedLine.runs.first!)")
    }
}
