import Foundation

/// What a frame shows, independent of any renderer: a list of drawing items in back-to-front order, each with
/// the global (canvas) transform of its local coordinates. Groups carry effects that apply to their contents
/// as a whole: opacity, clips, shadows, blur and masks.
public struct DisplayList: Equatable, Sendable, Codable {
    public var items: [Item]

    public init(items: [Item] = []) {
        self.items = items
    }

    /// One drawing, or a group of drawings.
    public struct Item: Equatable, Sendable, Codable {
        /// Maps the item's local coordinates to canvas points (projective transforms allowed).
        public var transform: ProjectionTransform
        public var content: Content
        /// The node that produced the item, for tracing and inspection.
        public var viewID: Int

        public init(transform: ProjectionTransform, content: Content, viewID: Int = 0) {
            self.transform = transform
            self.content = content
            self.viewID = viewID
        }
    }

    public enum Content: Equatable, Sendable, Codable {
        /// A filled outline.
        case fill(Path, Paint, FillStyle)
        /// A stroked outline.
        case stroke(Path, Paint, StrokeStyle)
        /// Text laid out in a box of the item's local space.
        case text(TextDrawing)
        /// Items composited together with effects.
        case group(GroupDrawing)
        /// A picture file drawn into a box of the item's local space.
        case image(ImageDrawing)
        /// A symbol glyph centred in a box of the item's local space.
        case symbol(SymbolDrawing)
    }

    /// A picture file and how it fills its box.
    public struct ImageDrawing: Equatable, Sendable, Codable {
        public var file: ImageFile
        /// The box the image fills (local coordinates, origin at zero).
        public var size: CGSize
        /// Whether the picture is repeated at its own size instead of stretched.
        public var tiles: Bool
        /// Whether scaled pixels are smoothed (false for `.interpolation(.none)`).
        public var smooths: Bool
        /// For template images: the colour drawn where the picture is opaque.
        public var tint: Color.Resolved?

        public init(file: ImageFile, size: CGSize, tiles: Bool = false, smooths: Bool = true,
                    tint: Color.Resolved? = nil) {
            self.file = file
            self.size = size
            self.tiles = tiles
            self.smooths = smooths
            self.tint = tint
        }
    }

    /// A glyph of a symbol font, drawn like text but centred by its ink in a square box.
    public struct SymbolDrawing: Equatable, Sendable, Codable {
        public var glyph: String
        public var fontFamily: String
        /// A character drawn over the glyph in the system font (the digit of `3.circle`).
        public var inset: String?
        /// The weight of `inset`, CSS-style.
        public var insetWeight: Int
        /// Clockwise quarter turns of the glyph.
        public var quarterTurns: Int
        public var color: Color.Resolved
        /// The box the symbol fills (local coordinates, origin at zero).
        public var size: CGSize

        public init(glyph: String, fontFamily: String, inset: String? = nil, insetWeight: Int = 400,
                    quarterTurns: Int = 0, color: Color.Resolved, size: CGSize) {
            self.glyph = glyph
            self.fontFamily = fontFamily
            self.inset = inset
            self.insetWeight = insetWeight
            self.quarterTurns = quarterTurns
            self.color = color
            self.size = size
        }
    }

    /// How a region is painted.
    public enum Paint: Equatable, Sendable, Codable {
        case color(Color.Resolved)
        case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
        case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)
    }

    /// A colour at a location (0…1) of a gradient.
    public struct GradientStop: Equatable, Sendable, Codable {
        public var color: Color.Resolved
        public var location: CGFloat
        public init(color: Color.Resolved, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// Text and everything needed to lay it out again exactly as it was measured.
    public struct TextDrawing: Equatable, Sendable, Codable {
        public var string: String
        public var font: FontDescriptor
        public var color: Color.Resolved
        /// The box the text was laid out in (local coordinates).
        public var size: CGSize
        public var lineLimit: Int?
        public var alignment: TextAlignment

        public init(string: String, font: FontDescriptor, color: Color.Resolved, size: CGSize, lineLimit: Int?,
                    alignment: TextAlignment) {
            self.string = string
            self.font = font
            self.color = color
            self.size = size
            self.lineLimit = lineLimit
            self.alignment = alignment
        }
    }

    /// Items composited as one layer.
    public struct GroupDrawing: Equatable, Sendable, Codable {
        public var opacity: Double = 1
        /// Clip outlines, each with its own global transform; the group is drawn inside all of them.
        public var clips: [Clip] = []
        public var shadow: Shadow?
        public var blurRadius: CGFloat = 0
        /// Only the parts of the group where the mask is opaque show.
        public var mask: DisplayList?
        /// The canvas transform of the view the group belongs to, when it is not affine: its pixels (shadow,
        /// blur, mask) are then made flat in that view's space and projected as a whole.
        public var projection: ProjectionTransform?
        public var content: DisplayList

        public init(content: DisplayList) {
            self.content = content
        }
    }

    public struct Clip: Equatable, Sendable, Codable {
        public var path: Path
        public var transform: ProjectionTransform
        public var style: FillStyle
        public init(path: Path, transform: ProjectionTransform, style: FillStyle = FillStyle()) {
            self.path = path
            self.transform = transform
            self.style = style
        }
    }

    public struct Shadow: Equatable, Sendable, Codable {
        public var color: Color.Resolved
        public var radius: CGFloat
        public var offset: CGSize
        public init(color: Color.Resolved, radius: CGFloat, offset: CGSize) {
            self.color = color
            self.radius = radius
            self.offset = offset
        }
    }
}

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
