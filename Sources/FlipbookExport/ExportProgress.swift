import Foundation

/// Reports an export's progress on standard error: a bar redrawn in place with frames per second and time left
/// on a terminal, a plain line every tenth of the way elsewhere (CI logs).
public final class ExportProgress {
    private let total: Int
    private let isTerminal: Bool
    private let started = Date()
    private var done = 0
    private var lastReportedTenth = -1
    private let write: (String) -> Void

    /// Progress through `total` frames, drawn as a bar when `isTerminal`, reported through `write`.
    public init(total: Int, isTerminal: Bool = isatty(STDERR_FILENO) != 0,
                write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = max(1, total)
        self.isTerminal = isTerminal
        self.write = write
    }

    /// Counts one more frame done.
    public func frameDone() {
        done += 1
        let elapsed = max(Date().timeIntervalSince(started), 1e-6)
        let rate = Double(done) / elapsed
        let left = Double(total - done) / max(rate, 1e-6)
        let summary = String(format: "%d/%d frames, %.0f fps, %.1f s left", done, total, rate, left)
        if isTerminal {
            let width = 30
            let filled = width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            write("\r[\(bar)] \(summary)" + (done == total ? "\n" : ""))
        } else {
            let tenth = 10 * done / total
            if tenth != lastReportedTenth {
                lastReportedTenth = tenth
                write(summary + "\n")
            }
        }
    }
}
