import Foundation
import Testing
@testable import FlipbookViews

/// Documentation generated from the code: each test compares a committed file with what the code says now, and
/// `FLIPBOOK_UPDATE_DOCS=1 swift test --filter GeneratedDocs` rewrites it.
@Suite struct GeneratedDocsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Checks (or, when asked, rewrites) `path` in the repository against `generated`.
    static func check(_ path: String, _ generated: String) throws {
        let file = repository.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["FLIPBOOK_UPDATE_DOCS"] != nil {
            try generated.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let committed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(committed == generated,
                "\(path) is out of date: run FLIPBOOK_UPDATE_DOCS=1 swift test --filter GeneratedDocs")
    }

    @Test func symbolTable() throws {
        var text = """
            # SF Symbols in Flipbook

            The SF Symbol names `Image(systemName:)` draws and the Material Design Icons glyph drawn for each
            (generated from `SymbolCatalog`; `0.circle` … `9.circle` and `0.square` … `9.square` come on top).
            Other names fall back as the README's [Symbols](../README.md#symbols) section says.

            | SF Symbol | glyph |
            | --- | --- |

            """
        for name in SymbolCatalog.names {
            guard let entry = SymbolCatalog.entry(named: name) else { continue }
            let code = String(entry.codepoint, radix: 16, uppercase: true)
            let turned = entry.quarterTurns == 0 ? "" : ", turned \(entry.quarterTurns * 90)°"
            text += "| `\(name)` | `\(entry.iconName)` (U+\(code)\(turned)) |\n"
        }
        try Self.check("docs/symbols.md", text)
    }
}
