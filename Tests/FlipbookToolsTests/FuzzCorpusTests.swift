import Foundation
import Testing
@testable import FlipbookFuzz

/// Every input of the fuzz corpora (Tests/FuzzCorpora: the seeds, and each crash `scripts/fuzz` ever found) goes
/// through its parser in the ordinary test run: a parser that traps on one fails here, without a fuzzing build.
@MainActor
@Suite struct FuzzCorpusTests {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpora")

    @Test(arguments: FuzzTarget.allCases)
    func everyCorpusInputIsAnsweredWithoutATrap(target: FuzzTarget) throws {
        let folder = Self.corpora.appendingPathComponent(target.rawValue)
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(inputs.count >= 2, "a seed corpus for \(target.rawValue)")
        for name in inputs {
            target.run(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }
}
