import CCairo
import Foundation

/// A transparent image surface covering a rectangle of device pixels, for effects that need pixels: blurs and
/// masks, and the flat pictures of projected effects.
struct PixelLayer {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init?(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Frees the layer's pixels (layers are made and dropped within one effect).
    func destroy() { cairo_surface_destroy(surface) }

    /// Draws into the layer with a context whose matrix is `matrix` (user space to the layer's pixels).
    func draw(matrix: cairo_matrix_t, _ body: (OpaquePointer) -> Void) {
        let cr = cairo_create(surface)!
        var matrix = matrix
        cairo_set_matrix(cr, &matrix)
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Blurs every channel with a Gaussian of standard deviation `sigma` pixels.
    func blur(sigma: Double, with blur: GaussianBlur) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
        blur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)),
                  channels: channels, sigma: sigma)
        cairo_surface_mark_dirty(surface)
    }

    /// Keeps this layer only where `mask` is opaque.
    func mask(with mask: PixelLayer) {
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(cr, mask.surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// Paints the layer with its top-left pixel at device pixel (`x`, `y`).
    func paint(on cr: OpaquePointer, x: CGFloat, y: CGFloat, alpha: Double = 1) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(x), Double(y))
        cairo_paint_with_alpha(cr, max(0, min(1, alpha)))
        cairo_restore(cr)
    }
}
