import Foundation

/// Writes files so that a reader never sees a half-written one: the data goes to a temporary file beside the
/// destination, which is renamed into place only once complete.
public enum AtomicFile {
    /// Why a file could not be written, worded for the terminal.
    public enum WriteError: Error, CustomStringConvertible {
        /// The destination's folder (the path given) does not exist.
        case directoryMissing(String)
        /// The destination (the first path) cannot be written, for the reason given second.
        case notWritable(String, String)

        public var description: String {
            switch self {
            case .directoryMissing(let path): return "cannot write \(path): its folder does not exist"
            case .notWritable(let path, let reason): return "cannot write \(path): \(reason)"
            }
        }
    }

    /// Checks, before any work, that `path` can be written.
    public static func checkWritable(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError.directoryMissing(path)
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw WriteError.notWritable(path, "its folder is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError.notWritable(path, "it is a folder")
        }
        // The rename that puts the file in place would replace whatever is there: a device such as /dev/full, a
        // pipe or a link is never replaced by an image.
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw WriteError.notWritable(path, "it exists and is not a regular file")
        }
    }

    /// Writes `data` to `path` whole, replacing a regular file there; anything else there (a folder, a device, a
    /// pipe, a link) is refused.
    public static func write(_ data: Data, to path: String) throws {
        try checkWritable(path)
        let url = URL(fileURLWithPath: path)
        TemporaryFiles.removeStale(for: url)
        let temporary = TemporaryFiles.temporary(for: url, suffix: "tmp")
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError.notWritable(path, error.localizedDescription)
        }
        // rename(2) replaces the destination atomically within one file system.
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError.notWritable(path, reason)
        }
    }
}
