import Foundation

/// A playground page's `Contents.swift` made compilable beside other files: its top-level statements (code a
/// file of a module cannot have) are wrapped, run after run, in functions that the page's scene calls before it
/// shows what the page set live. Declarations, `let` and `var` included, stay where they are, as the module's own.
/// Only the lines a run starts and ends on change, so the compiler's lines are the page's.
struct PlaygroundPageSource {
    /// The page as compiled.
    let text: String
    /// The wrapping functions, in the page's order.
    let functions: [String]

    /// Words that begin a declaration at the top level of a file.
    static let declarationWords: Set<String> = [
        "import", "struct", "class", "enum", "actor", "protocol", "extension", "func", "let", "var", "typealias",
        "precedencegroup", "operator", "infix", "prefix", "postfix", "macro",
        "private", "fileprivate", "internal", "public", "open", "final", "package", "nonisolated", "indirect",
    ]

    /// Tokens after which a new line continues the same statement.
    static let continuing: Set<String> = ["=", ".", ",", "+", "-", "*", "/", "&", "|", "?", ":", "(", "[", "{", "in", "<", ">", "!"]

    init(page: String) {
        let tokens = SwiftSourceScanner.tokens(of: page)
        // Each top-level item: its first and last line, and whether it is a statement.
        var items: [(first: Int, last: Int, isStatement: Bool)] = []
        var depth = 0
        var previous: SwiftSourceScanner.Token?
        for (index, token) in tokens.enumerated() {
            let startsItem = depth == 0 && (previous.map { $0.line < token.line && !Self.continuing.contains($0.text) } ?? true)
                && token.text != "." && token.text != "{"
            if startsItem {
                items.append((token.line, token.line, Self.isStatement(at: index, in: tokens)))
            } else if !items.isEmpty {
                items[items.count - 1].last = token.line
            }
            switch token.text {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth = max(0, depth - 1)
            default: break
            }
            previous = token
        }
        // Runs of consecutive statements.
        var runs: [(first: Int, last: Int)] = []
        var followsStatement = false
        for item in items {
            if item.isStatement {
                if followsStatement { runs[runs.count - 1].last = item.last } else { runs.append((item.first, item.last)) }
            }
            followsStatement = item.isStatement
        }
        var lines = page.components(separatedBy: "\n")
        var functions: [String] = []
        for run in runs {
            let name = "__flipbookPlaygroundPage\(run.first)"
            functions.append(name)
            lines[run.first - 1] = "@MainActor func \(name)() { " + lines[run.first - 1]
            // Closed at the start of the next line, so that a comment ending the run's last line stays a comment.
            if run.last < lines.count {
                lines[run.last] = "}; " + lines[run.last]
            } else {
                lines.append("}")
            }
        }
        text = lines.joined(separator: "\n")
        self.functions = functions
    }

    /// Whether the item starting at `tokens[index]` is a statement: not a declaration (after its attributes),
    /// a `#Preview` or a compiler directive.
    private static func isStatement(at index: Int, in tokens: [SwiftSourceScanner.Token]) -> Bool {
        var cursor = index
        while cursor < tokens.count, tokens[cursor].text == "@" {
            cursor += 2
            // `@available(iOS 17, *)`
            if cursor < tokens.count, tokens[cursor].text == "(" {
                var depth = 0
                repeat {
                    if tokens[cursor].text == "(" { depth += 1 } else if tokens[cursor].text == ")" { depth -= 1 }
                    cursor += 1
                } while cursor < tokens.count && depth > 0
            }
        }
        guard cursor < tokens.count else { return false }
        let word = tokens[cursor].text
        return !declarationWords.contains(word) && word != "#"
    }

    /// The file that runs the page's statements and gives the view it set live.
    func liveViewSource() -> String {
        """
        // Written by flipbook: a playground page's statements, then its live view.
        import SwiftUI
        import PlaygroundSupport

        @MainActor func __flipbookPlaygroundLiveView() -> AnyView {
        \(functions.map { "    \($0)()\n" }.joined())    return PlaygroundPage.current._shownView
        }

        """
    }
}
