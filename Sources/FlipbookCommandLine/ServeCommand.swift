internal import ArgumentParser
import Flipbook
import FlipbookTools
internal import FlipbookPreview
import Foundation

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the gallery live in a browser: pause, step, scrub, slow down, trace, and drive it with the mouse.")

    @Argument(help: "A scene to open first (see `flipbook list`), or a SwiftUI file, a folder of them or a Swift package to serve; the page lists them all.")
    var scene: String?

    @OptionGroup(title: "Your own files") var source: SourceOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "The address to listen on; only this machine by default.")
    var hostname: String = "127.0.0.1"

    @Flag(help: "Run the scenes with accessibilityReduceMotion on, as the system setting sets it.")
    var reduceMotion = false

    @Option(help: "The most scenes running at once, each in its own process.")
    var maxScenes: Int = 8

    @Option(help: "Seconds a scene may go without answering before its process is stopped (an endless loop).")
    var sceneTimeout: Double = 10

    @Option(help: "Megabytes of memory each scene's process may take.")
    var sceneMemory: Int = 1024

    @Flag(help: "With SwiftUI files: rebuild when they change and reload the scene in the open pages; a compile error is shown there while the last good build keeps running.")
    var watch = false

    func run() async throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let scene, UserProgramLauncher.isUserFiles(scene) {
            if watch {
                try checkLimits()
                let watcher = try UserFilesWatcher(path: scene, selection: source.selection, reduceMotion: reduceMotion)
                var configured = PreviewServer(program: watcher.program)
                configure(&configured)
                let server = configured
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await server.run() }
                    group.addTask { try await watcher.run() }
                    try await group.next()
                    group.cancelAll()
                }
                return
            }
            try UserProgramLauncher.run(path: scene, replacement: try source.selection.sceneName(),
                                        removing: ["--view", "--preview"])
        }
        if watch { throw ValidationError("--watch needs a SwiftUI file, folder or package to watch") }
        let catalog = SceneCatalog.active
        let first = scene.map(source.selection.name(or:))
        if let first, catalog.scene(named: first) == nil, first != SceneCatalog.defaultSceneName {
            throw CommandError("unknown scene '\(first)'; \(catalog.listAdvice) shows the scenes")
        }
        try checkLimits()
        var server = PreviewServer(scenes: Self.scenes(first: first.flatMap { catalog.scene(named: $0)?.name },
                                                       reduceMotion: reduceMotion))
        configure(&server)
        try await server.run()
    }

    private func checkLimits() throws {
        guard (1...256).contains(maxScenes) else { throw ValidationError("--max-scenes must be between 1 and 256") }
        guard sceneTimeout.isFinite, (1...3_600).contains(sceneTimeout) else {
            throw ValidationError("--scene-timeout must be between 1 and 3600 seconds")
        }
        guard (64...65_536).contains(sceneMemory) else {
            throw ValidationError("--scene-memory must be between 64 and 65536 megabytes")
        }
    }

    private func configure(_ server: inout PreviewServer) {
        server.hostname = hostname
        server.port = port
        server.maximumScenes = maxScenes
        server.sceneResponseTimeout = .milliseconds(Int(sceneTimeout * 1000))
        server.sceneMemoryLimit = sceneMemory << 20
    }

    /// The gallery's scenes, `first` first; with FLIPBOOK_PREVIEW_TEST_SCENES set, also the browser test's own:
    /// a scene that traps (the server must keep serving) and one the page draws from its display list.
    static func scenes(first: String?, reduceMotion: Bool = false) -> [PreviewScene] {
        var scenes = SceneCatalog.active.scenes.map { scene in
            PreviewScene(scene.name, summary: scene.summary, size: scene.size, resources: scene.resources) {
                AnyView(scene.makeRoot().environment(\.accessibilityReduceMotion, reduceMotion))
            }
        }
        if let first, let index = scenes.firstIndex(where: { $0.name == first }) {
            scenes.insert(scenes.remove(at: index), at: 0)
        }
        if ProcessInfo.processInfo.environment["FLIPBOOK_PREVIEW_TEST_SCENES"] != nil {
            scenes.append(PreviewScene("crash", summary: "Traps when drawn (tests only)") { TrappingView() })
            scenes.append(PreviewScene("canvas-shapes", summary: "Shapes the page draws itself (tests only)",
                                       size: CGSize(width: 240, height: 200)) { CanvasShapes() })
            scenes.append(PreviewScene("endless", summary: "Never finishes its body (tests only)") { EndlessView() })
            scenes.append(PreviewScene("hog", summary: "Takes 4 GiB of memory (tests only)") { HogView() })
        }
        return scenes
    }
}

/// A view whose body traps, to show that a crashing scene takes down only its own process.
private struct TrappingView: View {
    var body: some View {
        let _: Int = { fatalError("TrappingView traps on purpose") }()
        return Color.red
    }
}

/// A view whose body never returns, to show that the heartbeat stops a scene that no longer answers.
private struct EndlessView: View {
    var body: some View {
        var spins = 0
        while spins >= 0 { spins = (spins + 1) % 1_000 }
        return Color.red
    }
}

/// A view whose body takes more memory than a scene may, to show the limit stops it.
private struct HogView: View {
    var body: some View {
        let hoard = [UInt8](repeating: 1, count: 4 << 30)
        return Text("\(hoard[hoard.count / 2])")
    }
}

/// Fills, a stroke, a gradient and a faded shape, with no text: the page draws its display list itself. The
/// browser test reads known colours at known points.
private struct CanvasShapes: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 80)
            Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 80, height: 80).opacity(0.5).offset(x: 130)
            Rectangle()
                .fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 60)
                .offset(y: 110)
            Capsule().stroke(Color(red: 0, green: 0.5, blue: 0), lineWidth: 8).frame(width: 100, height: 60)
                .offset(x: 130, y: 110)
        }
    }
}
