import CCairo
import Foundation
import FlipbookDisplayList

extension PixelLayer {
    /// Replaces each pixel whose opacity is within `min…max` by `color`, and every other pixel by clear: the
    /// filter that turns a blurred layer into gooey shapes.
    func threshold(min: Double, max: Double, color: Color.Resolved) {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        func byte(_ value: Float) -> UInt32 { UInt32((Swift.min(Swift.max(value.isFinite ? value : 0, 0), 1) * 255).rounded()) }
        let alpha = Float(byte(color.opacity)) / 255
        let painted = byte(color.opacity) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8
            | byte(color.blue * alpha)
        // Opacities are bytes: which of them the range takes in (none, for a NaN bound).
        let passes = (0...255).map { byte -> Bool in
            let opacity = Double(byte) / 255
            return opacity >= min && opacity <= max
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                row[x] = passes[Int(row[x] >> 24)] ? painted : 0
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
