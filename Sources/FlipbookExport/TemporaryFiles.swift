import Foundation
import Synchronization

/// The hidden files and folders exports write beside their destinations before moving them into place, and the
/// ffmpeg processes writing them: known here so that an interrupted run removes them, and a later run removes
/// what a killed one left. Signals are the process's, so this one registry is too.
public enum TemporaryFiles {
    private struct Registry {
        var paths: Set<String> = []
        var children: Set<Int32> = []
        var interruptingSignal: Int32?
    }

    private static let registry = Mutex(Registry())
    private static let handlers = Mutex<[any DispatchSourceSignal]>([])

    static func register(_ url: URL) { registry.withLock { _ = $0.paths.insert(url.path) } }
    static func unregister(_ url: URL) { registry.withLock { _ = $0.paths.remove(url.path) } }
    static func register(child pid: Int32) { registry.withLock { _ = $0.children.insert(pid) } }
    static func unregister(child pid: Int32) { registry.withLock { _ = $0.children.remove(pid) } }

    /// The temporaries being written now.
    static var registered: Set<String> { registry.withLock { $0.paths } }

    /// On SIGINT or SIGTERM, stops the ffmpeg processes of running exports, removes every temporary they and the
    /// export were writing, and exits with the shell's status for the signal (130 or 143). For programs that
    /// export, such as the `flipbook` tool; calling it again does nothing.
    public static func removeOnInterrupt() {
        handlers.withLock { sources in
            guard sources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler {
                    // Said first: the export on the main thread fails as ffmpeg dies, and must exit as interrupted.
                    registry.withLock { $0.interruptingSignal = signalNumber }
                    removeAll()
                    _exit(128 + signalNumber)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// The signal that is interrupting this process, once one has been received (see ``removeOnInterrupt()``):
    /// a failure that follows from it is the interruption, and the program exits with 128 + the signal.
    public static var interruptingSignal: Int32? { registry.withLock { $0.interruptingSignal } }

    /// Stops the registered children and removes the registered temporaries.
    public static func removeAll() {
        remove(registry.withLock { ($0.paths, $0.children) })
    }

    /// Stops the registered children and removes the registered temporaries from a handler of a crashing signal:
    /// nothing is done if the crash came while the registry was being changed (its lock cannot be waited for there).
    public static func removeAllIfUnlocked() {
        guard let registered = registry.withLockIfAvailable({ ($0.paths, $0.children) }) else { return }
        remove(registered)
    }

    /// Stops `children` and removes `paths`, files and folders (a frame folder's staging one) alike.
    private static func remove(_ registered: (paths: Set<String>, children: Set<Int32>)) {
        for pid in registered.children { kill(pid, SIGKILL) }
        for path in registered.paths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The temporary for `destination` that this process writes: `.<name>.<pid>.<suffix>` beside it.
    static func temporary(for destination: URL, suffix: String) -> URL {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).\(suffix)")
    }

    /// Removes temporaries for `destination` left by processes that are no longer running (killed, or stopped by
    /// a signal no handler saw). Another running export's temporaries are left alone.
    static func removeStale(for destination: URL) {
        let folder = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: ".", maxSplits: 1)
            guard rest.count == 2, ["tmp", "partial"].contains(rest[1]), let pid = Int32(rest[0]), pid > 0,
                  pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
