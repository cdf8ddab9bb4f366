import Foundation

extension Path {
    /// A rectangle: a move to the top-left corner, lines clockwise on screen, closed.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle with equal corner radii.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with a radius for each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed rectangular subpath: top-left, top-right, bottom-right, bottom-left.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        append(.move(to: CGPoint(x: r.minX, y: r.minY).applying(transform)))
        append(.line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        append(.line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        append(.line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        append(.closeSubpath)
    }

    /// Adds a closed subpath for each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect`: it starts at the right-most point (3 o'clock) and runs clockwise on
    /// screen through four cubic quarter arcs.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let rx = r.width / 2, ry = r.height / 2
        let k = CGFloat(quarterArcHandle)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: center.x + x * rx, y: center.y + y * ry).applying(transform)
        }
        append(.move(to: p(1, 0)))
        append(.curve(to: p(0, 1), control1: p(1, k), control2: p(k, 1)))
        append(.curve(to: p(-1, 0), control1: p(-k, 1), control2: p(-1, k)))
        append(.curve(to: p(0, -1), control1: p(-1, -k), control2: p(-k, -1)))
        append(.curve(to: p(1, 0), control1: p(k, -1), control2: p(1, -k)))
        append(.closeSubpath)
    }

    /// Adds a rounded rectangle with elliptical corners of `cornerSize` (clamped to half the rectangle).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addRoundedRect(rect, corners: Array(repeating: cornerSize, count: 4), style: style, transform: transform)
    }

    /// Adds a rounded rectangle with a radius for each corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        // Corner order below: top-trailing, bottom-trailing, bottom-leading, top-leading.
        let radii = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading]
        addRoundedRect(rect, corners: radii.map { CGSize(width: $0, height: $0) }, style: style, transform: transform)
    }

    /// Builds the outline from the top edge just after the top-leading corner, clockwise on screen through the
    /// corners top-trailing, bottom-trailing, bottom-leading and top-leading.
    private mutating func addRoundedRect(_ rect: CGRect, corners: [CGSize], style: RoundedCornerStyle,
                                         transform: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let maxX = r.width / 2, maxY = r.height / 2
        // An oversized corner shrinks uniformly (keeping its aspect), so a large radius makes a capsule; an infinite
        // one (`cornerRadius(.infinity)`, a common way to ask for a capsule) is as large as the longer half side.
        let largest = max(maxX, maxY)
        let sizes = corners.map { size -> CGSize in
            func length(_ value: CGFloat) -> CGFloat {
                value == .infinity ? largest : max(value.isFinite ? value : 0, 0)
            }
            let w = length(size.width), h = length(size.height)
            let factor = min(1, w > 0 ? maxX / w : 1, h > 0 ? maxY / h : 1)
            return CGSize(width: w * factor, height: h * factor)
        }
        if sizes.allSatisfy({ $0.width <= 0 || $0.height <= 0 }) {
            addRect(r, transform: transform)
            return
        }
        let vertices = [CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                        CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY)]
        // Travel directions along the edge entering each corner, and leaving it.
        let incoming = [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)]
        let outgoing = [incoming[1], incoming[2], incoming[3], incoming[0]]
        var pieces: [(start: CGPoint, segments: [Path.Element])] = []
        for i in 0..<4 {
            let size = sizes[i]
            // Along the incoming edge the corner spans the horizontal radius on horizontal edges.
            let (alongIn, alongOut) = incoming[i].y == 0 ? (size.width, size.height) : (size.height, size.width)
            let shape = RoundedCorner.points(style: style, alongIn: alongIn, alongOut: alongOut,
                                             room: min(maxX, maxY))
            func map(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
                CGPoint(x: vertices[i].x - incoming[i].x * u * alongIn + outgoing[i].x * v * alongOut,
                        y: vertices[i].y - incoming[i].y * u * alongIn + outgoing[i].y * v * alongOut)
                    .applying(transform)
            }
            let segments = shape.segments.map { segment -> Path.Element in
                switch segment {
                case .line(let to): return .line(to: map(to.x, to.y))
                case .curve(let c1, let c2, let to):
                    return .curve(to: map(to.x, to.y), control1: map(c1.x, c1.y), control2: map(c2.x, c2.y))
                }
            }
            pieces.append((map(shape.start.x, shape.start.y), segments))
        }
        // Start where the top-leading corner (the last one) meets the top edge, so the outline begins on the top
        // edge and runs clockwise on screen, like a rectangle's.
        let origin: CGPoint
        if case .curve(let end, _, _)? = pieces[3].segments.last { origin = end } else { origin = pieces[3].start }
        append(.move(to: origin))
        for piece in pieces {
            append(.line(to: piece.start))
            elements.append(contentsOf: piece.segments)
        }
        append(.closeSubpath)
    }
}

/// Kappa: the handle length, per unit radius, of a cubic that approximates a quarter circle.
let quarterArcHandle = 4.0 / 3.0 * tan(Double.pi / 8)

/// One corner of a rounded rectangle in corner units: `u` runs back from the vertex along the incoming edge,
/// `v` forward along the outgoing edge, both in multiples of the corner radius.
enum RoundedCorner {
    enum Segment { case line(CGPoint), curve(CGPoint, CGPoint, CGPoint) }

    /// How far along each edge Apple's continuous corner reaches, per unit radius.
    static let continuousExtent: CGFloat = 1.52866483

    /// Apple's continuous corner (three cubics joined by two short lines), symmetric in u and v.
    static let continuous: (start: CGPoint, segments: [Segment]) = (
        CGPoint(x: 1.52866483, y: 0),
        [
            .curve(CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
            .line(CGPoint(x: 0.63149399, y: 0.07491100)),
            .curve(CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
                   CGPoint(x: 0.07491100, y: 0.63149399)),
            .line(CGPoint(x: 0.06549600, y: 0.66993427)),
            .curve(CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)),
        ])

    /// A quarter circle with the same structure (three 30° cubics, zero-length lines), so the two can blend.
    static let circularInThree: (start: CGPoint, segments: [Segment]) = {
        func point(_ phi: Double) -> CGPoint { CGPoint(x: 1 - sin(phi), y: 1 - cos(phi)) }
        func tangent(_ phi: Double) -> CGPoint { CGPoint(x: -cos(phi), y: sin(phi)) }
        let step = Double.pi / 6, h = 4.0 / 3.0 * tan(step / 4)
        var segments: [Segment] = []
        for i in 0..<3 {
            let a = Double(i) * step, b = a + step
            let pa = point(a), pb = point(b), ta = tangent(a), tb = tangent(b)
            segments.append(.curve(CGPoint(x: pa.x + h * ta.x, y: pa.y + h * ta.y),
                                   CGPoint(x: pb.x - h * tb.x, y: pb.y - h * tb.y), pb))
            if i < 2 { segments.append(.line(pb)) }
        }
        return (point(0), segments)
    }()

    static let circular: (start: CGPoint, segments: [Segment]) = {
        let k = CGFloat(1 - quarterArcHandle)
        return (CGPoint(x: 1, y: 0), [.curve(CGPoint(x: k, y: 0), CGPoint(x: 0, y: k), CGPoint(x: 0, y: 1))])
    }()

    /// The corner outline in corner units. A continuous corner needs `1.52866` radii of straight edge; with less
    /// room (`room` is half the shorter side) it blends linearly towards the circular corner, reaching it when the
    /// radius fills the room — our choice, so the shape changes continuously as the radius grows.
    static func points(style: RoundedCornerStyle, alongIn: CGFloat, alongOut: CGFloat, room: CGFloat)
        -> (start: CGPoint, segments: [Segment]) {
        guard style == .continuous else { return circular }
        let radius = max(alongIn, alongOut)
        guard radius > 0 else { return circular }
        let extent = min(continuousExtent, room / radius)
        let s = max(0, min(1, (extent - 1) / (continuousExtent - 1)))
        if s >= 1 { return continuous }
        if s <= 0 { return circular }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s)
        }
        let segments = zip(circularInThree.segments, continuous.segments).map { pair -> Segment in
            switch pair {
            case (.line(let a), .line(let b)): return .line(mix(a, b))
            case (.curve(let a1, let a2, let a3), .curve(let b1, let b2, let b3)):
                return .curve(mix(a1, b1), mix(a2, b2), mix(a3, b3))
            default: preconditionFailure("corner outlines share one structure")
            }
        }
        return (mix(circularInThree.start, continuous.start), segments)
    }
}
