import Foundation

/// The inline Markdown SwiftUI reads in a text's key (`Text("Tap **Done** to _save_")`): strong (`**`, `__`),
/// emphasis (`*`, `_`), both (`***`), strikethrough (`~~`), code spans (`` ` ``, in the monospaced design),
/// links (`[title](url)`, the title in the accent colour) and backslash escapes. A delimiter counts only with a
/// matching closer (a lone `*` stays a star), and `_` does not open or close inside a word, as in CommonMark
/// (`snake_case_name` stays as it is). Block syntax (headings, lists) is not read, as SwiftUI does not in a `Text`.
struct InlineMarkdown {
    /// A run of characters in one style.
    struct Run: Equatable {
        var text: String
        var style: Style
    }

    struct Style: Equatable {
        var bold = false
        var italic = false
        var struckThrough = false
        var code = false
        var link = false
        /// Where a link goes, as written between its parentheses.
        var destination: String?
    }

    /// The runs of `source`, or nil when it has no Markdown (so plain keys stay one plain text).
    static func runs(of source: String) -> [Run]? {
        let characters = Array(source)
        guard characters.contains(where: { "*_~`[\\".contains($0) }) else { return nil }
        var parser = InlineMarkdown(characters: characters)
        parser.parse(from: 0, to: characters.count, style: Style())
        guard parser.foundMarkup else { return nil }
        return parser.runs
    }

    /// The runs of `source`, one plain run when it has no Markdown.
    static func styledRuns(of source: String) -> [Run] {
        runs(of: source) ?? (source.isEmpty ? [] : [Run(text: source, style: Style())])
    }

    /// The text of `source` with its Markdown removed.
    static func plainText(of source: String) -> String {
        runs(of: source)?.map(\.text).joined() ?? source
    }

    private let characters: [Character]
    private var runs: [Run] = []
    private var foundMarkup = false

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func append(_ text: String, _ style: Style) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text: text, style: style))
        }
    }

    private mutating func parse(from start: Int, to end: Int, style: Style) {
        var i = start
        var literal = ""
        func flush(_ parser: inout InlineMarkdown) {
            parser.append(literal, style)
            literal = ""
        }
        while i < end {
            let c = characters[i]
            if c == "\\", i + 1 < end, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                literal.append(characters[i + 1])
                foundMarkup = true
                i += 2
                continue
            }
            if c == "`", let close = firstIndex(of: "`", from: i + 1, before: end) {
                flush(&self)
                var code = style
                code.code = true
                append(String(characters[(i + 1)..<close]), code)
                foundMarkup = true
                i = close + 1
                continue
            }
            if c == "[", let link = link(at: i, before: end) {
                flush(&self)
                var linked = style
                linked.link = true
                linked.destination = String(characters[(link.titleEnd + 2)..<(link.end - 1)])
                parse(from: i + 1, to: link.titleEnd, style: linked)
                foundMarkup = true
                i = link.end
                continue
            }
            if let delimiter = delimiter(at: i, before: end), let close = closer(of: delimiter, after: i, before: end) {
                flush(&self)
                var inner = style
                switch delimiter {
                case "***", "___": inner.bold = true; inner.italic = true
                case "**", "__": inner.bold = true
                case "~~": inner.struckThrough = true
                default: inner.italic = true
                }
                parse(from: i + delimiter.count, to: close, style: inner)
                foundMarkup = true
                i = close + delimiter.count
                continue
            }
            literal.append(c)
            i += 1
        }
        flush(&self)
    }

    /// The longest delimiter starting at `i` that can open: followed by a non-space, and for `_` not preceded by a
    /// letter or digit.
    private func delimiter(at i: Int, before end: Int) -> String? {
        let c = characters[i]
        guard c == "*" || c == "_" || c == "~" else { return nil }
        var length = 0
        while i + length < end, characters[i + length] == c, length < 3 { length += 1 }
        if c == "~" { guard length >= 2 else { return nil }; length = 2 }
        guard i + length < end, !characters[i + length].isWhitespace else { return nil }
        if c == "_", i > 0, characters[i - 1].isLetter || characters[i - 1].isNumber { return nil }
        return String(repeating: c, count: length)
    }

    /// Where `delimiter`, opened at `start`, closes: the next run of exactly it preceded by a non-space (for `_`
    /// not followed by a letter or digit), with something between.
    private func closer(of delimiter: String, after start: Int, before end: Int) -> Int? {
        let c = delimiter.first!, length = delimiter.count
        var j = start + length + 1
        while j + length <= end {
            if characters[j - 1] == "\\" { j += 1; continue }
            var run = 0
            while j + run < end, characters[j + run] == c { run += 1 }
            if run == length, !characters[j - 1].isWhitespace,
               c != "_" || j + run >= end || !(characters[j + run].isLetter || characters[j + run].isNumber) {
                return j
            }
            j += max(run, 1)
        }
        return nil
    }

    private func firstIndex(of c: Character, from start: Int, before end: Int) -> Int? {
        var j = start
        while j < end {
            if characters[j] == c { return j }
            j += 1
        }
        return nil
    }

    /// A `[title](destination)` at `i`: where its title ends and where the whole link ends.
    private func link(at i: Int, before end: Int) -> (titleEnd: Int, end: Int)? {
        guard let close = firstIndex(of: "]", from: i + 1, before: end), close > i + 1,
              close + 1 < end, characters[close + 1] == "(",
              let paren = firstIndex(of: ")", from: close + 2, before: end) else { return nil }
        return (close, paren + 1)
    }
}

extension Text {
    /// The key's runs as texts, each styled as its Markdown says.
    static func markdownParts(_ runs: [InlineMarkdown.Run]) -> [Text] {
        runs.map { run in
            var text = Text(verbatim: run.text)
            if run.style.bold { text = text.bold() }
            if run.style.italic { text = text.italic() }
            if run.style.struckThrough { text = text.strikethrough() }
            if run.style.code { text = text.monospaced() }
            if run.style.link { text = text.foregroundColor(.accentColor) }
            return text
        }
    }
}
