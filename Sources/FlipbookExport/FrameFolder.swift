import Foundation

/// Writes a folder of PNG frames all at once: into a hidden sibling folder first, moved into place at the end,
/// so an interrupted or failed run leaves nothing behind.
public enum FrameFolder {
    /// Writes `frames` PNG files (`frame_0000.png`…), the data of each made by `frame`, into the folder `path`.
    public static func write(frames: Int, to path: String, _ frame: (Int) throws -> Data) throws {
        let target = URL(fileURLWithPath: path)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ExportError("\(path) exists and is not a folder") }
            guard (try? fileManager.contentsOfDirectory(atPath: target.path))?.isEmpty ?? false else {
                throw ExportError("\(path) is not empty; choose a new or empty folder for the frames")
            }
        }
        let parent = target.deletingLastPathComponent()
        guard fileManager.isWritableFile(atPath: parent.path) else {
            throw ExportError("cannot write into \(parent.path): it does not exist or is not writable")
        }
        TemporaryFiles.removeStale(for: target)
        let staging = TemporaryFiles.temporary(for: target, suffix: "partial")
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        TemporaryFiles.register(staging)
        defer { TemporaryFiles.unregister(staging) }
        do {
            for index in 0..<frames {
                let name = String(format: "frame-%05d.png", index)
                try frame(index).write(to: staging.appendingPathComponent(name))
            }
            if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
            guard rename(staging.path, target.path) == 0 else {
                throw ExportError("could not move the frames into \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }
}
