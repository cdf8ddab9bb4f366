import Foundation

/// What the page asks of a running scene. Messages arrive as JSON text, are checked here, and reach the scene's
/// process re-encoded, so that nothing malformed gets past the server.
enum PreviewCommand: Equatable {
    /// The page shows frames at `scale` pixels per point.
    case hello(scale: Double)
    /// The page is ready for the next frame.
    case tick
    /// A finger (the mouse) goes down, moves or lifts at a canvas point.
    case pointer(phase: PointerPhase, x: Double, y: Double)
    case pause
    case play
    /// One frame (1/60 s) forward while paused.
    case step
    /// Playback speed: 0.1 to 2 (slow motion like the simulator's).
    case speed(Double)
    /// Shows the recorded session at `time` (paused).
    case seek(time: Double)
    /// Traces the path of the view under a canvas point; no point stops tracing.
    case trace(x: Double?, y: Double?)
    /// Starts the scene again from time 0 with nothing recorded.
    case restart

    enum PointerPhase: String { case down, move, up }

    /// The largest message the server reads; anything longer is answered with an error.
    static let maximumLength = 1024

    /// Reads one message of the page, or says what is wrong with it.
    static func parse(_ text: String) throws -> PreviewCommand {
        guard text.utf8.count <= maximumLength else {
            throw PreviewProtocolError("message of \(text.utf8.count) bytes is longer than \(maximumLength)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let type = object["type"] as? String else {
            throw PreviewProtocolError("message is not a JSON object with a \"type\"")
        }
        func number(_ key: String, in range: ClosedRange<Double>) throws -> Double {
            guard let value = (object[key] as? NSNumber)?.doubleValue, value.isFinite, range.contains(value) else {
                throw PreviewProtocolError("\"\(type)\" needs a number \"\(key)\" in \(range.lowerBound)...\(range.upperBound)")
            }
            return value
        }
        let coordinate = -100_000.0...100_000.0
        switch type {
        case "hello": return .hello(scale: try number("scale", in: 0.5...4))
        case "tick": return .tick
        case "pointer":
            guard let phase = (object["phase"] as? String).flatMap(PointerPhase.init(rawValue:)) else {
                throw PreviewProtocolError("\"pointer\" needs a \"phase\" of down, move or up")
            }
            return .pointer(phase: phase, x: try number("x", in: coordinate), y: try number("y", in: coordinate))
        case "pause": return .pause
        case "play": return .play
        case "step": return .step
        case "speed": return .speed(try number("value", in: 0.1...2))
        case "seek": return .seek(time: try number("time", in: 0...86_400))
        case "trace":
            if object["x"] == nil && object["y"] == nil { return .trace(x: nil, y: nil) }
            return .trace(x: try number("x", in: coordinate), y: try number("y", in: coordinate))
        case "restart": return .restart
        default: throw PreviewProtocolError("unknown message type \"\(type)\"")
        }
    }
}

/// A message the preview cannot take, with what is wrong with it.
struct PreviewProtocolError: Error, CustomStringConvertible, Equatable {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Whether `text` is a command of the page (the parser, for the package's fuzz targets: `scripts/fuzz`).
package func parsesAsPreviewCommand(_ text: String) -> Bool {
    (try? PreviewCommand.parse(text)) != nil
}
