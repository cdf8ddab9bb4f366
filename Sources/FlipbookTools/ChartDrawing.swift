import Foundation

/// A chart as drawing primitives in points (origin top left): laid out once, then written as SVG or drawn
/// through Flipbook and Cairo as PNG, so both files show the same chart.
public struct ChartDrawing: Sendable {
    public var width: Double
    public var height: Double
    public var elements: [Element] = []

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Where a text's `x` is: its start, its middle or its end (SVG's `text-anchor`).
    public enum Anchor: String, Sendable {
        case start, middle, end
    }

    public enum Element: Sendable {
        case rect(x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String?)
        /// A straight line; `dash` is SVG's dash array (empty: solid). `role` names it for readers of the SVG.
        case line(x1: Double, y1: Double, x2: Double, y2: Double, color: String, dash: [Double], role: String?)
        case polyline(points: [(x: Double, y: Double)], color: String, width: Double, role: String)
        /// Text whose baseline starts, centres or ends at (x, y).
        case text(String, x: Double, y: Double, anchor: Anchor, color: String, size: Double, bold: Bool)
    }

    mutating func add(_ element: Element) { elements.append(element) }
}

extension ChartDrawing {
    /// The chart as an SVG document.
    public var svg: String {
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>

        """
        for element in elements {
            switch element {
            case let .rect(x, y, width, height, fill, stroke):
                out += "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"\(fill)\""
                out += stroke.map { " stroke=\"\($0)\"" } ?? ""
                out += "/>\n"
            case let .line(x1, y1, x2, y2, color, dash, role):
                out += "<line" + (role.map { " class=\"\($0)\"" } ?? "")
                out += " x1=\"\(f(x1))\" x2=\"\(f(x2))\" y1=\"\(f(y1))\" y2=\"\(f(y2))\" stroke=\"\(color)\""
                if !dash.isEmpty { out += " stroke-dasharray=\"\(dash.map(label).joined(separator: " "))\"" }
                out += "/>\n"
            case let .polyline(points, color, width, role):
                let list = points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
                out += "<polyline class=\"\(role)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(label(width))\" points=\"\(list)\"/>\n"
            case let .text(text, x, y, anchor, color, size, bold):
                out += "<text x=\"\(f(x))\" y=\"\(f(y))\""
                if anchor != .start { out += " text-anchor=\"\(anchor.rawValue)\"" }
                if size != 12 { out += " font-size=\"\(label(size))\"" }
                if bold { out += " font-weight=\"bold\"" }
                out += " fill=\"\(color)\">\(escape(text))</text>\n"
            }
        }
        out += "</svg>\n"
        return out
    }

    private func f(_ v: Double) -> String { String(format: "%.2f", v) }

    private func label(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
