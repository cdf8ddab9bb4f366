import CCairo
import Foundation
import FlipbookDisplayList

/// Decoded picture files, by path, for the life of a renderer (a missing or broken file is remembered too).
final class PictureCache {
    private var surfaces: [String: OpaquePointer?] = [:]

    func surface(for file: ImageFile) -> OpaquePointer? {
        if let cached = surfaces[file.path] { return cached }
        let surface = Self.decode(file.path)
        surfaces[file.path] = surface
        return surface
    }

    private static func decode(_ path: String) -> OpaquePointer? {
        let lowercased = path.lowercased()
        let surface: OpaquePointer?
        if lowercased.hasSuffix(".jpg") || lowercased.hasSuffix(".jpeg") {
            surface = flipbook_jpeg_surface(path)
        } else {
            surface = cairo_image_surface_create_from_png(path)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            FileHandle.standardError.write(Data("flipbook: cannot decode the image \(path); drawing nothing\n".utf8))
            return nil
        }
        return surface
    }

    deinit {
        for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
    }
}

extension CairoRenderer {
    /// Draws a picture: under an affine transform straight through Cairo; under a projective one drawn
    /// flat offscreen and resampled through the inverse mapping with bilinear filtering.
    func drawImage(_ picture: DisplayList.ImageDrawing, transform: ProjectionTransform, _ cr: OpaquePointer) {
        guard picture.size.width > 0, picture.size.height > 0,
              let surface = pictures.surface(for: picture.file) else { return }
        if transform.isAffine {
            withTransform(transform, cr) { _ in paint(picture, surface, cr) }
        } else {
            drawProjected(size: picture.size, transform: transform, cr) { paint(picture, surface, $0) }
        }
    }

    /// Paints the picture into the box (0, 0, size) of the current user space.
    private func paint(_ picture: DisplayList.ImageDrawing, _ surface: OpaquePointer, _ cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, 0, 0, Double(picture.size.width), Double(picture.size.height))
        cairo_clip(cr)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        if picture.tiles {
            // Repeated at the picture's own point size.
            let scale = Double(picture.file.scale)
            cairo_matrix_init_scale(&matrix, scale, scale)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        } else {
            let width = Double(cairo_image_surface_get_width(surface))
            let height = Double(cairo_image_surface_get_height(surface))
            cairo_matrix_init_scale(&matrix, width / Double(picture.size.width), height / Double(picture.size.height))
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, picture.smooths ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        if let tint = picture.tint {
            setColor(cr, tint)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// Draws what `paintFlat` paints into the box (0, 0, size) through a projective transform: painted flat
    /// offscreen, then resampled through the inverse mapping with bilinear filtering (pictures, and text whose
    /// glyphs are pictures too, as colour emoji are).
    func drawProjected(size: CGSize, transform: ProjectionTransform, _ cr: OpaquePointer,
                       paintFlat: (OpaquePointer) -> Void) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let device = ProjectionTransform(CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy,
                                                           tx: ctm.x0, ty: ctm.y0))
        let toDevice = transform.concatenating(device)
        guard let target = cairo_get_group_target(cr) else { return }
        let canvas = CGRect(x: 0, y: 0, width: CGFloat(cairo_image_surface_get_width(target)),
                            height: CGFloat(cairo_image_surface_get_height(target)))
        let box = CGRect(origin: .zero, size: size)
        // A corner behind the eye has no projection: then every pixel of the canvas is a candidate.
        let reach = (box.boundingBox(projectedBy: toDevice) ?? canvas).insetBy(dx: -1, dy: -1).intersection(canvas)
        guard !reach.isNull, reach.width >= 1, reach.height >= 1 else { return }
        let area = reach.width * reach.height
        let density = max(1, min(4, (area / (box.width * box.height)).squareRoot().rounded(.up)))
        guard let flat = Offscreen(width: Int((box.width * density).rounded(.up)),
                                   height: Int((box.height * density).rounded(.up))) else { return }
        cairo_scale(flat.context, Double(density), Double(density))
        paintFlat(flat.context)
        cairo_surface_flush(flat.surface)
        let x0 = Int(reach.minX.rounded(.down)), y0 = Int(reach.minY.rounded(.down))
        let width = Int(reach.maxX.rounded(.up)) - x0, height = Int(reach.maxY.rounded(.up)) - y0
        guard let out = Offscreen(width: width, height: height) else { return }
        Resampler(source: flat, density: density).project(into: out, origin: (x0, y0), inverse: toDevice.inverted(),
                                                          forward: toDevice)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, out.surface, Double(x0), Double(y0))
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// An ARGB32 image surface with its own context.
final class Offscreen {
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int, height: Int

    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 8192, height <= 8192,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
        context = cairo_create(surface)
        self.width = width
        self.height = height
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }
}

/// Samples a flat picture through a projective mapping: each destination pixel centre is mapped back into the
/// picture and read with bilinear filtering; pixels whose source lies behind the eye stay empty.
struct Resampler {
    /// The flat picture: an ARGB32 image surface of `source.width` × `source.height` pixels.
    let source: (surface: OpaquePointer, width: Int, height: Int)
    let density: CGFloat

    init(source: Offscreen, density: CGFloat) {
        self.source = (source.surface, source.width, source.height)
        self.density = density
    }

    init(layer: PixelLayer, density: CGFloat) {
        source = (layer.surface, layer.width, layer.height)
        self.density = density
    }

    func project(into out: Offscreen, origin: (Int, Int), inverse: ProjectionTransform, forward: ProjectionTransform) {
        cairo_surface_flush(out.surface)
        let sourceData = cairo_image_surface_get_data(source.surface)!
        let sourceStride = Int(cairo_image_surface_get_stride(source.surface)) / 4
        let outData = cairo_image_surface_get_data(out.surface)!
        let outStride = Int(cairo_image_surface_get_stride(out.surface)) / 4
        sourceData.withMemoryRebound(to: UInt32.self, capacity: sourceStride * source.height) { src in
            outData.withMemoryRebound(to: UInt32.self, capacity: outStride * out.height) { dst in
                for y in 0..<out.height {
                    for x in 0..<out.width {
                        let px = CGFloat(origin.0 + x) + 0.5, py = CGFloat(origin.1 + y) + 0.5
                        let w = inverse.m13 * px + inverse.m23 * py + inverse.m33
                        guard w != 0 else { continue }
                        let lx = (inverse.m11 * px + inverse.m21 * py + inverse.m31) / w
                        let ly = (inverse.m12 * px + inverse.m22 * py + inverse.m32) / w
                        // The local point must lie in front of the eye under the forward mapping.
                        guard forward.m13 * lx + forward.m23 * ly + forward.m33 > 0 else { continue }
                        dst[y * outStride + x] = sample(src, stride: sourceStride, x: lx * density - 0.5,
                                                        y: ly * density - 0.5)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(out.surface)
    }

    /// Bilinear sample of premultiplied ARGB pixels; outside the picture counts as transparent, which
    /// anti-aliases its edges.
    private func sample(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, x: CGFloat, y: CGFloat) -> UInt32 {
        guard x > -1, y > -1, x < CGFloat(source.width), y < CGFloat(source.height) else { return 0 }
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let tx = Float(x - fx), ty = Float(y - fy)
        func pixel(_ px: Int, _ py: Int) -> UInt32 {
            guard px >= 0, py >= 0, px < source.width, py < source.height else { return 0 }
            return pixels[py * stride + px]
        }
        let p00 = pixel(ix, iy), p10 = pixel(ix + 1, iy), p01 = pixel(ix, iy + 1), p11 = pixel(ix + 1, iy + 1)
        var result: UInt32 = 0
        for shift in Swift.stride(from: 0, through: 24, by: 8) {
            func channel(_ p: UInt32) -> Float { Float((p >> UInt32(shift)) & 0xFF) }
            let top = channel(p00) * (1 - tx) + channel(p10) * tx
            let bottom = channel(p01) * (1 - tx) + channel(p11) * tx
            let value = top * (1 - ty) + bottom * ty
            result |= UInt32(min(255, max(0, value.rounded()))) << UInt32(shift)
        }
        return result
    }
}

extension CairoRenderer {
    /// The pattern that tiles `image`'s source rectangle from its origin at its scale, or nil if the picture cannot
    /// be read (or its source rectangle holds no pixel).
    func tiledPattern(_ image: DisplayList.ImagePattern) -> OpaquePointer? {
        guard let surface = pictures.surface(for: image.file), image.scale.isFinite, image.scale > 0 else { return nil }
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        let source = image.sourceRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !source.isNull, source.width * width >= 1, source.height * height >= 1 else { return nil }
        guard let tile = cairo_surface_create_for_rectangle(surface, Double(source.minX) * width,
                                                             Double(source.minY) * height,
                                                             (Double(source.width) * width).rounded(),
                                                             (Double(source.height) * height).rounded()) else { return nil }
        defer { cairo_surface_destroy(tile) }
        guard let pattern = cairo_pattern_create_for_surface(tile) else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // From the region's space to the picture's pixels: back to the origin, then points to pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / Double(image.scale), 1 / Double(image.scale))
        cairo_matrix_translate(&matrix, -Double(image.origin.x), -Double(image.origin.y))
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
