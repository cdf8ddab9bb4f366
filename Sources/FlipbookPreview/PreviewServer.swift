import Flipbook
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// Serves scenes to a browser: a page that lists them and runs one live on a canvas, answering to the mouse,
/// with pause, frame steps, a timeline scrubber, slow motion and a trace of any view's path.
///
/// Each scene runs in its own child process (this same executable, started again), so a scene that traps is
/// reported on the page while the server keeps serving. From your own executable:
///
/// ```swift
/// import FlipbookPreview
/// try await PreviewServer(ContentView()).run()
/// ```
public struct PreviewServer: Sendable {
    /// The scenes served, in the page's order (empty when a ``program`` provides them).
    public let scenes: [PreviewScene]
    /// The address to listen on; only this machine by default.
    public var hostname = "127.0.0.1"
    /// The port; 0 picks a free one (the URL printed at start says which).
    public var port = 8080
    /// The most scenes running at once (each in its own process): a page opened past it is told so and closed.
    public var maximumScenes = 8
    /// How long a scene may go without answering the server's heartbeat (a body in an endless loop) before its
    /// process is stopped and the page told.
    public var sceneResponseTimeout: Duration = .seconds(10)
    /// Each scene process's limits: memory (bytes of heap and mappings) and processor time (seconds); a scene
    /// past either stops and is reported as a crash.
    public var sceneMemoryLimit = 1 << 30
    /// Each scene process's processor time, in seconds.
    public var sceneCPUTimeLimit = 3_600

    /// The scenes of another program that can be rebuilt while the server runs (`flipbook serve <path>
    /// --watch`), when set: the page lists and runs those instead of ``scenes``.
    public let program: PreviewProgram?

    /// Serves `scenes`, each run in its own process.
    public init(scenes: [PreviewScene]) {
        self.scenes = scenes
        program = nil
    }

    /// Serves the scenes of `program`, reloading the open pages when it is rebuilt.
    public init(program: PreviewProgram) {
        scenes = []
        self.program = program
    }

    /// Serves previews: by default every `#Preview` and `PreviewProvider` compiled into the program.
    public init(previews: [Preview] = Preview.all) {
        self.init(scenes: previews.map(PreviewScene.init(preview:)))
    }

    /// Serves one view, made by `content`, on a canvas of `size` points.
    public init<Content: View>(_ content: @autoclosure @escaping @MainActor @Sendable () -> Content,
                               name: String = "Preview", size: CGSize = CGSize(width: 390, height: 500)) {
        self.init(scenes: [PreviewScene(name, size: size, content: content)])
    }

    /// Serves until the process is stopped. In a scene's child process, runs that scene instead.
    public func run() async throws {
        if let name = ProcessInfo.processInfo.environment[PreviewWorker.sceneVariable] {
            guard let scene = scenes.first(where: { $0.name == name }) else {
                FileHandle.standardError.write(Data("no preview scene named \(name)\n".utf8))
                exit(2)
            }
            PreviewWorker.applyLimits()
            await PreviewWorker.run(scene)
        }
        signal(SIGPIPE, SIG_IGN)
        let registry = PreviewRegistry()
        let app = Application(
            router: makeRouter(registry: registry),
            server: .guardedWebSocketUpgrade(webSocketRouter: makeSocketRouter(registry: registry),
                                             configuration: Self.channelConfiguration, deadline: .seconds(10)),
            configuration: .init(address: .hostname(hostname, port: port), serverName: "flipbook"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? port
                let count = program?.build.scenes.count ?? scenes.count
                let line = "Serving \(count) scene\(count == 1 ? "" : "s") at http://\(hostname):\(port)/\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            },
            logger: {
                var logger = Logger(label: "flipbook.preview")
                logger.logLevel = .warning
                return logger
            }()
        )
        try await app.runService()
    }

    /// HTTP requests with headers of at most 32 KiB, on connections closed after 10 s without a whole request (a
    /// malformed or stalled one would otherwise hold its socket for good); WebSocket frames of up to 16 MiB, so a
    /// message over the 1 MiB a command may take is read and answered with an error rather than cut off.
    static let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
        http1: .init(idleTimeout: .seconds(10),
                     httpDecoderConfiguration: .init(maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 32 * 1024,
                                                     maxHeaderFieldCount: 100)),
        ws: .init(maxFrameSize: 16 << 20))

    private func makeRouter(registry: PreviewRegistry) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let catalogue = scenes.map {
            SceneListing(name: $0.name, summary: $0.summary, width: Double($0.size.width),
                         height: Double($0.size.height))
        }
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                     body: .init(byteBuffer: ByteBuffer(string: PreviewPage.html)))
        }
        router.get("/scenes") { [program] _, _ in
            try jsonResponse(program?.build.scenes ?? catalogue)
        }
        router.get("/state") { _, _ in
            try jsonResponse(await registry.snapshot())
        }
        return router
    }

    /// What a scene's process may take, as the relay applies it.
    var limits: SceneRelay.Limits {
        SceneRelay.Limits(maximumScenes: max(maximumScenes, 1), responseTimeout: sceneResponseTimeout,
                          memory: sceneMemoryLimit, cpuSeconds: sceneCPUTimeLimit)
    }

    private func makeSocketRouter(registry: PreviewRegistry) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let names = Set(scenes.map(\.name))
        router.ws("/ws") { [program] request, _ in
            let known = program.map { Set($0.build.scenes.map(\.name)) } ?? names
            guard let scene = request.uri.queryParameters["scene"].map(String.init), known.contains(scene) else {
                return .dontUpgrade
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let scene = context.request.uri.queryParameters["scene"].map(String.init) ?? ""
            try await SceneRelay(scene: scene, registry: registry, limits: limits, program: program)
                .run(inbound: inbound, outbound: outbound)
        }
        return router
    }
}

/// A scene as `/scenes` lists it: its name, summary and canvas size in points.
public struct SceneListing: Codable, Equatable, Sendable {
    /// The scene's name, unique among the server's.
    public let name: String
    /// One line on what it shows.
    public let summary: String
    /// The canvas width, in points.
    public let width: Double
    /// The canvas height, in points.
    public let height: Double

    /// A listing of the scene `name`.
    public init(name: String, summary: String, width: Double, height: Double) {
        self.name = name
        self.summary = summary
        self.width = width
        self.height = height
    }
}

func jsonResponse<T: Encodable>(_ value: T) throws -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Response(status: .ok, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
}
