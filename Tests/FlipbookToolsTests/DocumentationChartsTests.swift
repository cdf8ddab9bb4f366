import Foundation
import Testing

/// The charts in the DocC article "How Flipbook animates" are what `flipbook plot` draws now: each is made again
/// with the command the article shows and compared with the committed SVG (`FLIPBOOK_UPDATE_DOCS=1` rewrites them).
@Suite struct DocumentationChartsTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Flipbook/Flipbook.docc/Resources")
    static let article = resources.deletingLastPathComponent().appendingPathComponent("HowFlipbookAnimates.md")

    static let charts: [(file: String, arguments: [String])] = [
        ("chart-spring.svg", [".spring(response: 0.5, dampingFraction: 0.6)"]),
        ("chart-spring-retarget.svg", [".bouncy", "--retarget", "0.3:2"]),
        ("chart-ease-interrupted.svg", [".easeInOut(duration: 1)", "--retarget", "0.5:2:.spring"]),
        ("chart-linear-combined.svg", [".linear(duration: 1)", "--retarget", "0.4:0"]),
        ("chart-repeat.svg", [".easeInOut(duration: 0.5).repeatCount(3, autoreverses: true)"]),
    ]

    @Test(arguments: charts.map(\.file))
    func chartIsCurrent(file: String) throws {
        let arguments = try #require(Self.charts.first { $0.file == file }?.arguments)
        let commandLine = CommandLineTests()
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = folder.appendingPathComponent(file)
        let result = try commandLine.run(["plot"] + arguments + ["--out", made.path])
        #expect(result.status == 0, "\(result.err)")
        let svg = try String(contentsOf: made, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("class=\"value\""))

        let committed = Self.resources.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["FLIPBOOK_UPDATE_DOCS"] != nil {
            try svg.write(to: committed, atomically: true, encoding: .utf8)
        } else {
            #expect((try? String(contentsOf: committed, encoding: .utf8)) == svg,
                    "\(file) is out of date: run FLIPBOOK_UPDATE_DOCS=1 swift test --filter DocumentationCharts")
        }
    }

    /// The article shows the command that makes each chart, so a reader can make it again.
    @Test func articleShowsEachChartsCommand() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        for (file, arguments) in Self.charts {
            // The animation, as a shell would need it quoted, then the options as they are.
            let command = (["flipbook plot '\(arguments[0])'"] + arguments.dropFirst() + ["--out", file])
                .joined(separator: " ")
            #expect(text.contains(command), "the article lacks `\(command)`")
            let name = file.replacingOccurrences(of: ".svg", with: "")
            #expect(text.contains("](\(name))"), "the article does not show \(name)")
        }
    }
}
