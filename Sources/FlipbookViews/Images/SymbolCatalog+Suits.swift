import Foundation

// The suits of playing cards as outlines in a unit square (y down), every part wound clockwise so that the
// non-zero rule fills where they overlap.

extension SymbolCatalog.DrawnShape {
    /// A point of the unit square mapped into `rect`.
    private static func mapper(_ rect: CGRect) -> (CGFloat, CGFloat) -> CGPoint {
        { x, y in CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
    }

    /// An upturned heart on a flared stem.
    static func spade(in rect: CGRect) -> Path {
        let p = mapper(rect)
        var path = Path()
        path.move(to: p(0.5, 0.02))
        path.addCurve(to: p(0.95, 0.56), control1: p(0.62, 0.2), control2: p(0.95, 0.3))
        path.addCurve(to: p(0.52, 0.64), control1: p(0.95, 0.82), control2: p(0.64, 0.86))
        path.addQuadCurve(to: p(0.68, 0.98), control: p(0.55, 0.9))
        path.addLine(to: p(0.32, 0.98))
        path.addQuadCurve(to: p(0.48, 0.64), control: p(0.45, 0.9))
        path.addCurve(to: p(0.05, 0.56), control1: p(0.36, 0.86), control2: p(0.05, 0.82))
        path.addCurve(to: p(0.5, 0.02), control1: p(0.05, 0.3), control2: p(0.38, 0.2))
        path.closeSubpath()
        return path
    }

    /// Three round leaves on a flared stem.
    static func club(in rect: CGRect) -> Path {
        let p = mapper(rect)
        var path = Path()
        // The leaves, and a disc filling the gap where they meet.
        let discs: [((CGFloat, CGFloat), CGFloat)] = [((0.5, 0.25), 0.215), ((0.26, 0.57), 0.215),
                                                      ((0.74, 0.57), 0.215), ((0.5, 0.5), 0.14)]
        for (center, radius) in discs {
            let corner = p(center.0 - radius, center.1 - radius)
            path.addEllipse(in: CGRect(x: corner.x, y: corner.y, width: 2 * radius * rect.width,
                                       height: 2 * radius * rect.height))
        }
        path.move(to: p(0.5, 0.4))
        path.addLine(to: p(0.56, 0.62))
        path.addQuadCurve(to: p(0.68, 0.98), control: p(0.57, 0.9))
        path.addLine(to: p(0.32, 0.98))
        path.addQuadCurve(to: p(0.44, 0.62), control: p(0.43, 0.9))
        path.closeSubpath()
        return path
    }

    /// A rhombus with gently curved sides.
    static func diamond(in rect: CGRect) -> Path {
        let p = mapper(rect)
        var path = Path()
        path.move(to: p(0.5, 0))
        path.addQuadCurve(to: p(0.86, 0.5), control: p(0.64, 0.28))
        path.addQuadCurve(to: p(0.5, 1), control: p(0.64, 0.72))
        path.addQuadCurve(to: p(0.14, 0.5), control: p(0.36, 0.72))
        path.addQuadCurve(to: p(0.5, 0), control: p(0.36, 0.28))
        path.closeSubpath()
        return path
    }

    /// The outline of a suit: its edge stroked as the outlined symbols' lines are, about a fourteenth of the box.
    static func outline(of shape: Path, in rect: CGRect) -> Path {
        shape.strokedPath(StrokeStyle(lineWidth: min(rect.width, rect.height) / 14, lineJoin: .round))
    }
}
