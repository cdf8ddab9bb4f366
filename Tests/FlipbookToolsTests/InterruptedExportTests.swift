import Foundation
import Testing

/// An export stopped by a signal, or whose disk fills, leaves nothing behind and says it failed.
@Suite struct InterruptedExportTests {
    let cli = CommandLineTests()

    /// Starts `flipbook render` of a long animation into `out`, with `path` put first on PATH.
    private func startLongExport(to out: String, path: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["render", "rating-blob-4", "--duration", "30", "--fps", "60", "--out", out]
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "") }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits (up to 20 s) until ffmpeg has begun the hidden temporary beside `out`.
    private func waitForTemporary(in folder: URL) throws -> String {
        for _ in 0..<400 {
            if let name = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasSuffix(".tmp") }) {
                return name
            }
            usleep(50_000)
        }
        throw CocoaError(.fileNoSuchFile)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringAnExportRemovesItsTemporary(signal: Int32) throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try startLongExport(to: folder.appendingPathComponent("long.mp4").path)
        _ = try waitForTemporary(in: folder)
        kill(export.processIdentifier, signal)
        export.waitUntilExit()
        #expect(export.terminationStatus == 128 + signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is left beside the target")
    }

    @Test func theNextRunRemovesWhatAKilledOneLeft() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("blob.gif").path
        let export = try startLongExport(to: out)
        let left = try waitForTemporary(in: folder)
        kill(export.processIdentifier, SIGKILL)
        export.waitUntilExit()
        usleep(300_000)   // ffmpeg, orphaned, finishes its file
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(left).path), "SIGKILL cannot be handled")
        let again = try cli.run(["render", "rating-blob-4", "--duration", "0.2", "--fps", "10", "--out", out])
        #expect(again.status == 0, "\(again.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["blob.gif"])
    }

    /// An ffmpeg that behaves as it did on a full disk: it reports success, and its file is empty or it says why.
    @Test(arguments: ["", "echo 'Error writing trailer of out.mp4: No space left on device' >&2; printf 'mdat' > \"$out\""])
    func aFullDiskIsAFailureThatLeavesNothing(behaviour: String) throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tools = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tools) }
        let script = """
            #!/bin/sh
            for out; do :; done
            cat > /dev/null
            : > "$out"
            \(behaviour)
            exit 0
            """
        let ffmpeg = tools.appendingPathComponent("ffmpeg")
        try script.write(to: ffmpeg, atomically: true, encoding: .utf8)
        chmod(ffmpeg.path, 0o755)
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["render", "rating-blob-4", "--duration", "0.2", "--fps", "10",
                             "--out", folder.appendingPathComponent("full.mp4").path]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["PATH": tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")]) { $1 }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "a full disk is no success")
        #expect(said.contains(behaviour.isEmpty ? "ffmpeg wrote an empty file" : "No space left on device"), "\(said)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
