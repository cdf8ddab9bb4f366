import CCairo
import Foundation
import FlipbookDisplayList

/// Errors of drawing and encoding frames.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case invalidSize(CGSize, scale: CGFloat)
    case cairo(String)

    public var description: String {
        switch self {
        case let .invalidSize(size, scale):
            return "cannot render a \(size.width) × \(size.height) canvas at scale \(scale): width, height and scale must be finite and positive, and the image at most 16384 pixels on a side"
        case let .cairo(message):
            return "cairo failed: \(message)"
        }
    }
}

/// Draws display lists into pixels with Cairo, and text with Pango.
public final class CairoRenderer {
    let fonts: FontConfiguration
    let pangoContext: OpaquePointer
    let pictures = PictureCache()
    /// The blur's buffers, kept from frame to frame.
    let blur = GaussianBlur()
    /// Surfaces of dropped frames, drawn into again.
    private let surfaces = SurfacePool()
    /// Text layouts by what they lay out, kept from frame to frame.
    var layouts: [TextLayoutKey: TextLayout] = [:]
    /// The scale Pango's context was last matched to (see `matchPangoContext`).
    private var pangoScale: Double?
    /// The coverage masks of filled outlines, kept from frame to frame; nil when every fill is scan-converted.
    let coverageMasks: CoverageMaskCache?
    /// Where glyph outlines are taken (see `outline(of:transform:)`): a context on an unbounded recording
    /// surface, with no clip, so that Pango, which leaves out glyphs beyond the surface or the clip, keeps them all.
    let outlineContext: OpaquePointer

    public convenience init(fonts: FontConfiguration = FontConfiguration()) {
        self.init(fonts: fonts, keepsCoverageMasks: true)
    }

    /// A renderer that keeps coverage masks or fills every outline directly (to compare the two).
    init(fonts: FontConfiguration = FontConfiguration(), keepsCoverageMasks: Bool) {
        self.fonts = fonts
        pangoContext = PangoContexts.make()
        coverageMasks = keepsCoverageMasks ? CoverageMaskCache() : nil
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        outlineContext = cairo_create(recording)!
        cairo_surface_destroy(recording)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
        cairo_destroy(outlineContext)
    }

    /// Draws `list` on a canvas of `size` points at `scale` pixels per point, over `background` (transparent
    /// if nil).
    public func render(_ list: DisplayList, size: CGSize, scale: CGFloat = 1,
                       background: Color.Resolved? = nil) throws -> RasterImage {
        let image = try RasterImage(size: size, scale: scale, pool: surfaces)
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        // Every pixel is written here: a recycled surface's old frame never shows through. A first item that
        // covers the canvas in an opaque colour is that paint (over the background, it would hide it anyway).
        var fill = background
        var skipped = 0
        if let cover = list.coveringColor(canvas: size) {
            fill = cover
            skipped = 1
        }
        if let fill {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            setColor(cr, fill)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            // Drawn over an opaque background, every pixel stays opaque.
            image.isOpaque = fill.opacity >= 1
        } else if image.isRecycled {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        let device = CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        for item in list.items.dropFirst(skipped) { draw(item, on: cr, device: device) }
        cairo_surface_flush(image.surface)
        return image
    }

    /// Draws `list` with the context's matrix mapping canvas points to the pixels of a surface covering `device`.
    func draw(_ list: DisplayList, on cr: OpaquePointer, device: CGRect) {
        for item in list.items { draw(item, on: cr, device: device) }
    }

    private func draw(_ item: DisplayList.Item, on cr: OpaquePointer, device: CGRect) {
        switch item.content {
        case let .fill(path, .color(color), style) where item.transform.isAffine:
            // The common case, a solid fill through an affine transform: its points are mapped here and filled in
            // the base space, without saving, transforming and restoring the context for every item.
            let a = item.transform.affineTransform
            guard [a.a, a.b, a.c, a.d, a.tx, a.ty].allSatisfy(\.isFinite), abs(a.a * a.d - a.b * a.c) > 1e-12 else {
                return
            }
            setColor(cr, color)
            if fillThroughKeptMask(path, mappedBy: a, evenOdd: style.isEOFilled, cr) { return }
            addPath(path, mappedBy: a, cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case let .fill(path, paint, style):
            withTransform(item.transform, cr) { projected in
                if let projected {
                    addPath(path.flattenedProjected(by: projected), cr)
                } else {
                    addPath(path, cr)
                }
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if case .mesh(let mesh) = paint, mesh.background.opacity > 0 {
                    // The mesh's background shows wherever its patches do not reach.
                    setColor(cr, mesh.background)
                    cairo_fill_preserve(cr)
                }
                fillCurrentPath(with: paint, cr)
            }
        case let .stroke(path, paint, style):
            withTransform(item.transform, cr) { projected in
                // Projected, or painted with a faded picture (which goes through a clip), the stroke is filled as
                // its outline.
                if projected != nil || paint.fadedPictureOpacity != nil {
                    let outline = path.strokedPath(style)
                    addPath(projected.map { outline.flattenedProjected(by: $0) } ?? outline, cr)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                    fillCurrentPath(with: paint, cr)
                } else {
                    addPath(path, cr)
                    applyStroke(style, cr)
                    setPaint(cr, paint)
                    cairo_stroke(cr)
                }
            }
        case let .text(text) where item.transform.isTranslation:
            // Moved, not transformed: the context's matrix, and so Pango's, stays the same from text to text, and
            // the kept layouts are not laid out again for every item.
            drawText(text, at: CGPoint(x: item.transform.m31, y: item.transform.m32), cr)
        case let .text(text) where !item.transform.isAffine && (text.paint != nil || text.hasColorGlyphs):
            // Outlines would lose an emoji's colours (Noto's are pictures, with no outline) and a gradient.
            drawProjected(size: text.size, transform: item.transform, cr) { drawText(text, at: .zero, $0) }
        case let .text(text):
            withTransform(item.transform, cr) { projected in
                if let projected {
                    fillProjected(outline(of: [(layout(of: text), .zero)]), by: projected, color: text.color, cr)
                } else {
                    drawText(text, at: .zero, cr)
                }
            }
        case let .symbol(symbol):
            withTransform(item.transform, cr) { projected in
                if let projected {
                    fillProjected(outline(of: layouts(of: symbol), transform: placement(symbol)), by: projected,
                                  color: symbol.color, cr)
                } else {
                    drawSymbol(symbol, cr)
                }
            }
        case let .image(picture):
            drawImage(picture, transform: item.transform, cr)
        case let .list(list):
            draw(list, on: cr, device: device)
        case let .effect(effect, list):
            EffectCompositor(renderer: self, device: device).draw(effect, list, on: cr)
        }
    }

    /// Fills `path` mapped by `transform` with the current source through its kept coverage mask, when it has one
    /// (see `CoverageMaskCache`); false when it is to be filled directly.
    private func fillThroughKeptMask(_ path: Path, mappedBy transform: CGAffineTransform, evenOdd: Bool,
                                     _ cr: OpaquePointer) -> Bool {
        guard let masks = coverageMasks else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard let outline = CoverageMaskCache.outline(of: path, mappedBy: transform, matrix: matrix, evenOdd: evenOdd),
              let mask = masks.mask(for: outline) else { return false }
        // The mask is in device pixels: composited with the identity matrix, at its whole-pixel origin.
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, Double(outline.originX), Double(outline.originY))
        cairo_set_matrix(cr, &matrix)
        return true
    }

    /// Runs `body` with the item's transform set when it is affine; a projective transform is passed to `body`
    /// instead, which then projects flattened outlines itself so edges stay sharp.
    func withTransform(_ transform: ProjectionTransform, _ cr: OpaquePointer, _ body: (ProjectionTransform?) -> Void) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if transform.isAffine {
            let a = transform.affineTransform
            guard [a.a, a.b, a.c, a.d, a.tx, a.ty].allSatisfy(\.isFinite), abs(a.a * a.d - a.b * a.c) > 1e-12 else { return }
            var matrix = cairo_matrix_t(xx: Double(a.a), yx: Double(a.b), xy: Double(a.c), yy: Double(a.d),
                                        x0: Double(a.tx), y0: Double(a.ty))
            cairo_transform(cr, &matrix)
            body(nil)
        } else {
            body(transform)
        }
    }

    /// Fills glyph outlines flattened and mapped through a projective transform.
    private func fillProjected(_ outline: Path, by transform: ProjectionTransform, color: Color.Resolved,
                               _ cr: OpaquePointer) {
        addPath(outline.flattenedProjected(by: transform), cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        setColor(cr, color)
        cairo_fill(cr)
    }

    /// Adds `path` with every point mapped by `transform` (in the context's current space).
    func addPath(_ path: Path, mappedBy transform: CGAffineTransform, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        let t = transform
        func map(_ p: CGPoint) -> (Double, Double) {
            let mapped = p.applying(t)
            return (Double(mapped.x), Double(mapped.y))
        }
        // Where a closed subpath leaves the pen: at its start.
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                let (x, y) = map(p)
                cairo_move_to(cr, x, y)
                current = p
                subpathStart = p
            case .line(let p):
                let (x, y) = map(p)
                cairo_line_to(cr, x, y)
                current = p
            case let .quadCurve(p, c):
                let (c1, c2) = cubicControls(from: current, quadraticControl: c, to: p)
                let (x1, y1) = map(c1), (x2, y2) = map(c2), (x, y) = map(p)
                cairo_curve_to(cr, x1, y1, x2, y2, x, y)
                current = p
            case let .curve(p, c1, c2):
                let (x1, y1) = map(c1), (x2, y2) = map(c2), (x, y) = map(p)
                cairo_curve_to(cr, x1, y1, x2, y2, x, y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }

    func addPath(_ path: Path, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case let .quadCurve(p, c):
                let (c1, c2) = cubicControls(from: current, quadraticControl: c, to: p)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                // Cairo moves the current point back to the subpath's start.
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    private func applyStroke(_ style: StrokeStyle, _ cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let dashes = style.dash.map { Double(max(0, $0)) }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        }
    }

    func setColor(_ cr: OpaquePointer, _ color: Color.Resolved) {
        cairo_set_source_rgba(cr, Double(clamp(color.red)), Double(clamp(color.green)), Double(clamp(color.blue)),
                              Double(clamp(color.opacity)))
    }

    private func clamp(_ v: Float) -> Float { v.isFinite ? min(max(v, 0), 1) : 0 }

    private func addStops(_ pattern: OpaquePointer, _ stops: [DisplayList.GradientStop]) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(clamp(stop.color.red)),
                                              Double(clamp(stop.color.green)), Double(clamp(stop.color.blue)),
                                              Double(clamp(stop.color.opacity)))
        }
    }

    /// Fills the current path with `paint`. A picture pattern has no opacity of its own: a faded one is painted
    /// with that alpha through the path as a clip.
    func fillCurrentPath(with paint: DisplayList.Paint, _ cr: OpaquePointer) {
        setPaint(cr, paint)
        if let opacity = paint.fadedPictureOpacity {
            cairo_save(cr)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, max(0, opacity))
            cairo_restore(cr)
        } else {
            cairo_fill(cr)
        }
    }

    func setPaint(_ cr: OpaquePointer, _ paint: DisplayList.Paint) {
        switch paint {
        case .color(let color):
            setColor(cr, color)
        case let .linearGradient(stops, start, end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            addStops(pattern, stops)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .radialGradient(stops, center, r0, r1):
            let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(max(0, r0)),
                                                      Double(center.x), Double(center.y), Double(max(0, r1)))!
            addStops(pattern, stops)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .twoCircleGradient(stops, start, r0, end, r1, extends):
            let pattern = cairo_pattern_create_radial(Double(start.x), Double(start.y), Double(max(0, r0)),
                                                      Double(end.x), Double(end.y), Double(max(0, r1)))!
            addStops(pattern, stops)
            cairo_pattern_set_extend(pattern, extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .angularGradient(stops, center, start, end):
            let pattern = AngularGradientMesh.pattern(stops: stops, center: center, start: start, end: end)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .mesh(let mesh):
            guard mesh.isValid else { return setColor(cr, mesh.background) }
            let pattern = MeshGradientPattern.pattern(mesh)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .image(let image):
            guard let pattern = tiledPattern(image) else { return setColor(cr, Color.clear.resolved()) }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Whether type of `size` points would be drawn smaller than a hundredth of a pixel under the context's matrix
    /// (a view scaling in from nothing): it is skipped, as Pango cannot lay out a font that small (its size
    /// rounds to zero, the context's font matrix becomes singular, and the context fails).
    func isTooSmallToSee(fontSize size: CGFloat, _ cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let area = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)
        return !(Double(size) * area.squareRoot() >= 0.01)
    }

    /// Matches Pango's context to the scale of the context's matrix when it changed. Pango marks the context
    /// changed on every update, which lays every kept layout out again; with metric hinting off, a layout does
    /// not depend on the matrix, so only the fonts' scale needs it.
    ///
    /// Pango is given a uniform scale (the matrix's area scale, without rotation or stretch): laid out under a
    /// matrix that stretches one axis more than the other (`scaleEffect(x: 0.5, y: 1)`), its glyph advances no
    /// longer matched the text's measured width, so words wrapped and glyphs ran into one another. Cairo still
    /// draws the glyphs, and their positions, through the whole matrix.
    func matchPangoContext(_ cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        guard scale != pangoScale else { return }
        pangoScale = scale
        var uniform = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: matrix.x0, y0: matrix.y0)
        cairo_set_matrix(cr, &uniform)
        pango_cairo_update_context(cr, pangoContext)
        cairo_set_matrix(cr, &matrix)
    }

    private func drawText(_ text: DisplayList.TextDrawing, at origin: CGPoint, _ cr: OpaquePointer) {
        guard !isTooSmallToSee(fontSize: text.font.size, cr) else { return }
        matchPangoContext(cr)
        let layout = layout(of: text)
        guard let paint = text.paint else {
            setColor(cr, text.color)
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cr, layout.layout)
            drawPatternedLines(of: layout, at: origin, cr) { setColor(cr, text.color) }
            return
        }
        // A gradient is given in the text box's space: the box's origin becomes the context's for the glyphs.
        cairo_save(cr)
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        setPaint(cr, paint)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout.layout)
        drawPatternedLines(of: layout, at: .zero, cr) { setPaint(cr, paint) }
        cairo_restore(cr)
    }

    /// The dashed and dotted lines of a layout just shown, in their own colour or in the glyphs' paint, which
    /// `glyphSource` sets.
    private func drawPatternedLines(of layout: TextLayout, at origin: CGPoint, _ cr: OpaquePointer,
                                    glyphSource: () -> Void) {
        for line in layout.patternedLines {
            if let color = line.color { setColor(cr, color) } else { glyphSource() }
            for mark in line.marks {
                cairo_rectangle(cr, Double(origin.x + mark.minX), Double(origin.y + mark.minY),
                                Double(mark.width), Double(mark.height))
            }
            cairo_fill(cr)
        }
    }
}

extension Path {
    /// The outline flattened into lines and mapped point by point through a projective transform; parts behind
    /// the eye (w ≤ 0) are dropped.
    func flattenedProjected(by transform: ProjectionTransform) -> Path {
        var result = Path()
        for subpath in flattenedSubpaths(tolerance: 0.1) {
            var started = false
            for point in subpath.points {
                guard let mapped = transform.projecting(point) else {
                    started = false
                    continue
                }
                if started { result.addLine(to: mapped) } else { result.move(to: mapped); started = true }
            }
            if subpath.isClosed && started { result.closeSubpath() }
        }
        return result
    }
}

/// The control points of the cubic that draws the quadratic curve from `start` through `control` to `end` (Cairo
/// draws cubics only).
func cubicControls(from start: CGPoint, quadraticControl control: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint) {
    (CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
     CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
}

extension DisplayList.Paint {
    /// The opacity of a picture paint below 1, which Cairo cannot give the pattern itself; nil for other paints.
    fileprivate var fadedPictureOpacity: Double? {
        guard case .image(let image) = self, image.opacity < 1 else { return nil }
        return image.opacity
    }
}
