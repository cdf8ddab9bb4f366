import CCairo
import Foundation

/// The surfaces of frames a renderer drew and their images' owners dropped, kept for its next frames: a frame is
/// then written once (its background paints every pixel) instead of being zeroed by the allocator first and
/// brought in page by page, which costs a frame of a small scene as much as drawing it.
final class SurfacePool: @unchecked Sendable {
    /// How many spare surfaces are kept: an export draws four frames per renderer before it hands them to the
    /// encoder, so four come back at a time.
    private static let capacity = 4
    /// The most bytes of spare surfaces kept (four 4K frames, not forty).
    private static let byteCapacity = 140 << 20
    private let lock = NSLock()
    private var spare: [OpaquePointer] = []

    /// A kept surface of `width` × `height` pixels, if there is one.
    func take(width: Int, height: Int) -> OpaquePointer? {
        lock.withLock {
            guard let index = spare.firstIndex(where: {
                Int(cairo_image_surface_get_width($0)) == width && Int(cairo_image_surface_get_height($0)) == height
            }) else { return nil }
            return spare.remove(at: index)
        }
    }

    /// Keeps `surface` for a later frame, or frees it when enough are kept.
    func give(_ surface: OpaquePointer) {
        let bytes = { (surface: OpaquePointer) in
            Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        }
        let kept = lock.withLock { () -> Bool in
            guard spare.count < Self.capacity,
                  spare.reduce(bytes(surface), { $0 + bytes($1) }) <= Self.byteCapacity else { return false }
            spare.append(surface)
            return true
        }
        if !kept { cairo_surface_destroy(surface) }
    }

    deinit {
        for surface in spare { cairo_surface_destroy(surface) }
    }
}
