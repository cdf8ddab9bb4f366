import Foundation
import FlipbookViews

/// A shape a chart marks points with.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the shape looks as big as (a circle fills less of it than a square).
    var perceptualUnitRect: CGRect { get }
}

/// The symbols a chart marks points and series with.
public struct BasicChartSymbolShape: ChartSymbolShape, InsettableShape {
    enum Kind: Hashable, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    var insetAmount: CGFloat = 0

    init(kind: Kind) { self.kind = kind }

    /// The symbol inside a rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> BasicChartSymbolShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    /// The symbols in the order `symbol(by:)` hands them out, and then again: the five Swift Charts cycles
    /// through (as observed on iOS 18).
    static let sequence: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol filling `rect`.
    public func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = max(min(rect.width, rect.height) / 2 - insetAmount, 0)
        var path = Path()
        func polygon(_ count: Int, rotation: Double) {
            for i in 0..<count {
                let angle = rotation + Double(i) * 2 * .pi / Double(count)
                let p = CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
        func bars(_ angles: [Double]) {
            let w = r * 0.4
            for angle in angles {
                let dx = cos(angle), dy = sin(angle)
                let (nx, ny) = (-dy * w / 2, dx * w / 2)
                path.move(to: CGPoint(x: c.x - dx * r + nx, y: c.y - dy * r + ny))
                path.addLine(to: CGPoint(x: c.x + dx * r + nx, y: c.y + dy * r + ny))
                path.addLine(to: CGPoint(x: c.x + dx * r - nx, y: c.y + dy * r - ny))
                path.addLine(to: CGPoint(x: c.x - dx * r - nx, y: c.y - dy * r - ny))
                path.closeSubpath()
            }
        }
        switch kind {
        case .circle: path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square: path.addRect(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: 1.7 * r, height: 1.7 * r))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus: bars([0, .pi / 2])
        case .cross: bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: bars([.pi / 2, .pi / 2 + .pi / 3, .pi / 2 + 2 * .pi / 3])
        }
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A triangle pointing up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A square on its corner.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

extension Circle: ChartSymbolShape {
    /// The square the circle is drawn in.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Rectangle: ChartSymbolShape {
    /// The whole unit square, a little smaller to look as big as a circle.
    public var perceptualUnitRect: CGRect { CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8) }
}

extension Ellipse: ChartSymbolShape {
    /// The square the ellipse is drawn in.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Capsule: ChartSymbolShape {
    /// The square the capsule is drawn in.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// A symbol shape's outline, stroked inside its bounds: an open circle or square as a point's symbol.
public struct _StrokedBorderSymbol<Base: ChartSymbolShape & InsettableShape>: ChartSymbolShape, InsettableShape {
    let base: Base
    let lineWidth: CGFloat
    var insetAmount: CGFloat = 0

    /// The base shape's.
    public var perceptualUnitRect: CGRect { base.perceptualUnitRect }

    /// The outline `lineWidth` points wide, inside `rect`.
    public func path(in rect: CGRect) -> Path {
        base.inset(by: insetAmount + lineWidth / 2).path(in: rect).strokedPath(StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline inside a rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _StrokedBorderSymbol {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension ChartSymbolShape where Self: InsettableShape {
    /// The symbol's outline, `lineWidth` points wide, inside its bounds (an open symbol).
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape & InsettableShape {
        _StrokedBorderSymbol(base: self, lineWidth: lineWidth)
    }
}

/// What a mark draws at its point.
enum ChartSymbol {
    case shape(AnyShape)
    /// A view of the user's, drawn as it is.
    case view(AnyView)
    /// A view drawn in the mark's style (a stroked shape given as a symbol).
    case styledView(AnyView)
}
