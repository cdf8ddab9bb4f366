import Foundation

/// What a watched path looks like on disk: every Swift file and asset-catalog file under it, with its size and
/// modification time. Two snapshots differ when a file was added, removed or saved.
public struct SourceSnapshot: Equatable, Sendable {
    private var files: [String: [Double]] = [:]

    /// The files of `path` (a file, a folder or a package), as ``UserProject`` would compile and read them.
    public init(path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            walk(url, depth: 0, insideCatalog: false)
        } else {
            record(url)
            for folder in [url.deletingLastPathComponent(), url.deletingLastPathComponent().deletingLastPathComponent()] {
                for entry in (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
                where entry.pathExtension == "xcassets" {
                    walk(entry, depth: 0, insideCatalog: true)
                }
            }
        }
    }

    /// The files that differ from `other`'s, by name, sorted.
    public func changes(since other: SourceSnapshot) -> [String] {
        Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }
            .map { ($0 as NSString).lastPathComponent }.sorted()
    }

    private mutating func walk(_ folder: URL, depth: Int, insideCatalog: Bool) {
        guard depth < 12, let entries = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: []) else { return }
        for entry in entries {
            let name = entry.lastPathComponent
            if (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                let isCatalog = insideCatalog || name.hasSuffix(".xcassets")
                if isCatalog || !UserProject.isSkippedFolder(name) {
                    walk(entry, depth: depth + 1, insideCatalog: isCatalog)
                }
            } else if insideCatalog || entry.pathExtension == "swift" {
                record(entry)
            }
        }
    }

    private mutating func record(_ file: URL) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        files[file.path] = [Double((attributes?[.size] as? Int) ?? -1),
                            (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0]
    }
}
