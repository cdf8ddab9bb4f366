import Foundation

/// The `main.swift` of a user's program: the flipbook command line with the files' app and views as scenes. One
/// view per line, so that a view the compiler rejects is known by its line.
struct EntryPointSource {
    let module: String
    let source: String
    let app: String?
    let views: [String]
    let resources: [URL]
    /// Whether the files are a playground page's, whose live view is the scene shown first.
    var playgroundPage = false

    private static let header = 9

    var text: String {
        var lines = [
            "// Written by flipbook: the command line with the scenes of \(source.debugDescription).",
            "@testable import \(module)",
            "import Flipbook",
            "import FlipbookCommandLine",
            "import Foundation",
            "",
            "await FlipbookCommandLine.main(catalog: UserScenes.catalog(",
            "    source: \(source.debugDescription), module: \(module.debugDescription),",
            "    resources: [\(resources.map { "URL(fileURLWithPath: \($0.path.debugDescription))" }.joined(separator: ", "))],",
        ]
        assert(lines.count == Self.header)
        if playgroundPage {
            lines.append("    app: UserScenes.AppEntry(\"Live view\", summary: \"the playground page's live view\") { \(module).__flipbookPlaygroundLiveView() },")
        } else {
            lines.append("    app: \(app.map { "UserScenes.AppEntry(\($0.debugDescription)) { _AppWindow(\(module).\($0)()) }" } ?? "nil"),")
        }
        lines.append("    views: [")
        for view in views {
            lines.append("        UserScenes.ViewEntry(\(view.debugDescription)) { \(module).\(view)() },")
        }
        lines += ["    ]))", ""]
        return lines.joined(separator: "\n")
    }

    /// The view made on a line of `text` (1-based), if any.
    func view(atLine line: Int) -> String? {
        let index = line - Self.header - 3
        return views.indices.contains(index) ? views[index] : nil
    }
}
