import Foundation

/// One error the compiler reported in a user's file, with the line of code it printed under it and, where the
/// error is SwiftUI API that Flipbook lacks, a note saying so (so nobody hunts for a typo that is not there).
public struct CompilerDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String
    /// The compiler's excerpt of the code (may be empty).
    public let excerpt: [String]

    /// `file:line:column: error: message`, the excerpt, then the note, if any.
    public var description: String {
        var text = "\(Self.displayPath(file)):\(line):\(column): error: \(message)"
        for line in excerpt { text += "\n" + line }
        if let note = missingAPINote { text += "\n" + note }
        return text
    }

    /// The note for an error naming a platform API that real SwiftUI code reaches for and Flipbook does not have
    /// (UIKit, AppKit): it is not the user's mistake, and SwiftUI has another way.
    public var missingAPINote: String? {
        guard let name = Self.missingName(in: message), let advice = MissingPlatformAPI.advice[name] else { return nil }
        return "note: `\(name)` is not SwiftUI, and Flipbook does not have it: \(advice)"
    }

    /// The name an error says is missing: "cannot find 'x' in scope", "has no member 'x'", "unknown attribute 'x'".
    static func missingName(in message: String) -> String? {
        for pattern in ["cannot find type '", "cannot find '", "has no member '", "unknown attribute '",
                        "no such module '", "cannot infer contextual base in reference to member '"] {
            guard let start = message.range(of: pattern) else { continue }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { continue }
            return String(rest[..<end])
        }
        return nil
    }

    /// The errors in a compiler's output, each with the excerpt lines that follow it; warnings and notes are
    /// left out.
    public static func errors(in output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        var current: (file: String, line: Int, column: Int, message: String, excerpt: [String])?
        func finish() {
            if let c = current {
                diagnostics.append(CompilerDiagnostic(file: c.file, line: c.line, column: c.column, message: c.message,
                                                      excerpt: c.excerpt))
            }
            current = nil
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let parsed = parse(line) {
                finish()
                if parsed.kind == "error" {
                    current = (parsed.file, parsed.line, parsed.column, parsed.message, [])
                }
            } else if current != nil, line.hasPrefix(" ") || line.contains(" | ") {
                current?.excerpt.append(line)
            } else {
                finish()
            }
        }
        finish()
        return diagnostics
    }

    private static func parse(_ line: String) -> (file: String, line: Int, column: Int, kind: String, message: String)? {
        for kind in ["error", "warning", "note", "remark"] {
            guard let marker = line.range(of: ": \(kind): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let row = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            return (file, row, column, kind, String(line[marker.upperBound...]))
        }
        return nil
    }

    /// A path relative to the current folder when it is inside it, as the user typed it.
    public static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}

/// Platform API beside SwiftUI (UIKit, AppKit) that real animation code uses and Flipbook
/// does not have, with what to do instead (the README's "Not yet" lists them).
enum MissingPlatformAPI {
    static let advice: [String: String] = [
        "UIViewRepresentable": "UIKit views cannot run on Linux",
        "UIViewControllerRepresentable": "UIKit views cannot run on Linux",
        "NSViewRepresentable": "AppKit views cannot run on Linux",
        "UIColor": "UIKit is not on Linux; SwiftUI's `Color` works",
        "UIImage": "UIKit is not on Linux; `Image(\"name\")` works",
        "UIScreen": "UIKit is not on Linux; read the size from a `GeometryReader`",
        "UIApplication": "UIKit is not on Linux",
        "UIImpactFeedbackGenerator": "haptics are UIKit; `sensoryFeedback` is accepted and recorded",
        "UIFont": "UIKit is not on Linux; SwiftUI's `Font` works",
        "UIHostingController": "UIKit is not on Linux; Flipbook hosts SwiftUI views itself",
    ]
}
