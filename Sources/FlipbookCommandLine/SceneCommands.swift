internal import ArgumentParser
import Flipbook
internal import FlipbookCairo
import FlipbookGallery
internal import FlipbookExport
import FlipbookTools
internal import FlipbookPreview
import Foundation

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the gallery scenes, then the previews (#Preview, PreviewProvider) compiled in; or, given SwiftUI files, their app, previews and views.")

    @Argument(help: "A SwiftUI file, a folder of them or a Swift package (default: the gallery).")
    var path: String?

    @Flag(help: "Print a JSON array of {\"name\", \"summary\", \"width\", \"height\"} objects, the default scene first.")
    var json = false

    func run() throws {
        if let path {
            guard UserProgramLauncher.isUserFiles(path) else {
                throw CommandError("\(path) is no SwiftUI file or folder")
            }
            try UserProgramLauncher.run(path: path, replacement: nil, removing: [])
        }
        let catalog = SceneCatalog.active
        var scenes = catalog.scenes
        if json {
            if let index = scenes.firstIndex(where: { $0.name == catalog.defaultScene?.name }) {
                scenes.insert(scenes.remove(at: index), at: 0)
            }
            let listings = scenes.map {
                SceneListing(name: $0.name, summary: $0.summary, width: Double($0.size.width), height: Double($0.size.height))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(listings), as: UTF8.self))
            return
        }
        let width = scenes.map(\.name.count).max() ?? 0
        // A preview and a view may share a name; the default is the first scene of its name (previews come first).
        var marked = false
        for scene in scenes {
            let isDefault = !marked && scene.name == catalog.defaultScene?.name
            marked = marked || isDefault
            let mark = isDefault ? "  (runs by default)" : ""
            print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary + mark)
        }
        if SceneCatalog.current != nil, catalog.defaultScene == nil {
            print("No app, not exactly one preview or view, and no ContentView: name one with --view NAME or "
                  + "--preview NAME.")
        }
    }
}

/// How a scene is played: its script and canvas (shared by the scene commands and `plot`).
struct PlayOptions: ParsableArguments {
    @Option(help: "Interactions, e.g. 'tap \"Set to 1\" @0.5; tap 120,80 @1.2' (default: the scene's own; 'none' for none).")
    var script: String?

    @Option(help: "The canvas size in points, WIDTHxHEIGHT (default: the scene's own).")
    var size: String?

    @Flag(help: "Play with accessibilityReduceMotion on, as the system setting sets it.")
    var reduceMotion = false

    /// Whether any option was given.
    var isGiven: Bool { script != nil || size != nil || reduceMotion }

    /// The session of the scene `name` played this way.
    @MainActor
    func session(of name: String) throws -> SceneSession {
        try SceneSession(sceneNamed: name, script: script, size: try size.map(SceneSession.parseSize),
                         reduceMotion: reduceMotion)
    }
}

/// Which of a user's files' views or previews to run (`flipbook render MyView.swift --view Card`).
struct SourceOptions: ParsableArguments {
    @Option(help: "With SwiftUI files: the view type to run (it must take no arguments).")
    var view: String?

    @Option(help: "With SwiftUI files: the #Preview or PreviewProvider to run, by its name.")
    var preview: String?

    var selection: UserProgramLauncher.Selection { .init(view: view, preview: preview) }
}

/// Options shared by the scene commands.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene's name (see `flipbook list`), or a SwiftUI file, a folder of them or a Swift package.")
    var scene: String

    @OptionGroup(title: "Your own files") var source: SourceOptions

    @OptionGroup var play: PlayOptions

    var script: String? { play.script }

    /// Builds and runs the user's files instead when the scene is a path (never returns then).
    func runUserFilesIfGiven() throws {
        guard UserProgramLauncher.isUserFiles(scene) else { return }
        try UserProgramLauncher.run(path: scene, replacement: try source.selection.sceneName(),
                                    removing: ["--view", "--preview"])
    }

    /// The session for these options: the scene, its script and canvas.
    @MainActor
    func session() throws -> SceneSession {
        try play.userSession(of: source.selection.name(or: scene))
    }
}

extension PlayOptions {
    /// The session of `name`; in a program of a user's files, a scene on the default iPhone canvas says so on
    /// standard error, since the files did not choose it.
    @MainActor
    func userSession(of name: String) throws -> SceneSession {
        let session = try session(of: name)
        if SceneCatalog.current != nil, size == nil, session.scene.size == UserScenes.defaultSize {
            FileHandle.standardError.write(Data(("flipbook: \(session.scene.name) on a canvas of 393 × 852 points (an "
                + "iPhone's; --size WIDTHxHEIGHT changes it)\n").utf8))
        }
        return session
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene: one frame as PNG (--at), or an animation (--duration, --fps) as GIF, MP4, WebM or APNG (by the extension of --out) or PNG frames into a folder.")

    @OptionGroup var options: SceneOptions

    @Option(parsing: .unconditional, help: "The time of the frame, in seconds.")
    var at: Double?

    @Option(parsing: .unconditional, help: "Render frames from 0 to this many seconds into the --out folder.")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Frames per second of a sequence.")
    var fps: Double = 30

    @Option(parsing: .unconditional, help: "Pixels per point.")
    var scale: Double = 1

    @Option(name: .shortAndLong, help: "The PNG file (one frame), or the .gif/.mp4/.webm/.png/.apng file or folder (an animation) to write.")
    var out: String

    func run() throws {
        try options.runUserFilesIfGiven()
        guard scale.isFinite, scale > 0, scale <= 8 else { throw CommandError("--scale must be above 0 and at most 8 (got \(scale))") }
        let fileExtension = (out as NSString).pathExtension.lowercased()
        if duration == nil, fileExtension != "png", AnimationFormat(path: out) == nil {
            throw CommandError("--out must end in .png for one frame (got '\(out)')")
        }
        if duration != nil, AnimationFormat(path: out) == nil, !fileExtension.isEmpty {
            throw CommandError("--out must end in .gif, .mp4, .webm, .apng or .png, or be a folder path without an "
                               + "extension (got '\(out)')")
        }
        try MainActor.assumeIsolated {
            do {
                let session = try options.session()
                if let duration {
                    guard at == nil else { throw CommandError("give either --at (one frame) or --duration (a sequence), not both") }
                    try SceneSession.checkTime(duration, name: "--duration")
                    guard fps.isFinite, fps > 0, fps <= 240 else { throw CommandError("--fps must be above 0 and at most 240 (got \(fps))") }
                    // Ctrl-C or a kill while encoding leaves no hidden partial file beside the output.
                    TemporaryFiles.removeOnInterrupt()
                    let summary = try export(session.host, script: session.script, to: out, duration: duration,
                                             fps: fps, scale: scale, showsProgress: true)
                    if let format = summary.format {
                        print("wrote \(out) (\(summary.frames) frames, \(format.rawValue))")
                    } else {
                        print("wrote \(summary.frames) frames to \(out)")
                    }
                } else {
                    if let format = AnimationFormat(path: out), !out.lowercased().hasSuffix(".png") {
                        throw CommandError("an animation (.\(format.rawValue)) needs --duration: how many seconds to render (scenes that repeat forever never end on their own)")
                    }
                    let time = at ?? 0
                    try SceneSession.checkTime(time)
                    try AtomicFile.checkWritable(out)
                    var png = Data()
                    try session.run(through: [time]) { _ in png = try session.host.pngData(scale: scale) }
                    try AtomicFile.write(png, to: out)
                    print("wrote \(out) (\(session.scene.name) at \(time) s)")
                }
            } catch let error as SceneError {
                throw CommandError(error.description)
            } catch let error as RenderError {
                throw CommandError(error.description)
            } catch let error as AtomicFile.WriteError {
                throw CommandError(error.description)
            } catch let error as ExportError {
                throw CommandError(error.description)
            } catch let error as VideoEncoder.EncodeError {
                throw CommandError(error.description)
            } catch let error as InputLimit.Exceeded {
                throw CommandError(error.description)
            }
        }
    }
}

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a scene's laid-out tree at a time: every view's type, canvas frame, opacity and text.")

    @OptionGroup var options: SceneOptions

    @Option(parsing: .unconditional, help: "The time, in seconds.")
    var at: Double = 0

    @Flag(help: "Print JSON (with each view's transform) instead of text.")
    var json = false

    func run() throws {
        try options.runUserFilesIfGiven()
        try MainActor.assumeIsolated {
            do {
                try SceneSession.checkTime(at)
                let session = try options.session()
                try session.run(through: [at]) { _ in }
                if json {
                    print(String(decoding: try session.treeJSON(), as: UTF8.self))
                } else {
                    print(session.treeText())
                }
            } catch let error as SceneError {
                throw CommandError(error.description)
            }
        }
    }
}
