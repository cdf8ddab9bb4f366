import CCairo
import Foundation
import FlipbookDisplayList

/// A drawn frame: premultiplied ARGB pixels at a scale, which can be encoded as PNG.
public final class RasterImage {
    let surface: OpaquePointer
    /// Where the surface goes when the image is dropped: back to the renderer that made it, for its next frame.
    private weak var pool: SurfacePool?
    /// Whether the surface was drawn into before (taken from a pool) rather than made empty.
    let isRecycled: Bool
    /// Whether every pixel is known to be opaque (drawn over an opaque background).
    var isOpaque = false
    /// Size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The pixel dimensions of an image of `size` points at `scale` (rounded up), or an error for a size that
    /// cannot be drawn (not finite, under a pixel, over 16384 pixels).
    public static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0, width >= 1, height >= 1,
              width <= 16384, height <= 16384 else {
            throw RenderError.invalidSize(size, scale: scale)
        }
        return (Int(width), Int(height))
    }

    /// An image of `size` points at `scale`: a surface of the renderer's `pool` of that many pixels if it has
    /// one (its old pixels still in it), otherwise a new, transparent one.
    init(size: CGSize, scale: CGFloat, pool: SurfacePool? = nil) throws {
        let (width, height) = try Self.pixelSize(of: size, scale: scale)
        self.size = size
        self.scale = scale
        self.pool = pool
        if let spare = pool?.take(width: width, height: height) {
            surface = spare
            isRecycled = true
            return
        }
        isRecycled = false
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
    }

    /// Reads a PNG file.
    public init(pngFile path: String, scale: CGFloat = 1) throws {
        let surface = cairo_image_surface_create_from_png(path)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw RenderError.cairo("cannot read \(path): \(message)")
        }
        self.surface = surface
        self.scale = scale
        isRecycled = false
        size = CGSize(width: CGFloat(cairo_image_surface_get_width(surface)) / scale,
                      height: CGFloat(cairo_image_surface_get_height(surface)) / scale)
    }

    deinit {
        if let pool { pool.give(surface) } else { cairo_surface_destroy(surface) }
    }

    /// Calls `body` with the pixels as opaque BGRA bytes (see `opaqueBGRA()`): an opaque image's own bytes when its
    /// rows have no padding, so that a frame streamed to an encoder is not copied first.
    public func withOpaqueBGRA<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        if isOpaque, Int(cairo_image_surface_get_stride(surface)) == pixelWidth * 4,
           let pixels = cairo_image_surface_get_data(surface) {
            return try body(UnsafeRawBufferPointer(start: pixels, count: pixelWidth * 4 * pixelHeight))
        }
        return try opaqueBGRA().withUnsafeBytes(body)
    }

    /// The pixels as opaque BGRA bytes, row after row without padding, laid over white: what video encoders take.
    public func opaqueBGRA() -> Data {
        cairo_surface_flush(surface)
        let width = pixelWidth, height = pixelHeight
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { return Data() }
        // Opaque premultiplied pixels are the opaque BGRA bytes already: copied as they are.
        if isOpaque {
            if stride == width * 4 { return Data(bytes: pixels, count: stride * height) }
            var rows = Data(capacity: width * height * 4)
            for y in 0..<height { rows.append(pixels + y * stride, count: width * 4) }
            return rows
        }
        var out = Data(count: width * height * 4)
        out.withUnsafeMutableBytes { buffer in
            let target = buffer.bindMemory(to: UInt8.self).baseAddress!
            for y in 0..<height {
                for x in 0..<width {
                    let source = pixels + y * stride + x * 4
                    let destination = target + (y * width + x) * 4
                    // Premultiplied: a colour over white is colour + (255 − alpha).
                    let cover = 255 - Int(source[3])
                    destination[0] = UInt8(min(255, Int(source[0]) + cover))
                    destination[1] = UInt8(min(255, Int(source[1]) + cover))
                    destination[2] = UInt8(min(255, Int(source[2]) + cover))
                    destination[3] = 255
                }
            }
        }
        return out
    }

    /// How this image differs from `other`: the share of pixels whose colour differs by more than `tolerance`
    /// (0…255) in some channel, and an image with those pixels in red over a faded copy of this one.
    public func difference(from other: RasterImage, tolerance: Int = 8) throws -> (fraction: Double, diff: RasterImage) {
        let diff = try RasterImage(size: size, scale: scale)
        guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else {
            return (1, diff)
        }
        let cr = cairo_create(diff.surface)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint_with_alpha(cr, 0.25)
        cairo_set_source_rgba(cr, 1, 0, 0, 1)
        var differing = 0
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                let a = pixel(x: x, y: y), b = other.pixel(x: x, y: y)
                let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                                abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                if delta > tolerance {
                    differing += 1
                    cairo_rectangle(cr, Double(x), Double(y), 1, 1)
                }
            }
        }
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(diff.surface)
        return (Double(differing) / Double(max(1, pixelWidth * pixelHeight)), diff)
    }

    /// The colour of a pixel, un-premultiplied, as 8-bit sRGB components (red, green, blue, alpha).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let p = data + y * stride + x * 4
        let a = p[3]
        func un(_ v: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
        return (un(p[2]), un(p[1]), un(p[0]), a)
    }

    /// The raw BGRA rows (premultiplied), for encoders.
    public var bgraData: Data {
        guard let data = cairo_image_surface_get_data(surface) else { return Data() }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var result = Data(capacity: pixelWidth * 4 * pixelHeight)
        for row in 0..<pixelHeight {
            result.append(data + row * stride, count: pixelWidth * 4)
        }
        return result
    }

    /// The image encoded as PNG.
    public func pngData() throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }
}
