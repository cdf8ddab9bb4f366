import Foundation

/// Core Graphics' drawing context, as `GraphicsContext.withCGContext` hands one out: its graphics state (the
/// current transform, colours, line style, alpha, blend mode, shadow and clip, saved and restored as a stack) and
/// its current path, drawn into the canvas that made it, as the canvas's own drawings are.
///
/// As in Core Graphics, a point is placed by the transform current when it is added to the path, a line's width
/// is measured in the space current when the path is stroked, and filling, stroking or clipping to the path
/// consumes it. The context starts in the canvas context's user space: y grows downwards.
public final class CGContext {
    struct GraphicsState {
        var context: GraphicsContext
        var fillColor = Color.black
        var strokeColor = Color.black
        var line = StrokeStyle()
        var alpha: CGFloat = 1
        var shadow: GraphicsContext.Filter?
    }

    private var state: GraphicsState
    private var saved: [GraphicsState] = []
    /// The current path, in the canvas context's base space (the transform applied as each point was added).
    private var currentPath = CGMutablePath()
    private let baseOpacity: Double

    init(drawingInto context: GraphicsContext) {
        state = GraphicsState(context: context)
        baseOpacity = context.opacity
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (the path is not part of it).
    public func saveGState() { saved.append(state) }

    /// Pops the graphics state saved last; without one, the state stays (Core Graphics logs the imbalance).
    public func restoreGState() {
        guard let last = saved.popLast() else {
            GraphWarnings.log("CGContextRestoreGState: invalid context: no saved graphics state to restore")
            return
        }
        state = last
    }

    /// The current transform, from user space to the canvas.
    public var ctm: CGAffineTransform { state.context.transform }

    /// Moves user space's origin.
    public func translateBy(x: CGFloat, y: CGFloat) { state.context.translateBy(x: x, y: y) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.context.scaleBy(x: x, y: y) }
    /// Rotates user space by `angle` radians (clockwise on screen, y growing downwards).
    public func rotate(by angle: CGFloat) { state.context.rotate(by: .radians(Double(angle))) }
    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.context.concatenate(transform) }

    /// Fills with `color`.
    public func setFillColor(_ color: CGColor) { state.fillColor = Color(cgColor: color) }
    /// Fills with an sRGB colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Fills with a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// Strokes with `color`.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = Color(cgColor: color) }
    /// Strokes with an sRGB colour.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Strokes with a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// The width of strokes, in the user space current when a path is stroked.
    public func setLineWidth(_ width: CGFloat) { state.line.lineWidth = width.isFinite ? max(0, width) : 1 }
    /// How open ends of stroked lines look.
    public func setLineCap(_ cap: CGLineCap) { state.line.lineCap = cap }
    /// How corners of stroked lines look.
    public func setLineJoin(_ join: CGLineJoin) { state.line.lineJoin = join }
    /// How far a mitred corner may reach, in line widths.
    public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = limit }
    /// Dashes strokes: `lengths` alternate painted and skipped, starting `phase` into the pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.line.dash = lengths
        state.line.dashPhase = phase
    }

    /// The opacity each drawing is composited with.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }

    /// How drawings combine with what is beneath. The Porter-Duff modes the canvas has no equivalent of (`copy`,
    /// `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`) draw normally, with a warning.
    public func setBlendMode(_ mode: CGBlendMode) {
        if let blend = Self.blendModes[mode] {
            state.context.blendMode = blend
        } else {
            GraphWarnings.log("CGContext blend mode \(mode) is not drawn by Flipbook: drawing with .normal")
            state.context.blendMode = .normal
        }
    }

    /// Casts a shadow of each later drawing, `offset` from it (y grows downwards) and blurred by `blur`, in
    /// `color` (nil: no shadow).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = .shadow(color: Color(cgColor: color), radius: max(0, blur) / 2, x: offset.width, y: offset.height)
    }

    /// Casts a shadow of each later drawing in black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Accepted: Flipbook always antialiases.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Accepted: Flipbook always antialiases.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    // MARK: The current path

    /// Empties the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: ctm) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: ctm) }
    /// Lines between `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: ctm) }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: ctm)
    }
    /// An arc of a circle, joined to the open subpath by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: ctm)
    }
    /// An arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: ctm)
    }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: ctm) }
    /// A closed ellipse in `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }
    /// The subpaths of `path`.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }
    /// Closes the open subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current path's last point, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(ctm.inverted()) }
    /// The bounds of the current path, in user space.
    public var boundingBoxOfPath: CGRect { Path(currentPath).applying(ctm.inverted()).boundingRect }
    /// A copy of the current path, in user space (nil when it is empty).
    public var path: CGPath? { currentPath.isEmpty ? nil : Path(currentPath).applying(ctm.inverted()).cgPath }

    // MARK: Drawing

    /// Fills the current path and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(Path(currentPath), rule: rule)
        beginPath()
    }

    /// Strokes the current path and empties it.
    public func strokePath() {
        stroke(Path(currentPath))
        beginPath()
    }

    /// Fills, strokes or both, then empties the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let outline = Path(currentPath)
        switch mode {
        case .fill: fill(outline, rule: .winding)
        case .eoFill: fill(outline, rule: .evenOdd)
        case .stroke: stroke(outline)
        case .fillStroke: fill(outline, rule: .winding); stroke(outline)
        case .eoFillStroke: fill(outline, rule: .evenOdd); stroke(outline)
        }
        beginPath()
    }

    /// Restricts later drawings to the inside of the current path, and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        let transform = state.context.transform
        state.context.transform = .identity
        state.context.clip(to: Path(currentPath), style: FillStyle(eoFill: rule == .evenOdd))
        state.context.transform = transform
        beginPath()
    }

    /// Restricts later drawings to `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Restricts later drawings to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        state.context.clip(to: Path { $0.addRects(rects) })
    }

    /// Fills `rect`; the current path is left as it is.
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills `rects`.
    public func fill(_ rects: [CGRect]) { fill(Path { $0.addRects(rects) }.applying(ctm), rule: .winding) }
    /// Strokes `rect`.
    public func stroke(_ rect: CGRect) { stroke(Path(rect).applying(ctm)) }
    /// Strokes `rect` with lines `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Fills the ellipse in `rect`.
    public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect).applying(ctm), rule: .winding) }
    /// Strokes the ellipse in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect).applying(ctm)) }
    /// Strokes a line between each pair of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[pair])
            segments.addLine(to: points[pair + 1])
        }
        stroke(segments.applying(ctm))
    }
    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        var context = state.context
        context.blendMode = .destinationOut
        context.opacity = 1
        context.transform = .identity
        context.fill(Path(rect).applying(ctm), with: .color(.black))
    }

    /// Fills `outline` (in the base space) with the fill colour.
    private func fill(_ outline: Path, rule: CGPathFillRule) {
        var context = drawingContext()
        context.transform = .identity
        context.fill(outline, with: .color(state.fillColor), style: FillStyle(eoFill: rule == .evenOdd))
    }

    /// Strokes `outline` (in the base space) with the stroke colour and line style, measured in user space.
    private func stroke(_ outline: Path) {
        let transform = ctm
        // A transform that flattens user space leaves nothing a line width could be measured in.
        guard transform.a * transform.d - transform.b * transform.c != 0 else { return }
        drawingContext().stroke(outline.applying(transform.inverted()), with: .color(state.strokeColor),
                                style: state.line)
    }

    /// The canvas context a drawing is made with: the state's, with its alpha and shadow.
    func drawingContext() -> GraphicsContext {
        var context = state.context
        context.opacity = baseOpacity * Double(state.alpha)
        if let shadow = state.shadow { context.addFilter(shadow) }
        return context
    }

    private static let blendModes: [CGBlendMode: GraphicsContext.BlendMode] = [
        .normal: .normal, .multiply: .multiply, .screen: .screen, .overlay: .overlay, .darken: .darken,
        .lighten: .lighten, .colorDodge: .colorDodge, .colorBurn: .colorBurn, .softLight: .softLight,
        .hardLight: .hardLight, .difference: .difference, .exclusion: .exclusion, .hue: .hue,
        .saturation: .saturation, .color: .color, .luminosity: .luminosity, .clear: .destinationOut,
        .sourceAtop: .sourceAtop, .destinationOver: .destinationOver, .destinationOut: .destinationOut,
        .plusDarker: .plusDarker, .plusLighter: .plusLighter,
    ]
}

extension GraphicsContext {
    /// Runs `content` with a Core Graphics context that draws into this canvas, starting in this context's user
    /// space and state (its transform, opacity, blend mode, clips and filters).
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try content(CGContext(drawingInto: self))
    }
}
