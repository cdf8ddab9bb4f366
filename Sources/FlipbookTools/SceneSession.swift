import Flipbook
import FlipbookCairo
import FlipbookGallery
import Foundation

/// Errors of the scene commands, worded for the terminal.
public struct SceneError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// A gallery scene hosted on a manual clock, with its interaction script: what `flipbook render` and
/// `flipbook inspect` drive.
@MainActor
public final class SceneSession {
    public let scene: GalleryScene
    public let host: ViewHost
    public let script: InteractionScript

    /// Looks up `name` and parses `script` (the scene's own script when nil); `size` replaces the scene's canvas.
    /// `reduceMotion` sets `accessibilityReduceMotion` for the scene's views.
    public init(sceneNamed name: String, script: String? = nil, size: CGSize? = nil, reduceMotion: Bool = false,
                fonts: FontConfiguration = FontConfiguration()) throws {
        let catalog = SceneCatalog.active
        guard let scene = catalog.scene(named: name) else {
            if name == SceneCatalog.defaultSceneName {
                throw SceneError("no scene to run by default: name one (\(catalog.listAdvice) shows them)")
            }
            if let explanation = catalog.explanation(ofMissing: name) { throw SceneError(explanation) }
            let names = catalog.scenes.map(\.name)
            let hint = nearest(name, in: names).map { " Did you mean '\($0)'?" } ?? ""
            throw SceneError("unknown scene '\(name)'.\(hint) \(catalog.listAdvice) shows the \(names.count) scenes.")
        }
        do {
            self.script = try InteractionScript(parsing: script ?? scene.script)
        } catch {
            throw SceneError("invalid --script: \(error)")
        }
        self.scene = scene
        host = ViewHost(scene.makeRoot(), size: size ?? scene.size, reduceMotion: reduceMotion, fonts: fonts,
                        resources: scene.resources)
    }

    /// Reads a canvas size written WIDTHxHEIGHT, in points.
    public nonisolated static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], width.isFinite, height.isFinite,
              width >= 1, height >= 1, width <= 8192, height <= 8192 else {
            throw SceneError("--size must be WIDTHxHEIGHT in points, each 1 to 8192 (got '\(text)')")
        }
        return CGSize(width: width, height: height)
    }

    /// Validates a time given on the command line.
    public static func checkTime(_ time: Double, name: String = "--at") throws {
        guard time.isFinite, time >= 0 else {
            throw SceneError("\(name) must be a time in seconds, 0 or later (got \(time))")
        }
    }

    /// Plays the script up to each of `times` in order, calling `visit` at each.
    public func run(through times: [TimeInterval], _ visit: (TimeInterval) throws -> Void) throws {
        do {
            try host.play(script, sampling: times, visit)
        } catch let error as HostError {
            throw SceneError("the script could not be played: \(error)")
        }
    }

    /// The laid-out tree as stable text, one view per line, indented by depth.
    public func treeText() -> String { host.laidOutTreeText }

    /// The laid-out tree as JSON.
    public func treeJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(host.laidOutViews)
    }
}

extension ViewHost {
    /// The laid-out tree as stable text, one view per line, indented by depth: type, canvas frame, opacity below
    /// 1 and text.
    public var laidOutTreeText: String {
        laidOutViews.map { view in
            func n(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
            var line = String(repeating: "  ", count: view.depth) + view.type
            line += " frame=(\(n(view.frame.minX)), \(n(view.frame.minY)), \(n(view.frame.width)), \(n(view.frame.height)))"
            if view.opacity < 1 { line += " opacity=\(String(format: "%.3f", view.opacity))" }
            if let text = view.text { line += " text=\"\(text)\"" }
            return line
        }.joined(separator: "\n")
    }
}
