import CCairo
import FlipbookDisplayList
import Foundation

/// Coverage masks of filled outlines, kept from frame to frame so that a shape an animation moves is composited
/// through the mask it already has instead of being scan-converted again.
///
/// Cairo converts an outline to 24.8 fixed-point device coordinates before it scan-converts it, and its scan
/// converter gives the same coverage to an outline moved by whole pixels. So an outline is keyed by its points in
/// fixed point relative to the whole pixel at its top-left corner: a shape that comes back to a position with the
/// same sub-pixel offset (every frame of a shape that does not move, and most frames of one that keeps moving
/// over the same range) has the same key, and its mask is the coverage Cairo would compute for it. Compositing a
/// small shape's mask costs Cairo about a sixth of filling it (its scan converter works at 15 sub-rows a pixel);
/// a mask gives the same coverage, and blending through it rounds at most one level differently.
///
/// An outline gets a mask the second time it is seen, so shapes drawn once (a morphing outline, a one-off image)
/// cost only their key. Masks are kept within a budget of bytes, the least recently used dropped first.
///
/// A renderer's cache is used by one thread at a time, as the renderer is: its fields skip the runtime's
/// exclusivity checks, which would cost more than the lookup.
final class CoverageMaskCache {
    /// An outline in fixed point relative to its origin pixel, with its fill rule: the words
    /// `[rule, verb, x, y, …]`.
    struct Key: Hashable {
        var words: [Int32]
        /// A hash of the words, computed as they are written (hashing the array itself costs more than a
        /// mask's lookup should).
        var digest: UInt64

        static func == (a: Key, b: Key) -> Bool { a.digest == b.digest && a.words == b.words }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    /// A kept mask.
    final class Mask {
        let surface: OpaquePointer
        let bytes: Int
        @exclusivity(unchecked) var lastUse: UInt64

        init(surface: OpaquePointer, bytes: Int, lastUse: UInt64) {
            self.surface = surface
            self.bytes = bytes
            self.lastUse = lastUse
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// An outline mapped to device space, ready to be looked up.
    struct Outline {
        var key: Key
        /// The whole pixel its key is relative to.
        var originX: Int32
        var originY: Int32
        /// Its extent in whole pixels from the origin.
        var width: Int32
        var height: Int32
    }

    /// Outlines larger than this many pixels are filled directly: their masks would take much memory for little
    /// gain, since filling costs then mostly blending, which a mask costs as much.
    static let largestMaskPixels = 512 * 512
    /// Fixed-point coordinates past this magnitude (2²² pixels, well inside Cairo's 24.8 range) are filled directly.
    static let largestCoordinate: Double = 1_073_741_824

    /// What a mask costs beside its pixels (Cairo's surface and pixman's image), counted against the budget.
    static let maskOverhead = 1_024
    /// The bytes of masks kept at most.
    let budget: Int
    @exclusivity(unchecked) private(set) var keptBytes = 0
    @exclusivity(unchecked) private var masks: [Key: Mask] = [:]
    /// Outlines seen once, which get a mask when they are seen again.
    @exclusivity(unchecked) private var seenOnce: Set<Key> = []
    private static let seenOnceCapacity = 8192
    @exclusivity(unchecked) private var clock: UInt64 = 0
    /// Lookups that found a mask, and masks made; for tests and benchmarks.
    @exclusivity(unchecked) private(set) var hits = 0
    @exclusivity(unchecked) private(set) var made = 0

    init(budget: Int = 16 << 20) {
        self.budget = budget
    }

    var count: Int { masks.count }

    /// `path` with its points mapped by `transform` and then by the context's `matrix` into device space, in
    /// fixed point; nil for an outline that is not worth a mask (no curves or diagonals, too large, not finite).
    static func outline(of path: Path, mappedBy transform: CGAffineTransform, matrix: cairo_matrix_t,
                        evenOdd: Bool) -> Outline? {
        var writer = OutlineWriter(transform: transform, matrix: matrix, evenOdd: evenOdd)
        path.forEach { writer.add($0) }
        return writer.finish()
    }

    /// The verbs of a key's words.
    enum Verb {
        static let move: Int32 = 0, line: Int32 = 1, curve: Int32 = 2, close: Int32 = 3
        static func pointCount(_ verb: Int32) -> Int { verb == curve ? 3 : verb == close ? 0 : 1 }
    }

    /// The mask of `outline`, made now if it was seen before; nil when it should be filled directly this time.
    func mask(for outline: Outline) -> Mask? {
        clock &+= 1
        if let mask = masks[outline.key] {
            mask.lastUse = clock
            hits += 1
            return mask
        }
        guard seenOnce.remove(outline.key) != nil else {
            if seenOnce.count >= Self.seenOnceCapacity { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(outline.key)
            return nil
        }
        guard let mask = Self.render(outline, lastUse: clock) else { return nil }
        if keptBytes + mask.bytes > budget { evict(toFit: mask.bytes) }
        masks[outline.key] = mask
        keptBytes += mask.bytes
        made += 1
        return mask
    }

    /// Drops the least recently used masks until what is kept and `bytes` more take at most half the budget.
    private func evict(toFit bytes: Int) {
        let target = budget / 2
        for (key, mask) in masks.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard keptBytes + bytes > target else { break }
            masks[key] = nil
            keptBytes -= mask.bytes
        }
    }

    /// The coverage Cairo gives `outline`, scan-converted from its fixed-point points at its origin.
    private static func render(_ outline: Outline, lastUse: UInt64) -> Mask? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, outline.width, outline.height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let words = outline.key.words
        cairo_set_fill_rule(cr, words[0] == 1 ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        var i = 1
        func next() -> Double {
            defer { i += 1 }
            return Double(words[i]) / 256
        }
        while i < words.count {
            let verb = words[i]
            i += 1
            switch verb {
            case Verb.move: cairo_move_to(cr, next(), next())
            case Verb.line: cairo_line_to(cr, next(), next())
            case Verb.curve: cairo_curve_to(cr, next(), next(), next(), next(), next(), next())
            default: cairo_close_path(cr)
            }
        }
        cairo_fill(cr)
        cairo_surface_flush(surface)
        // Counted with what Cairo and pixman keep beside the pixels, so that many tiny masks stay within budget too.
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(outline.height) + maskOverhead
        return Mask(surface: surface, bytes: bytes, lastUse: lastUse)
    }
}

/// Writes an outline's key: each point mapped as Cairo maps it, in fixed point, with absolute coordinates first
/// that `finish` makes relative to the origin pixel. A struct with mutating methods, so that writing a point
/// costs no runtime exclusivity checks (a local function capturing the same variables would).
private struct OutlineWriter {
    let transform: CGAffineTransform
    let matrix: cairo_matrix_t
    var words: [Int32]
    var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
    var slanted = false, valid = true
    var lastX: Int32 = 0, lastY: Int32 = 0
    var current = CGPoint.zero, subpathStart = CGPoint.zero

    init(transform: CGAffineTransform, matrix: cairo_matrix_t, evenOdd: Bool) {
        self.transform = transform
        self.matrix = matrix
        words = [evenOdd ? 1 : 0]
        words.reserveCapacity(32)
    }

    mutating func add(_ element: Path.Element) {
        typealias Verb = CoverageMaskCache.Verb
        switch element {
        case .move(let p):
            words.append(Verb.move)
            point(p)
            current = p
            subpathStart = p
        case .line(let p):
            words.append(Verb.line)
            let (x, y) = (lastX, lastY)
            point(p)
            if x != lastX && y != lastY { slanted = true }
            current = p
        case let .quadCurve(p, c):
            words.append(Verb.curve)
            let (c1, c2) = cubicControls(from: current, quadraticControl: c, to: p)
            point(c1)
            point(c2)
            point(p)
            slanted = true
            current = p
        case let .curve(p, c1, c2):
            words.append(Verb.curve)
            point(c1)
            point(c2)
            point(p)
            slanted = true
            current = p
        case .closeSubpath:
            words.append(Verb.close)
            current = subpathStart
        }
    }

    /// As Cairo maps a user-space point: the item's transform (as `addPath(_:mappedBy:)` does), then the context's
    /// matrix, then rounding to 1/256 with ties to even.
    private mutating func point(_ p: CGPoint) {
        let user = p.applying(transform)
        let ux = Double(user.x), uy = Double(user.y)
        let dx = matrix.xx * ux + matrix.xy * uy + matrix.x0, dy = matrix.yx * ux + matrix.yy * uy + matrix.y0
        let fx = (dx * 256).rounded(.toNearestOrEven), fy = (dy * 256).rounded(.toNearestOrEven)
        let limit = CoverageMaskCache.largestCoordinate
        guard abs(fx) < limit, abs(fy) < limit else {
            valid = false    // NaN fails the comparison too
            return
        }
        let x = Int32(fx), y = Int32(fy)
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
        words.append(x)
        words.append(y)
        lastX = x
        lastY = y
    }

    private static func mixed(_ digest: UInt64, _ word: Int32) -> UInt64 {
        (digest ^ UInt64(UInt32(bitPattern: word))) &* 0x100_0000_01b3
    }

    /// The outline, its words relative to its origin pixel; nil when it is not worth a mask.
    mutating func finish() -> CoverageMaskCache.Outline? {
        // A polygon of horizontal and vertical edges is filled as boxes, which costs Cairo less than a mask.
        guard valid, slanted, minX <= maxX else { return nil }
        // Curves stay inside their control points' hull, so these whole pixels hold all the coverage.
        let originX = minX >> 8, originY = minY >> 8
        let width = Int((maxX + 255) >> 8 - originX), height = Int((maxY + 255) >> 8 - originY)
        guard width > 0, height > 0, width * height <= CoverageMaskCache.largestMaskPixels else { return nil }
        let dx = originX << 8, dy = originY << 8
        // FNV-1a over the relative words.
        var digest = Self.mixed(0xcbf2_9ce4_8422_2325, words[0])
        var i = 1
        while i < words.count {
            let verb = words[i]
            digest = Self.mixed(digest, verb)
            i += 1
            for _ in 0..<CoverageMaskCache.Verb.pointCount(verb) {
                words[i] -= dx
                words[i + 1] -= dy
                digest = Self.mixed(Self.mixed(digest, words[i]), words[i + 1])
                i += 2
            }
        }
        return CoverageMaskCache.Outline(key: CoverageMaskCache.Key(words: words, digest: digest), originX: originX,
                                         originY: originY, width: Int32(width), height: Int32(height))
    }
}
