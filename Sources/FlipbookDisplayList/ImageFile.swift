import Foundation

/// A picture file found for an image name: where it is, its size in pixels and the scale its name declares
/// (`@2x`). The size is read from the file's header, so the view layer needs no decoder.
public struct ImageFile: Hashable, Sendable, Codable {
    /// The file's path.
    public var path: String
    /// The picture's width, in pixels.
    public var pixelWidth: Int
    /// The picture's height, in pixels.
    public var pixelHeight: Int
    /// Pixels per point, from the name's `@2x` or `@3x` (1 otherwise).
    public var scale: CGFloat

    /// A picture file at `path` of the given size in pixels, drawn at `scale` pixels per point.
    public init(path: String, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The image's size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The pixel size from a PNG's IHDR chunk or a JPEG's first start-of-frame marker.
    public static func pixelSize(ofPicture data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        func big16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func big32(_ i: Int) -> Int { big16(i) << 16 | big16(i + 2) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            let width = big32(16), height = big32(20)
            return width > 0 && height > 0 ? (width, height) : nil
        }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = big16(index + 2)
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame size.
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = big16(index + 5), width = big16(index + 7)
                return width > 0 && height > 0 ? (width, height) : nil
            }
            index += 2 + length
        }
        return nil
    }
}
