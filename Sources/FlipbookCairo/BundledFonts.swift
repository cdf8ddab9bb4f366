import Foundation
import Synchronization

/// The font files an app bundles, made available to `Font.custom` by their family and PostScript names, as an app
/// registers the fonts it ships.
public enum BundledFonts {
    /// The folders looked through and the files registered so far: every host of a program is given the same
    /// folders, which are looked through once, and a file is registered once.
    private struct Registry {
        var folders: Set<String> = []
        var files: Set<String> = []
    }

    private static let registry = Mutex(Registry())

    /// The kinds of font file registered.
    static let fileExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Registers the font files in `folders` and the folders inside them (a few levels deep), each folder once.
    /// Returns the files newly registered; a file fontconfig cannot read is skipped.
    @discardableResult
    public static func register(in folders: [URL]) -> [URL] {
        let unseen = folders.filter { folder in
            registry.withLock { $0.folders.insert(folder.standardizedFileURL.path).inserted }
        }
        var added: [URL] = []
        for file in unseen.flatMap({ fontFiles(in: $0, depth: 0) }) {
            let path = file.standardizedFileURL.path
            let isNew = registry.withLock { $0.files.insert(path).inserted }
            if isNew, CustomFontNames.register(fileAt: path) { added.append(file) }
        }
        return added
    }

    private static func fontFiles(in folder: URL, depth: Int) -> [URL] {
        guard depth < 6, let entries = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        return entries.sorted { $0.path < $1.path }.flatMap { entry -> [URL] in
            if (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                return fontFiles(in: entry, depth: depth + 1)
            }
            return fileExtensions.contains(entry.pathExtension.lowercased()) ? [entry] : []
        }
    }
}
