import Foundation

/// Finds an image set of an asset catalog (`Assets.xcassets/Hero.imageset`) as Xcode writes it: a
/// `Contents.json` listing each picture with its scale (`1x`, `2x`, `3x`). The sharpest PNG or JPEG is used; a
/// set with only vector pictures (PDF, SVG) is reported, since Flipbook cannot draw them.
enum ImageSetReader {
    /// What a lookup found.
    enum Result: Equatable {
        case picture(ImageFile)
        /// The set exists, but none of its pictures can be drawn: why.
        case unusable(String)
    }

    /// The image set `name` under `folders` (searched to a few levels, into catalogs and their groups), if any.
    static func find(_ name: String, in folders: [URL]) -> Result? {
        for folder in folders {
            if let set = imageSet(named: name, under: folder, depth: 0) { return read(set, name: name) }
        }
        return nil
    }

    private static func imageSet(named name: String, under folder: URL, depth: Int) -> URL? {
        let direct = folder.appendingPathComponent(name + ".imageset")
        if FileManager.default.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
        guard depth < 6, let entries = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return nil }
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            && !["imageset", "colorset", "appiconset", "symbolset", "dataset"].contains(entry.pathExtension) {
            // Only inside a catalog: a project's other folders are not searched for sets.
            guard entry.pathExtension == "xcassets" || folder.pathExtension == "xcassets" || depth > 0 else { continue }
            if let found = imageSet(named: name, under: entry, depth: depth + 1) { return found }
        }
        return nil
    }

    static func read(_ set: URL, name: String) -> Result {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let images = root["images"] as? [[String: Any]] else {
            return .unusable("the image set \(set.path) has no readable Contents.json")
        }
        var best: ImageFile?
        var vectors: [String] = []
        for image in images {
            guard let filename = image["filename"] as? String,
                  ["universal", "iphone", nil].contains(image["idiom"] as? String) else { continue }
            let kind = (filename as NSString).pathExtension.lowercased()
            if ["pdf", "svg"].contains(kind) {
                vectors.append(filename)
                continue
            }
            let scale = CGFloat(Double(((image["scale"] as? String) ?? "1x").dropLast()) ?? 1)
            let url = set.appendingPathComponent(filename)
            guard let handle = try? FileHandle(forReadingFrom: url) else { continue }
            defer { try? handle.close() }
            guard let (width, height) = ImageFile.pixelSize(ofPicture: (try? handle.read(upToCount: 64 * 1024)) ?? Data()),
                  best.map({ scale > $0.scale }) ?? true else { continue }
            best = ImageFile(path: url.path, pixelWidth: width, pixelHeight: height, scale: scale)
        }
        if let best { return .picture(best) }
        if !vectors.isEmpty {
            return .unusable("the image set '\(name)' has only vector pictures (\(vectors.joined(separator: ", "))), "
                             + "which Flipbook cannot draw; add a PNG to draw it")
        }
        return .unusable("the image set '\(name)' has no PNG or JPEG picture")
    }
}
