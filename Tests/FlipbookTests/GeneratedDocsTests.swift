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
            let turned = (entry.quarterTurns == 0 ? "" : ", turned \(entry.quarterTurns * 90)°")
                + (entry.enclosure.map { ", in U+\(String($0.codepoint, radix: 16, uppercase: true))\($0.isFilled ? " filled" : "")" } ?? "")
            if let shape = entry.drawnShape {
                text += "| `\(name)` | drawn: `\(shape.rawValue)` (U+\(code) where text shows it) |\n"
            } else {
                text += "| `\(name)` | `\(entry.iconName)` (U+\(code)\(turned)) |\n"
            }
        }
        try Self.check("docs/symbols.md", text)
        // The README's count of the names, which a hand-kept number let go stale.
        let listed = SymbolCatalog.names.count
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("knows \(listed + 20) SF Symbol names (\(listed) listed,"),
                "README.md's Symbols section should say it knows \(listed + 20) names (\(listed) listed)")
    }
}

/// The surface suite's coverage, as its sample files declare it in `// Surface:` lines.
struct SurfaceSuite {
    struct Entry {
        let api: String
        let accepted: Bool
        /// What must appear in the sample's code for the entry to be true.
        var probe: String {
            guard let open = api.firstIndex(of: "(") else { return api }
            let name = String(api[..<open])
            let arguments = api[api.index(after: open)...]
            // `tabViewStyle(.page)` must be called with `.page` (and `font(.system(_:design:))` with `.system`);
            // `sheet(isPresented:content:)` names labels.
            guard arguments.hasPrefix(".") else { return name }
            return name + "(" + arguments.prefix { $0 != "(" && $0 != ")" }
        }

        /// Whether `code` calls it: `Type.member` (a member read from a value of that type, as
        /// `LayoutSubview.containerValues`) needs both the type's name and `.member`.
        func isCalled(in code: String) -> Bool {
            let parts = probe.split(separator: ".", maxSplits: 1)
            if parts.count == 2, parts[0].first?.isUppercase == true, !probe.contains("(") {
                return code.contains(parts[0]) && code.contains("." + parts[1])
            }
            return code.contains(probe)
        }
    }

    struct Group {
        let title: String
        let file: String
        let entries: [Entry]
        let code: String
    }

    let groups: [Group]
    /// What real animation code uses that Flipbook does not have yet (from the samples' README).
    let notYet: [(api: String, note: String)]

    init(directory: URL) throws {
        var groups: [Group] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let title = lines.first { $0.hasPrefix("// Surface group: ") }.map { String($0.dropFirst("// Surface group: ".count)) }
            let entries = lines.filter { $0.hasPrefix("// Surface: ") }
                .flatMap { $0.dropFirst("// Surface: ".count).components(separatedBy: ", ") }
                .map { item -> Entry in
                    let accepted = item.hasSuffix(" (accepted)")
                    return Entry(api: accepted ? String(item.dropLast(" (accepted)".count)) : item, accepted: accepted)
                }
            let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            groups.append(Group(title: title ?? file, file: file, entries: entries, code: code))
        }
        self.groups = groups
        let readme = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "## Not yet\n").dropFirst().first ?? ""
        notYet = section.split(separator: "\n").compactMap { line in
            // "- `A` / `B`: why": the names are everything up to the colon after the last of them.
            guard line.hasPrefix("- `"), let colon = line.range(of: "`: ") else { return nil }
            let api = String(line[line.index(line.startIndex, offsetBy: 2)...colon.lowerBound])
            let note = String(line[colon.upperBound...]).trimmingCharacters(in: .whitespaces)
            return (api, note)
        }
    }

    /// The README's table.
    var markdown: String {
        var text = "| Area | API | In Flipbook | Sample |\n| --- | --- | --- | --- |\n"
        for group in groups {
            for entry in group.entries {
                let status = entry.accepted ? "accepted, no effect on pixels" : "yes"
                text += "| \(group.title) | `\(entry.api)` | \(status) | `\(group.file)` |\n"
            }
        }
        for missing in notYet {
            text += "| Not yet | \(missing.api) | no: \(missing.note) | |\n"
        }
        return text
    }
}

extension GeneratedDocsTests {
    @Test func surfaceTableInTheReadme() throws {
        let suite = try SurfaceSuite(directory: Self.repository.appendingPathComponent("Tests/SwiftUIStyleSamples"))
        #expect(suite.groups.count >= 10)
        // Every API a sample claims is called in its code.
        for group in suite.groups {
            #expect(!group.entries.isEmpty, "\(group.file) has no // Surface: lines")
            for entry in group.entries {
                #expect(entry.isCalled(in: group.code), "\(group.file) claims \(entry.api) but its code has no \(entry.probe)")
            }
        }
        let readme = Self.repository.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = "<!-- surface-table:start (generated by GeneratedDocsTests) -->\n", end = "<!-- surface-table:end -->"
        let parts = text.components(separatedBy: start)
        try #require(parts.count == 2 && parts[1].contains(end), "the README has no surface table markers")
        let tail = parts[1].components(separatedBy: end).dropFirst().joined(separator: end)
        try Self.check("README.md", parts[0] + start + suite.markdown + end + tail)
    }
}
