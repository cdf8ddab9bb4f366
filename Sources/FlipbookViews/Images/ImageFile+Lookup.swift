import Foundation

extension ImageFile {
    /// The picture `Image(name, bundle:)` shows: a file in the bundle's resources or `folders`, else an image set
    /// of an asset catalog in `folders`. Logs SwiftUI's warning and returns nil when there is none or it cannot
    /// be drawn.
    static func named(_ name: String, bundle: Bundle?, in folders: [URL]) -> ImageFile? {
        if let file = find(name, in: (bundle?.resourceURL.map { [$0] } ?? []) + folders) { return file }
        switch ImageSetReader.find(name, in: folders) {
        case .picture(let file)?:
            return file
        case .unusable(let reason)?:
            GraphWarnings.log("Cannot draw the image '\(name)': \(reason)")
        case nil:
            GraphWarnings.log("No image named '\(name)' found in asset catalog for \(bundle?.bundlePath ?? "main bundle")")
        }
        return nil
    }

    /// The file for `name` in `folders`, trying the name as given, then with `@3x`/`@2x` and PNG or JPEG
    /// extensions; nil if there is none or it is not a PNG or JPEG picture.
    static func find(_ name: String, in folders: [URL]) -> ImageFile? {
        let hasExtension = ["png", "jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased())
        let stems: [(String, CGFloat)] = hasExtension ? [(name, 1)] : [(name, 1), (name + "@2x", 2), (name + "@3x", 3)]
        let extensions = hasExtension ? [""] : ["png", "jpg", "jpeg", "PNG", "JPG"]
        for folder in folders {
            for (stem, scale) in stems {
                for ext in extensions {
                    let url = ext.isEmpty ? folder.appendingPathComponent(stem)
                        : folder.appendingPathComponent(stem).appendingPathExtension(ext)
                    guard let handle = try? FileHandle(forReadingFrom: url) else { continue }
                    defer { try? handle.close() }
                    let header = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
                    if let (width, height) = pixelSize(ofPicture: header) {
                        return ImageFile(path: url.path, pixelWidth: width, pixelHeight: height, scale: scale)
                    }
                }
            }
        }
        return nil
    }
}
