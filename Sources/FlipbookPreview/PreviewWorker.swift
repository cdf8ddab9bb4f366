import Flipbook
import Foundation

/// The child process that runs one scene: commands of the page arrive on standard input, one JSON message a
/// line (already checked by the server), and frames leave on standard output the same way. A scene that traps
/// takes down only this process; the server tells the page and keeps serving.
enum PreviewWorker {
    /// The environment variable that makes a preview executable run one scene instead of the server.
    static let sceneVariable = "FLIPBOOK_PREVIEW_SCENE"
    /// The scene process's memory (bytes) and processor time (seconds) limits, set by the server.
    static let memoryVariable = "FLIPBOOK_PREVIEW_MEMORY_LIMIT"
    static let cpuVariable = "FLIPBOOK_PREVIEW_CPU_LIMIT"
    /// The server's heartbeat and the answer to it (not commands of the page, which cannot send them).
    static let ping = #"{"type":"ping"}"#
    static let pong = #"{"type":"pong"}"#

    /// Limits this process's memory and processor time as the server asked: past them the kernel stops it, and
    /// the server reports the scene as crashed.
    static func applyLimits(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let bytes = environment[memoryVariable].flatMap(rlim_t.init) {
            var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
            setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
        }
        if let seconds = environment[cpuVariable].flatMap(rlim_t.init) {
            var limit = rlimit(rlim_cur: seconds, rlim_max: seconds + 5)
            setrlimit(Int32(RLIMIT_CPU.rawValue), &limit)
        }
    }

    @MainActor
    static func run(_ scene: PreviewScene) -> Never {
        let start = ContinuousClock.now
        let session = PreviewSession(scene: scene) {
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        let encoder = JSONEncoder()
        // The scene's process is the worker's alone: its host may run the main actor's jobs between frames.
        MainActorQueue.$isDrainedByHosts.withValue(true) {
            while let line = readLine(strippingNewline: true) {
                if line == ping {
                    write(Data(pong.utf8))
                    continue
                }
                do {
                    if let frame = try session.handle(try PreviewCommand.parse(line)) {
                        write(try encoder.encode(frame))
                    }
                } catch {
                    write(errorMessage("\(error)"))
                }
            }
        }
        exit(0)
    }

    static func write(_ message: Data) {
        FileHandle.standardOutput.write(message + Data("\n".utf8))
    }

    /// `{"type":"error","message":…}`, the answer to a message that cannot be taken.
    static func errorMessage(_ message: String, type: String = "error") -> Data {
        (try? JSONSerialization.data(withJSONObject: ["type": type, "message": message], options: [.sortedKeys]))
            ?? Data()
    }
}
