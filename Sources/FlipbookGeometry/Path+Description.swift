import Foundation

extension Path: LosslessStringConvertible {
    /// The path in SwiftUI's text form, which ``init(_:)-(String)`` reads back: PDF-style operators after their
    /// operands, `x y m` (move), `x y l` (line), `cx cy x y q` (quadratic), `c1x c1y c2x c2y x y c` (cubic) and
    /// `h` (close), separated by spaces. Numbers use the shortest form that reads back exactly.
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for p in points { words.append(formatNumber(p.x)); words.append(formatNumber(p.y)) }
            words.append(op)
        }
        for element in elements {
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Reads a path from its ``description``. Also accepts `x y w h re` (a rectangle). Returns nil for anything
    /// malformed: an unknown operator, the wrong number of operands, a segment with no current point.
    public init?(_ string: String) {
        self.init()
        var operands: [CGFloat] = []
        for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let number = Double(word), number.isFinite {
                operands.append(CGFloat(number))
                continue
            }
            let expected: Int
            switch word {
            case "m", "l": expected = 2
            case "q": expected = 4
            case "c": expected = 6
            case "re": expected = 4
            case "h": expected = 0
            default: return nil
            }
            guard operands.count == expected else { return nil }
            let p = stride(from: 0, to: operands.count - 1, by: 2).map { CGPoint(x: operands[$0], y: operands[$0 + 1]) }
            if word != "m" && word != "re" && currentPoint == nil { return nil }
            switch word {
            case "m": move(to: p[0])
            case "l": addLine(to: p[0])
            case "q": addQuadCurve(to: p[1], control: p[0])
            case "c": addCurve(to: p[2], control1: p[0], control2: p[1])
            case "re": addRect(CGRect(x: operands[0], y: operands[1], width: operands[2], height: operands[3]))
            default: append(.closeSubpath)
            }
            operands.removeAll(keepingCapacity: true)
        }
        guard operands.isEmpty else { return nil }
    }
}

/// Integers without a fractional part, everything else in Swift's shortest round-trip form.
func formatNumber(_ value: CGFloat) -> String {
    let d = Double(value)
    if d == d.rounded(), abs(d) < 1e15 { return d == 0 ? "0" : String(Int64(d)) }
    return String(d)
}
