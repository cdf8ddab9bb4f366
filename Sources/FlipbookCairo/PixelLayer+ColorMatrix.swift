import CCairo
import Foundation
import FlipbookDisplayList

extension PixelLayer {
    /// Passes every pixel of an ARGB32 layer through `matrix`: unpremultiplied, filtered, clamped and
    /// premultiplied again.
    func filter(with matrix: DisplayList.ColorMatrix) {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Colours repeat (flat fills, gradients in steps): remember the last one.
        var lastIn: UInt32 = 0
        var lastOut: UInt32 = Self.filtered(0, matrix)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                if pixel != lastIn {
                    lastIn = pixel
                    lastOut = Self.filtered(pixel, matrix)
                }
                row[x] = lastOut
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private static func filtered(_ pixel: UInt32, _ matrix: DisplayList.ColorMatrix) -> UInt32 {
        let a = Double(pixel >> 24) / 255
        let unpremultiply = a > 0 ? 1 / (a * 255) : 0
        let r = Double((pixel >> 16) & 0xFF) * unpremultiply
        let g = Double((pixel >> 8) & 0xFF) * unpremultiply
        let b = Double(pixel & 0xFF) * unpremultiply
        let out = matrix.apply(red: r, green: g, blue: b, alpha: a)
        func byte(_ value: Double) -> UInt32 { UInt32((value * out.alpha * 255).rounded()) }
        let alpha = UInt32((out.alpha * 255).rounded())
        return alpha << 24 | byte(out.red) << 16 | byte(out.green) << 8 | byte(out.blue)
    }
}
