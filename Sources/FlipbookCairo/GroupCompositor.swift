import CCairo
import Foundation
import FlipbookViews

/// Draws a group: clips, then its content as one layer, with opacity, shadow, blur and mask applied to the
/// layer as a whole. Shadows, blurs and masks need the layer's pixels, so they draw it offscreen first.
struct GroupCompositor {
    let renderer: CairoRenderer
    let image: RasterImage

    func draw(_ group: DisplayList.GroupDrawing, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        for clip in group.clips { applyClip(clip, cr) }
        let needsPixels = group.shadow != nil || group.blurRadius > 0 || group.mask != nil
        guard needsPixels else {
            if group.opacity >= 1 {
                renderer.draw(group.content, on: cr, image: image)
            } else {
                cairo_push_group(cr)
                renderer.draw(group.content, on: cr, image: image)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, max(0, group.opacity))
            }
            return
        }
        if let projection = group.projection, !projection.isAffine {
            return drawProjected(group, projection: projection, on: cr)
        }
        // Only the region the group can reach is drawn offscreen: its content, spread by blurs and shadows.
        let spread = max(group.blurRadius, group.shadow?.radius ?? 0) * 1.5 + 2
        var reach = group.content.canvasBounds().insetBy(dx: -spread, dy: -spread)
        if let shadow = group.shadow { reach = reach.union(reach.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)) }
        let canvas = CGRect(x: 0, y: 0, width: CGFloat(image.pixelWidth), height: CGFloat(image.pixelHeight))
        let region = CGRect(x: reach.minX * image.scale, y: reach.minY * image.scale,
                            width: reach.width * image.scale, height: reach.height * image.scale)
            .intersection(canvas).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return }
        guard let layer = offscreen(region, { renderer.draw(group.content, on: $0, image: image) }) else { return }
        if group.blurRadius > 0 { layer.blur(sigma: group.blurRadius / 2 * image.scale) }
        if let mask = group.mask, let maskLayer = offscreen(region, { renderer.draw(mask, on: $0, image: image) }) {
            layer.mask(with: maskLayer)
        }
        // Draw in device space: the layer covers `region` pixel for pixel.
        cairo_identity_matrix(cr)
        if let shadow = group.shadow {
            let shadowLayer = layer.tinted(with: shadow.color)
            shadowLayer.blur(sigma: shadow.radius / 2 * image.scale)
            shadowLayer.paint(on: cr, dx: region.minX + shadow.offset.width * image.scale,
                              dy: region.minY + shadow.offset.height * image.scale, alpha: group.opacity)
        }
        layer.paint(on: cr, dx: region.minX, dy: region.minY, alpha: group.opacity)
    }

    /// Clips to an outline given in canvas points (the context's matrix is the canvas scale).
    private func applyClip(_ clip: DisplayList.Clip, _ cr: OpaquePointer) {
        let path = clip.transform.isAffine ? clip.path.applying(clip.transform.affineTransform)
            : clip.path.flattenedProjected(by: clip.transform)
        renderer.addPath(path, cr)
        cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Draws into a transparent layer covering `region` (device pixels) with the canvas scale.
    private func offscreen(_ region: CGRect, _ body: (OpaquePointer) -> Void) -> PixelLayer? {
        guard let layer = PixelLayer(width: Int(region.width), height: Int(region.height)) else { return nil }
        let cr = cairo_create(layer.surface)!
        cairo_translate(cr, -Double(region.minX), -Double(region.minY))
        cairo_scale(cr, Double(image.scale), Double(image.scale))
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(layer.surface)
        return layer
    }
}

/// A premultiplied ARGB layer with the pixel operations groups need.
struct PixelLayer {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init?(width: Int, height: Int) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
    }

    private var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    private func withPixels(_ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        body(data)
        cairo_surface_mark_dirty(surface)
    }

    /// Approximates a Gaussian blur of standard deviation `sigma` (pixels) with three box blurs per axis.
    func blur(sigma: CGFloat) {
        guard sigma > 0.3 else { return }
        let radius = Int((sqrt(12 * Double(sigma * sigma) / 3 + 1) - 1) / 2 + 0.5)
        guard radius > 0 else { return }
        let (w, h, stride) = (width, height, self.stride)
        withPixels { data in
            let longest = max(w, h)
            var source = UnsafeMutablePointer<Int32>.allocate(capacity: longest * 4)
            var target = UnsafeMutablePointer<Int32>.allocate(capacity: longest * 4)
            defer {
                source.deallocate()
                target.deallocate()
            }
            let span = Int32(2 * radius + 1)
            /// Blurs `count` pixels starting at byte `start`, `step` bytes apart, three times (edges clamped).
            func blurLine(start: Int, step: Int, count: Int) {
                for i in 0..<count {
                    let p = start + i * step
                    for c in 0..<4 { source[i * 4 + c] = Int32(data[p + c]) }
                }
                for _ in 0..<3 {
                    for c in 0..<4 {
                        var sum: Int32 = 0
                        for i in -radius...radius { sum += source[min(max(i, 0), count - 1) * 4 + c] }
                        for i in 0..<count {
                            target[i * 4 + c] = sum / span
                            sum += source[min(i + radius + 1, count - 1) * 4 + c] - source[max(i - radius, 0) * 4 + c]
                        }
                    }
                    swap(&source, &target)
                }
                for i in 0..<count {
                    let p = start + i * step
                    for c in 0..<4 { data[p + c] = UInt8(source[i * 4 + c]) }
                }
            }
            for row in 0..<h { blurLine(start: row * stride, step: 4, count: w) }
            for column in 0..<w { blurLine(start: column * 4, step: stride, count: h) }
        }
    }

    /// A layer with this layer's alpha, filled with `color`.
    func tinted(with color: Color.Resolved) -> PixelLayer {
        let copy = PixelLayer(width: width, height: height)!
        let (r, g, b, a) = (Double(color.blue), Double(color.green), Double(color.red), Double(color.opacity))
        let stride = self.stride
        cairo_surface_flush(surface)
        guard let source = cairo_image_surface_get_data(surface) else { return copy }
        copy.withPixels { target in
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * stride + x * 4
                    let alpha = Double(source[i + 3]) / 255 * a
                    target[i] = UInt8((r * alpha * 255).rounded())
                    target[i + 1] = UInt8((g * alpha * 255).rounded())
                    target[i + 2] = UInt8((b * alpha * 255).rounded())
                    target[i + 3] = UInt8((alpha * 255).rounded())
                }
            }
        }
        return copy
    }

    /// Keeps this layer only where `mask` is opaque.
    func mask(with mask: PixelLayer) {
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(cr, mask.surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    func paint(on cr: OpaquePointer, dx: CGFloat, dy: CGFloat, alpha: Double) {
        cairo_set_source_surface(cr, surface, Double(dx), Double(dy))
        cairo_paint_with_alpha(cr, max(0, min(1, alpha)))
    }
}

/// Cairo has no conic gradient: an angular gradient is a mesh of thin wedges around the centre.
enum AngularGradientMesh {
    static func pattern(stops: [DisplayList.GradientStop], center: CGPoint, start: Angle, end: Angle) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let wedges = 180
        let radius = 1e5
        func color(at t: Double) -> Color.Resolved {
            guard let first = stops.first else { return Color.clear.resolved() }
            if t <= Double(first.location) { return first.color }
            for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
                let span = Double(b.location - a.location)
                let f = Float(span > 0 ? (t - Double(a.location)) / span : 0)
                return Color.Resolved(linearRed: a.color.linearRed + (b.color.linearRed - a.color.linearRed) * f,
                                      linearGreen: a.color.linearGreen + (b.color.linearGreen - a.color.linearGreen) * f,
                                      linearBlue: a.color.linearBlue + (b.color.linearBlue - a.color.linearBlue) * f,
                                      opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * f)
            }
            return stops.last!.color
        }
        let a0 = start.radians, a1 = end.radians
        for i in 0..<wedges {
            let t0 = Double(i) / Double(wedges), t1 = Double(i + 1) / Double(wedges)
            let angle0 = a0 + (a1 - a0) * t0, angle1 = a0 + (a1 - a0) * t1
            let c0 = color(at: t0), c1 = color(at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(angle0), Double(center.y) + radius * sin(angle0))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(angle1), Double(center.y) + radius * sin(angle1))
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(c.red), Double(c.green),
                                                         Double(c.blue), Double(c.opacity))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
