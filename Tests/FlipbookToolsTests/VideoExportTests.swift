import Foundation
import Testing
@testable import FlipbookTools
import FlipbookExport
import FlipbookCairo

/// `flipbook render --duration … --out anim.gif|mp4|webm|apng`, through ffmpeg.
@Suite struct VideoExportTests {
    let cli = CommandLineTests()

    /// The frame count and size ffprobe reads from a file.
    private func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let fields = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3 else { return (0, 0, 0) }
        return (fields[2], fields[0], fields[1])
    }

    @Test(arguments: ["gif", "mp4", "webm", "apng"])
    func eachFormatHoldsEveryFrame(format: String) throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("blob.\(format)").path
        let result = try cli.run(["render", "rating-blob-4", "--duration", "0.5", "--fps", "20", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let file = try probe(out)
        #expect(file.frames == 10, "0.5 s at 20 fps, t = 0 … 0.45 s: \(file)")
        #expect(file.width == 400 && file.height == 300)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["blob.\(format)"],
                "no temporary file is left beside it")
    }

    @Test func oddSizesArePaddedForVideoCodecs() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("odd.mp4").path
        let result = try cli.run(["render", "rating-blob-4", "--duration", "0.1", "--fps", "10", "--scale", "1.005",
                                  "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let file = try probe(out)
        #expect(file.width % 2 == 0 && file.height % 2 == 0 && file.frames == 1, "\(file)")
    }

    @Test func aMissingFFmpegOrFolderIsSaidBeforeAnyWork() throws {
        #expect(throws: VideoEncoder.EncodeError.self) {
            try VideoEncoder.check(path: "/tmp/x.gif", environment: ["PATH": "/nonexistent"])
        }
        let result = try cli.run(["render", "rating-blob-4", "--duration", "0.5", "--out", "/nonexistent/a.gif"])
        #expect(result.status != 0 && result.err.contains("folder does not exist"))
    }

    @Test func aFailedEncodeLeavesNothingBehind() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("broken.mp4").path
        let encoder = try VideoEncoder(format: .mp4, path: out, width: 4, height: 4, fps: 10)
        #expect(throws: VideoEncoder.EncodeError.self) { try encoder.append(Data(count: 7)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

@Suite struct ExportOptionsTests {
    let cli = CommandLineTests()

    @Test func anAnimationWithoutADurationIsRefused() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["render", "rating-blob-4", "--out", folder.appendingPathComponent("a.gif").path])
        #expect(result.status != 0 && result.err.contains("needs --duration"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func sizeReplacesTheCanvas() throws {
        #expect(try SceneSession.parseSize("640x480") == CGSize(width: 640, height: 480))
        #expect(throws: SceneError.self) { try SceneSession.parseSize("640") }
        #expect(throws: SceneError.self) { try SceneSession.parseSize("0x10") }
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("wide.png").path
        let result = try cli.run(["render", "rating-blob-4", "--at", "0", "--size", "640x480", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 640)
    }

    @Test func progressIsPlainLinesOffATerminalAndABarOnOne() {
        var lines: [String] = []
        let plain = ExportProgress(total: 20, isTerminal: false) { lines.append($0) }
        for _ in 0..<20 { plain.frameDone() }
        #expect(lines.count == 11 && lines.allSatisfy { $0.hasSuffix("\n") && $0.contains("frames") })
        #expect(lines.last!.hasPrefix("20/20 frames"))
        var bar: [String] = []
        let terminal = ExportProgress(total: 4, isTerminal: true) { bar.append($0) }
        for _ in 0..<4 { terminal.frameDone() }
        #expect(bar.count == 4 && bar.allSatisfy { $0.hasPrefix("\r[") } && bar.last!.hasSuffix("\n"))
        #expect(bar.last!.contains("[##############################]"))
    }

    @Test @MainActor func framesDrawnInParallelMatchFramesDrawnOneByOne() throws {
        let times = stride(from: 0.0, through: 1.0, by: 0.1).map { $0 }
        let parallel = try SceneSession(sceneNamed: "rating-blob-4", fonts: .pinned)
        var drawn: [Data] = []
        try FrameRenderer(scale: 1, workers: 3).render(parallel.host, script: parallel.script, times: times) { _, image in
            drawn.append(image.opaqueBGRA())
        }
        let serial = try SceneSession(sceneNamed: "rating-blob-4", fonts: .pinned)
        var expected: [Data] = []
        try serial.run(through: times) { _ in expected.append(try serial.host.image().opaqueBGRA()) }
        #expect(drawn.count == times.count && drawn == expected)
    }
}
