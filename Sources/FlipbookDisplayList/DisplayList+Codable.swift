import Foundation

extension Path: Codable {
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        while !container.isAtEnd {
            let op = try container.decode(String.self)
            func point() throws -> CGPoint {
                CGPoint(x: try container.decode(CGFloat.self), y: try container.decode(CGFloat.self))
            }
            switch op {
            case "m": move(to: try point())
            case "l": addLine(to: try point())
            case "q": let c = try point(); addQuadCurve(to: try point(), control: c)
            case "c": let c1 = try point(), c2 = try point(); addCurve(to: try point(), control1: c1, control2: c2)
            case "h": closeSubpath()
            default:
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown path operator \(op)")
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        var failure: Error?
        forEach { element in
            guard failure == nil else { return }
            do { try Self.encode(element, into: &container) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private static func encode(_ element: Element, into container: inout UnkeyedEncodingContainer) throws {
        do {
            switch element {
            case .move(let p): try container.encode("m"); try container.encode(p.x); try container.encode(p.y)
            case .line(let p): try container.encode("l"); try container.encode(p.x); try container.encode(p.y)
            case .quadCurve(let p, let c):
                try container.encode("q")
                for v in [c.x, c.y, p.x, p.y] { try container.encode(v) }
            case .curve(let p, let c1, let c2):
                try container.encode("c")
                for v in [c1.x, c1.y, c2.x, c2.y, p.x, p.y] { try container.encode(v) }
            case .closeSubpath: try container.encode("h")
            }
        }
    }
}

extension Color.Resolved: Codable {
    public init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        self.init(linearRed: try c.decode(Float.self), linearGreen: try c.decode(Float.self),
                  linearBlue: try c.decode(Float.self), opacity: try c.decode(Float.self))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(linearRed); try c.encode(linearGreen); try c.encode(linearBlue); try c.encode(opacity)
    }
}
