/// What `flipbook` needs to know of a SwiftUI file before compiling it: its imports and its top-level types,
/// with what they conform to. A tokenizer that skips comments and string literals and tracks braces; the
/// compiler, not this scanner, decides what a type can do (see ``ProgramBuilder``).
struct SwiftSourceScanner {
    /// A type declared at the top level of a file.
    struct TypeDeclaration: Equatable {
        let name: String
        /// The names after the colon: `View`, `Animatable`, `App`…
        let inheritance: [String]
        /// Declared `@main`.
        let isMain: Bool
        /// `private` or `fileprivate`: other files cannot name it.
        let isFilePrivate: Bool
        /// Has generic parameters: it cannot be made without naming them.
        let isGeneric: Bool
        /// The line it is declared on (1-based).
        let line: Int
    }

    /// The modules the file imports, in order.
    private(set) var imports: [String] = []
    /// Its top-level types.
    private(set) var types: [TypeDeclaration] = []

    init(source: String) {
        let tokens = Self.tokens(of: source)
        var depth = 0
        var index = 0
        var attributes: [String] = []
        var modifiers: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "{": depth += 1; attributes = []; modifiers = []
            case "}": depth = max(0, depth - 1); attributes = []; modifiers = []
            case "@" where depth == 0 && index + 1 < tokens.count:
                attributes.append(tokens[index + 1].text)
                index += 1
            case "import" where depth == 0:
                // `import struct Foundation.URL` names the module after the kind.
                var next = index + 1
                if next < tokens.count, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
                    .contains(tokens[next].text) { next += 1 }
                if next < tokens.count { imports.append(tokens[next].text) }
                attributes = []; modifiers = []
                index = next
            case "private", "fileprivate", "public", "internal", "open", "final", "package", "indirect":
                if depth == 0 { modifiers.append(token.text) }
            case "struct", "class", "enum", "actor":
                // (A `where` after several patterns would guard only the last.)
                guard depth == 0, index + 1 < tokens.count else { break }
                let name = tokens[index + 1].text
                var cursor = index + 2
                var isGeneric = false
                if cursor < tokens.count, tokens[cursor].text == "<" {
                    isGeneric = true
                    var angle = 0
                    while cursor < tokens.count {
                        if tokens[cursor].text == "<" { angle += 1 }
                        if tokens[cursor].text == ">" { angle -= 1; if angle == 0 { cursor += 1; break } }
                        cursor += 1
                    }
                }
                var inheritance: [String] = []
                if cursor < tokens.count, tokens[cursor].text == ":" {
                    cursor += 1
                    while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].text != "where" {
                        let text = tokens[cursor].text
                        // `SwiftUI.View` is `View`.
                        if text.first?.isLetter == true || text.first == "_",
                           cursor + 1 >= tokens.count || tokens[cursor + 1].text != "." {
                            inheritance.append(text)
                        }
                        cursor += 1
                    }
                }
                types.append(TypeDeclaration(name: name, inheritance: inheritance, isMain: attributes.contains("main"),
                                             isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate"),
                                             isGeneric: isGeneric, line: token.line))
                attributes = []; modifiers = []
                index = cursor - 1
            case "func", "var", "let", "extension", "protocol", "typealias", "macro", "init":
                attributes = []; modifiers = []
            default:
                break
            }
            index += 1
        }
    }

    /// A word, a number or one punctuation character, with its line.
    struct Token {
        let text: String
        let line: Int
    }

    /// The file's tokens without comments and string literals (a literal is one `"` token, so it never hides a
    /// brace).
    static func tokens(of source: String) -> [Token] {
        let characters = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        var line = 1
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1; index += 1; continue }
            if character.properties.isWhitespace { index += 1; continue }
            if character == "/", peek(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", peek(1) == "*" {
                var nesting = 0
                while index < characters.count {
                    if characters[index] == "/", peek(1) == "*" { nesting += 1; index += 2; continue }
                    if characters[index] == "*", peek(1) == "/" { nesting -= 1; index += 2; if nesting == 0 { break }; continue }
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                continue
            }
            if character == "#" || character == "\"" {
                // A string literal, raw (`#"…"#`) or not, one line or many.
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" {
                    let start = line
                    index += hashes
                    let multiline = peek(1) == "\"" && peek(2) == "\""
                    index += multiline ? 3 : 1
                    let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                    let closer = Array(closing.unicodeScalars)
                    var interpolation = 0
                    while index < characters.count {
                        let scalar = characters[index]
                        if scalar == "\n" { line += 1 }
                        if scalar == "\\", hashes == 0 {
                            if peek(1) == "(" { interpolation += 1; index += 2; continue }
                            index += 2; continue
                        }
                        if interpolation > 0 {
                            if scalar == "(" { interpolation += 1 } else if scalar == ")" { interpolation -= 1 }
                            index += 1; continue
                        }
                        if Array(characters[index..<min(characters.count, index + closer.count)]) == closer {
                            index += closer.count
                            break
                        }
                        index += 1
                    }
                    tokens.append(Token(text: "\"", line: start))
                    continue
                }
            }
            if character.properties.isAlphabetic || character == "_" || character == "`" {
                var word = ""
                while index < characters.count,
                      characters[index].properties.isAlphabetic || characters[index] == "_"
                        || characters[index].properties.numericType != nil || characters[index] == "`" {
                    if characters[index] != "`" { word.unicodeScalars.append(characters[index]) }
                    index += 1
                }
                tokens.append(Token(text: word, line: line))
                continue
            }
            tokens.append(Token(text: String(character), line: line))
            index += 1
        }
        return tokens
    }
}
