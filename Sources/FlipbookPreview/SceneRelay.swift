import Foundation
import HummingbirdWebSocket

/// Joins one page to one scene's child process: the page's messages are checked and passed on, the scene's
/// frames are passed back, and a scene that stops is reported to the page.
struct SceneRelay {
    let scene: String
    let registry: PreviewRegistry
    let limits: Limits
    /// The rebuildable program the scene runs in, if it is not this one.
    var program: PreviewProgram?

    /// The bounds on scene processes (see ``PreviewServer``'s properties).
    struct Limits: Sendable {
        var maximumScenes: Int
        var responseTimeout: Duration
        var memory: Int
        var cpuSeconds: Int
        /// How often the server asks a scene whether it is still answering.
        var heartbeat: Duration { min(responseTimeout / 4, .seconds(2)) }
    }

    /// The largest WebSocket message read whole: past a command's 1,024 bytes it is answered with an error; past
    /// this the connection closes (it is no page of ours).
    static let largestMessage = 16 << 20

    /// The executable a scene runs in: this one again, with the same arguments (see `PreviewServer.run()`).
    static var workerExecutable: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        guard let id = await registry.opened(scene, limit: limits.maximumScenes) else {
            try await outbound.write(.text(Self.text(PreviewWorker.errorMessage(
                "the server runs at most \(limits.maximumScenes) scenes at once (flipbook serve --max-scenes raises "
                    + "it): close another page of this server", type: "refused"))))
            return
        }
        let worker: WorkerProcess
        do {
            let build = program?.build
            worker = try WorkerProcess(executable: build?.executable ?? Self.workerExecutable,
                                       arguments: build?.arguments ?? Array(CommandLine.arguments.dropFirst()),
                                       scene: scene, limits: limits)
        } catch {
            await registry.record(id) { $0.isOpen = false }
            try await outbound.write(.text(Self.text(PreviewWorker.errorMessage(
                "could not start the scene: \(error)", type: "crashed"))))
            return
        }
        defer { worker.stop() }
        let heard = Heard()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await line in worker.lines {
                    await heard.now()
                    if line == PreviewWorker.pong { continue }
                    try await outbound.write(.text(line))
                    await registry.record(id) { $0.framesSent += 1 }
                }
                // Stopped because the page went away: nothing to report.
                if Task.isCancelled { return }
                // A process the heartbeat stopped is reported for what it did (it stopped answering), not as the
                // kill it died of.
                if let failure = await heard.stopReason ?? worker.failure() {
                    await registry.record(id) { $0.failure = failure }
                    try await outbound.write(.text(Self.text(PreviewWorker.errorMessage(failure, type: "crashed"))))
                }
            }
            group.addTask {
                // The heartbeat: a scene that stops reading its input (a body in an endless loop) is stopped and
                // reported, as a trapping one is.
                while !Task.isCancelled {
                    try await Task.sleep(for: limits.heartbeat)
                    let silence = await heard.silence
                    // A trapping scene is reported by its exit, unless it takes far longer than a stuck one would.
                    if silence > limits.responseTimeout, !worker.isTrapping || silence > limits.responseTimeout * 5 {
                        // The reason is set before the kill, and the output's end reports it: one report reaches
                        // the page, not this one and the kill's as well. Should the output not end, it is sent here.
                        let failure = "the scene stopped answering for \(limits.responseTimeout) (an endless loop in "
                            + "a body or an update?) and was stopped"
                        await heard.stop(because: failure)
                        worker.kill()
                        try await Task.sleep(for: limits.responseTimeout)
                        await registry.record(id) { $0.failure = failure }
                        try await outbound.write(.text(Self.text(PreviewWorker.errorMessage(failure, type: "crashed"))))
                        return
                    }
                    worker.send(PreviewWorker.ping)
                }
            }
            group.addTask {
                for try await message in inbound.messages(maxSize: Self.largestMessage) {
                    guard case .text(let text) = message else {
                        try await reject("binary messages are not understood", outbound: outbound, id: id)
                        continue
                    }
                    do {
                        _ = try PreviewCommand.parse(text)
                        worker.send(text)
                        await registry.record(id) { $0.commandsForwarded += 1 }
                    } catch {
                        try await reject("\(error)", outbound: outbound, id: id)
                    }
                }
            }
            if let program {
                // A new build ends this scene's process: the page opens the scene again, on the new build. A
                // failed build is shown on the page while this one keeps running.
                group.addTask {
                    for await event in program.events() {
                        switch event {
                        case .rebuilt:
                            try await outbound.write(.text(Self.text(PreviewWorker.errorMessage(
                                "the files were rebuilt", type: "reload"))))
                            return
                        case .failed(let errors):
                            try await outbound.write(.text(Self.text(PreviewWorker.errorMessage(
                                errors, type: "buildError"))))
                        }
                    }
                }
            }
            // Whichever side ends first ends the other: a page gone stops its scene, a scene gone closes the page's
            // socket once its report is sent.
            _ = try await group.next()
            group.cancelAll()
            worker.stop()
        }
        await registry.record(id) { $0.isOpen = false }
    }

    private func reject(_ reason: String, outbound: WebSocketOutboundWriter, id: Int) async throws {
        await registry.record(id) { $0.messagesRejected += 1 }
        try await outbound.write(.text(Self.text(PreviewWorker.errorMessage("ignored a message: \(reason)"))))
    }

    private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}

/// When a scene's process last wrote a line.
actor Heard {
    private var last = ContinuousClock.now
    func now() { last = .now }
    var silence: Duration { ContinuousClock.now - last }
    /// Why the relay stopped the scene's process, if it did.
    private(set) var stopReason: String?
    func stop(because reason: String) { stopReason = reason }
}

/// What the server knows of the pages it serves, for `/state`: one entry per scene opened.
actor PreviewRegistry {
    struct Entry: Codable, Equatable {
        let id: Int
        let scene: String
        var isOpen = true
        var commandsForwarded = 0
        var messagesRejected = 0
        var framesSent = 0
        /// Why the scene's process stopped, if it crashed.
        var failure: String?
    }

    private var entries: [Entry] = []
    private var lastID = 0

    /// A new open scene's number, or nil when `limit` scenes are open already.
    func opened(_ scene: String, limit: Int) -> Int? {
        guard entries.filter(\.isOpen).count < limit else { return nil }
        lastID += 1
        entries.append(Entry(id: lastID, scene: scene))
        if entries.count > 200 { entries.removeFirst(entries.count - 200) }
        return entries.last!.id
    }

    func record(_ id: Int, _ change: (inout Entry) -> Void) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        change(&entries[index])
    }

    func snapshot() -> [Entry] { entries }
}
