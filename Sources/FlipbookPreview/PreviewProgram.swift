import Foundation
import Synchronization

/// Scenes that run in another program, which can be replaced while the server runs: a user's files, compiled
/// by `flipbook serve <path> --watch`, rebuilt when they change. Each new build reloads the open pages on
/// their scene; a build that fails is shown on them, and the last good build keeps running until it is fixed.
public final class PreviewProgram: Sendable {
    /// One build's program: its executable and the arguments that make it a scene's process (with the
    /// scene's name in `FLIPBOOK_PREVIEW_SCENE`), and its scenes.
    public struct Build: Sendable {
        /// The program to start for each scene.
        public let executable: URL
        /// Its arguments (`serve`, and the options the scenes run with).
        public let arguments: [String]
        /// The scenes the program has, in the page's order.
        public let scenes: [SceneListing]

        /// A build whose scenes run as `executable arguments…`.
        public init(executable: URL, arguments: [String], scenes: [SceneListing]) {
            self.executable = executable
            self.arguments = arguments
            self.scenes = scenes
        }
    }

    /// What the pages hear.
    enum Event: Sendable, Equatable {
        /// A new build runs: open the scene again.
        case rebuilt(generation: Int)
        /// The files do not compile: the compiler's errors.
        case failed(String)
    }

    private struct Current {
        var build: Build
        var generation = 0
        var failure: String?
        var listeners: [UUID: AsyncStream<Event>.Continuation] = [:]
    }

    private let state: Mutex<Current>

    /// A program whose first build is `build`.
    public init(_ build: Build) {
        state = Mutex(Current(build: build))
    }

    /// The build that runs now.
    public var build: Build { state.withLock { $0.build } }

    /// Why the latest build failed, while it is not fixed.
    public var failure: String? { state.withLock { $0.failure } }

    /// Runs `build` from now on, and reloads the open pages.
    public func replace(with build: Build) {
        let (listeners, generation) = state.withLock { current in
            current.build = build
            current.generation += 1
            current.failure = nil
            return (Array(current.listeners.values), current.generation)
        }
        for listener in listeners { listener.yield(.rebuilt(generation: generation)) }
    }

    /// Shows `failure` (the compiler's errors) on the open pages; the current build keeps running.
    public func fail(_ failure: String) {
        let listeners = state.withLock { current -> [AsyncStream<Event>.Continuation] in
            current.failure = failure
            return Array(current.listeners.values)
        }
        for listener in listeners { listener.yield(.failed(failure)) }
    }

    /// The events from now on, starting with the current failure if there is one.
    func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = UUID()
        let failure = state.withLock { current -> String? in
            current.listeners[id] = continuation
            return current.failure
        }
        if let failure { continuation.yield(.failed(failure)) }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) }
        }
        return stream
    }
}
