import Foundation

/// A parse or evaluation error that points at the offending character of the expression.
public struct ExpressionError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public let source: String
    /// Offset of the offending character, in characters from the start.
    public let offset: Int

    public var description: String {
        let caret = String(repeating: " ", count: offset) + "^"
        return "\(message)\n  \(source)\n  \(caret)"
    }
}

/// The syntax tree of a Swift-like expression: `.spring(response: 0.5).delay(0.1)`.
indirect enum Expression {
    case number(Double, at: Int)
    case name(String, at: Int)                          // `Spring`, `true`
    case member(Expression?, String, at: Int)           // `.bouncy`, `Animation.linear`, `x.delay`
    case call(Expression, [Argument], at: Int)          // `f(…)`; `at` is the opening parenthesis

    struct Argument {
        var label: String?
        var value: Expression
        var offset: Int
    }

    var offset: Int {
        switch self {
        case .number(_, let at), .name(_, let at), .member(_, _, let at), .call(_, _, let at): return at
        }
    }
}

/// Reads an expression: `primary ('.' name | '(' arguments ')')*` where a primary is a number, a name or
/// `.name` (implicit member).
struct ExpressionParser {
    let source: String
    private let characters: [Character]
    private var index = 0

    init(_ source: String) {
        self.source = source
        characters = Array(source)
    }

    static func parse(_ source: String) throws -> Expression {
        var parser = ExpressionParser(source)
        parser.skipSpace()
        if parser.index == parser.characters.count {
            throw parser.error("empty expression; expected an animation such as '.spring(duration: 0.5, bounce: 0.2)'")
        }
        let expression = try parser.parseExpression()
        parser.skipSpace()
        if parser.index < parser.characters.count {
            throw parser.error("unexpected '\(parser.characters[parser.index])'; expected '.' followed by a modifier, or the end")
        }
        return expression
    }

    func error(_ message: String, at offset: Int? = nil) -> ExpressionError {
        ExpressionError(message: message, source: source, offset: offset ?? index)
    }

    private mutating func skipSpace() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func parseExpression() throws -> Expression {
        var expression = try parsePrimary()
        while true {
            skipSpace()
            if current == "." {
                index += 1
                skipSpace()
                let at = index
                let name = try parseName(expecting: "a member name after '.'")
                expression = .member(expression, name, at: at)
            } else if current == "(" {
                let at = index
                index += 1
                expression = .call(expression, try parseArguments(), at: at)
            } else {
                return expression
            }
        }
    }

    private mutating func parsePrimary() throws -> Expression {
        skipSpace()
        guard let c = current else { throw error("unexpected end; expected a value") }
        if c == "." {
            index += 1
            skipSpace()
            let at = index
            return .member(nil, try parseName(expecting: "a name after '.' such as 'spring' or 'easeIn'"), at: at)
        }
        if c.isNumber || c == "-" || c == "+" { return try parseNumber() }
        if c.isLetter || c == "_" {
            let at = index
            return .name(try parseName(expecting: "a name"), at: at)
        }
        throw error("unexpected '\(c)'; expected a number, a name or '.name'")
    }

    private mutating func parseName(expecting what: String) throws -> String {
        let start = index
        while let c = current, c.isLetter || c.isNumber || c == "_" { index += 1 }
        guard index > start, !characters[start].isNumber else { index = start; throw error("expected \(what)") }
        return String(characters[start..<index])
    }

    private mutating func parseNumber() throws -> Expression {
        let start = index
        if current == "-" || current == "+" { index += 1; skipSpace() }
        let digitsStart = index
        while let c = current, c.isNumber || c == "." || c == "_" || c == "e" || c == "E"
            || ((c == "-" || c == "+") && index > digitsStart && (characters[index - 1] == "e" || characters[index - 1] == "E")) {
            index += 1
        }
        let text = String(characters[start..<index]).replacingOccurrences(of: "_", with: "")
            .replacingOccurrences(of: " ", with: "")
        guard index > digitsStart, let value = Double(text), value.isFinite else {
            throw error("'\(text)' is not a number", at: start)
        }
        return .number(value, at: start)
    }

    private mutating func parseArguments() throws -> [Expression.Argument] {
        var arguments: [Expression.Argument] = []
        skipSpace()
        if current == ")" { index += 1; return arguments }
        while true {
            skipSpace()
            let at = index
            var label: String?
            // A label is a name followed by ':'.
            if let c = current, c.isLetter || c == "_" {
                let save = index
                let name = try parseName(expecting: "an argument")
                skipSpace()
                if current == ":" { index += 1; label = name } else { index = save }
            }
            let value = try parseExpression()
            arguments.append(Expression.Argument(label: label, value: value, offset: at))
            skipSpace()
            if current == "," { index += 1; continue }
            if current == ")" { index += 1; return arguments }
            throw error(current == nil ? "unexpected end; expected ',' or ')'" : "unexpected '\(current!)'; expected ',' or ')'")
        }
    }
}

/// The closest candidate by edit distance, if it is close enough to be a plausible typo.
func nearest(_ word: String, in candidates: [String]) -> String? {
    func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return row[b.count]
    }
    let scored = candidates.map { ($0, distance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (best, d) = scored, d <= max(2, word.count / 3) else { return nil }
    return best
}
