import Foundation

extension DisplayList: CustomStringConvertible {
    /// The list as stable text, one item per line, groups indented: for snapshot tests and debugging.
    public var description: String {
        var lines: [String] = []
        describe(into: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], indent: String) {
        for item in items {
            let transform = item.transform.isIdentity ? "" : " " + Self.format(item.transform)
            switch item.content {
            case let .fill(path, paint, style):
                lines.append("\(indent)fill\(style.isEOFilled ? " eo" : "") \(Self.format(paint))\(transform) \(Self.format(path))")
            case let .stroke(path, paint, style):
                var detail = "width \(Self.number(style.lineWidth))"
                if !style.dash.isEmpty { detail += " dash [\(style.dash.map(Self.number).joined(separator: " "))]" }
                lines.append("\(indent)stroke \(detail) \(Self.format(paint))\(transform) \(Self.format(path))")
            case let .text(text):
                lines.append("\(indent)text \"\(text.string)\" \(text.font.family ?? "system") \(Self.number(text.font.size)) w\(text.font.weight) \(Self.format(.color(text.color))) box \(Self.number(text.size.width))×\(Self.number(text.size.height))\(transform)")
            case let .image(image):
                let name = (image.file.path as NSString).lastPathComponent
                lines.append("\(indent)image \"\(name)\" \(image.file.pixelWidth)×\(image.file.pixelHeight)@\(Self.number(image.file.scale))x box \(Self.number(image.size.width))×\(Self.number(image.size.height))\(image.tiles ? " tiled" : "")\(image.smooths ? "" : " pixelated")\(image.tint.map { " tint " + Self.format($0) } ?? "")\(transform)")
            case let .symbol(symbol):
                let code = symbol.glyph.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined()
                lines.append("\(indent)symbol \(code)\(symbol.inset.map { " \"\($0)\"" } ?? "")\(symbol.quarterTurns != 0 ? " turned \(symbol.quarterTurns)" : "") \(Self.format(.color(symbol.color))) box \(Self.number(symbol.size.width))×\(Self.number(symbol.size.height))\(transform)")
            case let .list(list):
                lines.append("\(indent)group")
                list.describe(into: &lines, indent: indent + "  ")
            case let .effect(effect, list):
                lines.append("\(indent)group \(Self.format(effect))")
                list.describe(into: &lines, indent: indent + "  ")
            }
        }
    }

    static func format(_ effect: Effect) -> String {
        switch effect {
        case .opacity(let opacity): return "opacity \(number(opacity))"
        case .clip(let clip): return "clip\(clip.style.isEOFilled ? " eo" : "") \(format(clip.path))"
        case .shadow(let shadow):
            return "shadow \(number(shadow.radius)) \(format(shadow.color)) offset \(number(shadow.offset.width)),\(number(shadow.offset.height))"
        case .blur(let radius): return "blur \(number(radius))"
        case .mask: return "mask"
        case .projection(let transform): return "projected \(format(transform))"
        case .colorMatrix(let matrix):
            let rows = [matrix.red, matrix.green, matrix.blue, matrix.alpha]
            return "color matrix " + rows.map { $0.map { number(CGFloat($0)) }.joined(separator: " ") }
                .joined(separator: " / ")
        case let .alphaThreshold(min, max, color):
            return "alpha threshold \(number(CGFloat(min)))…\(number(CGFloat(max))) \(format(color))"
        case .blendMode(let mode): return "blend \(mode.rawValue)"
        case .compositingGroup: return "compositing group"
        }
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.3f", Double(rounded)).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    static func number(_ value: Double) -> String { number(CGFloat(value)) }

    static func format(_ transform: ProjectionTransform) -> String {
        if transform.isAffine {
            let a = transform.affineTransform
            return "[" + [a.a, a.b, a.c, a.d, a.tx, a.ty].map(number).joined(separator: " ") + "]"
        }
        let m = transform
        return "[" + [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(number).joined(separator: " ") + "]"
    }

    static func format(_ color: Color.Resolved) -> String {
        "#" + [color.red, color.green, color.blue, color.opacity]
            .map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    static func format(_ paint: Paint) -> String {
        switch paint {
        case .color(let color): return format(color)
        case let .linearGradient(stops, start, end):
            return "linear(\(stops.map { format($0.color) }.joined(separator: " ")) \(number(start.x)),\(number(start.y))→\(number(end.x)),\(number(end.y)))"
        case let .radialGradient(stops, center, r0, r1):
            return "radial(\(stops.map { format($0.color) }.joined(separator: " ")) \(number(center.x)),\(number(center.y)) r \(number(r0))…\(number(r1)))"
        case let .twoCircleGradient(stops, start, r0, end, r1, extends):
            return "circles(\(stops.map { format($0.color) }.joined(separator: " ")) \(number(start.x)),\(number(start.y)) r \(number(r0)) → \(number(end.x)),\(number(end.y)) r \(number(r1))\(extends ? " padded" : ""))"
        case let .angularGradient(stops, center, a0, a1):
            return "angular(\(stops.map { format($0.color) }.joined(separator: " ")) \(number(center.x)),\(number(center.y)) \(number(a0.degrees))°…\(number(a1.degrees))°)"
        case .mesh(let mesh):
            let points = mesh.points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            return "mesh(\(mesh.columns)×\(mesh.rows) \(points) \(mesh.colors.map(format).joined(separator: " ")))"
        case .image(let pattern):
            let name = (pattern.file.path as NSString).lastPathComponent
            return "image(\(name) ×\(number(pattern.scale)) at \(number(pattern.origin.x)),\(number(pattern.origin.y)))"
        }
    }

    static func format(_ path: Path) -> String {
        var parts: [String] = []
        path.forEach { element in
            switch element {
            case .move(let p): parts.append("\(number(p.x)) \(number(p.y)) m")
            case .line(let p): parts.append("\(number(p.x)) \(number(p.y)) l")
            case let .quadCurve(p, c): parts.append("\(number(c.x)) \(number(c.y)) \(number(p.x)) \(number(p.y)) q")
            case let .curve(p, c1, c2):
                parts.append([c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(number).joined(separator: " ") + " c")
            case .closeSubpath: parts.append("h")
            }
        }
        return parts.joined(separator: " ")
    }
}
