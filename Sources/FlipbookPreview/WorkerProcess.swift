import Foundation

/// A scene's child process, seen from the server: lines in, lines out, and how it ended.
final class WorkerProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    /// The start and the end of what the worker printed on standard error (a backtrace can run long).
    private var errorHead = Data()
    private var errorTail = Data()

    /// The lines the worker writes, ending when it exits.
    let lines: AsyncStream<String>

    /// Starts `executable` with `arguments`, running the scene `scene` (see `PreviewWorker`).
    init(executable: URL, arguments: [String], scene: String, limits: SceneRelay.Limits) throws {
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[PreviewWorker.sceneVariable] = scene
        environment[PreviewWorker.memoryVariable] = String(limits.memory)
        environment[PreviewWorker.cpuVariable] = String(limits.cpuSeconds)
        // A trapping scene dies at once with its reason printed, rather than after seconds of Swift's backtracer
        // (during which it answers nothing, and a busy machine could take it for a scene in an endless loop).
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        lines = stream
        let reader = output.fileHandleForReading
        Thread.detachNewThread {
            // A frame's line (a PNG in base64) spans many reads: only the bytes read since are searched.
            var pending = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                var lineStart = 0
                for (offset, byte) in chunk.enumerated() where byte == UInt8(ascii: "\n") {
                    pending.append(chunk[chunk.startIndex + lineStart..<chunk.startIndex + offset])
                    continuation.yield(String(decoding: pending, as: UTF8.self))
                    pending.removeAll(keepingCapacity: true)
                    lineStart = offset + 1
                }
                pending.append(chunk[(chunk.startIndex + lineStart)...])
            }
            continuation.finish()
        }
        let errorReader = errors.fileHandleForReading
        Thread.detachNewThread { [weak self] in
            while true {
                let chunk = errorReader.availableData
                if chunk.isEmpty { break }
                self?.keepErrorOutput(chunk)
            }
        }
        try process.run()
    }

    private func keepErrorOutput(_ chunk: Data) {
        lock.lock()
        defer { lock.unlock() }
        if errorHead.count < 8_192 { errorHead.append(chunk.prefix(8_192 - errorHead.count)) }
        errorTail.append(chunk)
        if errorTail.count > 4_096 { errorTail = errorTail.suffix(4_096) }
    }

    /// Whether the worker has printed a trap's reason: it is dying, not stuck, and its exit says why.
    var isTrapping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errorHead, as: UTF8.self).contains("Fatal error")
    }

    /// Sends one line to the worker; false if it is gone.
    @discardableResult
    func send(_ line: String) -> Bool {
        guard process.isRunning else { return false }
        do {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }

    /// Why the worker stopped, if it did not stop cleanly: its signal or status and the end of what it printed.
    func failure() -> String? {
        process.waitUntilExit()
        let reason: String
        switch process.terminationReason {
        case .uncaughtSignal:
            reason = "the scene crashed (signal \(process.terminationStatus))"
        default:
            guard process.terminationStatus != 0 else { return nil }
            reason = "the scene exited with status \(process.terminationStatus)"
        }
        lock.lock()
        let head = String(decoding: errorHead, as: UTF8.self)
        let printed = String(decoding: errorTail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        lock.unlock()
        // Swift's runtime prints the trap's reason ("Fatal error: …") before a backtrace: that line says most.
        func isReason(_ line: String) -> Bool { line.contains("Fatal error") || line.contains("error:") }
        let lines = (head + "\n" + printed).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let said = lines.first(where: isReason) ?? printed.split(separator: "\n").last.map(String.init)
        return said.map { "\(reason): \($0)" } ?? reason
    }

    /// Stops a worker that no longer answers (SIGKILL: it may not be reading anything).
    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    }

    /// Stops the worker (the page went away).
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }
}
