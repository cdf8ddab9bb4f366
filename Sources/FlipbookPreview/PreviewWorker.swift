import Flipbook
import Foundation

/// The child process that runs one scene: commands of the page arrive on standard input, one JSON message a
/// line (already checked by the server), and frames leave on standard output the same way. A scene that traps
/// takes down only this process; the server tells the page and keeps serving.
enum PreviewWorker {
    /// The environment variable that makes a preview executable run one scene instead of the server.
    static let sceneVariable = "FLIPBOOK_PREVIEW_SCENE"

    @MainActor
    static func run(_ scene: PreviewScene) -> Never {
        let start = ContinuousClock.now
        let session = PreviewSession(scene: scene) {
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        let encoder = JSONEncoder()
        while let line = readLine(strippingNewline: true) {
            do {
                if let frame = try session.handle(try PreviewCommand.parse(line)) {
                    write(try encoder.encode(frame))
                }
            } catch {
                write(errorMessage("\(error)"))
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
