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

    /// The modules the file imports, in order, outside `#if` blocks.
    private(set) var imports: [String] = []
    /// The modules it imports inside `#if` blocks (`#if canImport(UIKit)`): the compiler decides whether they are.
    private(set) var conditionalImports: [String] = []
    /// The UIKit names (`UIScreen`, `UIColor`…) its code uses outside `#if` blocks, in order of first use.
    private(set) var uikitNames: [String] = []
    /// The WebKit names (`WKWebView`, `WKNavigationDelegate`…) its code uses outside `#if` blocks.
    private(set) var webKitNames: [String] = []
    /// Its top-level types.
    private(set) var types: [TypeDeclaration] = []
    /// The lines of its `#if` and `#elseif` directives that test `os(iOS)` or `canImport(UIKit)` for a block that
    /// names nothing of UIKit: `flipbook` compiles those blocks as iOS would (see `ProgramBuilder.prepared(_:as:)`).
    private(set) var iOSConditionLines: [Int] = []

    init(source: String) {
        let tokens = Self.tokens(of: source)
        var depth = 0
        var index = 0
        var attributes: [String] = []
        var modifiers: [String] = []
        let isConditional = Self.conditionalCompilation(of: tokens)
        iOSConditionLines = Self.iOSConditionLines(of: tokens)
        for (token, conditional) in zip(tokens, isConditional)
        where !conditional && Self.isUIKitName(token.text) && !uikitNames.contains(token.text) {
            uikitNames.append(token.text)
        }
        for (token, conditional) in zip(tokens, isConditional)
        where !conditional && Self.hasPrefix("WK", token.text) && !webKitNames.contains(token.text) {
            webKitNames.append(token.text)
        }
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
                if next < tokens.count {
                    if isConditional[next] {
                        conditionalImports.append(tokens[next].text)
                    } else {
                        imports.append(tokens[next].text)
                    }
                }
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

    /// Whether each token is inside an `#if` block (its `#if` and `#endif` included).
    static func conditionalCompilation(of tokens: [Token]) -> [Bool] {
        var depth = 0
        var flags: [Bool] = []
        flags.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            let directive = token.text == "#" && index + 1 < tokens.count ? tokens[index + 1].text : ""
            if directive == "if" { depth += 1 }
            flags.append(depth > 0)
            if directive == "endif" { depth = max(0, depth - 1) }
        }
        return flags
    }

    /// The lines of `#if`/`#elseif` directives that test `os(iOS)` or `canImport(UIKit)` and whose block (up to the
    /// next directive of the same `#if`) names no UIKit type.
    static func iOSConditionLines(of tokens: [Token]) -> [Int] {
        struct Block { let line: Int; let testsIOS: Bool; var namesUIKit = false }
        var open: [Block] = []
        var lines: [Int] = []
        func close() {
            guard let block = open.popLast() else { return }
            if block.testsIOS && !block.namesUIKit { lines.append(block.line) }
        }
        for (index, token) in tokens.enumerated() {
            if token.text == "#", index + 1 < tokens.count {
                let directive = tokens[index + 1].text
                if directive == "elseif" || directive == "else" || directive == "endif" { close() }
                if directive == "if" || directive == "elseif" || directive == "else" {
                    let condition = tokens[(index + 2)...].prefix { $0.line == token.line }.map(\.text)
                    let testsIOS = directive != "else" && condition.indices.contains {
                        condition[$0...].starts(with: ["os", "(", "iOS", ")"])
                            || condition[$0...].starts(with: ["canImport", "(", "UIKit", ")"])
                    }
                    open.append(Block(line: token.line, testsIOS: testsIOS))
                }
            } else if isUIKitName(token.text) {
                for level in open.indices { open[level].namesUIKit = true }
            }
        }
        while !open.isEmpty { close() }
        return lines.sorted()
    }

    /// `UIColor`, `UIScreen`, `UIHostingController`: UIKit's prefix and a capital (the module's own name aside).
    static func isUIKitName(_ word: String) -> Bool {
        word != "UIKit" && hasPrefix("UI", word)
    }

    /// Whether `word` is a framework's type name: `prefix` (two capitals) and then a capital, as `UIColor`.
    static func hasPrefix(_ prefix: String, _ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars.prefix(3))
        let letters = Array(prefix.unicodeScalars)
        return scalars.count == 3 && scalars[0] == letters[0] && scalars[1] == letters[1] && scalars[2].properties.isUppercase
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
                    var code = (start: 0, line: 0)
                    var interpolated: [Token] = []
                    while index < characters.count {
                        let scalar = characters[index]
                        if scalar == "\n" { line += 1 }
                        if scalar == "\\", hashes == 0, interpolation == 0 {
                            if peek(1) == "(" { interpolation = 1; index += 2; code = (index, line); continue }
                            index += 2; continue
                        }
                        if interpolation > 0 {
                            if scalar == "(" { interpolation += 1 } else if scalar == ")" { interpolation -= 1 }
                            if interpolation == 0 {
                                // An interpolation is code: `"\(UIScreen.main.bounds.width)"` names UIKit.
                                var text = ""
                                text.unicodeScalars.append(contentsOf: characters[code.start..<index])
                                interpolated += Self.tokens(of: text).map { Token(text: $0.text, line: $0.line - 1 + code.line) }
                            }
                            index += 1; continue
                        }
                        if Array(characters[index..<min(characters.count, index + closer.count)]) == closer {
                            index += closer.count
                            break
                        }
                        index += 1
                    }
                    tokens.append(Token(text: "\"", line: start))
                    tokens += interpolated
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
